import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cleanSearch,
  DataError,
  getSupabase,
  type ListPage,
  MESSAGES,
  pageRange,
  queryKeys,
  referenceIdRange,
  type ReferenceKind,
  toListPage,
  unwrap,
  unwrapRpc,
  useAuth,
  useRealtimeInvalidation,
} from '@spotless/shared-data';
import type { Database } from '../database.types';

type Tables = Database['public']['Tables'];
type QuoteRow = Tables['quote_requests']['Row'];
type BidRow = Tables['bids']['Row'];
type BookingRow = Tables['bookings']['Row'];
type ContactRow = Tables['quote_request_contacts']['Row'];

/** Who asked: a client (account) or a guest (anonymous session). */
export type CustomerKind = Database['public']['Enums']['customer_kind'];

/** An open quote request as a cleaner sees it (no contact details until their bid is accepted). */
export type CleanerQuoteRequest = Pick<
  QuoteRow,
  | 'id'
  | 'requester_kind'
  | 'target_cleaner_id'
  | 'service_type'
  | 'location'
  | 'state'
  | 'lga'
  | 'description'
  | 'budget'
  | 'num_rooms'
  | 'building_type'
  | 'building_condition'
  | 'status'
  | 'created_at'
>;

/** Contact details of a customer; visible to a cleaner only once their bid / the booking is accepted. */
export type CustomerContact = Pick<ContactRow, 'full_name' | 'phone' | 'email' | 'address'>;

/** One of the cleaner's bids with its request (and the requester's contact once accepted). */
export interface CleanerBid {
  id: string;
  quoteRequestId: string;
  amountKobo: number;
  status: BidRow['status'];
  createdAt: string;
  request: CleanerQuoteRequest | null;
  contact: CustomerContact | null;
}

/** A booking assigned to the cleaner, with the customer's contact once accepted. */
export interface CleanerBooking
  extends Pick<
    BookingRow,
    | 'id'
    | 'customer_kind'
    | 'services'
    | 'location'
    | 'state'
    | 'lga'
    | 'num_rooms'
    | 'building_type'
    | 'building_condition'
    | 'has_water'
    | 'special_request'
    | 'scheduled_date'
    | 'starts_at'
    | 'ends_at'
    | 'budget_kobo'
    | 'price_kobo'
    | 'status'
    | 'source'
    | 'created_at'
    | 'completed_at'
    | 'disputed_at'
  > {
  contact: CustomerContact | null;
}

/** A schedule matched to the cleaner, with the client's contact (RPC `my_cleaner_schedules`). */
export interface CleanerSchedule {
  id: string;
  client_name: string;
  client_phone: string | null;
  client_address: string | null;
  location: string | null;
  service_type: string;
  /** YYYY-MM-DD */
  start_date: string;
  /** HH:MM:SS */
  service_time: string;
  status: Database['public']['Enums']['schedule_status'];
  /** The next visit still to do (null when all are done): a booking, whose page is /cleaner/bookings/<id>. */
  next_visit_id: string | null;
  next_visit_date: string | null;
  /** Whether the next visit's day (Lagos) has come: the database refuses to complete it before. */
  next_visit_due: boolean;
  /** The next visit's two-hour slot (ISO; shown in Lagos time). */
  next_visit_starts_at: string | null;
  next_visit_ends_at: string | null;
  /** The next visit's booking status (accepted, on_the_way or in_progress). */
  next_visit_status: string | null;
  /** The next six visits still to do, soonest first (booking ids and statuses). */
  upcoming_visits: Array<{ id: string; starts_at: string; ends_at: string; status?: string }>;
  /** Visits not skipped or cancelled. */
  visits_total: number;
  visits_completed: number;
}

/** One month of earnings (RPC `my_cleaner_earnings`). */
export interface EarningsMonth {
  /** First day of the month, YYYY-MM-DD. */
  month: string;
  jobs: number;
  amountKobo: number;
}

