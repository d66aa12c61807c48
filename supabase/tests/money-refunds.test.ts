/**
 * Money going back and who may move money (issue 23): admin refunds (partial ones reduce the cleaner's share, the
 * rest cancels it, none once the cleaner was paid), sending refunds and what Paystack says about them, webhook events
 * noted once, and which roles may call which money RPC or write money rows (the RLS matrix in policies.test.ts covers
 * reads).
 */
import type { Database } from '@spotless/local-supabase';
import { ANON, as, attempt, rpc, rpcError, SERVICE, type Actor, type Runner } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { acceptedBooking, payBooking, savePayoutAccount, startPayment, type Checkout } from './helpers/money';
import { makeCleaner, makePeople, type People } from './helpers/world';
import { liftWriteLimits } from './helpers/write-limits';

let t: TestDatabase;
let db: Database;
let p: People;

beforeAll(async () => {
  t = await openTestDatabase();
  db = t.db;
  p = await makePeople(db);
  await liftWriteLimits(db);
});
afterAll(async () => {
  await t?.close();
});

const one = async <T>(who: Runner, sql: string, params: unknown[] = []): Promise<T> =>
  as(db, who, async (tx) => (await tx.query<T>(sql, params)).rows[0]!);
const all = async <T>(who: Runner, sql: string, params: unknown[] = []): Promise<T[]> =>
  as(db, who, async (tx) => (await tx.query<T>(sql, params)).rows);
const messages = async (who: Actor) =>
  (await all<{ message: string }>(who, `select message from public.notifications order by created_at desc`)).map((n) => n.message);
const refund = (payment: string, kobo: number, reason = 'The cleaner came late.') =>
  rpc<string>(db, p.admin, 'request_refund', { p_payment_id: payment, p_amount_kobo: kobo, p_reason: reason });
const payoutOf = (bookingId: string) =>
  one<{ status: string; gross_kobo: string; commission_kobo: string; amount_kobo: string }>(SERVICE,
    `select status, gross_kobo::text, commission_kobo::text, amount_kobo::text from public.payouts where booking_id = $1`, [bookingId]);
const state = (c: Checkout) =>
  one<{ payment: string; refunded_kobo: string; booking: string }>(SERVICE,
    `select x.status as payment, x.refunded_kobo::text, b.payment_status as booking from public.payments x join public.bookings b on b.id = x.booking_id where x.id = $1`,
    [c.payment_id]);
const claimRefund = (id: string) =>
  all<{ refund_id: string; payment_reference: string; paystack_transaction_id: string | null; amount_kobo: string }>(SERVICE,
    `select refund_id, payment_reference, paystack_transaction_id::text, amount_kobo::text from public.claim_refunds(p_refund_id => $1)`, [id]);
const refundResult = (args: Record<string, unknown>) => rpc<string>(db, SERVICE, 'record_refund_result', args);

/** A paid booking of ₦10,000 (payout held: ₦8,500). */
async function paid(customer: Actor = p.client, cleaner: Actor = p.cleaner): Promise<{ booking: string; checkout: Checkout }> {
  const booking = await acceptedBooking(db, customer, cleaner, 1000000);
  const checkout = await payBooking(db, customer, booking);
  await as(db, SERVICE, (tx) => tx.query(`update public.payments set paystack_id = $2 where id = $1`, [checkout.payment_id, Math.floor(Math.random() * 1e12)]));
  return { booking, checkout };
}

