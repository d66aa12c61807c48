/**
 * Issue 23, item 7 at HTTP level: the payments, payouts and paystack-webhook functions on a real local-supabase,
 * against a real local Paystack whose signed webhooks reach the function. The customer pays on the checkout page by
 * form posts (as a browser does); the database is read as its owner to see what was recorded.
 */
import { DECLINED_CARD, SUCCESS_CARD, resolveAccountName, signWebhook } from '@spotless/local-paystack';
import { passTotp } from '@spotless/local-supabase';
import { eventually, postForm, SECRET, SITE_URL, startStack, type Json, type Person, type Stack } from './stack';

let s: Stack;
let admin: Person;
let client: Person;
let cleaner: Person; // account name matches: verified
let mismatched: Person; // account name does not match: pending_review
let failing: Person; // account 0000000002: every transfer fails

const BANK = '058'; // Guaranty Trust Bank in local Paystack's list
const GOOD_ACCOUNT = '0123456789';
const FAILING_ACCOUNT = '0000000002';
const PRICE = 5_000_000; // ₦50,000
const CARD = { card_number: SUCCESS_CARD, expiry: '12/40', cvv: '408' };

/** "OKAFOR ADAEZE NGOZI" → "Adaeze Ngozi Okafor": the profile name a bank's account name should match. */
const profileNameFor = (account: string) => {
  const [last, ...first] = resolveAccountName(BANK, account)!.split(' ').map((w) => w[0] + w.slice(1).toLowerCase());
  return [...first, last].join(' ');
};

async function makeCleaner(fullName: string): Promise<Person> {
  const c = await s.signUp(fullName, 'cleaner');
  const profile = await c.client
    .from('cleaner_profiles')
    .update({
      state: 'Lagos', lga: 'Ikeja', service_locations: ['Lagos/Ikeja'], bio: 'Thorough and punctual.',
      specializations: ['Residential Cleaning'], availability: 'Weekdays', years_of_experience: '1_year',
    })
    .eq('user_id', c.id);
  if (profile.error) throw profile.error;
  const submitted = await c.client.rpc('submit_verification', {
    p_id_type: 'NIN', p_government_id_path: `${c.id}/nin.jpg`, p_address_proof_path: `${c.id}/bill.pdf`, p_consent: true,
  });
  if (submitted.error) throw submitted.error;
  const verified = await admin.client.rpc('verify_cleaner', { p_cleaner_id: c.id });
  if (verified.error) throw verified.error;
  return c;
}

/** An accepted booking of `customer` with `worker` at `price` (the agreed price the customer pays). */
async function acceptedBooking(customer: Person, worker: Person, price = PRICE, guest = false): Promise<string> {
  const created = await customer.client.rpc('create_booking', {
    p_cleaner_id: worker.id, p_services: ['House Cleaning'], p_location: 'Ikoyi', p_budget_kobo: price,
    ...(guest ? { p_full_name: 'Kemi Guest', p_phone: '+2348099990000' } : {}),
  });
  if (created.error) throw created.error;
  const accepted = await worker.client.rpc('accept_booking', { p_booking_id: created.data, p_price_kobo: price });
  if (accepted.error) throw accepted.error;
  return created.data as string;
}

async function initialize(who: Person, booking: string, extra: Record<string, unknown> = {}) {
  return s.call(who.token, 'POST', 'payments/initialize', { booking_id: booking, ...extra });
}

/** Initialize, pay by card on the checkout page, verify: the happy path as the browser walks it. */
async function payBooking(who: Person, booking: string): Promise<{ reference: string; paymentId: string }> {
  const init = await initialize(who, booking);
  expect(init.status).toBe(200);
  expect((await postForm(`${init.json.authorization_url}/card`, CARD)).status).toBe(303);
  const verified = await s.call(who.token, 'POST', 'payments/verify', { reference: init.json.reference });
  expect(verified.json.status).toBe('completed');
  return { reference: init.json.reference, paymentId: init.json.payment_id };
}

async function finishJob(worker: Person, customer: Person, booking: string) {
  expect((await worker.client.rpc('complete_booking', { p_booking_id: booking })).error).toBeNull();
  expect((await customer.client.rpc('confirm_booking_completion', { p_booking_id: booking })).error).toBeNull();
}

const one = async <T = Json>(text: string, params: unknown[] = []): Promise<T> => (await s.sql<T>(text, params))[0]!;
const count = async (text: string, params: unknown[] = []) => Number((await one<{ n: string }>(text, params)).n);
const payoutOf = (booking: string) => one(`select * from public.payouts where booking_id = $1`, [booking]);
const paymentBy = (reference: string) => one(`select * from public.payments where reference = $1`, [reference]);
const eventOutcome = (event: string, reference: string) =>
  eventually(async () => (await s.sql(`select outcome from public.paystack_events where event = $1 and reference = $2 and processed_at is not null`, [event, reference]))[0]?.outcome as string | undefined, `${event} for ${reference}`);