const QUOTE_COLUMNS =
  'id, requester_kind, target_cleaner_id, service_type, location, state, lga, description, budget, num_rooms, building_type, building_condition, status, created_at';
const BOOKING_COLUMNS =
  'id, customer_kind, services, location, state, lga, num_rooms, building_type, building_condition, has_water, special_request, scheduled_date, starts_at, ends_at, budget_kobo, price_kobo, status, source, created_at, completed_at, disputed_at';

/** Cache keys of the cleaner's work lists (under the domains the realtime hooks invalidate). */
export const cleanerWorkKeys = {
  openRequests: (userId: string | undefined) => queryKeys.quoteRequests.list({ scope: 'cleaner-open', userId }),
  myBids: (userId: string | undefined) => queryKeys.bids.list({ scope: 'cleaner-mine', userId }),
  bookings: (userId: string | undefined) => queryKeys.bookings.list({ scope: 'cleaner', userId }),
  schedules: (userId: string | undefined) => queryKeys.schedules.list({ scope: 'cleaner', userId }),
  earnings: (userId: string | undefined) => queryKeys.bookings.detail(`earnings:${userId ?? ''}`),
};

async function myId(): Promise<string> {
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  const id = data.session?.user.id;
  if (!id) throw new DataError(MESSAGES.cleanerContext.idRetrieveFailed);
  return id;
}

/** Which of the cleaner's lists: whose work (a guest's or a client's; all when left out), which page, and a reference. */
export interface CleanerWorkQuery {
  /** 1-based. */
  page: number;
  kind?: CustomerKind;
  /** A reference of the list's rows (QR-… requests, BID-… bids, BK-… bookings); a term that is none matches nothing. */
  search?: string;
}

/** The id range a list's search stands for: none without a search, 'nothing' for a term that is no reference. */
function referenceFilter(kind: ReferenceKind, search: string | undefined): { from: string; to: string } | 'nothing' | null {
  const term = cleanSearch(search);
  if (!term) return null;
  return referenceIdRange(kind, term) ?? 'nothing';
}

/**
 * One page of the open requests the cleaner may bid on and has not bid on yet (a withdrawn bid may be placed again),
 * newest first, with how many there are in all. The "not bid on yet" is an anti-join in the database (`mine` is the
 * cleaner's live bids on the request; `mine=is.null` keeps requests without one), so the total counts exactly what
 * the cleaner can bid on. RLS shows open requests only to verified, active cleaners, so others get an empty page.
 * @throws DataError "Failed to fetch quote requests."
 */
export async function fetchOpenRequestsPage(query: CleanerWorkQuery): Promise<ListPage<CleanerQuoteRequest>> {
  const userId = await myId();
  const supabase = await getSupabase();
  const { page, from, to } = pageRange(query.page);
  const range = referenceFilter('quote', query.search);
  if (range === 'nothing') return toListPage([], 0, page);
  let request = supabase
    .from('quote_requests')
    .select(`${QUOTE_COLUMNS}, mine:bids!bids_quote_request_id_fkey(id)`, { count: 'exact' })
    .eq('status', 'open')
    .eq('mine.cleaner_id', userId)
    .neq('mine.status', 'withdrawn')
    .is('mine', null)
    .order('created_at', { ascending: false })
    .order('id', { ascending: true })
    .range(from, to);
  if (query.kind) request = request.eq('requester_kind', query.kind);
  if (range) request = request.gte('id', range.from).lte('id', range.to);
  const result = await request;
  const rows = (unwrap(result, MESSAGES.quotes.fetchFailed) ?? []) as unknown as Array<CleanerQuoteRequest & { mine?: unknown }>;
  return toListPage(
    rows.map(({ mine: _mine, ...r }) => r),
    result.count,
    page,
  );
}

/** The first page of {@link fetchOpenRequestsPage}. */
export async function fetchOpenRequests(): Promise<CleanerQuoteRequest[]> {
  return (await fetchOpenRequestsPage({ page: 1 })).rows;
}

