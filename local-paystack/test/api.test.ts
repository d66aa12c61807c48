// Local Paystack's REST subset against Paystack's documented request/response shapes and error answers.
import { TEST_ACCOUNTS } from '../src/banks';
import { eventually, removeDir, SECRET, startTestPaystack, type TestPaystack } from './helpers/server';
import { startReceiver, type Receiver } from './helpers/receiver';
import { postForm } from './helpers/checkout';

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

async function paidTransaction(amount = 500_000) {
  const init = await ps.api('POST', '/transaction/initialize', { email: 'payer@example.ng', amount });
  await postForm(init.json.data.authorization_url + '/card', { card_number: '4084084084084081', expiry: '12/40', cvv: '408' });
  return init.json.data as { reference: string; access_code: string; authorization_url: string };
}

describe('the secret key', () => {
  it.each([
    ['no Authorization header', {}, 'No Authorization Header was found'],
    ['a header that is not Bearer', { authorization: `Basic ${SECRET}` }, 'Format is Authorization: Bearer [secret key]'],
    ['another key', { authorization: 'Bearer sk_test_someone_else' }, 'Invalid key'],
    ['the public key', { authorization: 'Bearer pk_test_localpaystack0000000000000000000000' }, 'Invalid key'],
  ])('%s: 401 with Paystack message', async (_what, headers, message) => {
    for (const [method, path] of [['GET', '/transaction'], ['POST', '/transaction/initialize'], ['GET', '/bank?country=nigeria'], ['POST', '/transfer']]) {
      const res = await ps.api(method!, path!, method === 'POST' ? { email: 'a@b.ng', amount: 100 } : undefined, headers as Record<string, string>);
      expect(res).toEqual({ status: 401, json: { status: false, message } });
    }
    expect((await ps.api('GET', '/transaction')).json.data).not.toContainEqual(expect.objectContaining({ email: 'a@b.ng' }));
  });
});

