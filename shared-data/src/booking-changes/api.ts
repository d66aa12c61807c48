/**
 * Booking changes (issue 27) through the database: the slot picker's free slots, choosing and moving a slot, the
 * terms of a change and cancelling, a cleaner's weekly hours, and the admins' policy. Every rule and number is the
 * database's; these only call it and refresh what the change affects.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSupabase, MESSAGES, queryKeys, unwrap, unwrapRpc, useAuth } from '@spotless/shared-data';
import type { AvailabilityWindow } from './availability';
import { toWindows } from './availability';
import type { BookingSlot } from './slots';
import type { BookingChangePolicy, BookingChangeTerms } from './terms';

/** Refusal texts of the screens when the database gives none a person should read. */
export const BOOKING_CHANGE_TEXTS = {
  quoteFailed: 'Could not load the cancellation terms. Please try again.',
  cancelled: 'Booking cancelled.',
  cancelFailed: 'Could not cancel the booking. Please try again.',
  rescheduled: 'Booking moved to the new time.',
  slotChosen: 'Time saved.',
  rescheduleFailed: 'Could not change the time. Please try again.',
  slotsFailed: 'Could not load the free times. Please try again.',
  availabilitySaved: 'Your working hours were saved.',
  availabilityLoadFailed: 'Could not load your working hours. Please try again.',
  availabilityFailed: 'Could not save your working hours. Please try again.',
  policySaved: 'Cancellation policy saved.',
  policyFailed: 'Could not save the cancellation policy. Please try again.',
  noSlots: 'No free times in these days. Try later dates.',
} as const;

const changeKeys = {
  quote: (bookingId: string) => ['booking_changes', 'quote', bookingId] as const,
  slots: (cleanerId: string | null, from: string, exceptBooking: string | null) => ['booking_changes', 'slots', cleanerId, from, exceptBooking] as const,
  availability: (cleanerId: string) => ['booking_changes', 'availability', cleanerId] as const,
  policy: ['booking_changes', 'policy'] as const,
};

/** The caller's terms for cancelling or moving a booking (RPC booking_change_quote). */
export async function fetchBookingChangeQuote(bookingId: string): Promise<BookingChangeTerms> {
  const supabase = await getSupabase();
  const data = unwrapRpc(await supabase.rpc('booking_change_quote', { p_booking_id: bookingId }), BOOKING_CHANGE_TEXTS.quoteFailed);
  return data as unknown as BookingChangeTerms;
}

/** Query of {@link fetchBookingChangeQuote}; fresh each time a dialog opens (the fee depends on the clock). */
export function useBookingChangeQuote(bookingId: string | null) {
  return useQuery({
    queryKey: changeKeys.quote(bookingId ?? ''),
    queryFn: () => fetchBookingChangeQuote(bookingId as string),
    enabled: bookingId !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

/** Free two-hour slots of a cleaner (or any slot, without one) from a Lagos day "YYYY-MM-DD" for `days` days. */
export async function fetchOpenSlots(cleanerId: string | null, from: string, days = 14, exceptBooking: string | null = null): Promise<BookingSlot[]> {
  const supabase = await getSupabase();
  const data = unwrapRpc(
    await supabase.rpc('cleaner_open_slots', { p_cleaner_id: cleanerId ?? undefined, p_from: from, p_days: days, p_except_booking: exceptBooking ?? undefined }),
    BOOKING_CHANGE_TEXTS.slotsFailed,
  );
  // The generated types see a set-returning function as Json[]; each row is {starts_at, ends_at}.
  return ((data ?? []) as unknown as BookingSlot[]).map((s) => ({ starts_at: s.starts_at, ends_at: s.ends_at }));
}

/** Query of {@link fetchOpenSlots}. */
export function useOpenSlots(cleanerId: string | null, from: string, enabled = true, exceptBooking: string | null = null) {
  return useQuery({
    queryKey: changeKeys.slots(cleanerId, from, exceptBooking),
    queryFn: () => fetchOpenSlots(cleanerId, from, 14, exceptBooking),
    enabled,
    staleTime: 0,
  });
}

/** What a change mutation refreshes: bookings of every list (client, guest, cleaner) and money (refunds). */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.quoteRequests.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.payments.all }),
      queryClient.invalidateQueries({ queryKey: ['booking_changes'] }),
    ]);
}

/**
 * Cancels a booking as its customer (client or guest), cleaner or an admin (RPC cancel_booking): the database applies
 * the policy it stated in the quote and answers the terms it applied.
 */