/** Which of the cleaner's bids: on whose requests, and the accepted ones ("Approved bids") or the others. */
export interface MyBidsQuery extends CleanerWorkQuery {
  accepted?: boolean;
}

/**
 * One page of the cleaner's bids, newest first, with how many match in all, their requests and, for accepted bids,
 * the requester's contact details (quote_request_contacts is readable by the cleaner only once their bid was
 * accepted). The request is an inner embed so the kind filter runs in the database.
 * @throws DataError "Failed to load bids."
 */
export async function fetchMyBidsPage(query: MyBidsQuery): Promise<ListPage<CleanerBid>> {
  const userId = await myId();
  const supabase = await getSupabase();
  const { page, from, to } = pageRange(query.page);
  const range = referenceFilter('bid', query.search);
  if (range === 'nothing') return toListPage([], 0, page);
  let request = supabase
    .from('bids')
    .select(`id, quote_request_id, amount_kobo, status, created_at, request:quote_requests!bids_quote_request_id_fkey!inner(${QUOTE_COLUMNS})`, {
      count: 'exact',
    })
    .eq('cleaner_id', userId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: true })
    .range(from, to);
  if (query.kind) request = request.eq('request.requester_kind', query.kind);
  if (query.accepted === true) request = request.eq('status', 'accepted');
  if (query.accepted === false) request = request.neq('status', 'accepted');
  if (range) request = request.gte('id', range.from).lte('id', range.to);
  const result = await request;
  const bids = (unwrap(result, MESSAGES.bids.loadFailed) ?? []) as unknown as Array<
    Pick<BidRow, 'id' | 'quote_request_id' | 'amount_kobo' | 'status' | 'created_at'> & { request: CleanerQuoteRequest | CleanerQuoteRequest[] | null }
  >;
  const acceptedIds = [...new Set(bids.filter((b) => b.status === 'accepted').map((b) => b.quote_request_id))];
  const contactsResult = acceptedIds.length
    ? await supabase.from('quote_request_contacts').select('quote_request_id, full_name, phone, email, address').in('quote_request_id', acceptedIds)
    : { data: [], error: null };
  const contacts = new Map(
    ((unwrap(contactsResult, MESSAGES.bids.approvedLoadFailed) ?? []) as ContactRow[]).map((c) => [c.quote_request_id, c]),
  );
  const rows = bids.map((b) => {
    const contact = contacts.get(b.quote_request_id);
    const request = Array.isArray(b.request) ? (b.request[0] ?? null) : b.request;
    return {
      id: b.id,
      quoteRequestId: b.quote_request_id,
      amountKobo: Number(b.amount_kobo),
      status: b.status,
      createdAt: b.created_at,
      request,
      contact: contact ? { full_name: contact.full_name, phone: contact.phone, email: contact.email, address: contact.address } : null,
    };
  });
  return toListPage(rows, result.count, page);
}

/** The first page of {@link fetchMyBidsPage}. */
export async function fetchMyBids(): Promise<CleanerBid[]> {
  return (await fetchMyBidsPage({ page: 1 })).rows;
}

// The states in which the database shows the cleaner the customer's contact (can_see_booking_contact).
const CONTACT_VISIBLE = new Set<string>(['accepted', 'awaiting_confirmation', 'completed']);

/** Bookings with the customer's contact where the database reveals it (accepted, done or completed bookings). */
async function withContacts(rows: Array<Omit<CleanerBooking, 'contact'>>): Promise<CleanerBooking[]> {
  const supabase = await getSupabase();
  const visible = rows.filter((r) => CONTACT_VISIBLE.has(r.status)).map((r) => r.id);
  const contacts = new Map<string, CustomerContact>();
  if (visible.length) {
    const contactResult = await supabase.from('booking_contacts').select('booking_id, full_name, phone, email, address').in('booking_id', visible);
    for (const c of (unwrap(contactResult, MESSAGES.bookings.clientDetailsFetchFailed) ?? []) as Array<CustomerContact & { booking_id: string }>) {
      contacts.set(c.booking_id, { full_name: c.full_name, phone: c.phone, email: c.email, address: c.address });
    }
  }
  return rows.map((r) => ({ ...r, budget_kobo: r.budget_kobo === null ? null : Number(r.budget_kobo), price_kobo: r.price_kobo === null ? null : Number(r.price_kobo), contact: contacts.get(r.id) ?? null }));
}

