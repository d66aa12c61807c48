// The booking page's timeline in words: each booking_events row as a title, a Lagos time ("25 Nov 2026, 14:05") and
// who did it, seen from the viewer's side ("You", "Your cleaner", "The customer", "Spotless").
import { APP_TIME_ZONE, formatDate } from '@spotless/shared-data';
import { formatNairaKobo } from './money-words';

/** Which side of a booking is looking at it. */
export type BookingSide = 'customer' | 'cleaner' | 'admin';

/** One row of public.booking_events as the page reads it. */
export interface BookingEvent {
  id: number;
  booking_id: string;
  at: string;
  actor_id: string | null;
  actor_role: 'customer' | 'cleaner' | 'admin' | 'system' | string;
  kind: string;
  from_status: string | null;
  to_status: string | null;
  detail: Record<string, unknown> | null;
}

/** A timeline line ready to show. */
export interface TimelineEntry {
  id: number;
  title: string;
  /** "25 Nov 2026, 14:05", Lagos time. */
  when: string;
  /** Who did it, from the viewer's side. */
  actor: string;
  /** ISO time, for a <time> element. */
  at: string;
}

let clock: Intl.DateTimeFormat | undefined;
/** "25 Nov 2026, 14:05" in Lagos time (24-hour clock, as the slots are written). */
export function formatEventTime(value: string | Date): string {
  clock ??= new Intl.DateTimeFormat('en-GB', { timeZone: APP_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const date = value instanceof Date ? value : new Date(value);
  return `${formatDate(date)}, ${clock.format(date)}`;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** The title of an event (human words, never the raw kind). */
export function eventTitle(event: Pick<BookingEvent, 'kind' | 'detail'>): string {
  const d = event.detail ?? {};
  const amount = num(d.amount_kobo);
  switch (event.kind) {
    case 'requested':
      return d.source === 'quote' ? 'Booked from a quote' : 'Booking requested';
    case 'accepted': {
      const price = num(d.price_kobo);
      return price ? `Accepted at ${formatNairaKobo(price)}` : 'Accepted';
    }
    case 'rejected':
      return 'Declined by the cleaner';
    case 'rematched':
      return 'Matched with another cleaner';
    case 'cleaner_assigned':
      return 'Cleaner matched';
    case 'on_the_way':
      return 'Cleaner on the way';
    case 'started':
      return 'Job started';
    case 'marked_done':
      return 'Job marked done';
    case 'confirmed':
      return d.confirmed_by === 'timeout' ? 'Completion confirmed automatically' : 'Completion confirmed';
    case 'disputed':
      return 'Problem reported';
    case 'cancelled':
      return d.dispute_outcome === 'refunded' ? 'Cancelled after a reported problem' : 'Cancelled';
    case 'paid':
      return amount ? `Paid ${formatNairaKobo(amount)}` : 'Paid';
    case 'refunded':
      return amount ? `Refunded ${formatNairaKobo(amount)}` : 'Refunded';
    case 'reviewed': {
      const rating = num(d.rating);
      return rating ? `Reviewed: ${rating} out of 5` : 'Reviewed';
    }
    case 'rescheduled':
      return typeof d.to === 'string' ? `Rescheduled to ${formatEventTime(d.to)}` : 'Rescheduled';
    case 'slot_chosen':
      return typeof d.starts_at === 'string' ? `Time set: ${formatEventTime(d.starts_at)}` : 'Time set';
    case 'cancellation_terms': {
      // Written by cancel_booking beside the status change: what the cancellation cost.
      const fee = num(d.fee_kobo) ?? 0;
      return fee > 0 ? `Late cancellation fee ${formatNairaKobo(fee)}` : 'Cancelled free of charge';
    }
    case 'cleaner_cancelled':
      return 'The cleaner cancelled';
    case 'cleaner_replaced':
      return 'Cleaner replaced';
    case 'standby_offered':
      return 'Offered to standby cleaners';
    default: {
      const words = event.kind.replace(/_/g, ' ');
      return words.charAt(0).toUpperCase() + words.slice(1);
    }
  }
}

/** Who did it, in the viewer's words. */
export function eventActor(event: Pick<BookingEvent, 'actor_role'>, viewer: BookingSide): string {
  if (event.actor_role === viewer) return 'You';
  switch (event.actor_role) {
    case 'customer':
      return 'The customer';
    case 'cleaner':
      return viewer === 'customer' ? 'Your cleaner' : 'The cleaner';
    case 'admin':
      return 'Spotless admin';
    default:
      return 'Spotless';
  }
}

/** The timeline lines of a booking, oldest first. */
export function timelineEntries(events: readonly BookingEvent[], viewer: BookingSide): TimelineEntry[] {
  return [...events]
    .sort((a, b) => a.at.localeCompare(b.at) || a.id - b.id)
    .map((e) => ({ id: e.id, title: eventTitle(e), when: formatEventTime(e.at), actor: eventActor(e, viewer), at: e.at }));
}
