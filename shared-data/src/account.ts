/**
 * @spotless/shared-data/account: Account settings (issue 24): password and e-mail changes, sessions, download my data
 * and delete my account. Not in the main entry, which every page loads: only the account page needs this. It reaches
 * the client, the auth store and the errors through the main entry's modules, so those stay one instance per page.
 */
export * from './account-settings';
