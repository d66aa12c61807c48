// The checkout page at authorization_url, driven by HTTP as a browser's form posts drive it.
import { DECLINED_CARD, SUCCESS_CARD } from '../src/checkout/cards';
import { getPage, postForm } from './helpers/checkout';
import { startReceiver, type Receiver } from './helpers/receiver';
import { eventually, removeDir, startTestPaystack, type TestPaystack } from './helpers/server';

let ps: TestPaystack;
let receiver: Receiver;

beforeAll(async () => {
  receiver = await startReceiver();
  ps = await startTestPaystack({ webhookUrl: receiver.url });
});
afterAll(async () => {
  await ps.stop();
  await receiver.close();
  removeDir(ps.dataDir);
});

const CALLBACK = 'https://app.example/payments/return?booking=b-7';

async function start(extra: Record<string, unknown> = {}) {
  const res = await ps.api('POST', '/transaction/initialize', { email: 'guest@example.ng', amount: 1_500_050, callback_url: CALLBACK, ...extra });
  return res.json.data as { authorization_url: string; access_code: string; reference: string };
}

const verify = async (reference: string) => (await ps.api('GET', `/transaction/verify/${reference}`)).json.data;

/** Where Paystack sends the person back: the callback URL, its own query kept, plus trxref and reference. */
function expectReturn(location: string | null, reference: string) {
  const u = new URL(location!);
  expect(`${u.origin}${u.pathname}`).toBe('https://app.example/payments/return');
  expect(u.searchParams.get('booking')).toBe('b-7');
  expect(u.searchParams.get('trxref')).toBe(reference);
  expect(u.searchParams.get('reference')).toBe(reference);
}

