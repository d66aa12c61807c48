// What Paystack says about a transaction, recorded: the one path by which a payment becomes completed or failed,
// shared by the return page (payments/verify) and the charge.success webhook. Nothing is recorded from what a
// browser or an event claims; only Paystack's verify endpoint counts, and the database checks amount and currency.
import { PaystackError, paystackGet, rpcData } from './paystack.ts';
import { serviceClient } from './supabase.ts';

interface PaystackTransaction {
  id: number;
  status: string;
  reference: string;
  amount: number;
  currency: string;
  channel: string | null;
  paid_at: string | null;
  gateway_response: string | null;
  authorization?: { last4?: string | null } | null;
}

/** Outcomes after which money may have become due (a payout of a confirmed job, a refund of a second payment). */
export const MONEY_MOVED = new Set(['completed', 'duplicate_refunded', 'refunded_cancelled']);

/**
 * Asks Paystack about `reference` and records it (record_payment_result). Returns the database's outcome (completed,
 * failed, unchanged, mismatch, duplicate_refunded, refunded_cancelled), or `not_at_paystack` when Paystack has no such
 * transaction (its checkout was never opened). Throws PT404 (as HttpError) when we have no such payment.
 */
export async function verifyAndRecordPayment(reference: string, source: 'verify' | 'webhook'): Promise<string> {
  let tx: PaystackTransaction;
  try {
    tx = await paystackGet<PaystackTransaction>(`/transaction/verify/${encodeURIComponent(reference)}`);
  } catch (error) {
    if (error instanceof PaystackError && error.refused) return 'not_at_paystack';
    throw error;
  }
  // Verify answers for the reference asked; anything else is not this payment's answer.
  if (tx.reference !== reference) return 'mismatch';
  return rpcData<string>(
    await serviceClient().rpc('record_payment_result', {
      p_reference: reference,
      p_status: tx.status,
      p_amount_kobo: tx.amount,
      p_currency: tx.currency,
      p_channel: tx.channel,
      p_paystack_id: tx.id,
      p_paid_at: tx.paid_at,
      p_gateway_response: tx.gateway_response,
      p_card_last4: tx.authorization?.last4 ?? null,
      p_source: source,
    }),
  );
}
