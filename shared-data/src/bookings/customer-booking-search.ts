// What a customer's bookings search stands for. Customers name a booking by its reference (BK-…) or by the payment
// reference on their receipt (spl-…, Paystack's transaction reference): the first is a range of booking ids, the
// second the booking of that payment, looked up in the payments the customer may read (RLS), so neither can reach a
// booking that is not theirs.
import { getSupabase } from '../client/supabase-client';
import { MESSAGES } from '../constants/messages';
import { unwrap } from '../errors/unwrap';
import { cleanSearch } from '../paging/paging';
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
