// POST /payments/verify: the return page asks what became of a checkout. Paystack's verify endpoint decides; the
// answer is what our database then holds.
import { HttpError, json, readJson } from '../_shared/http.ts';
import { MONEY_MOVED, verifyAndRecordPayment } from '../_shared/payment-result.ts';
import { processDue } from '../_shared/process-due.ts';
import { rpcData } from '../_shared/paystack.ts';
import { requireUser, serviceClient } from '../_shared/supabase.ts';

interface PaymentRow {
  reference: string;
  status: string;
  booking_id: string | null;
  amount_kobo: number;
}

const NOT_FOUND = () => new HttpError(404, 'not_found', 'Payment not found.');

export async function verify(req: Request): Promise<Response> {
  const { client } = await requireUser(req, { allowAnonymous: true });
  const body = await readJson<{ reference?: unknown }>(req);
  if (typeof body.reference !== 'string' || !/^[A-Za-z0-9_.=-]{1,100}$/.test(body.reference)) throw NOT_FOUND();
  const reference = body.reference;
  // Row-level security shows a payment only to its customer and to admins: anyone else learns nothing.
  const mine = rpcData<PaymentRow | null>(
    await client.from('payments').select('reference').eq('reference', reference).eq('provider', 'paystack').maybeSingle(),
  );
  if (!mine) throw NOT_FOUND();

  const outcome = await verifyAndRecordPayment(reference, 'verify');
  if (MONEY_MOVED.has(outcome)) {
    // The payment may have made money due (a job already confirmed, a second payment to refund): send it now.
    await processDue().catch((error) => console.error('process after verify failed', error));
  }
  const payment = rpcData<PaymentRow>(
    await serviceClient().from('payments').select('reference, status, booking_id, amount_kobo').eq('reference', reference).single(),
  );
  return json({ reference, status: payment.status, outcome, booking_id: payment.booking_id, amount_kobo: Number(payment.amount_kobo) });
}