describe('request_refund (admins)', () => {
  it('a partial refund reduces the cleaner\'s share; the rest cancels it; more than is left is refused', async () => {
    const { booking, checkout } = await paid();
    expect(await rpcError(db, p.client, 'request_refund', { p_payment_id: checkout.payment_id, p_amount_kobo: 100, p_reason: 'x' })).toBe('Only admins can refund payments.');
    expect(await rpcError(db, p.admin, 'request_refund', { p_payment_id: checkout.payment_id, p_amount_kobo: 100, p_reason: '  ' })).toBe('Give a reason for the refund (up to 300 characters).');
    expect(await rpcError(db, p.admin, 'request_refund', { p_payment_id: checkout.payment_id, p_amount_kobo: 0, p_reason: 'x' }))
      .toBe('The refund must be more than ₦0 and at most what is left of the payment (₦10,000.00).');
    const first = await refund(checkout.payment_id, 333300);
    // ₦6,667.00 left: the commission on it is ₦1,000.05 and the cleaner's share ₦5,666.95.
    expect(await payoutOf(booking)).toEqual({ status: 'held', gross_kobo: '666700', commission_kobo: '100005', amount_kobo: '566695' });
    expect(await state(checkout)).toEqual({ payment: 'completed', refunded_kobo: '333300', booking: 'paid' });
    expect(await messages(p.client)).toContain(`A refund of ₦3,333.00 of your payment ${checkout.reference} is on its way.`);
    expect(await rpcError(db, p.admin, 'request_refund', { p_payment_id: checkout.payment_id, p_amount_kobo: 666701, p_reason: 'x' }))
      .toBe('The refund must be more than ₦0 and at most what is left of the payment (₦6,667.00).');
    const rest = await refund(checkout.payment_id, 666700);
    expect(await payoutOf(booking)).toMatchObject({ status: 'cancelled' });
    expect(await all(p.client, `select id, amount_kobo::text, status, requested_by_kind from public.refunds where payment_id = $1 order by created_at, amount_kobo`, [checkout.payment_id]))
      .toEqual([
        { id: first, amount_kobo: '333300', status: 'queued', requested_by_kind: 'admin' },
        { id: rest, amount_kobo: '666700', status: 'queued', requested_by_kind: 'admin' },
      ]);
    const actions = (await all<{ action: string }>(p.admin, `select action from public.money_audit where booking_id = $1 order by id`, [booking])).map((r) => r.action);
    expect(actions).toEqual(['payment.initialized', 'payment.completed', 'payout.held', 'refund.queued', 'payout.reduced', 'refund.queued', 'payout.cancelled']);
  });

  it('is refused once the cleaner\'s share has gone to their bank, and for a payment not completed', async () => {
    const c = await makeCleaner(db, p.admin, 'Already Paid');
    await savePayoutAccount(db, c.id, 'PAID ALREADY');
    const { booking, checkout } = await paid(p.client, c);
    await rpc(db, c, 'complete_booking', { p_booking_id: booking });
    await rpc(db, p.client, 'confirm_booking_completion', { p_booking_id: booking });
    // Released but not sent yet: still refundable (the share shrinks).
    await refund(checkout.payment_id, 100000);
    expect(await payoutOf(booking)).toMatchObject({ status: 'queued', amount_kobo: '765000' });
    await all(SERVICE, `select * from public.claim_payouts(p_cleaner_id => $1)`, [c.id]);
    expect(await payoutOf(booking)).toMatchObject({ status: 'processing' });
    const refused = await attempt(db, p.admin, `select public.request_refund($1, 100000, 'Too late')`, [checkout.payment_id]);
    expect(refused).toEqual({ ok: false, error: 'The cleaner has already been paid for this job, so it cannot be refunded here.', code: 'PT409' });
    const open = await startPayment(db, p.client, await acceptedBooking(db, p.client, c, 500000));
    expect(await rpcError(db, p.admin, 'request_refund', { p_payment_id: open.payment_id, p_amount_kobo: 100, p_reason: 'x' })).toBe('Only a completed online payment can be refunded.');
  });
});

