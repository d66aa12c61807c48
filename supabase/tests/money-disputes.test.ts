/**
 * Disputes (issue 23): a customer who reports a problem with a completed job stops the 48-hour confirmation, and an
 * admin decides: release (the job counts as completed, the cleaner's share goes) or refund (the booking is cancelled
 * and what is left of the payment goes back). Who may do what, and the audit trail.
 */
import type { Database } from '@spotless/local-supabase';
import { as, attempt, createUser, rpc, rpcError, SERVICE, type Actor, type Runner } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { acceptedBooking, payBooking } from './helpers/money';
import { makePeople, type People } from './helpers/world';
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
  (await all<{ message: string; link: string | null }>(who, `select message, link from public.notifications order by created_at desc`));
const dispute = (who: Runner, booking: string, reason = 'The kitchen was not cleaned.') =>
  rpc(db, who, 'dispute_booking_completion', { p_booking_id: booking, p_reason: reason });
const resolve = (who: Runner, booking: string, outcome: string, note?: string) =>
  rpc(db, who, 'resolve_dispute', { p_booking_id: booking, p_outcome: outcome, ...(note ? { p_note: note } : {}) });
const booking = (id: string) =>
  one<{ status: string; confirmed_by: string | null; disputed: boolean; dispute_reason: string | null; resolved: boolean; dispute_outcome: string | null; dispute_note: string | null }>(SERVICE,
    `select status, confirmed_by, disputed_at is not null as disputed, dispute_reason, dispute_resolved_at is not null as resolved,
            dispute_outcome, dispute_note from public.bookings where id = $1`, [id]);
const payoutOf = (id: string) =>
  one<{ status: string; amount_kobo: string }>(SERVICE, `select status, amount_kobo::text from public.payouts where booking_id = $1`, [id]);
const refundsOf = (id: string) =>
  all<{ amount_kobo: string; status: string; requested_by_kind: string }>(SERVICE,
    `select amount_kobo::text, status, requested_by_kind from public.refunds where booking_id = $1 order by created_at`, [id]);
const auditOf = (id: string) =>
  all<{ action: string; actor_kind: string; actor_id: string | null }>(p.admin,
    `select action, actor_kind, actor_id from public.money_audit where booking_id = $1 and action like 'booking.%' order by id`, [id]);

/** A paid booking of ₦10,000 that the cleaner marked done (payout held: ₦8,500). */
async function awaiting(customer: Actor = p.client, cleaner: Actor = p.cleaner): Promise<string> {
  const b = await acceptedBooking(db, customer, cleaner, 1000000);
  await payBooking(db, customer, b);
  await rpc(db, cleaner, 'complete_booking', { p_booking_id: b });
  return b;
}

describe('dispute_booking_completion', () => {
  it('only the customer disputes, only while the job awaits confirmation, and only once', async () => {
    const b = await awaiting();
    for (const who of [p.client2, p.cleaner, p.admin] as Runner[]) {
      expect(await rpcError(db, who, 'dispute_booking_completion', { p_booking_id: b, p_reason: 'Bad job' })).toBe('Invalid booking ID');
    }
    expect(await rpcError(db, p.client, 'dispute_booking_completion', { p_booking_id: b, p_reason: '   ' })).toBe('Describe the problem (up to 1000 characters).');
    expect(await rpcError(db, p.client, 'dispute_booking_completion', { p_booking_id: b, p_reason: 'x'.repeat(1001) })).toBe('Describe the problem (up to 1000 characters).');
    expect(await booking(b)).toMatchObject({ disputed: false });

    await dispute(p.client, b, `  ${'x'.repeat(990)} `);
    expect(await booking(b)).toMatchObject({ status: 'awaiting_confirmation', disputed: true, dispute_reason: 'x'.repeat(990), resolved: false });
    const again = await attempt(db, p.client, `select public.dispute_booking_completion($1, 'Still bad')`, [b]);
    expect(again).toEqual({ ok: false, error: 'You already reported a problem with this job.', code: 'PT409' });

    const accepted = await acceptedBooking(db, p.client, p.cleaner, 500000);
    expect(await rpcError(db, p.client, 'dispute_booking_completion', { p_booking_id: accepted, p_reason: 'Bad job' }))
      .toBe('Only a job awaiting your confirmation can be reported.');
    const anon = await attempt(db, 'anon', `select public.dispute_booking_completion($1, 'x')`, [b]);
    expect(anon).toMatchObject({ ok: false });
  });

  it('a guest disputes their own booking; the cleaner and admins are told; the audit names the customer', async () => {
    const guest = await createUser(db, { fullName: '', anonymous: true });
    const b = await rpc<string>(db, guest, 'create_booking', {
      p_cleaner_id: p.cleaner2.id, p_services: ['Window Cleaning'], p_location: 'Yaba', p_full_name: 'Kemi Guest', p_phone: '08099990000', p_email: 'kemi@example.ng',
    });
    await rpc(db, p.cleaner2, 'accept_booking', { p_booking_id: b, p_price_kobo: 700000 });
    await payBooking(db, guest, b);
    await rpc(db, p.cleaner2, 'complete_booking', { p_booking_id: b });
    await dispute(guest, b, 'Two windows were skipped.');
    expect(await messages(p.cleaner2)).toContainEqual({
      message: 'The customer reported a problem with your Window Cleaning job. An admin will look at it.', link: `/cleaner/bookings/${b}`,
    });
    expect(await messages(p.admin)).toContainEqual({
      message: 'A customer reported a problem with a Window Cleaning job. Decide it in Payments.', link: '/admin/payments?section=disputes',
    });
    expect(await auditOf(b)).toEqual([{ action: 'booking.disputed', actor_kind: 'customer', actor_id: guest.id }]);
    expect(await one(p.admin, `select details->>'reason' as reason from public.money_audit where booking_id = $1 and action = 'booking.disputed'`, [b]))
      .toEqual({ reason: 'Two windows were skipped.' });
    const open = await all<{ booking_id: string; customer_name: string; cleaner_name: string; paid_kobo: string; dispute_reason: string }>(p.admin,
      `select booking_id, customer_name, cleaner_name, paid_kobo::text, dispute_reason from public.admin_open_disputes() where booking_id = $1`, [b]);
    expect(open).toEqual([{ booking_id: b, customer_name: 'Kemi Guest', cleaner_name: 'Emeka Eze', paid_kobo: '700000', dispute_reason: 'Two windows were skipped.' }]);
    expect(await rpcError(db, p.client, 'admin_open_disputes')).toBe('Only admins can see disputes.');
  });
});

