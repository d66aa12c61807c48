// Paystack's webhook (docs/payments.md "paystack-webhook"). verify_jwt is off (Paystack sends no JWT), so the
// signature is the only proof the call is Paystack's: it is checked on the raw bytes before anything is parsed or
// written. Each event is noted once and then verified with Paystack before anything is recorded.
import { HttpError, json, serveJson } from '../_shared/http.ts';
import { verifySignature } from '../_shared/paystack.ts';
import { requireEnv } from '../_shared/supabase.ts';
import { handleEvent, type PaystackEvent } from './events.ts';

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

serveJson(async (req) => {
  if (req.method !== 'POST') return json({ code: 'method_not_allowed', message: 'Use POST.' }, { status: 405, headers: { Allow: 'POST' } });
  // Read once: the signature covers these exact bytes, and a body re-serialised from parsed JSON would differ.
  const raw = new Uint8Array(await req.arrayBuffer());
  if (!(await verifySignature(raw, req.headers.get('x-paystack-signature'), requireEnv('PAYSTACK_SECRET_KEY')))) {
    return json({ code: 'invalid_signature', message: 'The signature is missing or wrong.' }, { status: 401 });
  }
  const result = await handleEvent(parse(raw));
  return json({ received: true, ...result });
});
