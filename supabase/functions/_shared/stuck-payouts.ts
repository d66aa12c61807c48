// Payouts left processing (docs/payments.md "process"): a transfer Paystack took settles within minutes and its
// webhook records it. One still processing after 15 minutes either lost its webhook (Paystack knows the answer) or
// never reached Paystack (POST /transfer got no answer, so process-due left it processing rather than risk sending
// the money twice). Paystack is asked which.
import { PaystackError, rpcData } from './paystack.ts';
import { serviceClient } from './supabase.ts';
import { verifyAndRecordTransfer } from './transfer-result.ts';

/** Asked per run: one Paystack call each; the longest waiting go first and the next run takes the rest. */
const CHECKED_PER_RUN = 5;

export const NOT_AT_PAYSTACK_REASON = 'The transfer did not reach Paystack.';

/** Asks Paystack about each stuck payout and records what it says; returns how many Paystack answered for. */
export async function checkStuckPayouts(): Promise<number> {
  const db = serviceClient();
  const stuck = rpcData<{ transfer_reference: string }[]>(await db.rpc('stuck_payouts', { p_limit: CHECKED_PER_RUN })) ?? [];
  let checked = 0;
  for (const { transfer_reference: reference } of stuck) {
    try {
      await verifyAndRecordTransfer(reference);
      checked++;
    } catch (error) {
      // Only Paystack's "no such transfer" proves the money never left: failing the payout then lets an admin retry
      // it safely. Any other error (no answer, a key refused) proves nothing, so the payout stays processing.
      if (!(error instanceof PaystackError && error.providerStatus === 404)) {
        console.error(`could not check transfer ${reference} with Paystack; the next run asks again`, error);
        continue;
      }
      rpcData(
        await db.rpc('record_payout_result', { p_transfer_reference: reference, p_status: 'failed', p_reason: NOT_AT_PAYSTACK_REASON }),
      );
      checked++;
    }
  }
  return checked;
}