describe('sending refunds and Paystack\'s answers', () => {
  it('claimed once, then processed: the payment and the booking become partly refunded, then refunded', async () => {
    const { checkout } = await paid(p.client2, p.cleaner2);
    const part = await refund(checkout.payment_id, 400000);
    const [sent] = await claimRefund(part);
    expect(sent).toMatchObject({ refund_id: part, payment_reference: checkout.reference, amount_kobo: '400000' });
    expect(sent!.paystack_transaction_id).not.toBeNull();
    expect(await claimRefund(part)).toEqual([]);
    // POST /refund answered: Paystack's id is stored; the money is on its way.
    expect(await refundResult({ p_status: 'pending', p_refund_id: part, p_paystack_refund_id: 3018284 })).toBe('pending');
    // The webhook finds it by Paystack's id.
    expect(await refundResult({ p_status: 'processed', p_paystack_refund_id: 3018284 })).toBe('processed');
    expect(await state(checkout)).toEqual({ payment: 'partially_refunded', refunded_kobo: '400000', booking: 'partially_refunded' });
    expect(await messages(p.client2)).toContain(`₦4,000.00 of your payment ${checkout.reference} was refunded. Your bank may take a few days to show it.`);
    expect(await refundResult({ p_status: 'processed', p_refund_id: part })).toBe('unchanged');
    // The rest: a webhook that overtook the answer to POST /refund finds it by the transaction and amount.
    const rest = await refund(checkout.payment_id, 600000);
    await claimRefund(rest);
    expect(await refundResult({ p_status: 'processed', p_transaction_reference: checkout.reference, p_amount_kobo: 600000, p_paystack_refund_id: 3018290 })).toBe('processed');
    expect(await one(SERVICE, `select status, paystack_refund_id::text, processed_at is not null as done from public.refunds where id = $1`, [rest]))
      .toEqual({ status: 'processed', paystack_refund_id: '3018290', done: true });
    expect(await state(checkout)).toEqual({ payment: 'refunded', refunded_kobo: '1000000', booking: 'refunded' });
    expect(await rpcError(db, SERVICE, 'record_refund_result', { p_status: 'processed', p_paystack_refund_id: 999 })).toBe('Refund not found.');
  });

  it('the refund of a second payment for the same booking leaves the booking paid', async () => {
    const booking = await acceptedBooking(db, p.client, p.cleaner, 700000);
    const left = await startPayment(db, p.client, booking);
    const kept = await payBooking(db, p.client, booking, 'second@example.ng');
    expect(await rpc(db, SERVICE, 'record_payment_result', { p_reference: left.reference, p_status: 'success', p_amount_kobo: 700000, p_currency: 'NGN' }))
      .toBe('duplicate_refunded');
    const [queued] = await all<{ id: string }>(SERVICE, `select id from public.refunds where payment_id = $1`, [left.payment_id]);
    await claimRefund(queued!.id);
    expect(await refundResult({ p_status: 'processed', p_refund_id: queued!.id })).toBe('processed');
    expect(await one(SERVICE, `select status from public.payments where id = $1`, [left.payment_id])).toEqual({ status: 'refunded' });
    expect(await state(kept)).toEqual({ payment: 'completed', refunded_kobo: '0', booking: 'paid' });
    // So cancelling the booking still refunds the payment that counts.
    await rpc(db, p.client, 'cancel_booking', { p_booking_id: booking });
    expect(await all(SERVICE, `select amount_kobo::text, status from public.refunds where payment_id = $1`, [kept.payment_id])).toEqual([{ amount_kobo: '700000', status: 'queued' }]);
    expect(await payoutOf(booking)).toMatchObject({ status: 'cancelled' });
  });

  it('a failed refund waits for an admin, who retries it', async () => {
    const { checkout } = await paid();
    const r = await refund(checkout.payment_id, 1000000);
    await claimRefund(r);
    expect(await rpcError(db, p.admin, 'retry_refund', { p_refund_id: r })).toBe('Only a failed refund can be retried.');
    expect(await refundResult({ p_status: 'failed', p_refund_id: r, p_reason: 'Transaction too old' })).toBe('failed');
    expect(await one(SERVICE, `select status, failure_reason from public.refunds where id = $1`, [r])).toEqual({ status: 'failed', failure_reason: 'Transaction too old' });
    expect(await messages(p.admin)).toContain(`A refund of ₦10,000.00 (payment ${checkout.reference}) failed. Retry it in Payments.`);
    expect(await refundResult({ p_status: 'failed', p_refund_id: r })).toBe('unchanged');
    expect(await claimRefund(r)).toEqual([]);
    expect(await rpcError(db, p.client, 'retry_refund', { p_refund_id: r })).toBe('Only admins can retry refunds.');
    await rpc(db, p.admin, 'retry_refund', { p_refund_id: r });
    expect(await one(SERVICE, `select status, failure_reason from public.refunds where id = $1`, [r])).toEqual({ status: 'queued', failure_reason: null });
    expect(await claimRefund(r)).toHaveLength(1);
    expect(await refundResult({ p_status: 'processed', p_refund_id: r })).toBe('processed');
    expect(await state(checkout)).toMatchObject({ payment: 'refunded', booking: 'refunded' });
    const actions = (await all<{ action: string }>(p.admin, `select action from public.money_audit where refund_id = $1 order by id`, [r])).map((x) => x.action);
    expect(actions).toEqual(['refund.queued', 'payout.cancelled', 'refund.sent', 'refund.failed', 'refund.retried', 'refund.sent', 'refund.processed']);
  });
});

