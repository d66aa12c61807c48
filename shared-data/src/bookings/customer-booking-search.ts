// A customer's bookings, a page at a time, and what their search stands for. Customers name a booking by its reference
// (BK-…) or by the payment reference on their receipt (spl-…, Paystack's transaction reference): the first is a range
// of booking ids, the second the booking of that payment, looked up in the payments the customer may read (RLS), so
// neither can reach a booking that is not theirs.
import { getSupabase } from '../client/supabase-client';
import { MESSAGES } from '../constants/messages';
import { unwrap } from '../errors/unwrap';
import { cleanSearch, pageRange, toListPage, type ListPage } from '../paging/paging';
import { referenceIdRange } from '../paging/reference';

/** A payment reference as the receipt shows it (spl- and 24 hex digits), lower case; null when the term is none. */
export function paymentReference(term: string): string | null {
  const t = cleanSearch(term).toLowerCase();
  return /^spl-[0-9a-f]{24}$/.test(t) ? t : null;
}

/** The booking ids a search stands for (an inclusive range), null without a search, 'nothing' when it matches none. */
export async function customerBookingSearch(search: string | undefined): Promise<{ from: string; to: string } | 'nothing' | null> {
  const term = cleanSearch(search);
  if (!term) return null;
  const payment = paymentReference(term);
  if (!payment) return referenceIdRange('booking', term) ?? 'nothing';
  const supabase = await getSupabase();
  const result = await supabase.from('payments').select('booking_id').eq('reference', payment).maybeSingle();
  const bookingId = (unwrap(result, MESSAGES.bookings.fetchFailed) as { booking_id: string | null } | null)?.booking_id;
  return bookingId ? { from: bookingId, to: bookingId } : 'nothing';
}

/**
 * One page (1-based) of the customer's bookings (a client's or a guest's), newest first, with how many match in all;
 * `columns` is the caller's PostgREST select. RLS keeps it to the caller's own rows; the customer_id filter says so.
 * @throws DataError "Error fetching bookings"
 */
export async function fetchCustomerBookingsPage<Row>(columns: string, userId: string, pageNumber: number, search = ''): Promise<ListPage<Row>> {
  const supabase = await getSupabase();
  const { page, from, to } = pageRange(pageNumber);
  const ids = await customerBookingSearch(search);
  if (ids === 'nothing') return toListPage([], 0, page);
  let request = supabase
    .from('bookings')
    .select(columns, { count: 'exact' })
    .eq('customer_id', userId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: true })
    .range(from, to);
  if (ids) request = request.gte('id', ids.from).lte('id', ids.to);
  const result = await request;
  return toListPage((unwrap(result, MESSAGES.bookings.fetchFailed) ?? []) as unknown as Row[], result.count, page);
}
