/**
 * Paying for a booking (issue 23, docs/payments.md): start_payment as the customer, record_payment_result as the
 * service role after Paystack's verify answered, the hold on paid money until the job is confirmed, the refund of a
 * paid booking that is cancelled, the lifecycle trigger, and the append-only money audit.
 */
import type { Database } from '@spotless/local-supabase';
import { ANON, as, attempt, createUser, rpc, rpcError, SERVICE, type Actor, type Runner } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { acceptedBooking, attachCheckout, payBooking, recordPayment, startPayment } from './helpers/money';
import { makeCleaner, makePeople, type People } from './helpers/world';
import { liftWriteLimits } from './helpers/write-limits';

let t: TestDatabase;
let db: Database;
let p: People;

beforeAll(async () => {
  t = await openTestDatabase();
  db = t.db;
  p = await makePeople(db);
  // The customers here book more than a customer would in an hour; the payment limit has its own test below.
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
/** The audit trail's actions for a booking, oldest first (read by an admin, as the Payments console does). */
const auditOf = async (bookingId: string) =>
  (await all<{ action: string }>(p.admin, `select action from public.money_audit where booking_id = $1 order by id`, [bookingId])).map((r) => r.action);
const paymentOf = (id: string) =>
  one<{ status: string; refunded_kobo: string; method: string | null }>(SERVICE, `select status, refunded_kobo::text, method from public.payments where id = $1`, [id]);
const payoutOf = (bookingId: string) =>
  one<{ status: string; gross_kobo: string; commission_kobo: string; amount_kobo: string; commission_bps: number } | undefined>(SERVICE,
    `select status, gross_kobo::text, commission_kobo::text, amount_kobo::text, commission_bps from public.payouts where booking_id = $1`, [bookingId]);
const bookingPayment = async (id: string) =>
  (await one<{ payment_status: string }>(SERVICE, `select payment_status from public.bookings where id = $1`, [id])).payment_status;

describe('commission_of', () => {
  it('takes basis points of a price, rounded half up to the kobo, in integers', async () => {
    const of = (kobo: string, bps = 1500) => one<{ c: string }>(SERVICE, `select public.commission_of($1::bigint, $2)::text as c`, [kobo, bps]);
    expect(await of('333')).toEqual({ c: '50' }); // 49.95
    expect(await of('100')).toEqual({ c: '15' });
    expect(await of('1')).toEqual({ c: '0' }); // 0.15
    expect(await of('10', 500)).toEqual({ c: '1' }); // 0.5 rounds up
    expect(await of('99999999999')).toEqual({ c: '15000000000' }); // 14,999,999,999.85
    expect(await of('2500000', 0)).toEqual({ c: '0' });
  });
});

describe('start_payment', () => {
  it('opens a payment for the booking\'s customer only, at the agreed price, with the account\'s e-mail', async () => {
    const b = await acceptedBooking(db, p.client, p.cleaner, 2500000);
    expect(await rpcError(db, p.client2, 'start_payment', { p_booking_id: b })).toBe('Invalid booking ID');
    expect(await rpcError(db, p.cleaner, 'start_payment', { p_booking_id: b })).toBe('Invalid booking ID');
    expect(await rpcError(db, ANON, 'start_payment', { p_booking_id: b })).toMatch(/permission denied/);
    const c = await startPayment(db, p.client, b);
    expect({ amount: String(c.amount_kobo), email: c.email, url: c.authorization_url }).toEqual({ amount: '2500000', email: p.client.email, url: null });
    expect(c.reference).toMatch(/^spl-[0-9a-f]{24}$/);
    expect(await one(p.client, `select status, provider, customer_email from public.payments where id = $1`, [c.payment_id]))
      .toEqual({ status: 'pending', provider: 'paystack', customer_email: p.client.email });
    expect(await auditOf(b)).toEqual(['payment.initialized']);
  });

  it('refuses a booking that is not accepted or has no price', async () => {
    const pending = await rpc<string>(db, p.client, 'create_booking', { p_cleaner_id: p.cleaner.id, p_services: ['Deep Cleaning'], p_location: 'Lekki', p_budget_kobo: 900000 });
    expect(await rpcError(db, p.client, 'start_payment', { p_booking_id: pending })).toBe('Only an accepted booking can be paid.');
    await rpc(db, p.client, 'cancel_booking', { p_booking_id: pending });
    expect(await rpcError(db, p.client, 'start_payment', { p_booking_id: pending })).toBe('Only an accepted booking can be paid.');
    // No RPC leaves an accepted booking without a price since issue 23; older rows may have none.
    const old = await acceptedBooking(db, p.client, p.cleaner, 900000);
    await db.query(`update public.bookings set price_kobo = null where id = $1`, [old]);
    expect(await rpcError(db, p.client, 'start_payment', { p_booking_id: old })).toBe('This booking has no agreed price yet.');
    // A job marked done or confirmed can still be paid.
    const done = await acceptedBooking(db, p.client, p.cleaner, 900000);
    await rpc(db, p.cleaner, 'complete_booking', { p_booking_id: done });
    expect(String((await startPayment(db, p.client, done)).amount_kobo)).toBe('900000');
  });

  it('reuses the open checkout once it is attached; another e-mail abandons it and starts a new one', async () => {
    const b = await acceptedBooking(db, p.client, p.cleaner, 1200000);
    const first = await startPayment(db, p.client, b);
    // Not attached yet (Paystack did not answer): a second tap starts over.
    const second = await startPayment(db, p.client, b);
    expect(second.payment_id).not.toBe(first.payment_id);
    expect(await paymentOf(first.payment_id)).toMatchObject({ status: 'abandoned' });
    await attachCheckout(db, second.reference);
    const again = await startPayment(db, p.client, b);
    expect(again).toMatchObject({ payment_id: second.payment_id, reference: second.reference, authorization_url: `https://checkout.paystack.test/${second.reference}` });
    const other = await startPayment(db, p.client, b, '  Funke.Work@Example.NG ');
    expect(other.payment_id).not.toBe(second.payment_id);
    expect(other.email).toBe('funke.work@example.ng');
    expect(await paymentOf(second.payment_id)).toMatchObject({ status: 'abandoned' });
    expect(await all(SERVICE, `select 1 from public.payments where booking_id = $1 and status = 'pending'`, [b])).toHaveLength(1);
    expect(await auditOf(b)).toEqual(['payment.initialized', 'payment.abandoned', 'payment.initialized', 'payment.abandoned', 'payment.initialized']);
  });

  it('takes a guest\'s e-mail from the booking contact, refuses an invalid one, and refuses a paid booking', async () => {
    const guest = await createUser(db, { fullName: '', anonymous: true });
    const withMail = await rpc<string>(db, guest, 'create_booking', {
      p_cleaner_id: p.cleaner.id, p_services: ['Window Cleaning'], p_location: 'Yaba', p_full_name: 'Kemi Guest', p_phone: '08099990000', p_email: 'kemi@example.ng',
    });
    await rpc(db, p.cleaner, 'accept_booking', { p_booking_id: withMail, p_price_kobo: 700000 });
    expect((await startPayment(db, guest, withMail)).email).toBe('kemi@example.ng');
    const noMail = await rpc<string>(db, guest, 'create_booking', {
      p_cleaner_id: p.cleaner.id, p_services: ['Window Cleaning'], p_location: 'Yaba', p_full_name: 'Kemi Guest', p_phone: '08099990000',
    });
    await rpc(db, p.cleaner, 'accept_booking', { p_booking_id: noMail, p_price_kobo: 700000 });
    expect(await rpcError(db, guest, 'start_payment', { p_booking_id: noMail })).toBe('Enter a valid e-mail address for your receipt.');
    expect(await rpcError(db, guest, 'start_payment', { p_booking_id: noMail, p_email: 'kemi at example' })).toBe('Enter a valid e-mail address for your receipt.');
    await payBooking(db, guest, noMail, 'kemi@example.ng');
    const refused = await attempt(db, guest, `select public.start_payment($1)`, [noMail]);
    expect(refused).toEqual({ ok: false, error: 'This booking is already paid.', code: 'PT409' });
  });

  it('counts payment attempts: 20 per session an hour, then PT429', async () => {
    await db.query(`update public.write_limits set per_session = 20 where action = 'payment'`);
    try {
      const payer = await createUser(db, { fullName: 'Ife Payer', phone: '08051110000', accountType: 'client' });
      const b = await acceptedBooking(db, payer, p.cleaner, 500000);
      for (let i = 0; i < 20; i++) await startPayment(db, payer, b);
      expect(await attempt(db, payer, `select public.start_payment($1)`, [b]))
        .toEqual({ ok: false, error: 'Too many payment attempts. Please try again later.', code: 'PT429' });
      // Another customer is not affected.
      const other = await acceptedBooking(db, p.client2, p.cleaner, 500000);
      await startPayment(db, p.client2, other);
    } finally {
      await liftWriteLimits(db);
    }
  });
});

describe('record_payment_result', () => {
  it('a verified success completes the payment, marks the booking paid and holds the cleaner\'s share', async () => {
    const b = await acceptedBooking(db, p.client, p.cleaner, 2500000);
    const c = await startPayment(db, p.client, b);
    await attachCheckout(db, c.reference);
    expect(await recordPayment(db, c.reference, 'success', 2500000, { p_paystack_id: 4099260516, p_card_last4: '4081' })).toBe('completed');
    expect(await one(p.client, `select status, method, card_last4, paystack_id::text, paid_at is not null as paid from public.payments where id = $1`, [c.payment_id]))
      .toEqual({ status: 'completed', method: 'card', card_last4: '4081', paystack_id: '4099260516', paid: true });
    expect(await bookingPayment(b)).toBe('paid');
    // 15% of ₦25,000 is ₦3,750: the cleaner's share is ₦21,250, held until the job is confirmed.
    expect(await payoutOf(b)).toEqual({ status: 'held', gross_kobo: '2500000', commission_kobo: '375000', amount_kobo: '2125000', commission_bps: 1500 });
    expect(await messages(p.client)).toContain(`We received your payment of ₦25,000.00 for your Deep Cleaning booking (reference ${c.reference}).`);
    expect(await messages(p.cleaner)).toContain('The customer paid for your Deep Cleaning job. Your ₦21,250.00 is held until the job is confirmed.');
    // A replay (the webhook after the return page) changes nothing.
    expect(await recordPayment(db, c.reference, 'success', 2500000)).toBe('unchanged');
    expect(await all(SERVICE, `select 1 from public.payouts where booking_id = $1`, [b])).toHaveLength(1);
    expect(await auditOf(b)).toEqual(['payment.initialized', 'payment.completed', 'payout.held']);
  });

  it('records nothing when the amount or currency differs, and tells the admins', async () => {
    const b = await acceptedBooking(db, p.client, p.cleaner, 2500000);
    const c = await startPayment(db, p.client, b);
    expect(await recordPayment(db, c.reference, 'success', 250000)).toBe('mismatch');
    expect(await recordPayment(db, c.reference, 'success', 2500000, { p_currency: 'USD' })).toBe('mismatch');
    expect(await paymentOf(c.payment_id)).toMatchObject({ status: 'pending' });
    expect(await bookingPayment(b)).toBe('unpaid');
    expect(await payoutOf(b)).toBeUndefined();
    expect(await auditOf(b)).toEqual(['payment.initialized', 'payment.mismatch', 'payment.mismatch']);
    expect(await messages(p.admin)).toContain(`A Paystack payment did not match its booking (reference ${c.reference}). It was not recorded; check it in Payments.`);
    expect(await rpcError(db, SERVICE, 'record_payment_result', { p_reference: 'spl_unknown', p_status: 'success', p_amount_kobo: 1, p_currency: 'NGN' })).toBe('Payment not found.');
  });

  it('a declined payment fails; a retry on the same checkout then completes it', async () => {
    const b = await acceptedBooking(db, p.client, p.cleaner, 800000);
    const c = await startPayment(db, p.client, b);
    expect(await recordPayment(db, c.reference, 'failed', 800000, { p_gateway_response: 'Declined' })).toBe('failed');
    expect(await paymentOf(c.payment_id)).toMatchObject({ status: 'failed' });
    expect(await recordPayment(db, c.reference, 'failed', 800000)).toBe('unchanged');
    expect(await recordPayment(db, c.reference, 'abandoned', 800000)).toBe('unchanged');
    expect(await recordPayment(db, c.reference, 'success', 800000)).toBe('completed');
    expect(await bookingPayment(b)).toBe('paid');
    expect(await auditOf(b)).toEqual(['payment.initialized', 'payment.failed', 'payment.completed', 'payout.held']);
  });

  it('a second paid checkout for the same booking is refunded at once', async () => {
    const b = await acceptedBooking(db, p.client, p.cleaner, 600000);
    const old = await startPayment(db, p.client, b);
    await attachCheckout(db, old.reference);
    const current = await startPayment(db, p.client, b, 'other@example.ng');
    expect(await recordPayment(db, current.reference, 'success', 600000)).toBe('completed');
    // The customer also finished the checkout they had left open.
    expect(await recordPayment(db, old.reference, 'success', 600000)).toBe('duplicate_refunded');
    expect(await paymentOf(old.payment_id)).toEqual({ status: 'completed', refunded_kobo: '600000', method: 'card' });
    expect(await all(SERVICE, `select amount_kobo::text, status, requested_by_kind from public.refunds where payment_id = $1`, [old.payment_id]))
      .toEqual([{ amount_kobo: '600000', status: 'queued', requested_by_kind: 'system' }]);
    expect(await payoutOf(b)).toMatchObject({ status: 'held', amount_kobo: '510000' });
    expect(await messages(p.client)).toContain('You paid twice for your Deep Cleaning booking. The second payment (₦6,000.00) is being refunded.');
  });

  it('money for a booking cancelled while its checkout was open goes back', async () => {
    const b = await acceptedBooking(db, p.client, p.cleaner, 450000);
    const c = await startPayment(db, p.client, b);
    await rpc(db, p.client, 'cancel_booking', { p_booking_id: b });
    expect(await recordPayment(db, c.reference, 'success', 450000)).toBe('refunded_cancelled');
    expect(await payoutOf(b)).toBeUndefined();
    expect(await all(SERVICE, `select amount_kobo::text, status from public.refunds where payment_id = $1`, [c.payment_id])).toEqual([{ amount_kobo: '450000', status: 'queued' }]);
    expect(await messages(p.client)).toContain('Your payment of ₦4,500.00 for a cancelled Deep Cleaning booking is being refunded.');
    expect(await auditOf(b)).toEqual(['payment.initialized', 'payment.completed', 'refund.queued']);
  });

  it('a payment for a job already confirmed releases the share at once', async () => {
    const b = await acceptedBooking(db, p.client, p.cleaner, 1000000);
    await rpc(db, p.cleaner, 'complete_booking', { p_booking_id: b });
    await rpc(db, p.client, 'confirm_booking_completion', { p_booking_id: b });
    await payBooking(db, p.client, b);
    expect(await payoutOf(b)).toMatchObject({ status: 'queued', amount_kobo: '850000' });
  });
});

describe('the hold and its release', () => {
  it('confirming the completion releases the held share (held -> queued)', async () => {
    const b = await acceptedBooking(db, p.client, p.cleaner, 2000000);
    await payBooking(db, p.client, b);
    await rpc(db, p.cleaner, 'complete_booking', { p_booking_id: b });
    expect(await payoutOf(b)).toMatchObject({ status: 'held' });
    await rpc(db, p.client, 'confirm_booking_completion', { p_booking_id: b });
    expect(await payoutOf(b)).toMatchObject({ status: 'queued', amount_kobo: '1700000' });
    expect((await auditOf(b)).slice(-1)).toEqual(['payout.queued']);
    expect(await one(p.admin, `select details->>'confirmed_by' as by from public.money_audit where booking_id = $1 and action = 'payout.queued'`, [b])).toEqual({ by: 'customer' });
  });

  it('48 hours without an answer count as confirmed and release it too', async () => {
    const b = await acceptedBooking(db, p.client, p.cleaner, 2000000);
    await payBooking(db, p.client, b);
    await rpc(db, p.cleaner, 'complete_booking', { p_booking_id: b });
    await db.query(`update public.bookings set completed_at = now() - interval '47 hours' where id = $1`, [b]);
    expect(await rpc(db, SERVICE, 'settle_overdue_completions')).toBe(0);
    expect(await payoutOf(b)).toMatchObject({ status: 'held' });
    await db.query(`update public.bookings set completed_at = now() - interval '49 hours' where id = $1`, [b]);
    expect(await rpc(db, SERVICE, 'settle_overdue_completions')).toBe(1);
    expect(await payoutOf(b)).toMatchObject({ status: 'queued' });
    expect(await one(p.admin, `select details->>'confirmed_by' as by from public.money_audit where booking_id = $1 and action = 'payout.queued'`, [b])).toEqual({ by: 'timeout' });
  });

  it('cancelling a paid accepted booking refunds it in full and cancels the share', async () => {
    const b = await acceptedBooking(db, p.client, p.cleaner, 3000000);
    const c = await payBooking(db, p.client, b);
    await rpc(db, p.client, 'cancel_booking', { p_booking_id: b });
    expect(await payoutOf(b)).toMatchObject({ status: 'cancelled' });
    expect(await all(p.client, `select amount_kobo::text, status, requested_by_kind, requested_by from public.refunds where payment_id = $1`, [c.payment_id]))
      .toEqual([{ amount_kobo: '3000000', status: 'queued', requested_by_kind: 'customer', requested_by: p.client.id }]);
    expect(await paymentOf(c.payment_id)).toMatchObject({ status: 'completed', refunded_kobo: '3000000' });
    expect(await messages(p.client)).toContain('Your payment of ₦30,000.00 for your Deep Cleaning booking is being refunded.');
    expect(await messages(p.cleaner)).toContain('A booking for Deep Cleaning in Lekki was cancelled.');
    expect((await auditOf(b)).slice(-2)).toEqual(['refund.queued', 'payout.cancelled']);
  });

  it('an admin cancelling a paid booking is recorded as the admin\'s refund', async () => {
    const b = await acceptedBooking(db, p.client2, p.cleaner2, 1000000);
    const c = await payBooking(db, p.client2, b);
    await rpc(db, p.admin, 'cancel_booking', { p_booking_id: b });
    expect(await one(SERVICE, `select requested_by_kind, requested_by from public.refunds where payment_id = $1`, [c.payment_id]))
      .toEqual({ requested_by_kind: 'admin', requested_by: p.admin.id });
  });
});

describe('the lifecycle trigger', () => {
  it('refuses a status change money_transitions does not list, even for the service role', async () => {
    const cleaner = await makeCleaner(db, p.admin, 'Trigger Tested');
    const b = await acceptedBooking(db, p.client, cleaner, 400000);
    const c = await payBooking(db, p.client, b);
    const payout = await one<{ id: string }>(SERVICE, `select id from public.payouts where booking_id = $1`, [b]);
    expect(await attempt(db, SERVICE, `update public.payments set status = 'pending' where id = $1`, [c.payment_id]))
      .toEqual({ ok: false, error: 'A payment cannot go from completed to pending.', code: '22023' });
    expect(await attempt(db, SERVICE, `update public.payouts set status = 'paid', paid_at = now(), transfer_reference = reference || '_9' where id = $1`, [payout.id]))
      .toEqual({ ok: false, error: 'A payout cannot go from held to paid.', code: '22023' });
    await rpc(db, cleaner, 'complete_booking', { p_booking_id: b });
    await rpc(db, p.client, 'confirm_booking_completion', { p_booking_id: b });
    expect(await attempt(db, SERVICE, `update public.payouts set status = 'held' where id = $1`, [payout.id]))
      .toEqual({ ok: false, error: 'A payout cannot go from queued to held.', code: '22023' });
    // The owner too (migrations, the SQL editor): the rule is the table's, not a grant.
    await expect(db.query(`update public.payments set status = 'failed' where id = $1`, [c.payment_id])).rejects.toThrow('A payment cannot go from completed to failed.');
    // Listed changes pass, and a row updated without a status change is left alone.
    expect((await attempt(db, SERVICE, `update public.payouts set status = 'cancelled' where id = $1 returning status`, [payout.id])).ok).toBe(true);
    expect((await attempt(db, SERVICE, `update public.payments set gateway_response = 'Approved' where id = $1 returning status`, [c.payment_id])).ok).toBe(true);
  });
});

describe('the money audit', () => {
  it('is append-only: no update, delete or truncate, for the service role or the owner', async () => {
    const row = await one<{ id: string }>(p.admin, `select min(id)::text as id from public.money_audit`);
    for (const sql of [`update public.money_audit set details = '{}' where id = $1`, `delete from public.money_audit where id = $1`]) {
      expect(await attempt(db, SERVICE, sql, [row.id])).toMatchObject({ ok: false, error: expect.stringMatching(/permission denied|cannot be changed/) });
      expect(await attempt(db, p.admin, sql, [row.id])).toMatchObject({ ok: false, error: expect.stringMatching(/permission denied/) });
      await expect(db.query(sql, [row.id])).rejects.toThrow('The money audit trail cannot be changed.');
    }
    expect(await attempt(db, SERVICE, `truncate public.money_audit`)).toMatchObject({ ok: false, error: expect.stringMatching(/permission denied|cannot be changed/) });
    await expect(db.query(`truncate public.money_audit`)).rejects.toThrow('The money audit trail cannot be changed.');
    expect(await one(p.admin, `select count(*)::int > 0 as kept from public.money_audit where id = $1`, [row.id])).toEqual({ kept: true });
  });

  it('is read by admins only; customers and cleaners follow their money in payments and payouts', async () => {
    expect(await all(p.client, `select 1 from public.money_audit`)).toEqual([]);
    expect(await all(p.cleaner, `select 1 from public.money_audit`)).toEqual([]);
    expect((await all(p.admin, `select 1 from public.money_audit`)).length).toBeGreaterThan(0);
    expect(await attempt(db, p.admin, `insert into public.money_audit (action, actor_kind) values ('payment.forged', 'admin')`))
      .toMatchObject({ ok: false, error: expect.stringMatching(/permission denied/) });
  });
});