describe('POST /transaction/initialize', () => {
  it('answers authorization_url, access_code and reference in the envelope', async () => {
    const res = await ps.api('POST', '/transaction/initialize', {
      email: 'Client@Example.ng', amount: 1_250_000, callback_url: 'https://app.example/pay/return', metadata: { booking_id: 'b-1' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      status: true,
      message: 'Authorization URL created',
      data: { authorization_url: expect.any(String), access_code: expect.stringMatching(/^[a-z0-9]{10,}$/), reference: expect.stringMatching(/^[a-z0-9]+$/) },
    });
    expect(res.json.data.authorization_url).toBe(`${ps.url}/checkout/${res.json.data.access_code}`);
  });

  it('keeps the caller reference, takes the amount as digits from a form body, refuses a duplicate', async () => {
    const first = await ps.api('POST', '/transaction/initialize', { email: 'a@b.ng', amount: '5000', reference: 'SPL-booking.42=1' });
    expect(first.json.data.reference).toBe('SPL-booking.42=1');
    expect((await ps.api('GET', '/transaction/verify/SPL-booking.42=1')).json.data.amount).toBe(5000);
    const again = await ps.api('POST', '/transaction/initialize', { email: 'a@b.ng', amount: 5000, reference: 'SPL-booking.42=1' });
    expect(again).toEqual({ status: 400, json: { status: false, message: 'Duplicate Transaction Reference' } });
  });

  it.each([
    [{ amount: 5000 }, 'Invalid Email Address Passed'],
    [{ email: 'not-an-email', amount: 5000 }, 'Invalid Email Address Passed'],
    [{ email: 'a@b.ng' }, 'Invalid Amount Sent'],
    [{ email: 'a@b.ng', amount: 50.5 }, 'Invalid Amount Sent'],
    [{ email: 'a@b.ng', amount: '10.50' }, 'Invalid Amount Sent'],
    [{ email: 'a@b.ng', amount: -100 }, 'Invalid Amount Sent'],
    [{ email: 'a@b.ng', amount: 0 }, 'Invalid Amount Sent'],
    [{ email: 'a@b.ng', amount: 5000, currency: 'USD' }, 'Currency not supported by merchant'],
    [{ email: 'a@b.ng', amount: 5000, reference: 'has space' }, expect.stringContaining('Invalid reference')],
    [{ email: 'a@b.ng', amount: 5000, callback_url: 'javascript:alert(1)' }, 'Invalid callback_url'],
    [{ email: 'a@b.ng', amount: 5000, metadata: '{oops' }, expect.stringContaining('Invalid metadata')],
  ])('%j: 400 %s', async (body, message) => {
    expect(await ps.api('POST', '/transaction/initialize', body)).toEqual({ status: 400, json: { status: false, message } });
  });

  it('answers a malformed JSON body or a non-object body with a 400 JSON error', async () => {
    const bad = await ps.api('POST', '/transaction/initialize', '{"email":');
    expect(bad.status).toBe(400);
    expect(bad.json.status).toBe(false);
    expect(await ps.api('POST', '/transaction/initialize', '[1,2]')).toEqual({ status: 400, json: { status: false, message: 'Invalid request body' } });
  });
});

describe('GET /transaction/verify/:reference', () => {
  it('an unpaid transaction verifies as abandoned; a paid one with its authorization, customer and fees', async () => {
    const init = await ps.api('POST', '/transaction/initialize', { email: 'v@example.ng', amount: 300_000, metadata: { k: 1 } });
    const before = await ps.api('GET', `/transaction/verify/${init.json.data.reference}`);
    expect(before.status).toBe(200);
    expect(before.json).toMatchObject({ status: true, message: 'Verification successful', data: { status: 'abandoned', amount: 300_000, paid_at: null } });

    await postForm(init.json.data.authorization_url + '/card', { card_number: '4084 0840 8408 4081', expiry: '09/39', cvv: '408' });
    const after = await ps.api('GET', `/transaction/verify/${init.json.data.reference}`);
    expect(after.json.data).toMatchObject({
      id: expect.any(Number),
      domain: 'test',
      status: 'success',
      reference: init.json.data.reference,
      amount: 300_000,
      requested_amount: 300_000,
      currency: 'NGN',
      channel: 'card',
      gateway_response: 'Successful',
      metadata: { k: 1 },
      fees: 14_500, // 1.5% (4,500) + ₦100 (10,000) kobo
      paid_at: expect.any(String),
      paidAt: expect.any(String),
      created_at: expect.any(String),
      customer: { email: 'v@example.ng', customer_code: expect.stringMatching(/^CUS_/) },
      authorization: {
        authorization_code: expect.stringMatching(/^AUTH_/), bin: '408408', last4: '4081', exp_month: '09', exp_year: '2039',
        channel: 'card', brand: 'visa', country_code: 'NG', reusable: true,
      },
    });
    expect(Number.isInteger(after.json.data.amount) && Number.isInteger(after.json.data.fees)).toBe(true);
  });

  it('an unknown reference: 400 Transaction reference not found', async () => {
    expect(await ps.api('GET', '/transaction/verify/nope-123')).toEqual({ status: 400, json: { status: false, message: 'Transaction reference not found' } });
  });
});

describe('GET /transaction', () => {
  it('lists newest first with Paystack paging meta, filters by status', async () => {
    await paidTransaction(200_000);
    const page1 = await ps.api('GET', '/transaction?perPage=2&page=1');
    expect(page1.json).toMatchObject({ status: true, message: 'Transactions retrieved' });
    expect(page1.json.data).toHaveLength(2);
    const { meta } = page1.json;
    expect(meta).toEqual({ total: expect.any(Number), total_volume: expect.any(Number), skipped: 0, perPage: 2, page: 1, pageCount: Math.ceil(meta.total / 2) });
    expect(page1.json.data[0].id).toBeGreaterThan(page1.json.data[1].id);
    const page2 = await ps.api('GET', '/transaction?perPage=2&page=2');
    expect(page2.json.meta.skipped).toBe(2);
    expect(page2.json.data[0].id).toBeLessThan(page1.json.data[1].id);
    const success = await ps.api('GET', '/transaction?status=success&perPage=100');
    expect(success.json.data.length).toBeGreaterThan(0);
    expect(success.json.data.every((t: { status: string }) => t.status === 'success')).toBe(true);
    expect(success.json.meta.total_volume).toBe(success.json.data.reduce((s: number, t: { amount: number }) => s + t.amount, 0));
  });

  it('GET /transaction/:id fetches one; an unknown id is 404', async () => {
    const { reference } = await paidTransaction();
    const v = await ps.api('GET', `/transaction/verify/${reference}`);
    const one = await ps.api('GET', `/transaction/${v.json.data.id}`);
    expect(one.json).toMatchObject({ status: true, message: 'Transaction retrieved', data: { reference } });
    expect(await ps.api('GET', '/transaction/999999')).toEqual({ status: 404, json: { status: false, message: 'Transaction not found' } });
  });
});

describe('banks and account resolution', () => {
  it('lists Nigerian banks with Paystack codes', async () => {
    const res = await ps.api('GET', '/bank?country=nigeria');
    expect(res.json).toMatchObject({ status: true, message: 'Banks retrieved', meta: { next: null, previous: null } });
    expect(res.json.data).toContainEqual(expect.objectContaining({ name: 'Guaranty Trust Bank', code: '058', country: 'Nigeria', currency: 'NGN', type: 'nuban', active: true }));
    expect(res.json.data).toContainEqual(expect.objectContaining({ code: '057', name: 'Zenith Bank' }));
    expect((await ps.api('GET', '/bank?country=ghana')).json.data).toEqual([]);
  });

  it('resolves an account to the same upper-case name every time', async () => {
    const a = await ps.api('GET', '/bank/resolve?account_number=0123456789&bank_code=058');
    expect(a.json).toEqual({ status: true, message: 'Account number resolved', data: { account_number: '0123456789', account_name: expect.stringMatching(/^[A-Z]+ [A-Z]+ [A-Z]+$/), bank_id: 9 } });
    const b = await ps.api('GET', '/bank/resolve?account_number=0123456789&bank_code=058');
    expect(b.json.data.account_name).toBe(a.json.data.account_name);
  });

  it.each([
    ['account_number=0123456789', 400, 'Account number and bank code are required'],
    ['account_number=0123456789&bank_code=999', 422, 'Unknown bank code: 999'],
    [`account_number=${TEST_ACCOUNTS.unresolvable}&bank_code=058`, 422, 'Could not resolve account name. Check parameters or try again.'],
    ['account_number=12345&bank_code=058', 422, 'Could not resolve account name. Check parameters or try again.'],
  ])('%s: %i', async (query, status, message) => {
    expect(await ps.api('GET', `/bank/resolve?${query}`)).toEqual({ status, json: { status: false, message } });
  });
});

async function recipient(account: string) {
  const res = await ps.api('POST', '/transferrecipient', { type: 'nuban', name: 'Cleaner', account_number: account, bank_code: '044', currency: 'NGN' });
  return res.json.data.recipient_code as string;
}

describe('transfer recipients and transfers', () => {
  it('creates a nuban recipient (201) with the resolved account name; the same account again is the same recipient', async () => {
    const res = await ps.api('POST', '/transferrecipient', { type: 'nuban', name: 'Ngozi Eze', account_number: '1234567890', bank_code: '044' });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      status: true,
      message: 'Transfer recipient created successfully',
      data: {
        active: true, currency: 'NGN', type: 'nuban', name: 'Ngozi Eze', recipient_code: expect.stringMatching(/^RCP_/), id: expect.any(Number),
        details: { account_number: '1234567890', bank_code: '044', bank_name: 'Access Bank', account_name: expect.any(String) },
      },
    });
    const resolved = await ps.api('GET', '/bank/resolve?account_number=1234567890&bank_code=044');
    expect(res.json.data.details.account_name).toBe(resolved.json.data.account_name);
    const again = await ps.api('POST', '/transferrecipient', { type: 'nuban', name: 'Ngozi Eze', account_number: '1234567890', bank_code: '044' });
    expect(again.json.data.recipient_code).toBe(res.json.data.recipient_code);
  });

  it.each([
    [{ type: 'mobile_money', name: 'X', account_number: '1234567890', bank_code: '044' }, expect.stringContaining('Invalid type')],
    [{ type: 'nuban', account_number: '1234567890', bank_code: '044' }, 'Name is required'],
    [{ type: 'nuban', name: 'X', account_number: '1234567890', bank_code: '000' }, 'Invalid bank code'],
    [{ type: 'nuban', name: 'X', account_number: TEST_ACCOUNTS.unresolvable, bank_code: '044' }, 'Cannot resolve account'],
  ])('recipient %j: 400 %s', async (body, message) => {
    expect(await ps.api('POST', '/transferrecipient', body)).toEqual({ status: 400, json: { status: false, message } });
  });

  it.each([
    ['an ordinary account', 'success', '2222222222'],
    ['the failing test account', 'failed', TEST_ACCOUNTS.transferFails],
    ['the reversing test account', 'reversed', TEST_ACCOUNTS.transferReverses],
  ])('a transfer to %s is queued, then ends %s with its transfer.* event', async (_what, outcome, account) => {
    const code = await recipient(account);
    const reference = `payout_${outcome}_${Date.now()}`;
    const res = await ps.api('POST', '/transfer', { source: 'balance', amount: 850_000, recipient: code, reason: 'Payout', reference });
    expect(res.json).toEqual({
      status: true,
      message: 'Transfer has been queued',
      data: expect.objectContaining({ amount: 850_000, currency: 'NGN', source: 'balance', reason: 'Payout', status: 'pending', reference, transfer_code: expect.stringMatching(/^TRF_/), recipient: expect.any(Number) }),
    });
    const event = await eventually(() => receiver.deliveries.find((d) => d.event.data?.reference === reference), `transfer.${outcome}`);
    expect(event.event).toMatchObject({ event: `transfer.${outcome}`, data: { status: outcome, amount: 850_000, transfer_code: res.json.data.transfer_code, recipient: { recipient_code: code, details: { account_number: account } } } });
    const verify = await ps.api('GET', `/transfer/verify/${reference}`);
    expect(verify.json).toMatchObject({ status: true, message: 'Transfer retrieved', data: { status: outcome, reference } });
    expect((await ps.api('GET', `/transfer/${res.json.data.transfer_code}`)).json.data.status).toBe(outcome);
  });

  it.each([
    [{ source: 'card', amount: 100, recipient: 'RCP_x' }, expect.stringContaining('Invalid source')],
    [{ source: 'balance', amount: 1.5, recipient: 'RCP_x' }, 'Invalid amount'],
    [{ source: 'balance', amount: 100, recipient: 'RCP_unknown' }, 'Recipient specified is invalid'],
  ])('transfer %j: 400 %s', async (body, message) => {
    expect(await ps.api('POST', '/transfer', body)).toEqual({ status: 400, json: { status: false, message } });
  });

  it('refuses a reused or malformed transfer reference; finalize has nothing to finalize; unknown transfer 404', async () => {
    const code = await recipient('3333333333');
    expect((await ps.api('POST', '/transfer', { source: 'balance', amount: 100, recipient: code, reference: 'dup_ref_1' })).status).toBe(200);
    expect(await ps.api('POST', '/transfer', { source: 'balance', amount: 100, recipient: code, reference: 'dup_ref_1' })).toEqual({ status: 400, json: { status: false, message: 'Duplicate Transfer Reference' } });
    expect((await ps.api('POST', '/transfer', { source: 'balance', amount: 100, recipient: code, reference: 'UPPER case' })).status).toBe(400);
    expect(await ps.api('POST', '/transfer/finalize_transfer', { transfer_code: 'TRF_x', otp: '123456' })).toEqual({ status: 400, json: { status: false, message: 'Transfer is not currently awaiting OTP' } });
    expect(await ps.api('GET', '/transfer/verify/never-made')).toEqual({ status: 404, json: { status: false, message: 'Transfer not found' } });
  });
});

