// What Paystack says about a transfer, recorded (record_payout_result): shared by the transfer.* webhook events and
// by payments/process when it asks about a payout left processing. Only Paystack's verify endpoint counts, never
// what an event carries.
import { paystackGet, rpcData } from './paystack.ts';
import { serviceClient } from './supabase.ts';

interface PaystackTransfer {
  status: string;
  transfer_code: string;
  amount: number;
  failures: string | null;
  reference: string;
}

/**
 * Asks Paystack about the transfer `reference` and records its answer. Returns the database's outcome (pending, paid,
 * failed, unchanged, mismatch), or `mismatch` when Paystack answered about another transfer. Throws PaystackError
 * when Paystack did not answer or refused (404: it has no such transfer), and PT404 (as HttpError) when we have no
 * payout with that reference.
 */
export async function verifyAndRecordTransfer(reference: string): Promise<string> {
  const transfer = await paystackGet<PaystackTransfer>(`/transfer/verify/${encodeURIComponent(reference)}`);
  if (transfer.reference !== reference) return 'mismatch';
  return rpcData<string>(
    await serviceClient().rpc('record_payout_result', {
      p_transfer_reference: reference,
      p_status: transfer.status,
      p_transfer_code: transfer.transfer_code,
      p_amount_kobo: transfer.amount,
      p_reason: transfer.failures,
    }),
  );
}