/**
 * One page of the bookings assigned to the cleaner (client and guest, or one kind; direct, from awarded bids, or
 * matched by an admin), newest first, with how many there are in all and contact details where the database reveals
 * them.
 * @throws DataError "Error fetching bookings"
 */
export async function fetchCleanerBookingsPage(query: CleanerWorkQuery): Promise<ListPage<CleanerBooking>> {
  const userId = await myId();
  const supabase = await getSupabase();
  const { page, from, to } = pageRange(query.page);
  const range = referenceFilter('booking', query.search);
  if (range === 'nothing') return toListPage([], 0, page);
  let request = supabase
    .from('bookings')
    .select(BOOKING_COLUMNS, { count: 'exact' })
    .eq('cleaner_id', userId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: true })
    .range(from, to);
  if (query.kind) request = request.eq('customer_kind', query.kind);
  if (range) request = request.gte('id', range.from).lte('id', range.to);
  const result = await request;
  const rows = (unwrap(result, MESSAGES.bookings.fetchFailed) ?? []) as Array<Omit<CleanerBooking, 'contact'>>;
  return toListPage(await withContacts(rows), result.count, page);
}

/** The first page of {@link fetchCleanerBookingsPage}. */
export async function fetchCleanerBookings(): Promise<CleanerBooking[]> {
  return (await fetchCleanerBookingsPage({ page: 1 })).rows;
}

/**
 * One booking assigned to the cleaner with the customer's contact where the database reveals it; null when it is not
 * theirs (RLS) or does not exist. For the booking page, whatever page of the list the booking is on.
 * @throws DataError "Error fetching bookings"
 */
export async function fetchCleanerBooking(bookingId: string): Promise<CleanerBooking | null> {
  const userId = await myId();
  const supabase = await getSupabase();
  const result = await supabase.from('bookings').select(BOOKING_COLUMNS).eq('cleaner_id', userId).eq('id', bookingId).maybeSingle();
  const row = unwrap(result, MESSAGES.bookings.fetchFailed) as Omit<CleanerBooking, 'contact'> | null;
  return row ? ((await withContacts([row]))[0] ?? null) : null;
}

/** The cleaner's schedules with client details. @throws DataError "Error loading schedules." */
export async function fetchCleanerSchedules(): Promise<CleanerSchedule[]> {
  const supabase = await getSupabase();
  return ((unwrap(await supabase.rpc('my_cleaner_schedules'), MESSAGES.schedules.loadFailed) ?? []) as unknown as CleanerSchedule[]);
}

/** Earnings per month, newest first. @throws DataError "Error fetching data" */
export async function fetchCleanerEarnings(): Promise<EarningsMonth[]> {
  const supabase = await getSupabase();
  const rows = (unwrap(await supabase.rpc('my_cleaner_earnings'), MESSAGES.cleanerContext.dataFetchFailed) ?? []) as Array<{
    month: string;
    jobs: number;
    amount_kobo: number | string;
  }>;
  return rows.map((r) => ({ month: r.month, jobs: Number(r.jobs), amountKobo: Number(r.amount_kobo) }));
}

/** Sum of all months. */
export function earningsTotal(months: readonly EarningsMonth[]): { jobs: number; amountKobo: number } {
  return months.reduce((acc, m) => ({ jobs: acc.jobs + m.jobs, amountKobo: acc.amountKobo + m.amountKobo }), { jobs: 0, amountKobo: 0 });
}

