import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-store';
import { getSupabase } from '../client/supabase-client';
import { MESSAGES } from '../constants/messages';
import type { Database } from '../database.types';
import { unwrap } from '../errors/unwrap';
import { pageRange, toListPage, type ListPage } from '../paging/paging';
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

/** Everything the My requests page lists. */
export interface MyRequests {
  /** Requests open to all verified cleaners. */
  quoteRequests: MyQuoteRequest[];
  /** Requests sent to one cleaner. */
  directRequests: MyQuoteRequest[];
  bookings: MyBooking[];
}

const CLEANER_COLUMNS = 'display_name, rating_avg, rating_count, avatar_url';

/** Loads the signed-in (or anonymous) user's quote requests with their bids, and their bookings. */
export async function fetchMyRequests(userId: string): Promise<MyRequests> {
  const supabase = await getSupabase();
  const [quotesResult, bookingsResult] = await Promise.all([
    supabase
      .from('quote_requests')
      .select(`id, service_type, location, description, budget, status, target_cleaner_id, awarded_bid_id, created_at, target:cleaner_profiles!quote_requests_target_cleaner_id_fkey(display_name)`)
      .eq('requester_id', userId)
      .order('created_at', { ascending: false }),
    supabase
      .from('bookings')
      .select('id, services, location, status, scheduled_date, starts_at, ends_at, budget_kobo, price_kobo, payment_status, cleaner_id, created_at, disputed_at, cleaner:cleaner_profiles(display_name)')
      .eq('customer_id', userId)
      .order('created_at', { ascending: false }),
  ]);
  const quotes = (unwrap(quotesResult, MESSAGES.quotes.clientRequestsFetchFailed) ?? []) as unknown as Omit<MyQuoteRequest, 'bids'>[];
  const bookings = (unwrap(bookingsResult, MESSAGES.bookings.fetchFailed) ?? []) as unknown as MyBooking[];

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
  const withBids = quotes.map((q) => ({ ...q, bids: bids.filter((b) => b.quote_request_id === q.id) }));
  return {
    quoteRequests: withBids.filter((q) => !q.target_cleaner_id),
    directRequests: withBids.filter((q) => q.target_cleaner_id),
    bookings,
  };
}

/** Query key of the My requests page for one user. */
export function myRequestsKey(userId: string | null | undefined) {
  return queryKeys.quoteRequests.list({ mine: userId ?? null });
}

/**
 * The current user's requests, bids and bookings, kept live: new bids, awards and booking decisions arrive through
 * realtime (the server forwards only rows this user may see). Disabled until there is a session.
 */
export function useMyRequests() {
  const userId = useAuth((s) => s.user?.id ?? null);
  const enabled = Boolean(userId);
  const keys = [queryKeys.quoteRequests.all];
  useRealtimeInvalidation({ table: 'bids', queryKeys: keys, enabled });
  useRealtimeInvalidation({ table: 'quote_requests', filter: `requester_id=eq.${userId}`, queryKeys: keys, enabled });
  useRealtimeInvalidation({ table: 'bookings', filter: `customer_id=eq.${userId}`, queryKeys: keys, enabled });
  return useQuery({
    queryKey: myRequestsKey(userId),
    queryFn: () => fetchMyRequests(userId as string),
    enabled,
  });
}

/** Which of my quote requests a page holds: every live one (not cancelled), or only the awarded ones (Approved Bids). */
export type MyQuoteRequestsFilter = 'live' | 'awarded';

const QUOTE_COLUMNS =
  'id, service_type, location, description, budget, status, target_cleaner_id, awarded_bid_id, created_at, target:cleaner_profiles!quote_requests_target_cleaner_id_fkey(display_name)';

/**
 * One page (1-based) of the user's quote requests (open to all and sent to one cleaner alike), newest first, with
 * how many match in all and the bids on the page's requests (cheapest first, withdrawn ones left out).
 * @throws DataError "Error fetching your quote requests" (or the bids' message)
 */
export async function fetchMyQuoteRequestsPage(userId: string, filter: MyQuoteRequestsFilter, pageNumber: number): Promise<ListPage<MyQuoteRequest>> {
  const supabase = await getSupabase();
  const { page, from, to } = pageRange(pageNumber);
  let request = supabase
    .from('quote_requests')
    .select(QUOTE_COLUMNS, { count: 'exact' })
    .eq('requester_id', userId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: true })
    .range(from, to);
  request = filter === 'awarded' ? request.eq('status', 'awarded') : request.neq('status', 'cancelled');
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

/** One page of {@link fetchMyQuoteRequestsPage} for the signed-in user, kept live like {@link useMyRequests}. */
export function useMyQuoteRequestsPage(filter: MyQuoteRequestsFilter, page: number, options: { enabled?: boolean } = {}) {
  const userId = useAuth((s) => s.user?.id ?? null);
  const enabled = Boolean(userId) && options.enabled !== false;
  const keys = [queryKeys.quoteRequests.all];
  useRealtimeInvalidation({ table: 'bids', queryKeys: keys, enabled });
  useRealtimeInvalidation({ table: 'quote_requests', filter: `requester_id=eq.${userId}`, queryKeys: keys, enabled });
  return useQuery({
    queryKey: queryKeys.quoteRequests.list({ mine: userId ?? null, filter, page }),
    queryFn: () => fetchMyQuoteRequestsPage(userId as string, filter, page),
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
