import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-store';
import { getSupabase } from '../client/supabase-client';
import { MESSAGES } from '../constants/messages';
import type { Database } from '../database.types';
import { unwrap } from '../errors/unwrap';
import { cleanSearch, pageRange, toListPage, type ListPage } from '../paging/paging';
import { referenceIdRange } from '../paging/reference';
import { fetchCustomerBookingsPage } from '../bookings/customer-booking-search';
import { queryKeys } from '../query/query-keys';
import { useRealtimeInvalidation } from '../query/use-realtime-invalidation';
import { unwrapRpc } from '../quotes/db-error';

type Tables = Database['public']['Tables'];
type QuoteRow = Tables['quote_requests']['Row'];
type BidRow = Tables['bids']['Row'];
type BookingRow = Tables['bookings']['Row'];

/** The public face of a cleaner shown next to a bid or booking (null when the cleaner is no longer listed). */
export interface CleanerSummary {
  display_name: string;
  rating_avg: number;
  rating_count: number;
  avatar_url: string | null;
}

/** A bid on one of my requests, with its cleaner, cheapest first. */
export type MyBid = Pick<BidRow, 'id' | 'quote_request_id' | 'cleaner_id' | 'amount_kobo' | 'note' | 'status' | 'created_at'> & {
  cleaner: CleanerSummary | null;
};

/** One of my quote requests with its bids. `target` is set for a request sent to one cleaner. */
export type MyQuoteRequest = Pick<
  QuoteRow,
  'id' | 'service_type' | 'location' | 'description' | 'budget' | 'status' | 'target_cleaner_id' | 'awarded_bid_id' | 'created_at'
> & { bids: MyBid[]; target: Pick<CleanerSummary, 'display_name'> | null };

/** One of my bookings. */
export type MyBooking = Pick<
  BookingRow,
  | 'id'
  | 'services'
  | 'location'
  | 'status'
  | 'scheduled_date'
  | 'starts_at'
  | 'ends_at'
  | 'budget_kobo'
  | 'price_kobo'
  | 'payment_status'
  | 'cleaner_id'
  | 'created_at'
  | 'disputed_at'
> & { cleaner: Pick<CleanerSummary, 'display_name'> | null };

const CLEANER_COLUMNS = 'display_name, rating_avg, rating_count, avatar_url';

/**
 * Which of my quote requests a page holds: every live one (not cancelled), only the awarded ones (Approved Bids), or
 * (My requests) every one open to all cleaners or every one sent to one cleaner, whatever its status.
 */
export type MyQuoteRequestsFilter = 'live' | 'awarded' | 'to-all' | 'to-one';

const QUOTE_COLUMNS =
  'id, service_type, location, description, budget, status, target_cleaner_id, awarded_bid_id, created_at, target:cleaner_profiles!quote_requests_target_cleaner_id_fkey(display_name)';

/**
 * One page (1-based) of the user's quote requests, newest first, with how many match in all and the bids on the
 * page's requests (cheapest first, withdrawn ones left out). A search is a reference (QR-…, see formatReference): a
 * term that is none matches nothing. RLS keeps it to the user's own rows whatever is asked.
 * @throws DataError "Error fetching your quote requests" (or the bids' message)
 */
export async function fetchMyQuoteRequestsPage(
  userId: string,
  filter: MyQuoteRequestsFilter,
  pageNumber: number,
  search = '',
): Promise<ListPage<MyQuoteRequest>> {
  const supabase = await getSupabase();
  const { page, from, to } = pageRange(pageNumber);
  const term = cleanSearch(search);
  const ids = term ? referenceIdRange('quote', term) : null;
  if (term && !ids) return toListPage([], 0, page);
  let request = supabase
    .from('quote_requests')
    .select(QUOTE_COLUMNS, { count: 'exact' })
    .eq('requester_id', userId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: true })
    .range(from, to);
  if (filter === 'awarded') request = request.eq('status', 'awarded');
  else if (filter === 'live') request = request.neq('status', 'cancelled');
  else request = filter === 'to-all' ? request.is('target_cleaner_id', null) : request.not('target_cleaner_id', 'is', null);
  if (ids) request = request.gte('id', ids.from).lte('id', ids.to);
  const result = await request;
  const quotes = (unwrap(result, MESSAGES.quotes.clientRequestsFetchFailed) ?? []) as unknown as Omit<MyQuoteRequest, 'bids'>[];
  let bids: MyBid[] = [];
  if (quotes.length) {
    const bidsResult = await supabase
      .from('bids')
      .select(`id, quote_request_id, cleaner_id, amount_kobo, note, status, created_at, cleaner:cleaner_profiles(${CLEANER_COLUMNS})`)
      .in('quote_request_id', quotes.map((q) => q.id))
      .neq('status', 'withdrawn')
      .order('amount_kobo', { ascending: true });
    bids = (unwrap(bidsResult, MESSAGES.bids.fetchFailed) ?? []) as unknown as MyBid[];
  }
  return toListPage(
    quotes.map((q) => ({ ...q, bids: bids.filter((b) => b.quote_request_id === q.id) })),
    result.count,
    page,
  );
}

