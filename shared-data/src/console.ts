/**
 * @spotless/shared-data/console: the operator's console data (people, cleaners, verification, reviews, bookings,
 * Cleaner Match, prices and plans, the guest chat, the audit log, admins and CSV exports). Not in the main entry: that
 * entry is a federation singleton every page loads whole, the public ones too, and only the console (plus the
 * shell's admin sign-up form) needs this. Each area bundles the parts it imports; they reach the client, the auth
 * store and the errors through '@spotless/shared-data', so those stay one instance per page.
 */
export * from './admin/index';
export * from './admin-prices/index';
export * from './admin-chat/index';
export * from './admin-audit/index';
export * from './admin-booking/index';
