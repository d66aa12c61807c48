// POST /payments/initialize: the customer's checkout for a booking. The amount is the booking's agreed price, taken
// by start_payment in the database as the caller; the browser sends only which booking and where to come back to.
import { HttpError, json, readJson } from '../_shared/http.ts';
import { paystackPost, rpcData } from '../_shared/paystack.ts';
import { requireEnv, requireUser, serviceClient } from '../_shared/supabase.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Started {
  payment_id: string;
  reference: string;
  amount_kobo: number;
  email: string;
  authorization_url: string | null;
  access_code: string | null;
}

/** A path on our own site (never another origin: `//evil.example` is one), or the caller's default. */
export function returnPath(value: unknown, anonymous: boolean): string {
  if (value === undefined || value === null || value === '') return anonymous ? '/my-requests' : '/client/payments/return';
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\') || value.length > 300) {
    throw new HttpError(400, 'invalid_return_path', 'The return address must be a page of this site.');
  }
  return value;
}

function withCancelled(url: string): string {
  const u = new URL(url);
  u.searchParams.set('cancelled', '1');
  return u.toString();
}

export async function initialize(req: Request): Promise<Response> {
  const { user, client } = await requireUser(req, { allowAnonymous: true });
  const body = await readJson<{ booking_id?: unknown; email?: unknown; return_path?: unknown }>(req);
  if (typeof body.booking_id !== 'string' || !UUID.test(body.booking_id)) {
    throw new HttpError(400, 'invalid_request', 'Invalid booking ID');
  }
  if (body.email !== undefined && body.email !== null && (typeof body.email !== 'string' || body.email.length > 254)) {
    throw new HttpError(400, 'invalid_request', 'Enter a valid e-mail address for your receipt.');
  }
  const path = returnPath(body.return_path, Boolean(user.is_anonymous));
  const callbackUrl = new URL(path, requireEnv('SITE_URL')).toString();

  const rows = rpcData<Started[]>(
    await client.rpc('start_payment', { p_booking_id: body.booking_id, p_email: body.email || null }),
    { PT409: 'already_paid' },
  );
  const started = rows?.[0];
  if (!started) throw new Error('start_payment returned no row');
  // A second tap on Pay now: the checkout already open.
  if (started.authorization_url) {
    return json({ payment_id: started.payment_id, reference: started.reference, amount_kobo: started.amount_kobo, authorization_url: started.authorization_url });
  }
  const checkout = await paystackPost<{ authorization_url: string; access_code: string; reference: string }>('/transaction/initialize', {
    email: started.email,
    amount: started.amount_kobo,
    reference: started.reference,
    currency: 'NGN',
    callback_url: callbackUrl,
    metadata: { cancel_action: withCancelled(callbackUrl), booking_id: body.booking_id, payment_id: started.payment_id },
  });
  rpcData(
    await serviceClient().rpc('attach_payment_checkout', {
      p_reference: started.reference,
      p_access_code: checkout.access_code,
      p_authorization_url: checkout.authorization_url,
    }),
  );
  return json({ payment_id: started.payment_id, reference: started.reference, amount_kobo: started.amount_kobo, authorization_url: checkout.authorization_url });
}
