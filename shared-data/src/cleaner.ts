/**
 * @spotless/shared-data/cleaner: the cleaner's area (open requests, bids, bookings, schedules, earnings, the profile
 * and verification). Not in the main entry (a federation singleton every page loads, the public ones too): only the
 * cleaner's screens need it. It reaches the client, the auth store and the errors through '@spotless/shared-data', so
 * those stay one instance per page.
 */
export * from './cleaner-work/index';
export * from './cleaner-profile/index';
export * from './verification/index';
