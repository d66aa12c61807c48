// Paystack's webhook (docs/payments.md "paystack-webhook"). verify_jwt is off (Paystack sends no JWT), so the
// signature is the only proof the call is Paystack's: it is checked on the raw bytes before anything is parsed or
// written. Paystack wants a quick 200, so the answer goes as soon as the event is noted (one database call) and the
// event is handled after it; a handling that fails or is cut short is taken up by payments/process.
import { afterAnswer, whileAnswering } from '../_shared/after-answer.ts';
import { HttpError, json, serveJson } from '../_shared/http.ts';
import { handleNotedEvent, noteEvent, REFUND_DUE, type PaystackEvent } from '../_shared/paystack-events.ts';
import { verifySignature } from '../_shared/paystack.ts';
import { processDue } from '../_shared/process-due.ts';
import { requireEnv } from '../_shared/supabase.ts';

function parse(raw: Uint8Array): PaystackEvent {
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(raw));
  } catch {
    throw new HttpError(400, 'invalid_body', 'The request body must be JSON.');
  }
  const event = body as Partial<PaystackEvent> | null;
  if (!event || typeof event !== 'object' || typeof event.event !== 'string' || !event.data || typeof event.data !== 'object') {
    throw new HttpError(400, 'invalid_body', 'The request body must be a Paystack event.');
  }
  return event as PaystackEvent;
}

async function handleAfterAnswer(eventId: number, e: PaystackEvent): Promise<void> {
  try {
    const outcome = await handleNotedEvent(eventId, e);
    // A refund it made due (a second payment, a cancelled booking) goes now; a plain completion's payout stays held
    // until the job is confirmed. If this send fails, the refund stays queued for the next process run.
    if (REFUND_DUE.has(outcome)) await processDue();
  } catch (error) {
    console.error(`paystack event ${eventId} (${e.event}) was not handled; payments/process takes it up`, error);
  }
}

serveJson((req) => whileAnswering(() => answer(req)));

async function answer(req: Request): Promise<Response> {
  if (req.method !== 'POST') return json({ code: 'method_not_allowed', message: 'Use POST.' }, { status: 405, headers: { Allow: 'POST' } });
  // Read once: the signature covers these exact bytes, and a body re-serialised from parsed JSON would differ.
  const raw = new Uint8Array(await req.arrayBuffer());
  if (!(await verifySignature(raw, req.headers.get('x-paystack-signature'), requireEnv('PAYSTACK_SECRET_KEY')))) {
    return json({ code: 'invalid_signature', message: 'The signature is missing or wrong.' }, { status: 401 });
  }
  const event = parse(raw);
  const { eventId, claimed } = await noteEvent(event);
  if (!claimed) return json({ received: true, duplicate: true });
  afterAnswer(() => handleAfterAnswer(eventId, event));
  return json({ received: true });
}