describe('the 48-hour timeout', () => {
  it('confirms an undisputed completion but not a disputed one', async () => {
    const quiet = await awaiting();
    const unhappy = await awaiting(p.client2, p.cleaner2);
    await dispute(p.client2, unhappy);
    await db.query(`update public.bookings set completed_at = now() - interval '49 hours' where id = any($1::uuid[])`, [[quiet, unhappy]]);
    expect(await rpc(db, SERVICE, 'settle_overdue_completions')).toBe(1);
    expect(await booking(quiet)).toMatchObject({ status: 'completed', confirmed_by: 'timeout' });
    expect(await payoutOf(quiet)).toMatchObject({ status: 'queued' });
    expect(await booking(unhappy)).toMatchObject({ status: 'awaiting_confirmation', disputed: true });
    expect(await payoutOf(unhappy)).toMatchObject({ status: 'held' });
    // Past the window a job nobody disputed cannot be disputed any more: the timeout confirmed it first.
    const late = await awaiting();
    await db.query(`update public.bookings set completed_at = now() - interval '49 hours' where id = $1`, [late]);
    expect(await rpcError(db, p.client, 'dispute_booking_completion', { p_booking_id: late, p_reason: 'Late' }))
      .toBe('Only a job awaiting your confirmation can be reported.');
  });
});