it('the page: the amount in naira, the three methods, small, self-contained, fit for a phone', async () => {
  const tx = await start();
  const { status, html, headers } = await getPage(tx.authorization_url);
  expect(status).toBe(200);
  expect(headers.get('content-type')).toMatch(/^text\/html/);
  expect(html).toContain('₦15,000.50');
  expect(html).toContain(tx.reference);
  expect(html).toContain('name="viewport"');
  for (const label of ['Card', 'Bank transfer', 'USSD', 'Cancel payment']) expect(html).toContain(label);
  expect(html).not.toMatch(/<script|\bsrc=|https?:\/\//);
  expect(Buffer.byteLength(html)).toBeLessThan(8 * 1024);
  expect(headers.get('content-security-policy')).toContain("default-src 'none'");
});

it('offers only the channels the merchant asked for', async () => {
  const tx = await start({ channels: ['card'] });
  const { html } = await getPage(`${tx.authorization_url}?channel=ussd`);
  expect(html).toContain('card_number');
  expect(html).not.toContain('USSD');
  expect((await postForm(`${tx.authorization_url}/bank_transfer`)).status).toBe(422);
  expect((await verify(tx.reference)).status).toBe('abandoned');
});

it('card: the success test card pays, redirects to callback_url with trxref and reference, and sends charge.success', async () => {
  const tx = await start();
  const res = await postForm(`${tx.authorization_url}/card`, { card_number: SUCCESS_CARD.replace(/(\d{4})/g, '$1 ').trim(), expiry: '12/40', cvv: '408' });
  expect(res.status).toBe(303);
  expectReturn(res.location, tx.reference);
  expect(await verify(tx.reference)).toMatchObject({ status: 'success', channel: 'card', amount: 1_500_050, authorization: { last4: '4081', channel: 'card' } });
  const event = await eventually(() => receiver.events('charge.success').find((d) => d.event.data.reference === tx.reference), 'charge.success');
  expect(event.event.data).toMatchObject({ status: 'success', amount: 1_500_050, currency: 'NGN', channel: 'card', customer: { email: 'guest@example.ng' } });
  // Paid: the link takes no second payment.
  expect((await getPage(tx.authorization_url)).status).toBe(409);
  expect((await postForm(`${tx.authorization_url}/card`, { card_number: SUCCESS_CARD, expiry: '12/40', cvv: '408' })).status).toBe(409);
  expect(receiver.events('charge.success').filter((d) => d.event.data.reference === tx.reference)).toHaveLength(1);
});

it('card: the declined test card fails the transaction and stays on the page; another card then succeeds', async () => {
  const tx = await start();
  const declined = await postForm(`${tx.authorization_url}/card`, { card_number: DECLINED_CARD, expiry: '12/40', cvv: '001' });
  expect(declined.status).toBe(402);
  expect(declined.location).toBeNull();
  expect(declined.html).toContain('Payment failed: Declined');
  expect(await verify(tx.reference)).toMatchObject({ status: 'failed', gateway_response: 'Declined', paid_at: null });
  expect(receiver.events('charge.success').some((d) => d.event.data.reference === tx.reference)).toBe(false);

  const retry = await postForm(`${tx.authorization_url}/card`, { card_number: SUCCESS_CARD, expiry: '12/40', cvv: '408' });
  expect(retry.status).toBe(303);
  expect((await verify(tx.reference)).status).toBe('success');
});

it.each([
  [{ card_number: '4111111111111111', expiry: '12/40', cvv: '123' }, 'Use one of the test cards'],
  [{ card_number: SUCCESS_CARD, expiry: '13/40', cvv: '123' }, 'Enter the expiry as MM/YY.'],
  [{ card_number: SUCCESS_CARD, expiry: '01/20', cvv: '123' }, 'This card has expired.'],
  [{ card_number: SUCCESS_CARD, expiry: '12/40', cvv: '12' }, 'Enter the 3-digit CVV.'],
  [{}, 'Use one of the test cards'],
])('card form %j: 422, the page says why, nothing charged', async (fields, message) => {
  const tx = await start();
  const res = await postForm(`${tx.authorization_url}/card`, fields as Record<string, string>);
  expect(res.status).toBe(422);
  expect(res.html).toContain(message);
  expect(await verify(tx.reference)).toMatchObject({ status: 'abandoned', paid_at: null });
});

it('bank transfer: shows an account to send to, then "I\'ve sent the money" pays by bank_transfer', async () => {
  const tx = await start();
  const page = await getPage(`${tx.authorization_url}?channel=bank_transfer`);
  const account = /Account number: <strong><code>(\d{10})<\/code>/.exec(page.html)?.[1];
  expect(account).toMatch(/^99\d{8}$/);
  expect((await getPage(`${tx.authorization_url}?channel=bank_transfer`)).html).toContain(account!);
  const res = await postForm(`${tx.authorization_url}/bank_transfer`);
  expect(res.status).toBe(303);
  expectReturn(res.location, tx.reference);
  expect(await verify(tx.reference)).toMatchObject({ status: 'success', channel: 'bank_transfer', authorization: { channel: 'bank_transfer' } });
});

it('USSD: choose a bank, see the code to dial, confirm: paid by ussd', async () => {
  const tx = await start();
  const choose = await getPage(`${tx.authorization_url}?channel=ussd`);
  expect(choose.html).toContain('<option value="058">Guaranty Trust Bank</option>');
  const code = await getPage(`${tx.authorization_url}?channel=ussd&bank=058`);
  expect(code.html).toMatch(/Dial <code>\*737\*000\*\d{4}#<\/code>/);
  expect((await postForm(`${tx.authorization_url}/ussd`, { bank: '023' })).status).toBe(422); // a bank without USSD
  const res = await postForm(`${tx.authorization_url}/ussd`, { bank: '058' });
  expect(res.status).toBe(303);
  expectReturn(res.location, tx.reference);
  expect(await verify(tx.reference)).toMatchObject({ status: 'success', channel: 'ussd', authorization: { channel: 'ussd', bank: 'Guaranty Trust Bank' } });
});

it('abandon: cancel returns to callback_url, the transaction verifies abandoned and the link takes no payment', async () => {
  const tx = await start();
  const res = await postForm(`${tx.authorization_url}/cancel`);
  expect(res.status).toBe(303);
  expectReturn(res.location, tx.reference);
  expect(await verify(tx.reference)).toMatchObject({ status: 'abandoned', paid_at: null });
  const again = await getPage(tx.authorization_url);
  expect(again.status).toBe(409);
  expect(again.html).toContain('This payment was cancelled');
  expect((await postForm(`${tx.authorization_url}/card`, { card_number: SUCCESS_CARD, expiry: '12/40', cvv: '408' })).status).toBe(409);
  expect((await verify(tx.reference)).status).toBe('abandoned');
});

it("abandon goes to metadata.cancel_action when the merchant gave one, as Paystack's does", async () => {
  const tx = await start({ metadata: { cancel_action: 'https://app.example/payments/cancelled' } });
  const res = await postForm(`${tx.authorization_url}/cancel`);
  expect(res.location).toBe('https://app.example/payments/cancelled');
});

it('without callback_url the page itself says the payment went through', async () => {
  const res = await ps.api('POST', '/transaction/initialize', { email: 'x@example.ng', amount: 10_000 });
  const paid = await postForm(`${res.json.data.authorization_url}/card`, { card_number: SUCCESS_CARD, expiry: '12/40', cvv: '408' });
  expect(paid.status).toBe(200);
  expect(paid.html).toContain('Payment successful');
});

it('an unknown access code is a 404 page; what the payer typed is escaped on the page', async () => {
  expect((await getPage(`${ps.url}/checkout/doesnotexist`)).status).toBe(404);
  const refused = await ps.api('POST', '/transaction/initialize', { email: 'a"<script>@example.ng', amount: 5000 });
  expect(refused).toEqual({ status: 400, json: { status: false, message: 'Invalid Email Address Passed' } });
  const tx = await start({ email: "o'neil&co@example.ng" });
  const { html } = await getPage(tx.authorization_url);
  expect(html).toContain('o&#39;neil&amp;co@example.ng');
});

it('a checkout post with a JSON body or non-string fields is a 4xx page, never a crash', async () => {
  const tx = await start();
  for (const body of [{ card_number: 4084084084084081, expiry: 1240, cvv: 408 }, { card_number: ['4084084084084081'] }, null]) {
    const res = await fetch(`${tx.authorization_url}/card`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), redirect: 'manual' });
    expect(res.status).toBe(422);
  }
  const ussd = await fetch(`${tx.authorization_url}/ussd`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"bank":{"x":1}}', redirect: 'manual' });
  expect(ussd.status).toBe(422);
  const text = await fetch(`${tx.authorization_url}/card`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x', redirect: 'manual' });
  expect(text.status).toBe(422);
  expect((await verify(tx.reference)).status).toBe('abandoned');
});