function useUserId(): string | undefined {
  return useAuth((state) => state.user?.id);
}

/** One page of the open requests to bid on. Pass `enabled: false` while the cleaner may not bid (nothing to show anyway). */
export function useOpenRequestsPage(query: CleanerWorkQuery, options: { enabled?: boolean } = {}) {
  const userId = useUserId();
  return useQuery({
    queryKey: [...cleanerWorkKeys.openRequests(userId), query.kind ?? 'all', query.page, cleanSearch(query.search)],
    queryFn: () => fetchOpenRequestsPage(query),
    enabled: Boolean(userId) && options.enabled !== false,
    placeholderData: keepPreviousData,
  });
}
/** One page of the cleaner's bids (with approved contacts). */
export function useMyBidsPage(query: MyBidsQuery) {
  const userId = useUserId();
  return useQuery({
    queryKey: [...cleanerWorkKeys.myBids(userId), query.kind ?? 'all', query.accepted ?? 'any', query.page, cleanSearch(query.search)],
    queryFn: () => fetchMyBidsPage(query),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  });
}
/** One page of the cleaner's bookings. */
export function useCleanerBookingsPage(query: CleanerWorkQuery, options: { enabled?: boolean } = {}) {
  const userId = useUserId();
  return useQuery({
    queryKey: [...cleanerWorkKeys.bookings(userId), query.kind ?? 'all', query.page, cleanSearch(query.search)],
    queryFn: () => fetchCleanerBookingsPage(query),
    enabled: Boolean(userId) && options.enabled !== false,
    placeholderData: keepPreviousData,
  });
}
/** One of the cleaner's bookings with its contact (null when not theirs). */
export function useCleanerBooking(bookingId: string | undefined) {
  const userId = useUserId();
  return useQuery({
    queryKey: [...cleanerWorkKeys.bookings(userId), 'one', bookingId ?? ''],
    queryFn: () => fetchCleanerBooking(bookingId!),
    enabled: Boolean(userId) && Boolean(bookingId),
  });
}
/** The cleaner's schedules. */
export function useCleanerSchedules() {
  const userId = useUserId();
  return useQuery({ queryKey: cleanerWorkKeys.schedules(userId), queryFn: fetchCleanerSchedules, enabled: Boolean(userId) });
}
/** The cleaner's monthly earnings. */
export function useCleanerEarnings() {
  const userId = useUserId();
  return useQuery({ queryKey: cleanerWorkKeys.earnings(userId), queryFn: fetchCleanerEarnings, enabled: Boolean(userId) });
}

/**
 * Live updates of the cleaner's work: their bids and bookings (status changes, new bookings), open requests (new
 * ones, awarded ones disappearing), their schedules (one an admin matches with them appears at once) and reviews of
 * them (the rating summary on their profile changes with each). Mount once in the area layout.
 */
export function useCleanerWorkLive(): void {
  const userId = useUserId();
  useRealtimeInvalidation({ table: 'schedules', filter: userId ? `cleaner_id=eq.${userId}` : undefined, queryKeys: [queryKeys.schedules.all], enabled: Boolean(userId) });
  // A review changes the cleaner's rating average and count (cleaner_profiles, by trigger) as well as the list.
  useRealtimeInvalidation({ table: 'reviews', filter: userId ? `cleaner_id=eq.${userId}` : undefined, queryKeys: [queryKeys.reviews.all, queryKeys.cleaners.all], enabled: Boolean(userId) });
  useRealtimeInvalidation({ table: 'bookings', filter: userId ? `cleaner_id=eq.${userId}` : undefined, queryKeys: [queryKeys.bookings.all], enabled: Boolean(userId) });
  useRealtimeInvalidation({ table: 'bids', filter: userId ? `cleaner_id=eq.${userId}` : undefined, queryKeys: [queryKeys.bids.all, queryKeys.quoteRequests.all], enabled: Boolean(userId) });
  useRealtimeInvalidation({ table: 'quote_requests', queryKeys: [queryKeys.quoteRequests.all], enabled: Boolean(userId) });
}

