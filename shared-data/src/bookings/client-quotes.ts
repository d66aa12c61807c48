// The client's decisions on their quote requests beyond accepting a bid (accept_bid lives in ../guest/my-requests):
// reject a bid, cancel (delete) a pending request, and the contact details of the cleaners they hired.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '../client/supabase-client';
import { MESSAGES } from '../constants/messages';
import type { Database } from '../database.types';
import { unwrap } from '../errors/unwrap';
import { queryKeys } from '../query/query-keys';
import { unwrapRpc } from '../quotes/db-error';

type ProfileRow = Database['public']['Tables']['profiles']['Row'];

/** Contact of a hired cleaner (visible to the client once a booking with them is accepted: RLS `is_counterpart`). */
export type CleanerContact = Pick<ProfileRow, 'id' | 'full_name' | 'email' | 'phone'>;

/**
 * Rejects a pending bid on one of my requests (RPC `reject_bid`).
 * @throws DataError with the database's reason or "Failed to update bid status"
 */
export async function rejectBid(bidId: string): Promise<void> {
  const supabase = await getSupabase();
  unwrapRpc(await supabase.rpc('reject_bid', { p_bid_id: bidId }), MESSAGES.bids.statusUpdateFailed);
}

/**
 * Cancels (deletes from the client's view) an open request; its pending bids are rejected (RPC `cancel_quote_request`).
 * @throws DataError "Only an open request can be cancelled." or "Failed to update bid status"
 */
export async function cancelQuoteRequest(quoteRequestId: string): Promise<void> {
  const supabase = await getSupabase();
  unwrapRpc(await supabase.rpc('cancel_quote_request', { p_quote_request_id: quoteRequestId }), MESSAGES.bids.statusUpdateFailed);
}

/**
 * Contacts of the given cleaners that the caller may see (those not hired yet are simply absent).
 * @throws DataError "Failed to fetch approved requests"
 */
export async function fetchCleanerContacts(cleanerIds: readonly string[]): Promise<CleanerContact[]> {
  if (!cleanerIds.length) return [];
  const supabase = await getSupabase();
  const result = await supabase.from('profiles').select('id, full_name, email, phone').in('id', [...cleanerIds]);
  return (unwrap(result, MESSAGES.quotes.approvedRequestsFetchFailed) ?? []) as CleanerContact[];
}

/** Contacts of hired cleaners, by id. */
export function useCleanerContacts(cleanerIds: readonly string[]) {
  const ids = [...new Set(cleanerIds)].sort();
  return useQuery({
    queryKey: queryKeys.profiles.list({ contacts: ids }),
    queryFn: () => fetchCleanerContacts(ids),
    enabled: ids.length > 0,
  });
}

function useQuoteMutation<T>(fn: (arg: T) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.quoteRequests.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all });
    },
  });
}

/** Mutation of {@link rejectBid}. */
export function useRejectBid() {
  return useQuoteMutation(rejectBid);
}

/** Mutation of {@link cancelQuoteRequest}. */
export function useCancelQuoteRequest() {
  return useQuoteMutation(cancelQuoteRequest);
}
