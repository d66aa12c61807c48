// The customer's side of a standby replacement (issue 27, item 5): while the cleaner's dropped job is offered to
// other cleaners, the booking page says so, until when, and what the customer can do; once someone takes it, who is
// coming. Live: the standby row (RLS: the booking's customer and admins) and the booking row arrive through Realtime.
import { useQuery } from '@tanstack/react-query';
import { domainKeys, getSupabase, unwrap, useAuth, useRealtimeInvalidation } from '@spotless/shared-data';
import { formatEventTime } from './timeline';

/** Where the latest standby of a booking stands (a row of public.booking_standby). */
export interface BookingStandby {
  id: string;
  state: 'open' | 'taken' | 'assigned' | 'expired' | 'closed';
  reason: 'cleaner_cancelled' | 'late_rejection' | 'no_show' | 'admin';
  openedAt: string;
  deadlineAt: string;
  closedAt: string | null;
}

/** What the page shows about a replacement; null when there is nothing to say. */
export interface ReplacementNotice {
  kind: 'searching' | 'not_found' | 'found';
  title: string;
  lines: string[];
}

/** Ours: the texts of the replacement notice (spec section 8 has none for it). */
export const REPLACEMENT_TEXT = {
  searchingTitle: 'Finding a replacement',
  notFoundTitle: 'No replacement found yet',
  reason: {
    cleaner_cancelled: 'Your cleaner cancelled this booking.',
    late_rejection: 'Your cleaner turned this booking down.',
    no_show: 'Your cleaner did not start in time.',
    admin: 'Our team took this booking from your cleaner.',
  },
  offering: (until: string) =>
    `We are offering it to verified cleaners near you and will tell you who is coming, at the latest by ${until}.`,
  notFound: 'Nobody has taken it yet. Our team will contact you.',
  choices: 'You can wait, or cancel free of charge.',
  found: (name: string) => `${name} is coming`,
  foundUnknown: 'A verified cleaner is coming',
  foundLine: 'Your first cleaner dropped this booking. Another verified cleaner took it.',
  fetchFailed: 'Error fetching the replacement.',
} as const;

export const replacementKeys = {
  standby: (bookingId: string) => domainKeys('booking_standby').detail(bookingId),
};

/** The booking's latest standby, or null when its cleaner never dropped it. @throws DataError */
export async function fetchBookingStandby(bookingId: string): Promise<BookingStandby | null> {
  const supabase = await getSupabase();
  const row = unwrap(
    await supabase
      .from('booking_standby')
      .select('id, state, reason, opened_at, deadline_at, closed_at')
      .eq('booking_id', bookingId)
      .order('opened_at', { ascending: false })
      .limit(1)
      .maybeSingle(),
    REPLACEMENT_TEXT.fetchFailed,
  ) as { id: string; state: BookingStandby['state']; reason: BookingStandby['reason']; opened_at: string; deadline_at: string; closed_at: string | null } | null;
  return row
    ? { id: row.id, state: row.state, reason: row.reason, openedAt: row.opened_at, deadlineAt: row.deadline_at, closedAt: row.closed_at }
    : null;
}

/** The booking's latest standby, live (a new standby, an offer taken, an expiry arrive without a reload). */
export function useBookingStandby(bookingId: string | undefined) {
  const hasSession = useAuth((s) => Boolean(s.user));
  const enabled = Boolean(bookingId) && hasSession;
  const key = replacementKeys.standby(bookingId ?? '');
  useRealtimeInvalidation({ table: 'booking_standby', filter: `booking_id=eq.${bookingId}`, queryKeys: [key], enabled });
  return useQuery({ queryKey: key, queryFn: () => fetchBookingStandby(bookingId as string), enabled });
}

/** The booking fields the notice depends on. */
export interface ReplacementBooking {
  status: string;
  cleaner_id: string | null;
  cleaner_name: string | null;
}

/**
 * What to tell the customer: searching while offers are out and nobody has the job, not found once the standby
 * expired with nobody, and who is coming once a replacement has the job (until the job is under way or over).
 */
export function replacementNotice(standby: BookingStandby | null | undefined, booking: ReplacementBooking | null | undefined): ReplacementNotice | null {
  if (!standby || !booking) return null;
  const waiting = booking.cleaner_id === null && booking.status === 'pending';
  if (standby.state === 'open' && waiting) {
    return {
      kind: 'searching',
      title: REPLACEMENT_TEXT.searchingTitle,
      lines: [REPLACEMENT_TEXT.reason[standby.reason], REPLACEMENT_TEXT.offering(formatEventTime(standby.deadlineAt)), REPLACEMENT_TEXT.choices],
    };
  }
  if (standby.state === 'expired' && waiting) {
    return { kind: 'not_found', title: REPLACEMENT_TEXT.notFoundTitle, lines: [REPLACEMENT_TEXT.notFound, REPLACEMENT_TEXT.choices] };
  }
  if ((standby.state === 'taken' || standby.state === 'assigned') && booking.cleaner_id && ['accepted', 'on_the_way'].includes(booking.status)) {
    return {
      kind: 'found',
      title: booking.cleaner_name ? REPLACEMENT_TEXT.found(booking.cleaner_name) : REPLACEMENT_TEXT.foundUnknown,
      lines: [REPLACEMENT_TEXT.foundLine],
    };
  }
  return null;
}

/** The customer's replacement notice for a booking page, live. */
export function useReplacementNotice(bookingId: string | undefined, booking: ReplacementBooking | null | undefined): ReplacementNotice | null {
  const standby = useBookingStandby(bookingId);
  return replacementNotice(standby.data, booking);
}
