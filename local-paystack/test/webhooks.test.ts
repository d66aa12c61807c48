// Webhooks: signed as Paystack signs them, retried when the receiver fails or does not answer.
import { createHmac } from 'node:crypto';
import { SUCCESS_CARD } from '../src/checkout/cards';
import { postForm } from './helpers/checkout';
import { startReceiver, type Receiver } from './helpers/receiver';
import { eventually, removeDir, SECRET, startTestPaystack, type TestPaystack } from './helpers/server';

let ps: TestPaystack | undefined;
let receiver: Receiver | undefined;
afterEach(async () => {
  await ps?.stop();
  await receiver?.close();
  if (ps) removeDir(ps.dataDir);
  ps = undefined;
  receiver = undefined;
});

async function payOnce(server: TestPaystack) {
  const init = await server.api('POST', '/transaction/initialize', { email: 'hook@example.ng', amount: 700_000 });
  await postForm(`${init.json.data.authorization_url}/card`, { card_number: SUCCESS_CARD, expiry: '12/40', cvv: '408' });
  return init.json.data.reference as string;
}

const hmac = (body: string, key: string) => createHmac('sha512', key).update(body).digest('hex');

it('x-paystack-signature is the hex HMAC-SHA512 of the raw body with the secret key', async () => {
  receiver = await startReceiver();
  ps = await startTestPaystack({ webhookUrl: receiver.url });
  const reference = await payOnce(ps);
  const d = await eventually(() => receiver!.events('charge.success')[0], 'charge.success');
  expect(d.contentType).toBe('application/json');
  expect(d.signature).toMatch(/^[0-9a-f]{128}$/);
  expect(d.signature).toBe(hmac(d.rawBody, SECRET));
  expect(d.signature).not.toBe(hmac(d.rawBody, 'sk_test_another_key'));
  // Signed over these exact bytes: a re-serialised or altered body no longer matches.
  expect(hmac(d.rawBody.replace('700000', '700001'), SECRET)).not.toBe(d.signature);
  expect(d.event).toMatchObject({ event: 'charge.success', data: { reference, amount: 700_000, status: 'success' } });
});

it('a receiver that fails twice gets the same signed event a third time, and only once more', async () => {
  receiver = await startReceiver({ failFirst: 2 });
  ps = await startTestPaystack({ webhookUrl: receiver.url, webhookRetryDelaysMs: [30, 60, 120] });
  const reference = await payOnce(ps);
  const d = await eventually(() => receiver!.events('charge.success')[0], 'the third delivery');
  expect(receiver.attempts()).toBe(3);
  expect(d.event.data.reference).toBe(reference);
  expect(d.signature).toBe(hmac(d.rawBody, SECRET));
  // Delivered: no further retry comes (the longest remaining delay is 120 ms; wait well past it).
  await new Promise((r) => setTimeout(r, 500));
  expect(receiver.attempts()).toBe(3);
});

it('a receiver that does not answer is cut at the timeout and retried', async () => {
  receiver = await startReceiver({ hangFirst: 1 });
  ps = await startTestPaystack({ webhookUrl: receiver.url, webhookTimeoutMs: 200, webhookRetryDelaysMs: [30] });
  await payOnce(ps);
  await eventually(() => receiver!.events('charge.success')[0], 'the delivery after the timeout');
  expect(receiver.attempts()).toBe(2);
});

it('gives up after the configured retries', async () => {
  receiver = await startReceiver({ failFirst: 1000 });
  ps = await startTestPaystack({ webhookUrl: receiver.url, webhookRetryDelaysMs: [20, 20] });
  await payOnce(ps);
  await eventually(() => receiver!.attempts() === 3, 'three attempts');
  await new Promise((r) => setTimeout(r, 300));
  expect(receiver.attempts()).toBe(3);
  expect(receiver.deliveries).toHaveLength(0);
});
