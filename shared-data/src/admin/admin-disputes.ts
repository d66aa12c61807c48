// Disputes in the Payments console (in '@spotless/shared-data/money' with the rest of the console's data): customers
// who reported a problem with a completed job. While a dispute is open the 48-hour confirmation does not apply and
// the cleaner's share stays held; an admin releases it or refunds the customer in full (a partial refund is the
// console's Refund on the payment, then release).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataError, getSupabase, queryKeys, unwrapRpc } from '@spotless/shared-data';
import { payoutKeys } from '../payouts/payouts';
import { sendDueMoney, type MoneyActionResult } from './admin-money';

/** Ours: the Disputes section's texts. */
export const ADMIN_DISPUTE_TEXTS = {
  loadFailed: 'Could not load disputes.',
  empty: 'No open disputes.',
  resolveFailed: 'Could not close the dispute.',
  releasedSent: 'Payout released and sent.',
  releasedQueued: 'Payout released. It will be sent on the next run.',
  refundedSent: 'Booking cancelled. Refund sent.',
  refundedQueued: 'Booking cancelled. Any refund will be sent on the next run.',
  noteTooLong: 'Use 500 characters or fewer.',
} as const;

/** The admin's note is kept on the booking up to this many characters (dispute_note). */
export const DISPUTE_NOTE_MAX = 500;

/** An open dispute as the console lists it (RPC admin_open_disputes). */
export interface OpenDispute {
  booking_id: string;
  services: string[];
  customer_kind: 'client' | 'guest';
  customer_name: string;
  cleaner_id: string | null;
  cleaner_name: string;
  price_kobo: number | null;
  /** What the customer paid and has not been refunded (kobo). */
  paid_kobo: number;
  dispute_reason: string;
  disputed_at: string;
  completed_at: string | null;
}

/** How an admin closes a dispute: the cleaner is paid, or the booking is cancelled and refunded in full. */
export type DisputeOutcome = 'release' | 'refund';

/** Turns the RPC's rows (bigints may arrive as strings) into {@link OpenDispute}s. */
export function toOpenDisputes(rows: ReadonlyArray<Record<string, unknown>> | null): OpenDispute[] {
  return (rows ?? []).map((r) => ({
    booking_id: String(r.booking_id),
    services: (r.services as string[] | null) ?? [],
    customer_kind: r.customer_kind === 'guest' ? 'guest' : 'client',
    customer_name: String(r.customer_name ?? ''),
    cleaner_id: (r.cleaner_id as string | null) ?? null,
    cleaner_name: String(r.cleaner_name ?? ''),
    price_kobo: r.price_kobo == null ? null : Number(r.price_kobo),
    paid_kobo: Number(r.paid_kobo ?? 0),
    dispute_reason: String(r.dispute_reason ?? ''),
    disputed_at: String(r.disputed_at),
    completed_at: (r.completed_at as string | null) ?? null,
  }));
}

/** Open disputes, oldest first. @throws DataError "Could not load disputes." (or the database's refusal) */
export async function fetchOpenDisputes(): Promise<OpenDispute[]> {
  const supabase = await getSupabase();
  const rows = unwrapRpc(await supabase.rpc('admin_open_disputes'), ADMIN_DISPUTE_TEXTS.loadFailed) as unknown;
  return toOpenDisputes(rows as ReadonlyArray<Record<string, unknown>> | null);
}

/**
 * Closes a dispute (RPC resolve_dispute), then sends what it made due (the payout, or the refund) at once.
 * @throws DataError "Use 500 characters or fewer." / the database's refusal ("This dispute is already closed.") /
 * "Could not close the dispute."
 */
export async function resolveDispute(input: { bookingId: string; outcome: DisputeOutcome; note?: string }): Promise<MoneyActionResult> {
  const note = input.note?.trim() ?? '';
  if (note.length > DISPUTE_NOTE_MAX) throw new DataError(ADMIN_DISPUTE_TEXTS.noteTooLong, { code: 'invalid_input' });
  const supabase = await getSupabase();
  unwrapRpc(
    await supabase.rpc('resolve_dispute', { p_booking_id: input.bookingId, p_outcome: input.outcome, ...(note ? { p_note: note } : {}) }),
    ADMIN_DISPUTE_TEXTS.resolveFailed,
  );
  try {
    return { processed: await sendDueMoney() };
  } catch {
    // The dispute is closed; the money goes on the next scheduled run.
    return { processed: null };
  }
}

export const adminDisputeKeys = {
  open: () => queryKeys.payments.list({ admin: 'disputes' }),
};

export function useOpenDisputes() {
  return useQuery({ queryKey: adminDisputeKeys.open(), queryFn: fetchOpenDisputes });
}

/** Closing a dispute changes the booking, its payout and perhaps a refund: every money list and the bookings refresh. */
export function useResolveDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveDispute,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.payments.all }),
        queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all }),
      ]),
  });
}
