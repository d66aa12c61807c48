import { useQuery } from '@tanstack/react-query';
import { DataError, getSupabase, MESSAGES, queryKeys, unwrap, useAuth, useRealtimeInvalidation } from '@spotless/shared-data';
import type { Database } from '../database.types';

type Tables = Database['public']['Tables'];
type PaymentRow = Tables['payments']['Row'];
type RefundRow = Tables['refunds']['Row'];
type BookingRow = Tables['bookings']['Row'];

/** Money of a payment sent back to the customer. */
export type PaymentRefund = Pick<RefundRow, 'id' | 'amount_kobo' | 'status' | 'created_at' | 'processed_at'>;

/**
 * A row of Payment History, and everything its receipt prints (amounts in kobo; show them with shared-ui's
 * formatNaira / NairaAmount). `booking` is null for a record whose booking is gone; its `cleaner` is null when the
 * cleaner is no longer listed.
 */
export type ClientPayment = Pick<
  PaymentRow,
  'id' | 'booking_id' | 'amount_kobo' | 'method' | 'status' | 'reference' | 'paid_at' | 'created_at' | 'customer_email' | 'card_last4' | 'refunded_kobo'
> & {
  booking: (Pick<BookingRow, 'services' | 'scheduled_date' | 'location'> & { cleaner: { display_name: string } | null }) | null;
  refunds: PaymentRefund[];
};

const PAYMENT_COLUMNS =
  'id, booking_id, amount_kobo, method, status, reference, paid_at, created_at, customer_email, card_last4, refunded_kobo, ' +
  'booking:bookings(services, scheduled_date, location, cleaner:cleaner_profiles(display_name)), ' +
  'refunds(id, amount_kobo, status, created_at, processed_at)';

/** When a payment happened: paid_at when paid, otherwise when it was recorded. */
export function paymentDate(payment: Pick<ClientPayment, 'paid_at' | 'created_at'>): string {
  return payment.paid_at ?? payment.created_at;
}

function withSortedRefunds(payment: ClientPayment): ClientPayment {
  return { ...payment, refunds: [...(payment.refunds ?? [])].sort((a, b) => a.created_at.localeCompare(b.created_at)) };
}

/**
 * The customer's payments (client or guest), newest first, with booking, cleaner and refunds (RLS: own rows).
 * Checkouts the customer left (abandoned) are not history: no money moved.
 * @throws DataError "Error loading payment history."
 */
export async function fetchClientPayments(userId: string): Promise<ClientPayment[]> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('payments')
    .select(PAYMENT_COLUMNS)
    .eq('client_id', userId)
    .neq('status', 'abandoned')
    .order('created_at', { ascending: false });
  const rows = (unwrap(result, MESSAGES.payments.loadFailed) ?? []) as unknown as ClientPayment[];
  return rows.map(withSortedRefunds).sort((a, b) => paymentDate(b).localeCompare(paymentDate(a)));
}

/**
 * One payment for its receipt (RLS: the customer's own, or an admin).
 * @throws DataError "Receipt not found." or "Error loading the receipt."
 */
export async function fetchPaymentReceipt(paymentId: string): Promise<ClientPayment> {
  // A malformed id would make PostgREST answer 400 (a uuid cast error): to the customer that is simply not found.
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(paymentId)) throw new DataError(MESSAGES.payments.receiptNotFound);
  const supabase = await getSupabase();
  const result = await supabase.from('payments').select(PAYMENT_COLUMNS).eq('id', paymentId).maybeSingle();
  const row = unwrap(result, MESSAGES.payments.receiptLoadFailed) as unknown as ClientPayment | null;
  if (!row) throw new DataError(MESSAGES.payments.receiptNotFound);
  return withSortedRefunds(row);
}

/** Payments kept live: a payment completed by the webhook or refunded by an admin shows without a reload. */
function useLivePayments(userId: string | null | undefined) {
  useRealtimeInvalidation({ table: 'payments', filter: `client_id=eq.${userId}`, queryKeys: [queryKeys.payments.all], enabled: Boolean(userId) });
}

/** The signed-in client's Payment History. */
export function useClientPayments() {
  const userId = useAuth((s) => (s.isAnonymous ? undefined : s.user?.id));
  useLivePayments(userId);
  return useQuery({
    queryKey: queryKeys.payments.list({ client: userId ?? null }),
    queryFn: () => fetchClientPayments(userId as string),
    enabled: Boolean(userId),
  });
}

/** The payments of whoever is signed in, guests (anonymous sessions) included: a guest's receipts. */
export function useCustomerPayments() {
  const userId = useAuth((s) => s.user?.id ?? null);
  useLivePayments(userId);
  return useQuery({
    queryKey: queryKeys.payments.list({ client: userId }),
    queryFn: () => fetchClientPayments(userId as string),
    enabled: Boolean(userId),
  });
}

/** One receipt. */
export function usePaymentReceipt(paymentId: string | null | undefined) {
  const userId = useAuth((s) => s.user?.id ?? null);
  return useQuery({
    queryKey: queryKeys.payments.detail(paymentId ?? ''),
    queryFn: () => fetchPaymentReceipt(paymentId as string),
    enabled: Boolean(paymentId && userId),
    retry: false,
  });
}

/**
 * The e-mail the booking was made with (booking_contacts; guests type one when they book), to prefill the
 * receipt's address. Null when there is none.
 */
export async function fetchBookingContactEmail(bookingId: string): Promise<string | null> {
  const supabase = await getSupabase();
  const result = await supabase.from('booking_contacts').select('email').eq('booking_id', bookingId).maybeSingle();
  return (unwrap(result, MESSAGES.bookings.fetchFailed) as { email: string | null } | null)?.email ?? null;
}

/** {@link fetchBookingContactEmail} as a query, enabled while `bookingId` is set. */
export function useBookingContactEmail(bookingId: string | null) {
  return useQuery({
    queryKey: queryKeys.bookings.detail(`contact-email:${bookingId ?? ''}`),
    queryFn: () => fetchBookingContactEmail(bookingId as string),
    enabled: Boolean(bookingId),
    staleTime: 60_000,
  });
}