/** The outcome of the event about Paystack object `objectId`, once handled (the webhook handles after answering). */
const outcomeOf = (event: string, objectId: string | number) =>
  eventually(async () => (await s.sql(`select outcome from public.paystack_events where event = $1 and object_id = $2 and processed_at is not null`, [event, String(objectId)]))[0]?.outcome as string | undefined, `${event} ${objectId}`);

/** Posts `body` to the webhook as Paystack would (signed with the secret key unless a signature is given). */
async function deliver(body: string, signature: string | null = signWebhook(body, SECRET)) {
  const res = await fetch(`${s.supabase.url}/functions/v1/paystack-webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'x-paystack-signature': signature }) },
    body,
  });
  return { status: res.status, json: await res.json() };
}

/** A payment of ours whose Paystack transaction the test makes itself (start_payment as the customer, no checkout). */
async function paymentWithoutCheckout(who: Person, booking: string): Promise<{ reference: string; amount: number }> {
  const started = await who.client.rpc('start_payment', { p_booking_id: booking });
  expect(started.error).toBeNull();
  return { reference: started.data[0].reference, amount: Number(started.data[0].amount_kobo) };
}

beforeAll(async () => {
  s = await startStack();
  admin = await s.signUp('Tunde Bakare', 'client');
  await s.sql(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [admin.id]);
  // Admin power needs a session that passed MFA (aal2): the admin enrols a TOTP factor and enters its code.
  await passTotp(admin.client);
  admin = { ...admin, token: (await admin.client.auth.getSession()).data.session!.access_token };
  // One client books and pays for every scenario here; the per-session write limits are not what is tested.
  await s.sql(`update public.write_limits set per_session = 1000, per_ip = null where action in ('booking', 'payment')`);
  client = await s.signUp('Funke Adeyemi', 'client');
  cleaner = await makeCleaner(profileNameFor(GOOD_ACCOUNT));
  mismatched = await makeCleaner('Zainab Quadri');
  failing = await makeCleaner(profileNameFor(FAILING_ACCOUNT));
}, 120_000);
afterAll(async () => {
  await s?.stop();
});

describe('routes', () => {
  it('answer unknown routes 404 and wrong methods 405 in the JSON error shape; a return path off the site is 400', async () => {
    expect(await s.call(client.token, 'POST', 'payments/nothing', {})).toEqual({ status: 404, json: { code: 'not_found', message: expect.any(String) } });
    expect((await s.call(client.token, 'GET', 'payments/initialize')).status).toBe(405);
    expect((await s.call(client.token, 'POST', 'payouts/banks', {})).status).toBe(405);
    expect((await s.call(client.token, 'GET', 'paystack-webhook')).status).toBe(405);
    const booking = await acceptedBooking(client, cleaner);
    for (const returnPath of ['//evil.example/x', 'https://evil.example/', '/x'.repeat(151)]) {
      expect(await initialize(client, booking, { return_path: returnPath })).toMatchObject({ status: 400, json: { code: 'invalid_return_path' } });
    }
    expect(await s.call(client.token, 'POST', 'payments/initialize', { booking_id: 'not-a-uuid' })).toMatchObject({ status: 400 });
    // Nothing was started for the refused calls.
    expect(await count(`select count(*) n from public.payments where booking_id = $1`, [booking])).toBe(0);
  });
});

describe('paying', () => {
  let booking: string;
  let reference: string;

  it('a client pays by card on the checkout page: completed once, booking paid, payout held with 15% commission', async () => {
    booking = await acceptedBooking(client, cleaner);
    const init = await initialize(client, booking);
    expect(init).toEqual({
      status: 200,
      json: { payment_id: expect.any(String), reference: expect.stringMatching(/^spl-[0-9a-f]{24}$/), amount_kobo: PRICE, authorization_url: expect.stringContaining(`${s.paystack.url}/checkout/`) },
    });
    reference = init.json.reference;
    // A second tap on Pay now opens the same checkout.
    expect((await initialize(client, booking)).json).toEqual(init.json);
    const tx = (await s.paystackApi('GET', `/transaction/verify/${reference}`)).json.data;
    expect(tx).toMatchObject({ amount: PRICE, currency: 'NGN', customer: { email: client.email }, metadata: { cancel_action: `${SITE_URL}/client/payments/return?cancelled=1` } });

    const paid = await postForm(`${init.json.authorization_url}/card`, CARD);
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`${SITE_URL}/client/payments/return?trxref=${reference}&reference=${reference}`);
    const verified = await s.call(client.token, 'POST', 'payments/verify', { reference });
    expect(verified).toEqual({ status: 200, json: { reference, status: 'completed', outcome: expect.stringMatching(/^(completed|unchanged)$/), booking_id: booking, amount_kobo: PRICE } });

    // charge.success arrives too; whichever came first recorded the payment, the other changed nothing.
    const webhookOutcome = await eventOutcome('charge.success', reference);
    expect([verified.json.outcome, webhookOutcome].sort()).toEqual(['completed', 'unchanged']);
    expect(await paymentBy(reference)).toMatchObject({ status: 'completed', method: 'card', card_last4: '4081', provider: 'paystack' });
    expect(await one(`select payment_status from public.bookings where id = $1`, [booking])).toEqual({ payment_status: 'paid' });
    expect(await s.sql(`select status, gross_kobo::int, commission_kobo::int, amount_kobo::int from public.payouts where booking_id = $1`, [booking]))
      .toEqual([{ status: 'held', gross_kobo: PRICE, commission_kobo: 750_000, amount_kobo: 4_250_000 }]);
    expect(await count(`select count(*) n from public.money_audit where reference = $1 and action = 'payment.completed'`, [reference])).toBe(1);
    expect(await count(`select count(*) n from public.money_audit where booking_id = $1 and action = 'payout.held'`, [booking])).toBe(1);
  });

  it('a second initialize after paying is refused 409 already_paid', async () => {
    expect(await initialize(client, booking)).toEqual({ status: 409, json: { code: 'already_paid', message: 'This booking is already paid.' } });
  });

  it('only the customer (or an admin) can verify a payment; others learn nothing', async () => {
    const other = await s.signUp('Musa Bello', 'client');
    expect((await s.call(other.token, 'POST', 'payments/verify', { reference })).status).toBe(404);
    expect((await s.call(admin.token, 'POST', 'payments/verify', { reference })).json).toMatchObject({ status: 'completed', outcome: 'unchanged' });
  });

  it('a guest pays with the e-mail they give; Paystack brings them back to their requests', async () => {
    const guest = await s.guest();
    const b = await acceptedBooking(guest, cleaner, 1_234_500, true);
    const init = await initialize(guest, b, { email: 'Kemi.Guest@Example.ng' });
    expect(init.status).toBe(200);
    expect((await s.paystackApi('GET', `/transaction/verify/${init.json.reference}`)).json.data.customer.email).toBe('kemi.guest@example.ng');
    const paid = await postForm(`${init.json.authorization_url}/card`, CARD);
    expect(paid.location).toMatch(new RegExp(`^${SITE_URL}/my-requests\\?trxref=`));
    expect((await s.call(guest.token, 'POST', 'payments/verify', { reference: init.json.reference })).json.status).toBe('completed');
    expect(await paymentBy(init.json.reference)).toMatchObject({ status: 'completed', customer_email: 'kemi.guest@example.ng', client_id: guest.id });
  });

  it('a declined card fails the payment; a retry on the same checkout completes it', async () => {
    const b = await acceptedBooking(client, cleaner);
    const init = await initialize(client, b);
    const declined = await postForm(`${init.json.authorization_url}/card`, { card_number: DECLINED_CARD, expiry: '12/40', cvv: '001' });
    expect(declined.status).toBe(402);
    expect((await s.call(client.token, 'POST', 'payments/verify', { reference: init.json.reference })).json).toMatchObject({ status: 'failed', outcome: 'failed' });
    expect(await paymentBy(init.json.reference)).toMatchObject({ status: 'failed', gateway_response: 'Declined' });
    expect(await one(`select payment_status from public.bookings where id = $1`, [b])).toEqual({ payment_status: 'unpaid' });

    expect((await postForm(`${init.json.authorization_url}/card`, CARD)).status).toBe(303);
    expect((await s.call(client.token, 'POST', 'payments/verify', { reference: init.json.reference })).json.status).toBe('completed');
    expect(await one(`select payment_status from public.bookings where id = $1`, [b])).toEqual({ payment_status: 'paid' });
  });

  it('an abandoned checkout pays nothing: the cancel goes back with cancelled=1, the booking stays unpaid', async () => {
    const b = await acceptedBooking(client, cleaner);
    const init = await initialize(client, b, { return_path: '/client/bookings?open=1' });
    const cancelled = await postForm(`${init.json.authorization_url}/cancel`);
    expect(cancelled.location).toBe(`${SITE_URL}/client/bookings?open=1&cancelled=1`);
    expect((await s.call(client.token, 'POST', 'payments/verify', { reference: init.json.reference })).json).toMatchObject({ status: 'pending', outcome: 'unchanged' });
    expect(await one(`select payment_status from public.bookings where id = $1`, [b])).toEqual({ payment_status: 'unpaid' });
    expect(await count(`select count(*) n from public.payouts where booking_id = $1`, [b])).toBe(0);
  });
});

describe('the webhook', () => {
  let paid: { reference: string; booking: string };
  let tampered: string;

  beforeAll(async () => {
    const booking = await acceptedBooking(client, cleaner);
    paid = { ...(await payBooking(client, booking)), booking };
    await eventOutcome('charge.success', paid.reference);
  });

  it('refuses a forged or missing signature with 401 and writes nothing', async () => {
    const before = await count(`select count(*) n from public.paystack_events`);
    const body = JSON.stringify({ event: 'charge.success', data: { id: 999_999, reference: paid.reference, amount: PRICE, status: 'success' } });
    expect(await deliver(body, signWebhook(body, 'sk_test_someone_else'))).toEqual({ status: 401, json: { code: 'invalid_signature', message: expect.any(String) } });
    expect((await deliver(body, null)).status).toBe(401);
    expect((await deliver(body, signWebhook(body, SECRET).replace(/.$/, (c) => (c === '0' ? '1' : '0')))).status).toBe(401);
    // Signed for other bytes: the same JSON with a space more.
    expect((await deliver(body.replace('{', '{ '), signWebhook(body, SECRET))).status).toBe(401);
    expect(await count(`select count(*) n from public.paystack_events`)).toBe(before);
  });

  it('answers 400 to a signed body that is not JSON, and notes an unknown event without acting on it', async () => {
    expect((await deliver('{not json')).status).toBe(400);
    const unknown = await deliver(JSON.stringify({ event: 'subscription.create', data: { id: 42 } }));
    expect(unknown).toEqual({ status: 200, json: { received: true } });
    expect(await outcomeOf('subscription.create', 42)).toBe('ignored');
  });

  it('a replay of a handled event is a duplicate and changes nothing', async () => {
    const payment = await paymentBy(paid.reference);
    const tx = (await s.paystackApi('GET', `/transaction/verify/${paid.reference}`)).json.data;
    const audit = await count(`select count(*) n from public.money_audit`);
    const replay = await deliver(JSON.stringify({ event: 'charge.success', data: tx }));
    expect(replay).toEqual({ status: 200, json: { received: true, duplicate: true } });
    expect(await count(`select count(*) n from public.money_audit`)).toBe(audit);
    expect(await paymentBy(paid.reference)).toEqual(payment);
    expect(await one(`select deliveries from public.paystack_events where event = 'charge.success' and object_id = $1`, [String(tx.id)])).toEqual({ deliveries: 2 });
    expect(await count(`select count(*) n from public.payouts where booking_id = $1`, [paid.booking])).toBe(1);
  });

  it('a signed charge.success for a payment Paystack has not been paid records nothing', async () => {
    const b = await acceptedBooking(client, cleaner);
    const ours = await paymentWithoutCheckout(client, b);
    const tx = (await s.paystackApi('POST', '/transaction/initialize', { email: client.email, amount: ours.amount, reference: ours.reference })).json.data;
    expect(tx.reference).toBe(ours.reference);
    const claim = await deliver(JSON.stringify({ event: 'charge.success', data: { id: 777_001, reference: ours.reference, amount: ours.amount, currency: 'NGN', status: 'success' } }));
    expect(claim).toEqual({ status: 200, json: { received: true } });
    expect(await outcomeOf('charge.success', 777_001)).toBe('unchanged');
    expect(await paymentBy(ours.reference)).toMatchObject({ status: 'pending', paid_at: null });
    expect(await one(`select payment_status from public.bookings where id = $1`, [b])).toEqual({ payment_status: 'unpaid' });
    const stranger = await deliver(JSON.stringify({ event: 'charge.success', data: { id: 777_002, reference: 'spl-000000000000000000000000' } }));
    expect(stranger).toEqual({ status: 200, json: { received: true } });
    expect(await outcomeOf('charge.success', 777_002)).toBe('not_at_paystack');
  });

  it('a tampered amount (Paystack charged another amount for our reference) is not recorded: mismatch and an audit row', async () => {
    const b = await acceptedBooking(client, cleaner);
    const ours = await paymentWithoutCheckout(client, b);
    tampered = ours.reference;
    const tx = (await s.paystackApi('POST', '/transaction/initialize', { email: client.email, amount: 100, reference: ours.reference })).json.data;
    expect((await postForm(`${tx.authorization_url}/card`, CARD)).status).toBe(200);
    expect(await eventOutcome('charge.success', ours.reference)).toBe('mismatch');
    expect((await s.call(client.token, 'POST', 'payments/verify', { reference: ours.reference })).json).toMatchObject({ status: 'pending', outcome: 'mismatch' });
    expect(await paymentBy(ours.reference)).toMatchObject({ status: 'pending' });
    expect(await one(`select payment_status from public.bookings where id = $1`, [b])).toEqual({ payment_status: 'unpaid' });
    expect(await s.sql(`select amount_kobo::int, details->>'expected_kobo' expected from public.money_audit where reference = $1 and action = 'payment.mismatch'`, [ours.reference]))
      .toEqual([{ amount_kobo: 100, expected: String(ours.amount) }, { amount_kobo: 100, expected: String(ours.amount) }]);
  });

  afterAll(() => {
    reconcileExpect.set(tampered, 'amount');
  });
});

/** References the reconcile test expects to be flagged, and how (filled by the tests that make them). */
const reconcileExpect = new Map<string, string>();

describe('payout accounts', () => {
  it('lists Paystack\'s banks to any signed-in user', async () => {
    const banks = await s.call(cleaner.token, 'GET', 'payouts/banks');
    expect(banks.status).toBe(200);
    expect(banks.json.banks).toContainEqual({ code: BANK, name: 'Guaranty Trust Bank' });
    expect((await fetch(`${s.supabase.url}/functions/v1/payouts/banks`)).status).toBe(401);
  });

  it('refuses an account Paystack cannot resolve (422), a bad number (400) and a client (403)', async () => {
    expect(await s.call(cleaner.token, 'POST', 'payouts/account', { bank_code: BANK, account_number: '0000000000' }))
      .toMatchObject({ status: 422, json: { code: 'account_not_resolved' } });
    expect((await s.call(cleaner.token, 'POST', 'payouts/account', { bank_code: BANK, account_number: '12345' })).status).toBe(400);
    expect((await s.call(cleaner.token, 'POST', 'payouts/account', { bank_code: '999', account_number: GOOD_ACCOUNT })).status).toBe(400);
    expect((await s.call(client.token, 'POST', 'payouts/account', { bank_code: BANK, account_number: GOOD_ACCOUNT })).status).toBe(403);
    expect(await count(`select count(*) n from public.payout_accounts where cleaner_id = $1`, [cleaner.id])).toBe(0);
  });

  it('saves a matching account as verified; a name that does not match waits for an admin', async () => {
    const saved = await s.call(cleaner.token, 'POST', 'payouts/account', { bank_code: BANK, account_number: GOOD_ACCOUNT });
    expect(saved).toEqual({ status: 200, json: { status: 'verified', bank_name: 'Guaranty Trust Bank', account_name: resolveAccountName(BANK, GOOD_ACCOUNT), account_number_last4: '6789' } });
    expect(await one(`select status, recipient_code ~ '^RCP_' ok from public.payout_accounts where cleaner_id = $1`, [cleaner.id])).toEqual({ status: 'verified', ok: true });
    const review = await s.call(mismatched.token, 'POST', 'payouts/account', { bank_code: BANK, account_number: '1111111111' });
    expect(review.json.status).toBe('pending_review');
    expect((await s.call(failing.token, 'POST', 'payouts/account', { bank_code: BANK, account_number: FAILING_ACCOUNT })).json.status).toBe('verified');
  });
});

describe('hold and release', () => {
  it('a confirmed job\'s payout goes to the cleaner\'s bank: processing, then paid on transfer.success, price minus commission', async () => {
    const b = await acceptedBooking(client, cleaner);
    await payBooking(client, b);
    expect((await s.call(client.token, 'POST', 'payments/process', {})).json).toMatchObject({ payouts: 0, refunds: 0 }); // held
    await finishJob(cleaner, client, b);
    expect(await payoutOf(b)).toMatchObject({ status: 'queued' });
    expect((await s.call(client.token, 'POST', 'payments/process', {})).json).toMatchObject({ payouts: 1, refunds: 0 });
    const payout = await payoutOf(b);
    expect(payout).toMatchObject({ status: 'processing', transfer_reference: `${payout.reference}_1` });
    const transfer = (await s.paystackApi('GET', `/transfer/verify/${payout.transfer_reference}`)).json.data;
    expect(transfer).toMatchObject({ amount: PRICE - 750_000, recipient: { details: { account_number: GOOD_ACCOUNT } } });
    expect(await eventOutcome('transfer.success', payout.transfer_reference)).toBe('paid');
    expect(await payoutOf(b)).toMatchObject({ status: 'paid', transfer_code: transfer.transfer_code });
  });

  it('the service role may run process too; a payout whose account is in review waits with its reason', async () => {
    const b = await acceptedBooking(client, mismatched);
    await payBooking(client, b);
    await finishJob(mismatched, client, b);
    expect((await s.call(s.serviceKey, 'POST', 'payments/process', {})).json).toMatchObject({ payouts: 0, refunds: 0 });
    expect(await payoutOf(b)).toMatchObject({ status: 'queued', waiting_reason: 'account_in_review', transfer_reference: null });
  });

  it('a transfer that fails fails the payout; an admin retry sends it again with a new transfer reference', async () => {
    const b = await acceptedBooking(client, failing);
    await payBooking(client, b);
    await finishJob(failing, client, b);
    expect((await s.call(client.token, 'POST', 'payments/process', {})).json.payouts).toBe(1);
    const first = await payoutOf(b);
    expect(await eventOutcome('transfer.failed', first.transfer_reference)).toBe('failed');
    expect(await payoutOf(b)).toMatchObject({ status: 'failed', failure_reason: 'Could not credit beneficiary account' });

    expect((await admin.client.rpc('retry_payout', { p_payout_id: first.id })).error).toBeNull();
    expect((await s.call(admin.token, 'POST', 'payments/process', {})).json.payouts).toBe(1);
    const second = await payoutOf(b);
    expect(second.transfer_reference).toBe(`${first.reference}_2`);
    expect(await eventOutcome('transfer.failed', second.transfer_reference)).toBe('failed');
    expect(await payoutOf(b)).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('concurrent process runs send one transfer for a payout', async () => {
    const b = await acceptedBooking(client, cleaner);
    await payBooking(client, b);
    await finishJob(cleaner, client, b);
    const runs = await Promise.all(Array.from({ length: 5 }, (_, i) => s.call(i % 2 ? s.serviceKey : client.token, 'POST', 'payments/process', {})));
    expect(runs.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(runs.reduce((sum, r) => sum + r.json.payouts, 0)).toBe(1);
    const payout = await payoutOf(b);
    const transfers = s.paystack.context.store.state.transfers.filter((t) => t.reference.startsWith(payout.reference));
    expect(transfers).toHaveLength(1);
    expect(await count(`select count(*) n from public.money_audit where payout_id = $1 and action = 'payout.sent'`, [payout.id])).toBe(1);
    expect(await eventOutcome('transfer.success', payout.transfer_reference)).toBe('paid');
  });
});

describe('refunds', () => {
  it('a client cancels a paid booking: refunded in full through Paystack, booking refunded, payout cancelled', async () => {
    const b = await acceptedBooking(client, cleaner);
    const { reference } = await payBooking(client, b);
    expect((await client.client.rpc('cancel_booking', { p_booking_id: b })).error).toBeNull();
    expect(await payoutOf(b)).toMatchObject({ status: 'cancelled' });
    expect((await s.call(client.token, 'POST', 'payments/process', {})).json).toMatchObject({ payouts: 0, refunds: 1 });
    await eventually(async () => (await paymentBy(reference)).status === 'refunded', 'the refund to be processed');
    expect(await one(`select payment_status from public.bookings where id = $1`, [b])).toEqual({ payment_status: 'refunded' });
    expect(await one(`select status, amount_kobo::int, paystack_refund_id is not null has_id from public.refunds where booking_id = $1`, [b]))
      .toEqual({ status: 'processed', amount_kobo: PRICE, has_id: true });
    const atPaystack = (await s.paystackApi('GET', `/transaction/verify/${reference}`)).json.data;
    expect(atPaystack.status).toBe('reversed');
  });

  it('an admin\'s partial refund leaves the payment partially refunded and reduces the payout', async () => {
    const b = await acceptedBooking(client, cleaner);
    const { paymentId } = await payBooking(client, b);
    expect((await admin.client.rpc('request_refund', { p_payment_id: paymentId, p_amount_kobo: 1_000_000, p_reason: 'Two rooms were not cleaned' })).error).toBeNull();
    expect((await s.call(admin.token, 'POST', 'payments/process', {})).json.refunds).toBe(1);
    await eventually(async () => (await one(`select status from public.payments where id = $1`, [paymentId])).status === 'partially_refunded', 'the partial refund');
    expect(await one(`select payment_status from public.bookings where id = $1`, [b])).toEqual({ payment_status: 'partially_refunded' });
    expect(await s.sql(`select status, gross_kobo::int, commission_kobo::int, amount_kobo::int from public.payouts where booking_id = $1`, [b]))
      .toEqual([{ status: 'held', gross_kobo: 4_000_000, commission_kobo: 600_000, amount_kobo: 3_400_000 }]);
  });
});

describe('answered first, handled after; process takes up what was lost', () => {
  afterEach(async () => {
    // Each test may leave Paystack stopped or without its webhook URL: the next one starts from the usual stack.
    await s.startPaystack();
  });

  /** A booking paid at Paystack whose charge.success was never sent (Paystack had no webhook URL meanwhile). */
  async function paidWithoutWebhook({ restart = true } = {}): Promise<{ booking: string; reference: string; event: string; txId: number }> {
    if (restart) await s.startPaystack({ webhooks: false });
    const booking = await acceptedBooking(client, cleaner);
    const init = await initialize(client, booking);
    expect((await postForm(`${init.json.authorization_url}/card`, CARD)).status).toBe(303);
    const tx = (await s.paystackApi('GET', `/transaction/verify/${init.json.reference}`)).json.data;
    expect(tx.status).toBe('success');
    return { booking, reference: init.json.reference, event: JSON.stringify({ event: 'charge.success', data: tx }), txId: tx.id };
  }
  const eventRow = (txId: number) =>
    one(`select outcome, attempts, processed_at is not null as handled from public.paystack_events where event = 'charge.success' and object_id = $1`, [String(txId)]);
  const process = async () => {
    const res = await s.call(s.serviceKey, 'POST', 'payments/process', {});
    expect(res.status).toBe(200);
    return res.json;
  };

  it('the webhook answers once the event is noted, then verifies and records the payment', async () => {
    const paid = await paidWithoutWebhook();
    expect(await paymentBy(paid.reference)).toMatchObject({ status: 'pending' });
    expect(await deliver(paid.event)).toEqual({ status: 200, json: { received: true } });
    expect(await outcomeOf('charge.success', paid.txId)).toBe('completed');
    expect(await paymentBy(paid.reference)).toMatchObject({ status: 'completed', method: 'card' });
    expect(await one(`select payment_status from public.bookings where id = $1`, [paid.booking])).toEqual({ payment_status: 'paid' });
    expect(await eventRow(paid.txId)).toEqual({ outcome: 'completed', attempts: 1, handled: true });
    expect(await deliver(paid.event)).toEqual({ status: 200, json: { received: true, duplicate: true } });
  });

  it('a burst of events is answered at once and every event is handled after', async () => {
    await s.startPaystack({ webhooks: false });
    const paid = [];
    for (let i = 0; i < 10; i++) paid.push(await paidWithoutWebhook({ restart: false }));
    const answers = await Promise.all(paid.map((p) => deliver(p.event)));
    expect(answers).toEqual(paid.map(() => ({ status: 200, json: { received: true } })));
    for (const p of paid) expect(await outcomeOf('charge.success', p.txId)).toBe('completed');
    expect(await count(`select count(*) n from public.payments where reference = any($1) and status = 'completed'`, [paid.map((p) => p.reference)])).toBe(10);
  });

  it('an event whose handling failed (Paystack unreachable) stays unhandled; process handles it once its claim lapsed', async () => {
    const paid = await paidWithoutWebhook();
    await s.stopPaystack();
    expect(await deliver(paid.event)).toEqual({ status: 200, json: { received: true } });
    // The handling after the answer cannot reach Paystack's verify: nothing is recorded and the event stays to do.
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await eventRow(paid.txId)).toEqual({ outcome: null, attempts: 1, handled: false });
    expect(await paymentBy(paid.reference)).toMatchObject({ status: 'pending' });

    await s.startPaystack();
    // Paystack delivering it again while the first claim holds changes nothing, and neither does a process run.
    expect(await deliver(paid.event)).toEqual({ status: 200, json: { received: true, duplicate: true } });
    expect((await process()).events_handled).toEqual(expect.any(Number));
    expect(await eventRow(paid.txId)).toMatchObject({ attempts: 1, handled: false });

    await s.sql(`update public.paystack_events set claimed_at = now() - interval '2 minutes' where event = 'charge.success' and object_id = $1`, [String(paid.txId)]);
    expect((await process()).events_handled).toBeGreaterThanOrEqual(1);
    expect(await eventRow(paid.txId)).toEqual({ outcome: 'completed', attempts: 2, handled: true });
    expect(await paymentBy(paid.reference)).toMatchObject({ status: 'completed' });
    expect(await one(`select payment_status from public.bookings where id = $1`, [paid.booking])).toEqual({ payment_status: 'paid' });
    expect(await count(`select count(*) n from public.money_audit where reference = $1 and action = 'payment.completed'`, [paid.reference])).toBe(1);
    await process();
    expect(await eventRow(paid.txId)).toMatchObject({ attempts: 2 });
  });

  it('a completion nobody confirmed within 48 hours is released and its payout sent by a scheduled process run', async () => {
    const b = await acceptedBooking(client, cleaner);
    await payBooking(client, b);
    expect((await cleaner.client.rpc('complete_booking', { p_booking_id: b })).error).toBeNull();
    expect(await process()).toMatchObject({ completions_settled: 0, payouts: 0 });
    await s.sql(`update public.bookings set completed_at = now() - interval '49 hours' where id = $1`, [b]);
    expect(await process()).toMatchObject({ completions_settled: 1, payouts: 1 });
    expect(await one(`select status, confirmed_by from public.bookings where id = $1`, [b])).toEqual({ status: 'completed', confirmed_by: 'timeout' });
    const payout = await payoutOf(b);
    expect(payout).toMatchObject({ status: 'processing', transfer_reference: `${payout.reference}_1` });
    expect(await eventOutcome('transfer.success', payout.transfer_reference)).toBe('paid');
  });

  it('a payout processing for 15 minutes whose webhook never came is settled with what Paystack says', async () => {
    const b = await acceptedBooking(client, cleaner);
    await payBooking(client, b);
    await finishJob(cleaner, client, b);
    await s.startPaystack({ webhooks: false });
    expect(await process()).toMatchObject({ payouts: 1 });
    const payout = await payoutOf(b);
    await eventually(async () => (await s.paystackApi('GET', `/transfer/verify/${payout.transfer_reference}`)).json.data.status === 'success', 'the transfer to settle at Paystack');
    expect(await process()).toMatchObject({ transfers_checked: 0 });
    expect(await payoutOf(b)).toMatchObject({ status: 'processing' });
    await s.sql(`update public.payouts set sent_at = now() - interval '16 minutes' where id = $1`, [payout.id]);
    expect(await process()).toMatchObject({ transfers_checked: 1 });
    expect(await payoutOf(b)).toMatchObject({ status: 'paid', transfer_reference: payout.transfer_reference });
    expect(await count(`select count(*) n from public.money_audit where payout_id = $1 and action = 'payout.paid'`, [payout.id])).toBe(1);
  });

  it('a payout whose transfer never reached Paystack fails with the reason after 15 minutes; an admin retry sends it', async () => {
    const b = await acceptedBooking(client, cleaner);
    await payBooking(client, b);
    await finishJob(cleaner, client, b);
    await s.stopPaystack();
    // POST /transfer gets no answer: the payout stays processing (Paystack might have taken it).
    expect(await process()).toMatchObject({ payouts: 0 });
    const payout = await payoutOf(b);
    expect(payout).toMatchObject({ status: 'processing', transfer_reference: `${payout.reference}_1` });
    await s.startPaystack();
    expect(await process()).toMatchObject({ transfers_checked: 0 });
    expect(await payoutOf(b)).toMatchObject({ status: 'processing' });
    await s.sql(`update public.payouts set sent_at = now() - interval '16 minutes' where id = $1`, [payout.id]);
    expect(await process()).toMatchObject({ transfers_checked: 1, payouts: 0 });
    expect(await payoutOf(b)).toMatchObject({ status: 'failed', failure_reason: 'The transfer did not reach Paystack.' });
    expect(s.paystack.context.store.state.transfers.filter((t) => t.reference.startsWith(payout.reference))).toHaveLength(0);

    expect((await admin.client.rpc('retry_payout', { p_payout_id: payout.id })).error).toBeNull();
    expect(await process()).toMatchObject({ payouts: 1 });
    const retried = await payoutOf(b);
    expect(retried.transfer_reference).toBe(`${payout.reference}_2`);
    expect(await eventOutcome('transfer.success', retried.transfer_reference)).toBe('paid');
  });
});

describe('reconcile', () => {
  it('flags only what differs: the tampered payment and a transaction made at Paystack that we do not have', async () => {
    const outside = (await s.paystackApi('POST', '/transaction/initialize', { email: 'someone@example.ng', amount: 250_000 })).json.data;
    expect((await postForm(`${outside.authorization_url}/card`, CARD)).status).toBe(200);
    reconcileExpect.set(outside.reference, 'missing_here');
    const today = new Date().toISOString().slice(0, 10);
    const res = await s.call(admin.token, 'GET', `payments/reconcile?from=${today}&to=${today}`);
    expect(res.status).toBe(200);
    const flagged = Object.fromEntries(res.json.rows.filter((r: Json) => r.issue).map((r: Json) => [r.reference, r.issue]));
    expect(flagged).toEqual(Object.fromEntries(reconcileExpect));
    const ours = await count(`select count(*) n from public.payments where provider = 'paystack'`);
    expect(res.json).toMatchObject({ from: today, to: today, summary: { ours, paystack: s.paystack.context.store.state.transactions.length, issues: 2 } });
    const row = res.json.rows.find((r: Json) => r.reference === outside.reference);
    expect(row).toEqual({ reference: outside.reference, ours: null, paystack: { status: 'success', amount_kobo: 250_000, paid_at: expect.any(String) }, issue: 'missing_here' });
  });

  it('is for admins only', async () => {
    expect(await s.call(client.token, 'GET', 'payments/reconcile')).toMatchObject({ status: 403, json: { code: 'forbidden' } });
  });
});