export async function cancelBookingWithPolicy(bookingId: string, reason?: string): Promise<BookingChangeTerms> {
  const supabase = await getSupabase();
  const data = unwrapRpc(
    await supabase.rpc('cancel_booking', { p_booking_id: bookingId, p_reason: reason?.trim() ? reason.trim() : undefined }),
    BOOKING_CHANGE_TEXTS.cancelFailed,
  );
  return data as unknown as BookingChangeTerms;
}

/** Mutation of {@link cancelBookingWithPolicy}. */
export function useCancelBookingWithPolicy() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ bookingId, reason }: { bookingId: string; reason?: string }) => cancelBookingWithPolicy(bookingId, reason),
    onSettled: refresh,
  });
}

/** Moves a booking to another slot (RPC reschedule_booking), or gives a booking without a time its first one (set_booking_slot). */
export async function changeBookingSlot(bookingId: string, startsAt: string, first: boolean): Promise<void> {
  const supabase = await getSupabase();
  if (first) {
    unwrapRpc(await supabase.rpc('set_booking_slot', { p_booking_id: bookingId, p_starts_at: startsAt }), BOOKING_CHANGE_TEXTS.rescheduleFailed);
  } else {
    unwrapRpc(await supabase.rpc('reschedule_booking', { p_booking_id: bookingId, p_starts_at: startsAt }), BOOKING_CHANGE_TEXTS.rescheduleFailed);
  }
}

/** Mutation of {@link changeBookingSlot}. */
export function useChangeBookingSlot() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ bookingId, startsAt, first }: { bookingId: string; startsAt: string; first: boolean }) => changeBookingSlot(bookingId, startsAt, first),
    onSettled: refresh,
  });
}

/** A cleaner's weekly hours (public rows); empty when they never set any (then every day 08:00-18:00). */
export async function fetchAvailability(cleanerId: string): Promise<AvailabilityWindow[]> {
  const supabase = await getSupabase();
  const rows = unwrap(
    await supabase.from('cleaner_availability').select('weekday, start_time, end_time').eq('cleaner_id', cleanerId),
    MESSAGES.auth.unexpectedTryAgain,
  );
  return toWindows(rows ?? []);
}

/** The signed-in cleaner's own weekly hours. */
export function useMyAvailability() {
  const userId = useAuth((s) => s.user?.id ?? null);
  return useQuery({
    queryKey: changeKeys.availability(userId ?? ''),
    queryFn: () => fetchAvailability(userId as string),
    enabled: userId !== null,
  });
}

/** Replaces the signed-in cleaner's weekly hours (RPC set_my_availability, one transaction). */
export async function saveMyAvailability(windows: readonly AvailabilityWindow[]): Promise<void> {
  const supabase = await getSupabase();
  unwrapRpc(await supabase.rpc('set_my_availability', { p_windows: windows.map((w) => ({ ...w })) }), BOOKING_CHANGE_TEXTS.availabilityFailed);
}

/** Mutation of {@link saveMyAvailability}. */
export function useSaveMyAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMyAvailability,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['booking_changes'] }),
  });
}

/** The cancellation and reschedule policy (public). */
export async function fetchBookingChangePolicy(): Promise<BookingChangePolicy> {
  const supabase = await getSupabase();
  const row = unwrap(
    await supabase
      .from('booking_change_settings')
      .select('free_cancel_hours, late_fee_kind, late_fee_percent, late_fee_kobo, reschedule_min_hours, reschedule_limit')
      .single(),
    MESSAGES.auth.unexpectedTryAgain,
  );
  return row as BookingChangePolicy;
}

/** Query of {@link fetchBookingChangePolicy}. */
export function useBookingChangePolicy() {
  return useQuery({ queryKey: changeKeys.policy, queryFn: fetchBookingChangePolicy });
}

/** Admins: saves the policy (RPC set_booking_change_settings; refused below aal2 and out of bounds, audited). */
export async function saveBookingChangePolicy(policy: BookingChangePolicy): Promise<void> {
  const supabase = await getSupabase();
  unwrapRpc(
    await supabase.rpc('set_booking_change_settings', {
      p_free_cancel_hours: policy.free_cancel_hours,
      p_late_fee_kind: policy.late_fee_kind,
      p_late_fee_percent: policy.late_fee_percent,
      p_late_fee_kobo: policy.late_fee_kobo,
      p_reschedule_min_hours: policy.reschedule_min_hours,
      p_reschedule_limit: policy.reschedule_limit,
    }),
    BOOKING_CHANGE_TEXTS.policyFailed,
  );
}

/** Mutation of {@link saveBookingChangePolicy}. */
export function useSaveBookingChangePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBookingChangePolicy,
    onSettled: () => queryClient.invalidateQueries({ queryKey: changeKeys.policy }),
  });
}
