// The data of a booking's page (client, guest and cleaner): the booking, its cleaner's public name, whether it was
// reviewed, its timeline (live), and the cleaner's two new actions. RLS shows a booking and its events only to its
// customer, its cleaner and admins; anyone else gets "not found".
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataError, domainKeys, getSupabase, queryKeys, unwrap, unwrapRpc, useAuth, useRealtimeInvalidation } from '@spotless/shared-data';
import type { Database } from '../database.types';
import type { BookingEvent } from './timeline';

type BookingRow = Database['public']['Tables']['bookings']['Row'];

/** Ours: the page's texts (spec section 8 has none for a booking page). */
export const BOOKING_PAGE_TEXT = {
  notFound: 'This booking was not found.',
  fetchFailed: 'Error fetching the booking.',
  timelineFailed: 'Error fetching the booking timeline.',
  onTheWay: 'The customer was told you are on your way.',
  started: 'Job started. Mark it completed when you are done.',
  actionFailed: 'Error updating the booking.',
} as const;

/** The booking fields the page shows. */
export type BookingPageBooking = Pick<
  BookingRow,
  | 'id' | 'customer_id' | 'customer_kind' | 'cleaner_id' | 'services' | 'location' | 'state' | 'lga' | 'num_rooms'
  | 'building_type' | 'building_condition' | 'special_request' | 'scheduled_date' | 'starts_at' | 'ends_at'
  | 'budget_kobo' | 'price_kobo' | 'status' | 'payment_status' | 'source' | 'created_at' | 'disputed_at'
> & { cleaner_name: string | null; reviewed: boolean };

const BOOKING_COLUMNS =
  'id, customer_id, customer_kind, cleaner_id, services, location, state, lga, num_rooms, building_type, building_condition, ' +
  'special_request, scheduled_date, starts_at, ends_at, budget_kobo, price_kobo, status, payment_status, source, created_at, disputed_at';

/** Query keys of the booking page. */
export const bookingPageKeys = {
  booking: (id: string) => queryKeys.bookings.detail(`page:${id}`),
  events: (id: string) => domainKeys('booking_events').detail(id),
};

/**
 * The booking with its cleaner's public name and whether it has a review; null when the caller may not see it.
 * @throws DataError "Error fetching the booking."
 */
export async function fetchBookingPage(bookingId: string): Promise<BookingPageBooking | null> {
  const supabase = await getSupabase();
  const row = unwrap(
    await supabase.from('bookings').select(BOOKING_COLUMNS).eq('id', bookingId).maybeSingle(),
    BOOKING_PAGE_TEXT.fetchFailed,
  ) as Omit<BookingPageBooking, 'cleaner_name' | 'reviewed'> | null;
  if (!row) return null;
  const [cleaner, review] = await Promise.all([
    row.cleaner_id
      ? supabase.from('cleaner_profiles').select('display_name').eq('user_id', row.cleaner_id).maybeSingle()
      : Promise.resolve({ data: null, error: null }),
    supabase.from('reviews').select('id').eq('booking_id', bookingId).maybeSingle(),
  ]);
  const name = (cleaner.data as { display_name: string | null } | null)?.display_name?.trim();
  return { ...row, cleaner_name: name || null, reviewed: Boolean(review.data) };
}

/** The booking's page data, kept live (changes of this booking row arrive through Realtime). */
export function useBookingPage(bookingId: string | undefined) {
  const hasSession = useAuth((s) => Boolean(s.user));
  const enabled = Boolean(bookingId) && hasSession;
  const key = bookingPageKeys.booking(bookingId ?? '');
  useRealtimeInvalidation({
    table: 'bookings', event: 'UPDATE', filter: `id=eq.${bookingId}`,
    queryKeys: [key, bookingPageKeys.events(bookingId ?? '')], enabled,
  });
  return useQuery({ queryKey: key, queryFn: () => fetchBookingPage(bookingId as string), enabled });
}

/** The booking's timeline rows, oldest first. @throws DataError "Error fetching the booking timeline." */
export async function fetchBookingEvents(bookingId: string): Promise<BookingEvent[]> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('booking_events')
    .select('id, booking_id, at, actor_id, actor_role, kind, from_status, to_status, detail')
    .eq('booking_id', bookingId)
    .order('at', { ascending: true })
    .order('id', { ascending: true });
  return (unwrap(result, BOOKING_PAGE_TEXT.timelineFailed) ?? []) as BookingEvent[];
}

/** The timeline, live (new events arrive through Realtime, RLS applied). */
export function useBookingEvents(bookingId: string | undefined) {
  const hasSession = useAuth((s) => Boolean(s.user));
  const enabled = Boolean(bookingId) && hasSession;
  const key = bookingPageKeys.events(bookingId ?? '');
  useRealtimeInvalidation({ table: 'booking_events', event: 'INSERT', filter: `booking_id=eq.${bookingId}`, queryKeys: [key], enabled });
  return useQuery({ queryKey: key, queryFn: () => fetchBookingEvents(bookingId as string), enabled });
}

/** The cleaner says they are on their way (RPC `set_booking_on_the_way`). @throws DataError the database's refusal */
export async function setBookingOnTheWay(bookingId: string): Promise<void> {
  const supabase = await getSupabase();
  unwrapRpc(await supabase.rpc('set_booking_on_the_way', { p_booking_id: bookingId }), BOOKING_PAGE_TEXT.actionFailed);
}

/** The cleaner starts the job (RPC `start_booking`). @throws DataError the database's refusal */
export async function startBooking(bookingId: string): Promise<void> {
  const supabase = await getSupabase();
  unwrapRpc(await supabase.rpc('start_booking', { p_booking_id: bookingId }), BOOKING_PAGE_TEXT.actionFailed);
}

function useBookingMutation(fn: (id: string) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: async (_d, _e, id) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all }),
        queryClient.invalidateQueries({ queryKey: bookingPageKeys.events(id) }),
      ]);
    },
  });
}

/** Mutation of {@link setBookingOnTheWay}; refreshes bookings and the timeline. */
export function useSetBookingOnTheWay() {
  return useBookingMutation(setBookingOnTheWay);
}

/** Mutation of {@link startBooking}; refreshes bookings and the timeline. */
export function useStartBooking() {
  return useBookingMutation(startBooking);
}

/** Throws the page's "not found" when the booking is missing (for pages that render an error state). */
export function requireBooking<T>(booking: T | null | undefined): T {
  if (!booking) throw new DataError(BOOKING_PAGE_TEXT.notFound);
  return booking;
}
