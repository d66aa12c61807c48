/**
 * @spotless/shared-data/money: payments, payouts and the operator's money console (issue 23). Not in the main entry:
 * that entry is a federation singleton loaded whole on every page, the public ones too, and only the screens that
 * take or send money need this. Each area bundles the parts it imports; they reach the client, the auth store and
 * the errors through '@spotless/shared-data', so those stay one instance per page.
 */
export * from './payments';
export * from './payouts';
export * from './admin/admin-money';
export * from './admin/admin-disputes';
export * from './bookings/dispute-completion';