// ---- mutations ------------------------------------------------------------------------------------------------------

/** Converts a naira amount typed by the cleaner ("25,000" or 25000.5) to kobo; null when not a positive amount. */
export function nairaToKobo(input: string | number): number | null {
  const text = typeof input === 'number' ? String(input) : input.replace(/[₦,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const kobo = Math.round(Number(text) * 100);
  return kobo > 0 ? kobo : null;
}

/**
 * Bids on an open request (RPC `submit_bid`: verified, active cleaners only).
 * @throws DataError "Please enter a bid amount." / the database's refusal / "Failed to submit bid."
 */
export async function submitBid(input: { quoteRequestId: string; amountKobo: number | null; note?: string }): Promise<string> {
  if (!input.amountKobo || input.amountKobo <= 0) throw new DataError(MESSAGES.bids.amountRequired);
  const supabase = await getSupabase();
  const result = await supabase.rpc('submit_bid', {
    p_quote_request_id: input.quoteRequestId,
    p_amount_kobo: input.amountKobo,
    ...(input.note?.trim() ? { p_note: input.note.trim() } : {}),
  });
  return unwrapRpc(result, MESSAGES.bids.submitFailed) as string;
}

/** Withdraws the cleaner's pending bid on a request. @throws DataError "No bid found to delete." / "Failed to delete bid" */
export async function withdrawBid(quoteRequestId: string): Promise<void> {
  const supabase = await getSupabase();
  unwrapRpc(await supabase.rpc('withdraw_bid', { p_quote_request_id: quoteRequestId }), MESSAGES.bids.deleteFailed);
}

/** Declines a request sent to this cleaner only. @throws DataError "Failed to reject request." */
export async function declineQuoteRequest(quoteRequestId: string): Promise<void> {
  const supabase = await getSupabase();
  unwrapRpc(await supabase.rpc('decline_quote_request', { p_quote_request_id: quoteRequestId }), MESSAGES.bookings.requestRejectFailed);
}

/**
 * Accepts a request sent to this cleaner only, at their price (RPC `accept_quote_request`): the request is awarded to
 * them and the booking created. Returns the booking id.
 * @throws DataError "Enter your price for this job to accept it." / the database's refusal / "Failed to accept request."
 */
export async function acceptQuoteRequest(input: { quoteRequestId: string; priceKobo: number | null }): Promise<string> {
  if (!input.priceKobo || input.priceKobo <= 0) throw new DataError(MESSAGES.bookings.requestPriceRequired);
  const supabase = await getSupabase();
  const result = await supabase.rpc('accept_quote_request', { p_quote_request_id: input.quoteRequestId, p_price_kobo: input.priceKobo });
  return unwrapRpc(result, MESSAGES.bookings.requestAcceptFailed) as string;
}

/**
 * Accepts a pending booking at an agreed price. `priceKobo` is the cleaner's price for a booking that has none (a
 * direct booking); left out, the database takes the customer's budget. A booking that already has a price (an awarded
 * bid) keeps it whatever is sent.
 * @throws DataError the database's refusal ("Enter your price for this job to accept it." ...) or "Error accepting the booking!"
 */
export async function acceptBooking(bookingId: string, priceKobo?: number | null): Promise<void> {
  const supabase = await getSupabase();
  const args = priceKobo ? { p_booking_id: bookingId, p_price_kobo: priceKobo } : { p_booking_id: bookingId };
  unwrapRpc(await supabase.rpc('accept_booking', args), MESSAGES.bookings.acceptFailed);
}

/** Rejects a pending booking. @throws DataError the database's refusal or "Error rejecting the booking!" */
export async function rejectBooking(bookingId: string): Promise<void> {
  const supabase = await getSupabase();
  unwrapRpc(await supabase.rpc('reject_booking', { p_booking_id: bookingId }), MESSAGES.bookings.rejectFailed);
}

/**
 * Marks an accepted booking done; it then awaits the customer's confirmation.
 * @throws DataError the database's refusal or "Error updating schedule status."
 */
export async function completeBooking(bookingId: string): Promise<void> {
  const supabase = await getSupabase();
  unwrapRpc(await supabase.rpc('complete_booking', { p_booking_id: bookingId }), MESSAGES.schedules.statusUpdateFailed);
}

/**
 * Removes finished schedules (completed or expired) from the cleaner's own list, in the database (RPC
 * `hide_my_schedules`); the client and admins keep them. Returns how many were removed.
 * @throws DataError the database's refusal ("Only finished schedules can be removed from your list.") or "Error deleting schedules."
 */
export async function hideMySchedules(scheduleIds: readonly string[]): Promise<number> {
  const supabase = await getSupabase();
  return unwrapRpc(await supabase.rpc('hide_my_schedules', { p_schedule_ids: [...scheduleIds] }), MESSAGES.schedules.deleteFailed) as number;
}

/** Whether a schedule is finished, so the cleaner may remove it from their list. */
export function isFinishedSchedule(schedule: Pick<CleanerSchedule, 'status'>): boolean {
  return schedule.status === 'completed' || schedule.status === 'expired';
}

/** Marks a schedule visit done (complete_booking on the visit's booking; the client confirms). @throws DataError "Error updating schedule status." */
export async function completeVisit(visitId: string): Promise<void> {
  const supabase = await getSupabase();
  unwrapRpc(await supabase.rpc('complete_visit', { p_visit_id: visitId }), MESSAGES.schedules.statusUpdateFailed);
}

function useWorkMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.quoteRequests.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.bids.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.schedules.all }),
      ]);
    },
  });
}