describe('POST /refund', () => {
  it('a partial then the rest: queued, refund.pending and refund.processed events, the transaction ends reversed', async () => {
    const { reference } = await paidTransaction(500_000);
    const part = await ps.api('POST', '/refund', { transaction: reference, amount: 200_000, merchant_note: 'cleaner late' });
    expect(part.json).toMatchObject({
      status: true,
      message: 'Refund has been queued for processing',
      data: { transaction: { reference, amount: 500_000 }, amount: 200_000, currency: 'NGN', status: 'pending', merchant_note: 'cleaner late', id: expect.any(Number) },
    });
    const processed = await eventually(
      () => receiver.events('refund.processed').find((d) => d.event.data.transaction_reference === reference),
      'refund.processed',
    );
    expect(processed.event.data).toMatchObject({ status: 'processed', amount: 200_000, currency: 'NGN', refund_reference: expect.any(String) });
    expect(receiver.events('refund.pending').some((d) => d.event.data.transaction_reference === reference)).toBe(true);
    expect((await ps.api('GET', `/refund/${part.json.data.id}`)).json.data.status).toBe('processed');
    expect((await ps.api('GET', `/transaction/verify/${reference}`)).json.data.status).toBe('success');

    expect(await ps.api('POST', '/refund', { transaction: reference, amount: 300_001 })).toEqual({
      status: 400, json: { status: false, message: 'Refund amount cannot be greater than the amount left to refund' },
    });
    const rest = await ps.api('POST', '/refund', { transaction: reference });
    expect(rest.json.data.amount).toBe(300_000);
    expect((await ps.api('GET', `/transaction/verify/${reference}`)).json.data.status).toBe('reversed');
    expect(await ps.api('POST', '/refund', { transaction: reference })).toEqual({ status: 400, json: { status: false, message: 'Transaction has been fully reversed' } });
  });

  it('takes the transaction id as well as the reference', async () => {
    const { reference } = await paidTransaction(100_000);
    const id = (await ps.api('GET', `/transaction/verify/${reference}`)).json.data.id;
    expect((await ps.api('POST', '/refund', { transaction: id })).json.data).toMatchObject({ amount: 100_000, transaction: { reference } });
  });

  it('refuses what cannot be refunded', async () => {
    const unpaid = await ps.api('POST', '/transaction/initialize', { email: 'u@example.ng', amount: 5000 });
    expect(await ps.api('POST', '/refund', {})).toEqual({ status: 400, json: { status: false, message: 'Transaction reference or id is required' } });
    expect(await ps.api('POST', '/refund', { transaction: 'nope' })).toEqual({ status: 404, json: { status: false, message: 'Transaction not found' } });
    expect(await ps.api('POST', '/refund', { transaction: unpaid.json.data.reference })).toEqual({ status: 400, json: { status: false, message: 'Cannot refund a transaction that was not successful' } });
    const { reference } = await paidTransaction(100_000);
    expect(await ps.api('POST', '/refund', { transaction: reference, amount: '12.5' })).toEqual({ status: 400, json: { status: false, message: 'Invalid amount' } });
  });
});

