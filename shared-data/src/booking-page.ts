/**
 * @spotless/shared-data/booking-page: a booking's page (issue 27): the booking, its timeline in words, next actions,
 * and its messages (the live thread, unread counts for the lists, reports and the console's report queue). Not in the
 * main entry (a federation singleton loaded on every page): only the booking screens need it. It reaches the client,
 * the auth store and the errors through '@spotless/shared-data', so those stay one instance per page.
 */
export * from './booking-page/index';
