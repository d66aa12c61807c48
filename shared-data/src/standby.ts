/**
 * @spotless/shared-data/standby: standby replacements (issue 27): the jobs offered to a cleaner when another dropped
 * out, and the console's standby list and override. Not in the main entry (a federation singleton loaded on every
 * page): only the cleaner's Bookings page and the console need it. It reaches the client, the auth store and the
 * errors through '@spotless/shared-data', so those stay one instance per page.
 */
export * from './standby/index';
