// Sends the money that is due: queued refunds to Paystack's refund API, released payouts as Paystack transfers. The
// database hands each item to one caller only (claim_refunds / claim_payouts skip rows another run holds), so
// concurrent runs (two confirmations at once, the webhook and the return page) never send the same money twice.
import { PaystackError, paystackPost, rpcData } from './paystack.ts';
import { serviceClient } from './supabase.ts';

interface DueRefund {
  refund_id: string;
  payment_reference: string;
  paystack_transaction_id: number | null;
  amount_kobo: number;
}

interface DuePayout {
  payout_id: string;
  transfer_reference: string;
  amount_kobo: number;
  recipient_code: string;
  services: string | null;
}

/**
 * What to do when Paystack did not accept an item: a refusal (4xx) fails it with Paystack's reason, for an admin to
 * retry; no answer leaves it processing, because Paystack may have taken it (the webhook then settles it), and
 * failing it would let a retry send the money a second time.
 */
function refusal(error: unknown): string | undefined {
  if (error instanceof PaystackError && error.refused) return error.providerMessage || 'Paystack refused it.';
  console.error('paystack did not answer; the item stays processing until its webhook', error);
  return undefined;
}

async function sendRefunds(): Promise<number> {
  const db = serviceClient();
  const due = rpcData<DueRefund[]>(await db.rpc('claim_refunds', { p_limit: 20 })) ?? [];
  let sent = 0;
  for (const r of due) {
    try {
      const refund = await paystackPost<{ id: number; status: string }>('/refund', {
        transaction: r.paystack_transaction_id ?? r.payment_reference,
        amount: r.amount_kobo,
      });
      rpcData(await db.rpc('record_refund_result', { p_status: 'pending', p_refund_id: r.refund_id, p_paystack_refund_id: refund.id }));
      sent++;
    } catch (error) {
      const reason = refusal(error);
      if (reason) rpcData(await db.rpc('record_refund_result', { p_status: 'failed', p_refund_id: r.refund_id, p_reason: reason }));
    }
  }
  return sent;
}

async function sendPayouts(): Promise<number> {
  const db = serviceClient();
  const due = rpcData<DuePayout[]>(await db.rpc('claim_payouts', { p_limit: 20 })) ?? [];
  let sent = 0;
  for (const p of due) {
    try {
      const transfer = await paystackPost<{ status: string; transfer_code: string; amount: number }>('/transfer', {
        source: 'balance',
        amount: p.amount_kobo,
        recipient: p.recipient_code,
        reason: `Spotless NG payout: ${p.services ?? 'cleaning'}`.slice(0, 100),
        reference: p.transfer_reference,
      });
      rpcData(
        await db.rpc('record_payout_result', {
          p_transfer_reference: p.transfer_reference,
          p_status: transfer.status,
          p_transfer_code: transfer.transfer_code,
          p_amount_kobo: transfer.amount,
        }),
      );
      sent++;
    } catch (error) {
      const reason = refusal(error);
      if (reason) {
        rpcData(await db.rpc('record_payout_result', { p_transfer_reference: p.transfer_reference, p_status: 'failed', p_reason: reason }));
      }
    }
  }
  return sent;
}

/** Refunds first: money going back to a customer must not wait behind payouts. Counts what Paystack accepted. */
export async function processDue(): Promise<{ payouts: number; refunds: number }> {
  const refunds = await sendRefunds();
  const payouts = await sendPayouts();
  return { payouts, refunds };
}