describe('resolve_dispute (admins)', () => {
  it('is refused to everyone but admins, for an unknown outcome, and for a booking not in dispute', async () => {
    const b = await awaiting();
    await dispute(p.client, b);
    for (const who of [p.client, p.cleaner] as Runner[]) {
      expect(await rpcError(db, who, 'resolve_dispute', { p_booking_id: b, p_outcome: 'refund' })).toBe('Only admins can decide disputes.');
    }
    expect(await attempt(db, 'anon', `select public.resolve_dispute($1, 'refund')`, [b])).toMatchObject({ ok: false });
    expect(await rpcError(db, p.admin, 'resolve_dispute', { p_booking_id: b, p_outcome: 'split' })).toBe('Choose release or refund.');
    expect(await rpcError(db, p.admin, 'resolve_dispute', { p_booking_id: b, p_outcome: 'release', p_note: 'n'.repeat(501) }))
      .toBe('The note can be up to 500 characters.');
    const undisputed = await awaiting();
    expect(await rpcError(db, p.admin, 'resolve_dispute', { p_booking_id: undisputed, p_outcome: 'release' })).toBe('This dispute is already closed.');
    expect(await booking(b)).toMatchObject({ status: 'awaiting_confirmation', resolved: false });
  });

  it('release: the job is completed, the payout queued, both sides told, the record kept', async () => {
    const b = await awaiting();
    await dispute(p.client, b);
    await resolve(p.admin, b, 'release', 'Photos show the kitchen done.');
    expect(await booking(b)).toEqual({
      status: 'completed', confirmed_by: 'admin', disputed: true, dispute_reason: 'The kitchen was not cleaned.', resolved: true,
      dispute_outcome: 'released', dispute_note: 'Photos show the kitchen done.',
    });
    expect(await payoutOf(b)).toEqual({ status: 'queued', amount_kobo: '850000' });
    expect(await refundsOf(b)).toEqual([]);
    expect((await messages(p.cleaner)).map((m) => m.message)).toContain('An admin closed the problem reported on your Deep Cleaning job. Your payout is released.');
    expect((await messages(p.client)).map((m) => m.message))
      .toContain('An admin closed the problem you reported on your Deep Cleaning booking. The job counts as completed. Please leave a review.');
    expect(await auditOf(b)).toEqual([
      { action: 'booking.disputed', actor_kind: 'customer', actor_id: p.client.id },
      { action: 'booking.dispute_released', actor_kind: 'admin', actor_id: p.admin.id },
    ]);
    expect(await rpcError(db, p.admin, 'resolve_dispute', { p_booking_id: b, p_outcome: 'refund' })).toBe('This dispute is already closed.');
  });

  it('refund: the booking is cancelled, the payment refunded in full and the payout cancelled', async () => {
    const b = await awaiting(p.client2, p.cleaner2);
    await dispute(p.client2, b);
    await resolve(p.admin, b, 'refund');
    expect(await booking(b)).toMatchObject({ status: 'cancelled', resolved: true, dispute_outcome: 'refunded', dispute_note: null });
    expect(await refundsOf(b)).toEqual([{ amount_kobo: '1000000', status: 'queued', requested_by_kind: 'admin' }]);
    expect(await payoutOf(b)).toMatchObject({ status: 'cancelled' });
    expect((await messages(p.client2)).map((m) => m.message)).toEqual(expect.arrayContaining([
      'An admin closed the problem you reported on your Deep Cleaning booking. The booking is cancelled and your payment refunded.',
      'Your payment of ₦10,000.00 for your Deep Cleaning booking is being refunded.',
    ]));
    expect((await messages(p.cleaner2)).map((m) => m.message))
      .toContain('An admin closed the problem reported on your Deep Cleaning job. The booking is cancelled and the customer refunded.');
    expect((await auditOf(b)).map((r) => r.action)).toEqual(['booking.disputed', 'booking.dispute_refunded']);
    expect(await all(p.admin, `select 1 from public.admin_open_disputes() where booking_id = $1`, [b])).toEqual([]);
  });

  it('a partial refund is an admin refund, then release: the cleaner gets the share of what is left', async () => {
    const b = await awaiting();
    await dispute(p.client, b);
    const { id: payment } = await one<{ id: string }>(SERVICE, `select id from public.payments where booking_id = $1 and status = 'completed'`, [b]);
    await rpc(db, p.admin, 'request_refund', { p_payment_id: payment, p_amount_kobo: 400000, p_reason: 'Kitchen skipped' });
    expect(await one(p.admin, `select paid_kobo::text from public.admin_open_disputes() where booking_id = $1`, [b])).toEqual({ paid_kobo: '600000' });
    await resolve(p.admin, b, 'release');
    expect(await payoutOf(b)).toEqual({ status: 'queued', amount_kobo: '510000' });
    expect(await refundsOf(b)).toEqual([{ amount_kobo: '400000', status: 'queued', requested_by_kind: 'admin' }]);
  });
});

describe('confirming a disputed job', () => {
  it('the customer may still confirm: it ends the dispute as withdrawn and releases the payout', async () => {
    const b = await awaiting();
    await dispute(p.client, b);
    await rpc(db, p.client, 'confirm_booking_completion', { p_booking_id: b });
    expect(await booking(b)).toMatchObject({ status: 'completed', confirmed_by: 'customer', disputed: true, resolved: true, dispute_outcome: 'withdrawn' });
    expect(await payoutOf(b)).toMatchObject({ status: 'queued' });
    expect((await auditOf(b)).map((r) => r.action)).toEqual(['booking.disputed', 'booking.dispute_withdrawn']);
    expect(await rpcError(db, p.admin, 'resolve_dispute', { p_booking_id: b, p_outcome: 'refund' })).toBe('This dispute is already closed.');
  });

  it('an undisputed confirmation leaves no dispute record', async () => {
    const b = await awaiting();
    await rpc(db, p.client, 'confirm_booking_completion', { p_booking_id: b });
    expect(await booking(b)).toMatchObject({ status: 'completed', disputed: false, resolved: false, dispute_outcome: null });
    expect(await auditOf(b)).toEqual([]);
  });
});