/** Submit a bid. */
export const useSubmitBid = () => useWorkMutation(submitBid);
/** Withdraw a bid (by request id). */
export const useWithdrawBid = () => useWorkMutation(withdrawBid);
/** Decline a targeted request. */
export const useDeclineQuoteRequest = () => useWorkMutation(declineQuoteRequest);
/** Accept a targeted request at the cleaner's price. */
export const useAcceptQuoteRequest = () => useWorkMutation(acceptQuoteRequest);
/** Accept a booking (at `priceKobo` when it has no price of its own). */
export const useAcceptBooking = () =>
  useWorkMutation(({ bookingId, priceKobo }: { bookingId: string; priceKobo?: number | null }) => acceptBooking(bookingId, priceKobo));
/** Reject a booking. */
export const useRejectBooking = () => useWorkMutation(rejectBooking);
/** Mark a booking completed. */
export const useCompleteBooking = () => useWorkMutation(completeBooking);
/** Mark a schedule visit completed. */
export const useCompleteVisit = () => useWorkMutation(completeVisit);
/** Remove finished schedules from the cleaner's list. */
export const useHideMySchedules = () => useWorkMutation(hideMySchedules);

/**
 * Whether the cleaner may bid or accept work, and why not (shown instead of the bid buttons). The database refuses
 * anyway (submit_bid, accept_booking); this only explains it up front.
 */
export function cleanerWorkEligibility(profile: { status: string; verificationStatus: string } | null | undefined):
  | { canBid: true; canAccept: true }
  | { canBid: false; canAccept: boolean; reason: 'suspended' | 'unverified' | 'pending' | 'rejected' | 'unknown' } {
  if (!profile) return { canBid: false, canAccept: false, reason: 'unknown' };
  if (profile.status === 'suspended') return { canBid: false, canAccept: false, reason: 'suspended' };
  if (profile.verificationStatus === 'verified') return { canBid: true, canAccept: true };
  const reason = profile.verificationStatus === 'pending' ? 'pending' : profile.verificationStatus === 'rejected' ? 'rejected' : 'unverified';
  return { canBid: false, canAccept: true, reason };
}