describe('Paystack webhook events', () => {
  it('an event is noted once; only the delivery holding its claim handles it, and a replay after that does not', async () => {
    const note = () => one<{ event_id: string; needs_handling: boolean }>(SERVICE,
      `select event_id::text, needs_handling from public.note_paystack_event('charge.success', '4099260516', 'spl_x', '{"event":"charge.success"}')`);
    const first = await note();
    expect(first.needs_handling).toBe(true);
    // Delivered again while the first delivery's handling may still run: not this one's to handle.
    expect(await note()).toEqual({ event_id: first.event_id, needs_handling: false });
    await rpc(db, SERVICE, 'finish_paystack_event', { p_event_id: first.event_id, p_outcome: 'completed' });
    expect(await note()).toEqual({ event_id: first.event_id, needs_handling: false });
    expect(await one(p.admin, `select deliveries, outcome, processed_at is not null as done from public.paystack_events where id = $1`, [first.event_id]))
      .toEqual({ deliveries: 3, outcome: 'completed', done: true });
    // Another event about the same transaction is its own delivery.
    const other = await one<{ event_id: string; needs_handling: boolean }>(SERVICE,
      `select event_id::text, needs_handling from public.note_paystack_event('refund.processed', '4099260516', 'spl_x', '{}')`);
    expect(other.event_id).not.toBe(first.event_id);
    expect(other.needs_handling).toBe(true);
  });
});

