import { useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-store';
import { getSupabase } from '../client/supabase-client';
import { MESSAGES } from '../constants/messages';
import type { Database } from '../database.types';
import { unwrap } from '../errors/unwrap';
import { queryKeys } from '../query/query-keys';

type PaymentRow = Database['public']['Tables']['payments']['Row'];

/** A row of Payment History (amount in kobo; show it with shared-ui's formatNaira / NairaAmount). */
export type ClientPayment = Pick<PaymentRow, 'id' | 'booking_id' | 'amount_kobo' | 'method' | 'status' | 'reference' | 'paid_at' | 'created_at'>;

/** When a payment happened: paid_at when paid, otherwise when it was recorded. */
export function paymentDate(payment: Pick<ClientPayment, 'paid_at' | 'created_at'>): string {
  return payment.paid_at ?? payment.created_at;
}

/**
 * The client's payments, newest first (RLS: own rows).
 * @throws DataError "Error loading payment history."
 */
export async function fetchClientPayments(userId: string): Promise<ClientPayment[]> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('payments')
    .select('id, booking_id, amount_kobo, method, status, reference, paid_at, created_at')
    .eq('client_id', userId)
    .order('created_at', { ascending: false });
  const rows = (unwrap(result, MESSAGES.payments.loadFailed) ?? []) as ClientPayment[];
  return [...rows].sort((a, b) => paymentDate(b).localeCompare(paymentDate(a)));
}

/** Human label of a payment method (none yet while a checkout is open). */
export function paymentMethodLabel(method: string | null): string {
  switch (method) {
    case null:
      return '—';
    case 'card':
      return 'Card';
    case 'bank_transfer':
      return 'Bank transfer';
    case 'ussd':
      return 'USSD';
    case 'cash':
      return 'Cash';
    case 'other':
      return 'Other';
    default:
      return method;
  }
}

/** The signed-in client's Payment History. */
export function useClientPayments() {
  const userId = useAuth((s) => (s.isAnonymous ? undefined : s.user?.id));
  return useQuery({
    queryKey: queryKeys.payments.list({ client: userId ?? null }),
    queryFn: () => fetchClientPayments(userId as string),
    enabled: Boolean(userId),
  });
}
