import { bookingNextActions } from './next-actions';
import { eventActor, eventTitle, formatEventTime, timelineEntries, type BookingEvent } from './timeline';

const ev = (id: number, kind: string, actor_role: string, at: string, detail: Record<string, unknown> = {}): BookingEvent => ({
  id, booking_id: 'b', at, actor_id: null, actor_role, kind, from_status: null, to_status: null, detail,
});

describe('the booking timeline in words', () => {
  it('shows Lagos time as "25 Nov 2026, 14:05"', () => {
    expect(formatEventTime('2026-11-25T13:05:00Z')).toBe('25 Nov 2026, 14:05');
    expect(formatEventTime('2026-11-25T23:30:00Z')).toBe('26 Nov 2026, 00:30');
  });

  it('titles each kind in human words, with amounts and ratings', () => {
    expect(eventTitle({ kind: 'requested', detail: { source: 'direct' } })).toBe('Booking requested');
    expect(eventTitle({ kind: 'requested', detail: { source: 'quote' } })).toBe('Booked from a quote');
    expect(eventTitle({ kind: 'accepted', detail: { price_kobo: 2500000 } })).toBe('Accepted at ₦25,000');
    expect(eventTitle({ kind: 'paid', detail: { amount_kobo: 2500050 } })).toBe('Paid ₦25,000.50');
    expect(eventTitle({ kind: 'started', detail: {} })).toBe('Job started');
    expect(eventTitle({ kind: 'confirmed', detail: { confirmed_by: 'timeout' } })).toBe('Completion confirmed automatically');
    expect(eventTitle({ kind: 'reviewed', detail: { rating: 4 } })).toBe('Reviewed: 4 out of 5');
    expect(eventTitle({ kind: 'rescheduled', detail: { to: '2026-11-27T09:00:00Z' } })).toBe('Rescheduled to 27 Nov 2026, 10:00');
    expect(eventTitle({ kind: 'cancellation_terms', detail: { fee_kobo: 250000 } })).toBe('Late cancellation fee ₦2,500');
    expect(eventTitle({ kind: 'cancellation_terms', detail: { fee_kobo: 0 } })).toBe('Cancelled free of charge');
    expect(eventTitle({ kind: 'some_new_kind', detail: null })).toBe('Some new kind');
  });

  it('names the actor from the viewer\'s side', () => {
    expect(eventActor({ actor_role: 'cleaner' }, 'customer')).toBe('Your cleaner');
    expect(eventActor({ actor_role: 'cleaner' }, 'cleaner')).toBe('You');
    expect(eventActor({ actor_role: 'customer' }, 'cleaner')).toBe('The customer');
    expect(eventActor({ actor_role: 'system' }, 'customer')).toBe('Spotless');
    expect(eventActor({ actor_role: 'admin' }, 'cleaner')).toBe('Spotless admin');
  });

  it('orders entries by time, then by id', () => {
    const lines = timelineEntries(
      [ev(3, 'on_the_way', 'cleaner', '2026-11-25T10:00:00Z'), ev(1, 'requested', 'customer', '2026-11-24T09:00:00Z'), ev(2, 'accepted', 'cleaner', '2026-11-24T09:00:00Z')],
      'customer',
    );
    expect(lines.map((l) => [l.title, l.actor, l.when])).toEqual([
      ['Booking requested', 'You', '24 Nov 2026, 10:00'],
      ['Accepted', 'Your cleaner', '24 Nov 2026, 10:00'],
      ['Cleaner on the way', 'Your cleaner', '25 Nov 2026, 11:00'],
    ]);
  });
});

describe('the next actions of a booking page', () => {
  const b = (status: string, payment_status = 'unpaid', price_kobo: number | null = 2500000) => ({ status, payment_status, price_kobo });
  it('offers the customer pay, confirm and review when they apply', () => {
    expect(bookingNextActions(b('pending'), 'customer')).toEqual([]);
    expect(bookingNextActions(b('accepted'), 'customer')).toEqual(['pay']);
    expect(bookingNextActions(b('in_progress', 'paid'), 'customer')).toEqual([]);
    expect(bookingNextActions(b('awaiting_confirmation', 'paid'), 'customer')).toEqual(['confirm']);
    expect(bookingNextActions(b('completed', 'paid'), 'customer')).toEqual(['review']);
    expect(bookingNextActions(b('completed', 'paid'), 'customer', { reviewed: true })).toEqual([]);
  });
  it('offers the cleaner accept/reject, then on my way, start and mark completed', () => {
    expect(bookingNextActions(b('pending'), 'cleaner')).toEqual(['accept', 'reject']);
    expect(bookingNextActions(b('accepted'), 'cleaner')).toEqual(['on_the_way', 'start']);
    expect(bookingNextActions(b('on_the_way'), 'cleaner')).toEqual(['start']);
    expect(bookingNextActions(b('in_progress'), 'cleaner')).toEqual(['complete']);
    expect(bookingNextActions(b('awaiting_confirmation'), 'cleaner')).toEqual([]);
  });
});
