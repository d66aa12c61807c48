// Paystack's webhook events: noted when they arrive, handled by whoever holds the event's claim in the database (the
// delivery that noted it, after answering Paystack; or payments/process once that handling has lapsed). The event
// only says where to look: the facts come from Paystack's own endpoints (transaction verify, transfer verify, refund
// fetch), so a replayed, late or reordered event cannot record anything Paystack does not say now.
import { HttpError } from './http.ts';
import { verifyAndRecordPayment } from './payment-result.ts';
import { PaystackError, paystackGet, rpcData } from './paystack.ts';
import { serviceClient } from './supabase.ts';
import { verifyAndRecordTransfer } from './transfer-result.ts';

export interface PaystackEvent {
  event: string;
  data: Record<string, unknown>;
}

/** Outcomes of charge.success that queued a refund (a second payment, a cancelled booking): worth sending at once. */
export const REFUND_DUE = new Set(['duplicate_refunded', 'refunded_cancelled']);

/** Events payments/process takes up per run: each costs a Paystack call, and the next run takes the rest. */
const LAPSED_PER_RUN = 5;

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null);

/** Runs `record`, turning "we have no such record" into an outcome instead of an error that would be retried forever. */
async function unlessUnknown(record: () => Promise<string>, unknown: string): Promise<string> {
  try {
    return await record();
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return unknown;
    throw error;
  }
}

function chargeSuccess(data: Record<string, unknown>): Promise<string> {
  const reference = text(data.reference);
  if (!reference) return Promise.resolve('no_reference');
  return unlessUnknown(() => verifyAndRecordPayment(reference, 'webhook'), 'unknown_reference');
}

function transferEvent(data: Record<string, unknown>): Promise<string> {
  const reference = text(data.reference);
  if (!reference) return Promise.resolve('no_reference');
  return unlessUnknown(() => verifyAndRecordTransfer(reference), 'unknown_reference');
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

/**
 * Notes a delivery: one database call, unique by event and Paystack object. `claimed` says this delivery is to handle
 * it (a new event, or one whose earlier handling lapsed); false for a replay.
 */
export async function noteEvent(e: PaystackEvent): Promise<{ eventId: number; claimed: boolean }> {
  const objectId = text(e.data.id) ?? text(e.data.reference) ?? 'none';
  const reference = text(e.data.reference) ?? text(e.data.transaction_reference);
  type Noted = { event_id: number; needs_handling: boolean };
  const noted = rpcData<Noted | Noted[]>(
    await serviceClient().rpc('note_paystack_event', {
      p_event: e.event.slice(0, 60),
      p_object_id: objectId.slice(0, 60),
      p_reference: reference?.slice(0, 100) ?? null,
      p_payload: e,
    }),
  );
  const row = Array.isArray(noted) ? noted[0]! : noted;
  return { eventId: row.event_id, claimed: row.needs_handling };
}

/**
 * Handles an event whose claim the caller holds and records the outcome. Throws when it could not (Paystack or the
 * database did not answer): the event stays unhandled and payments/process takes it up once the claim lapses.
 */
export async function handleNotedEvent(eventId: number, e: PaystackEvent): Promise<string> {
  const handler = Object.hasOwn(HANDLERS, e.event) ? HANDLERS[e.event]! : undefined;
  const outcome = handler ? await handler(e.data) : 'ignored';
  rpcData(await serviceClient().rpc('finish_paystack_event', { p_event_id: eventId, p_outcome: outcome }));
  return outcome;
}

/** The event as noted (note_paystack_event stored the signed body's parse); a row that is not one is ignored. */
function storedEvent(payload: unknown): PaystackEvent {
  const p = payload as Partial<PaystackEvent> | null;
  return {
    event: typeof p?.event === 'string' ? p.event : '',
    data: p?.data && typeof p.data === 'object' ? p.data : {},
  };
}

/**
 * payments/process: handles events whose handling failed or never ran, least recently tried first, one at a time.
 * Returns how many were handled; one that fails again waits for a later run.
 */
export async function handleLapsedEvents(): Promise<number> {
  type Claimed = { event_id: number; payload: unknown };
  const claimed = rpcData<Claimed[]>(await serviceClient().rpc('claim_paystack_events', { p_limit: LAPSED_PER_RUN })) ?? [];
  let handled = 0;
  for (const c of claimed) {
    try {
      await handleNotedEvent(c.event_id, storedEvent(c.payload));
      handled++;
    } catch (error) {
      console.error(`paystack event ${c.event_id} was not handled again; a later run retries it`, error);
    }
  }
  return handled;
}