it('an unknown route is a 404 in the envelope', async () => {
  expect(await ps.api('GET', '/charge/nope')).toEqual({ status: 404, json: { status: false, message: 'Route not found' } });
});

describe('hostile or malformed requests get a 4xx JSON error, never a 5xx', () => {
  const odd = { toString: 1, __proto__: { x: 1 }, constructor: 'x' };
  const bodies = ['null', '"text"', '123', 'true', '{"a":', JSON.stringify(odd), '{"__proto__":{"status":true}}', JSON.stringify({ email: ['a@b.ng'], amount: [5000], reference: { r: 1 }, transaction: { id: 1 }, recipient: ['RCP_x'], type: ['nuban'], name: { n: 1 }, account_number: 1234567890, bank_code: 44, source: ['balance'], metadata: 5, channels: 'card', callback_url: ['https://x'] }), JSON.stringify({ email: 'a@b.ng', amount: 1e300 }), `{"metadata":${'['.repeat(5000)}${']'.repeat(5000)}}`];
  it.each(['/transaction/initialize', '/refund', '/transferrecipient', '/transfer'])('POST %s', async (path) => {
    for (const body of bodies) {
      const res = await ps.api('POST', path, body);
      expect([path, body.slice(0, 40), res.status]).toEqual([path, body.slice(0, 40), expect.any(Number)]);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.json.status).toBe(false);
    }
  });

  it.each([
    '/transaction?perPage=-5&page=abc&from=never&to=%ff',
    '/transaction?perPage=1e9&page=1e308',
    '/bank/resolve?account_number=1&account_number=2&bank_code=058',
    '/bank/resolve?account_number[]=1&bank_code[x]=058',
    '/transaction/verify/%E0%A4%A',
    '/refund/abc',
    `/transaction/verify/${'a'.repeat(300)}`,
  ])('GET %s', async (path) => {
    const res = await ps.api('GET', path);
    expect(res.status).toBeLessThan(500);
    expect(typeof res.json.status).toBe('boolean');
  });

  it('a body over the limit is refused with 413 before it is read whole', async () => {
    const res = await ps.api('POST', '/transaction/initialize', JSON.stringify({ email: 'a@b.ng', amount: 100, metadata: { pad: 'x'.repeat(300 * 1024) } }));
    expect(res.status).toBe(413);
    expect(res.json.status).toBe(false);
  });
});
