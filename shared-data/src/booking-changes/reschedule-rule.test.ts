import type { BookingChangeTerms } from './terms';
import { isChangeable, rescheduleRule } from './use-booking-change';

const terms = (over: Partial<BookingChangeTerms> = {}): BookingChangeTerms => ({
  role: 'customer', status: 'accepted', starts_at: '2031-03-03T09:00:00Z', ends_at: '2031-03-03T11:00:00Z', needs_slot: false,
  can_cancel: true, cancel_refusal: null, late: false, fee_kobo: 0, fee_waived_reason: null, paid_kobo: 0, refund_kobo: 0,
  free_until: null, can_reschedule: true, reschedule_refusal: null, reschedule_until: null, reschedules_left: 1,
  policy: { free_cancel_hours: 24, late_fee_kind: 'percent', late_fee_percent: 20, late_fee_kobo: 200000, reschedule_min_hours: 12, reschedule_limit: 2 },
  ...over,
});

describe('the reschedule rule in words', () => {
  it('states the moves left and the window from the database terms', () => {
    expect(rescheduleRule(terms(), false)).toEqual({ rule: 'You can move it 1 more time, until 12 hours before it starts.', allowed: true });
  });

  it('gives the database refusal and allows nothing, until the terms arrive', () => {
    expect(rescheduleRule(terms({ can_reschedule: false, reschedule_refusal: 'This booking was already moved 2 times, the most allowed.' }), false))
      .toEqual({ rule: 'This booking was already moved 2 times, the most allowed.', allowed: false });
    expect(rescheduleRule(undefined, false)).toEqual({ rule: null, allowed: false });
  });

  it('lets a booking without a time choose one (not a move)', () => {
    expect(rescheduleRule(undefined, true).allowed).toBe(true);
    expect([isChangeable('pending'), isChangeable('accepted'), isChangeable('in_progress'), isChangeable('cancelled')]).toEqual([true, true, false, false]);
  });
});
