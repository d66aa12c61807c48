/**
 * A schedule's visit is a booking of its own (issue 27) but is not priced or paid on its own: the schedule is arranged
 * as a whole, so the database refuses a payment for one visit and its cancellation has no fee or refund. The booking
 * pages say so in place of a price and a payment state.
 */
export const SCHEDULE_VISIT_TEXT = {
  price: 'Part of a schedule',
  payment: 'Not paid on its own: this visit is part of a recurring schedule.',
} as const;

/** Whether a booking is one visit of a schedule. */
export function isScheduleVisit(booking: { source: string }): boolean {
  return booking.source === 'schedule';
}

/**
 * "Part of Weekly Cleaning schedule" for a visit booking in a bookings list (its service is the schedule's type), or
 * null for any other booking. The lists show visits too, so a reference from a reminder or a notice is found there.
 */
export function scheduleVisitLabel(booking: { source: string; services: readonly string[] }): string | null {
  return isScheduleVisit(booking) ? `Part of ${booking.services[0] ?? 'a'} schedule` : null;
}