/**
 * One page of {@link fetchMyQuoteRequestsPage} for the signed-in (or anonymous) user, kept live: new bids, awards and
 * decisions arrive through realtime (the server forwards only rows this user may see).
 */
export function useMyQuoteRequestsPage(filter: MyQuoteRequestsFilter, page: number, options: { enabled?: boolean; search?: string } = {}) {
  const userId = useAuth((s) => s.user?.id ?? null);
  const enabled = Boolean(userId) && options.enabled !== false;
  const search = cleanSearch(options.search);
  const keys = [queryKeys.quoteRequests.all];
  useRealtimeInvalidation({ table: 'bids', queryKeys: keys, enabled });
  useRealtimeInvalidation({ table: 'quote_requests', filter: `requester_id=eq.${userId}`, queryKeys: keys, enabled });
  return useQuery({
    queryKey: queryKeys.quoteRequests.list({ mine: userId ?? null, filter, page, search }),
    queryFn: () => fetchMyQuoteRequestsPage(userId as string, filter, page, search),
    enabled,
    placeholderData: keepPreviousData,
  });
}

const MY_BOOKING_COLUMNS =
  'id, services, location, status, scheduled_date, starts_at, ends_at, budget_kobo, price_kobo, payment_status, cleaner_id, created_at, disputed_at, cleaner:cleaner_profiles(display_name)';

/**
 * One page (1-based) of the user's bookings (a guest's as well as a client's), newest first, with how many match in
 * all. A search is a booking reference (BK-…) or the payment reference on a receipt (spl-…): a term that is neither
 * matches nothing. RLS keeps it to the user's own rows.
 * @throws DataError "Error fetching bookings"
 */
export async function fetchMyBookingsPage(userId: string, pageNumber: number, search = ''): Promise<ListPage<MyBooking>> {
  return fetchCustomerBookingsPage<MyBooking>(MY_BOOKING_COLUMNS, userId, pageNumber, search);
}

/**
 * One of the user's bookings (null when it is not theirs or does not exist), whatever page of My requests it is on.
 * @throws DataError "Error fetching bookings"
 */
export async function fetchMyBooking(userId: string, bookingId: string): Promise<MyBooking | null> {
  const supabase = await getSupabase();
  const result = await supabase.from('bookings').select(MY_BOOKING_COLUMNS).eq('customer_id', userId).eq('id', bookingId).maybeSingle();
  return (unwrap(result, MESSAGES.bookings.fetchFailed) ?? null) as unknown as MyBooking | null;
}

/** {@link fetchMyBooking} for the signed-in (or anonymous) user; idle without a booking id. */
export function useMyBooking(bookingId: string | null) {
  const userId = useAuth((s) => s.user?.id ?? null);
  return useQuery({
    queryKey: queryKeys.bookings.detail(`mine:${userId ?? ''}:${bookingId ?? ''}`),
    queryFn: () => fetchMyBooking(userId as string, bookingId as string),
    enabled: Boolean(userId && bookingId),
  });
}

/** One page of {@link fetchMyBookingsPage} for the signed-in (or anonymous) user, kept live. */
export function useMyBookingsPage(page: number, options: { search?: string } = {}) {
  const userId = useAuth((s) => s.user?.id ?? null);
  const enabled = Boolean(userId);
  const search = cleanSearch(options.search);
  useRealtimeInvalidation({ table: 'bookings', filter: `customer_id=eq.${userId}`, queryKeys: [queryKeys.bookings.all], enabled });
  return useQuery({
    queryKey: queryKeys.bookings.list({ mine: userId ?? null, page, search }),
    queryFn: () => fetchMyBookingsPage(userId as string, page, search),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/**
 * Accepts a bid on one of my requests (RPC `accept_bid`): the request is awarded, the other bids are rejected and
 * a booking is created, in one transaction. Returns the booking id.
 * @throws DataError with the database's reason ("This request has already been awarded.") or "Failed to accept bid."
 */
export async function acceptBid(bidId: string): Promise<string> {
  const supabase = await getSupabase();
  return unwrapRpc(await supabase.rpc('accept_bid', { p_bid_id: bidId }), MESSAGES.bids.acceptFailed) as string;
}

/** Mutation hook of {@link acceptBid}; refreshes requests and bookings. */
export function useAcceptBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptBid,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.quoteRequests.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all });
    },
  });
}