describe('who may move money', () => {
  const SERVICE_ONLY = [
    'attach_payment_checkout(text,text,text)', 'queue_refund(uuid,bigint,text,text)',
    'record_payment_result(text,text,bigint,text,text,bigint,timestamp with time zone,text,text,text)',
    'claim_payouts(integer,uuid,uuid)', 'record_payout_result(text,text,text,bigint,text)', 'begin_payout_account_change(uuid)',
    'save_payout_account(uuid,text,text,text,text,text)', 'claim_refunds(integer,uuid)', 'record_refund_result(text,uuid,bigint,text,bigint,text)',
    'note_paystack_event(text,text,text,jsonb)', 'finish_paystack_event(bigint,text)', 'settle_overdue_completions()',
    'claim_paystack_events(integer)', 'stuck_payouts(integer)',
    'audit_money(text,text,uuid,uuid,uuid,uuid,bigint,text,jsonb,uuid)',
  ];
  const ADMIN_ONLY: [string, Record<string, unknown>, string][] = [
    ['retry_payout', { p_payout_id: '00000000-0000-4000-8000-000000000000' }, 'Only admins can retry payouts.'],
    ['review_payout_account', { p_cleaner_id: '00000000-0000-4000-8000-000000000000', p_approve: true }, 'Only admins can review payout accounts.'],
    ['request_refund', { p_payment_id: '00000000-0000-4000-8000-000000000000', p_amount_kobo: 1, p_reason: 'x' }, 'Only admins can refund payments.'],
    ['retry_refund', { p_refund_id: '00000000-0000-4000-8000-000000000000' }, 'Only admins can retry refunds.'],
    ['set_commission_bps', { p_bps: 0 }, 'Only admins can change the commission.'],
    ['admin_commission_by_month', {}, 'Only admins can see commission.'],
  ];

  it('only the service role calls what records Paystack\'s facts or takes due work; every browser role is refused', async () => {
    for (const signature of SERVICE_ONLY) {
      const [, name, args] = /^(\w+)\((.*)\)$/.exec(signature)!;
      const sql = `select public.${name}(${args ? args.split(',').map((a) => `null::${a}`).join(', ') : ''})`;
      for (const who of [ANON, p.guest, p.client, p.cleaner, p.admin, p.superAdmin]) {
        const r = await attempt(db, who, sql);
        expect({ signature, who: who === ANON ? 'anon' : who.id, error: r.ok ? 'succeeded' : r.error })
          .toEqual({ signature, who: who === ANON ? 'anon' : who.id, error: `permission denied for function ${name}` });
      }
      expect(await one(SERVICE, `select has_function_privilege('service_role', $1::regprocedure, 'execute') as ok`, [`public.${signature}`])).toEqual({ ok: true });
    }
  });

  it('admin RPCs refuse every other signed-in role, and anon has no grant', async () => {
    for (const [fn, args, refusal] of ADMIN_ONLY) {
      for (const who of [p.guest, p.client, p.cleaner]) expect({ fn, error: await rpcError(db, who, fn, args) }).toEqual({ fn, error: refusal });
      expect({ fn, error: await rpcError(db, ANON, fn, args) }).toEqual({ fn, error: `permission denied for function ${fn}` });
    }
  });

  it('browsers write no money rows: admins record only manual payments and never change a Paystack one', async () => {
    const { checkout } = await paid();
    expect(await attempt(db, p.admin, `insert into public.payments (client_id, amount_kobo, method, reference, provider, booking_id) values ($1, 100000, 'card', 'spl_forged0000000000', 'paystack', null) returning id`, [p.client.id]))
      .toMatchObject({ ok: false, error: expect.stringMatching(/permission denied/) });
    expect(await attempt(db, p.admin, `update public.payments set status = 'refunded' where id = $1 returning id`, [checkout.payment_id]))
      .toEqual({ ok: true, rows: [], count: 0 });
    expect(await attempt(db, p.admin, `update public.payments set refunded_kobo = amount_kobo where id = $1 returning id`, [checkout.payment_id]))
      .toMatchObject({ ok: false, error: expect.stringMatching(/permission denied/) });
    // The customer sees their payment but the update policy is the admins': nothing matches.
    expect(await attempt(db, p.client, `update public.payments set status = 'refunded' where id = $1 returning id`, [checkout.payment_id]))
      .toEqual({ ok: true, rows: [], count: 0 });
    const manual = await attempt(db, p.admin, `insert into public.payments (client_id, amount_kobo, method, status, reference, paid_at) values ($1, 150000, 'cash', 'completed', 'CASH-0001', now()) returning provider`, [p.client.id]);
    expect(manual).toMatchObject({ ok: true, rows: [{ provider: 'manual' }] });
    // A manual record holds only what an admin can know about money taken outside: no Paystack id, refunds or checkout.
    for (const column of ["paystack_id) values ($1, 1000, 'cash', 'CASH-0002', 99", "refunded_kobo) values ($1, 1000, 'cash', 'CASH-0003', 500",
      "authorization_url) values ($1, 1000, 'cash', 'CASH-0004', 'https://x.test'"]) {
      const r = await attempt(db, p.admin, `insert into public.payments (client_id, amount_kobo, method, reference, ${column}) returning id`, [p.client.id]);
      expect({ column, error: r.ok ? 'succeeded' : r.error }).toEqual({ column, error: expect.stringMatching(/permission denied/) });
    }
    for (const [table, sql] of [
      ['payouts', `update public.payouts set amount_kobo = 1`], ['refunds', `update public.refunds set amount_kobo = 1`],
      ['payout_accounts', `update public.payout_accounts set account_number = '0000000000'`], ['payment_settings', `update public.payment_settings set commission_bps = 0`],
      ['money_transitions', `insert into public.money_transitions values ('payout', 'paid', 'queued', 'forged')`],
    ] as const) {
      for (const who of [p.admin, p.cleaner, p.client]) {
        const r = await attempt(db, who, sql);
        expect({ table, error: r.ok ? 'succeeded' : r.error }).toEqual({ table, error: expect.stringMatching(/permission denied/) });
      }
    }
  });
});
