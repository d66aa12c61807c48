/**
 * @spotless/shared-data/booking-changes: slots, weekly hours, and cancel/reschedule with the policy (issue 27). Not in
 * the main entry (a federation singleton loaded on every page): only the booking screens need it. It reaches the
 * client, auth store and errors through '@spotless/shared-data', so those stay one instance per page.
 */
export * from './booking-changes/api';
export * from './booking-changes/availability';
export * from './booking-changes/slots';
export * from './booking-changes/terms';
export * from './booking-changes/use-booking-change';
export * from './booking-changes/schedule-changes';
