// What each signed event changes. The event only says where to look: the facts come from Paystack's own endpoints
// (transaction verify, transfer verify, refund fetch), so a replayed or reordered event cannot record anything
// Paystack does not say now. An error answers 500 and Paystack delivers the event again.
import { HttpError } from '../_shared/http.ts';
import { verifyAndRecordPayment } from '../_shared/payment-result.ts';
import { PaystackError, paystackGet, rpcData } from '../_shared/paystack.ts';
import { processDue } from '../_shared/process-due.ts';
import { serviceClient } from '../_shared/supabase.ts';

export interface PaystackEvent {
  event: string;
  data: Record<string, unknown>;
}

const REFUND_DUE = new Set(['duplicate_refunded', 'refunded_cancelled']);

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null);

/** Runs `record`, turning "we have no such record" into an outcome instead of an error Paystack would retry forever. */
async function unlessUnknown(record: () => Promise<string>, unknown: string): Promise<string> {
  try {
    return await record();
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return unknown;
    throw error;
  }
}

async function chargeSuccess(data: Record<string, unknown>): Promise<string> {
  const reference = text(data.reference);
  if (!reference) return 'no_reference';
  const outcome = await unlessUnknown(() => verifyAndRecordPayment(reference, 'webhook'), 'unknown_reference');
  // A second payment or one for a cancelled booking is refunded now. A plain completion leaves its payout held (the
  // job is not confirmed yet, or the confirmation's own process call sends it), so Paystack is answered at once.
  if (REFUND_DUE.has(outcome)) await processDue();
  return outcome;
}

async function transferEvent(data: Record<string, unknown>): Promise<string> {
  const reference = text(data.reference);
  if (!reference) return 'no_reference';
  const transfer = await paystackGet<{ status: string; transfer_code: string; amount: number; failures: string | null; reference: string }>(
    `/transfer/verify/${encodeURIComponent(reference)}`,
  );
  if (transfer.reference !== reference) return 'mismatch';
  return unlessUnknown(
    async () =>
      rpcData<string>(
        await serviceClient().rpc('record_payout_result', {
          p_transfer_reference: reference,
          p_status: transfer.status,
          p_transfer_code: transfer.transfer_code,
          p_amount_kobo: transfer.amount,
          p_reason: transfer.failures,
        }),
      ),
    'unknown_reference',
  );
}

async function refundEvent(data: Record<string, unknown>): Promise<string> {
  const id = text(data.id);
  if (!id) return 'no_reference';
  let refund: { id: number; status: string; amount: number; transaction: { reference: string } };
  try {
    refund = await paystackGet(`/refund/${encodeURIComponent(id)}`);
  } catch (error) {
    if (error instanceof PaystackError && error.refused) return 'unknown_refund';
    throw error;
  }
  const status = refund.status === 'processed' ? 'processed' : refund.status === 'failed' ? 'failed' : 'pending';
  return unlessUnknown(
    async () =>
      rpcData<string>(
        await serviceClient().rpc('record_refund_result', {
          p_status: status,
          p_paystack_refund_id: refund.id,
          p_transaction_reference: refund.transaction?.reference ?? text(data.transaction_reference),
          p_amount_kobo: refund.amount,
          p_reason: status === 'failed' ? 'Paystack could not complete the refund.' : null,
        }),
      ),
    'unknown_refund',
  );
}

const HANDLERS: Record<string, (data: Record<string, unknown>) => Promise<string>> = {
  'charge.success': chargeSuccess,
  'transfer.success': transferEvent,
  'transfer.failed': transferEvent,
  'transfer.reversed': transferEvent,
  'refund.pending': refundEvent,
  'refund.processed': refundEvent,
  'refund.failed': refundEvent,
};

/** Notes the event (once per event and Paystack object), handles it unless it was already, and records the outcome. */
export async function handleEvent(e: PaystackEvent): Promise<{ duplicate?: true; outcome?: string }> {
  const db = serviceClient();
  const objectId = text(e.data.id) ?? text(e.data.reference) ?? 'none';
  const reference = text(e.data.reference) ?? text(e.data.transaction_reference);
  const noted = rpcData<{ event_id: number; needs_handling: boolean } | Array<{ event_id: number; needs_handling: boolean }>>(
    await db.rpc('note_paystack_event', {
      p_event: e.event.slice(0, 60),
      p_object_id: objectId.slice(0, 60),
      p_reference: reference?.slice(0, 100) ?? null,
      p_payload: e,
    }),
  );
  const row = Array.isArray(noted) ? noted[0]! : noted;
  if (!row.needs_handling) return { duplicate: true };
  const handler = Object.hasOwn(HANDLERS, e.event) ? HANDLERS[e.event]! : undefined;
  const outcome = handler ? await handler(e.data) : 'ignored';
  rpcData(await db.rpc('finish_paystack_event', { p_event_id: row.event_id, p_outcome: outcome }));
  return { outcome };
}
