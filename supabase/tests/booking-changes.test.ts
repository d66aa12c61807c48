/**
 * When a job happens and how it may change (issue 27, items 1 and 2): weekly availability, the slot rules the
 * database enforces on every write, the admin-set policy, and cancel/reschedule with the exact fee and refund.
 */
import type { Database } from '@spotless/local-supabase';
import { ANON, as, attempt, rpc, rpcError, SERVICE, type Actor, type Runner } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { acceptedBooking, payBooking } from './helpers/money';
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

/** The start of a grid slot `days` Lagos days from today at `hour`:00 Lagos time (ISO). */
async function slot(days: number, hour: number): Promise<string> {
  const r = await db.query<{ s: Date }>(
    `select (((now() at time zone 'Africa/Lagos')::date + $1::integer) + make_time($2::integer, 0, 0)) at time zone 'Africa/Lagos' as s`,
    [days, hour]);
  return new Date(r.rows[0]!.s).toISOString();
}

/**
 * Test setup only: puts a booking's slot at `startsSql` (an SQL expression, e.g. now() + interval '5 hours') without
 * the slot guard, to arrange a job that is close, started or in the past whatever the time of day the suite runs.
 */
async function placeAt(bookingId: string, startsSql: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(`alter table public.bookings disable trigger bookings_slot_guard`);
    await tx.query(`update public.bookings set starts_at = ${startsSql}, ends_at = ${startsSql} + interval '2 hours' where id = $1`, [bookingId]);
    await tx.query(`alter table public.bookings enable trigger bookings_slot_guard`);
  });
}

type Terms = {
  role: string; can_cancel: boolean; cancel_refusal: string | null; late: boolean; fee_kobo: number; paid_kobo: number;
  refund_kobo: number; fee_waived_reason: string | null; can_reschedule: boolean; reschedule_refusal: string | null;
  reschedules_left: number;
};
const quote = (who: Actor, booking: string) => rpc<Terms>(db, who, 'booking_change_quote', { p_booking_id: booking });
const messages = async (who: Actor) =>
  (await all<{ message: string }>(who, `select message from public.notifications order by created_at desc`)).map((n) => n.message);

describe('weekly availability', () => {
  it('a cleaner sets their own windows; bad windows and non-cleaners are refused; anyone reads them', async () => {
    const c = await makeCleaner(db, p.admin, 'Kelechi Obi');
    expect(await rpc(db, c, 'set_my_availability', {
      p_windows: JSON.stringify([{ weekday: 1, start: '08:00', end: '12:00' }, { weekday: 1, start: '14:00', end: '18:00' }]),
    })).toBe(2);
    expect(await rpcError(db, p.client, 'set_my_availability', { p_windows: JSON.stringify([{ weekday: 1, start: '08:00', end: '12:00' }]) }))
      .toBe('Only cleaners can set availability.');
    expect(await rpcError(db, c, 'set_my_availability', { p_windows: '[]' })).toBe('Add at least one time you can work.');
    expect(await rpcError(db, c, 'set_my_availability', { p_windows: JSON.stringify([{ weekday: 2, start: '12:00', end: '10:00' }]) }))
      .toBe('Each window is on the hour between 06:00 and 21:00, and ends after it starts.');
    expect(await rpcError(db, c, 'set_my_availability', {
      p_windows: JSON.stringify([{ weekday: 2, start: '08:00', end: '12:00' }, { weekday: 2, start: '10:00', end: '14:00' }]),
    })).toBe('Two windows on the same day overlap.');
    // The refused calls changed nothing.
    expect(await all(ANON, `select weekday, start_time::text, end_time::text from public.cleaner_availability where cleaner_id = $1 order by start_time`, [c.id]))
      .toEqual([{ weekday: 1, start_time: '08:00:00', end_time: '12:00:00' }, { weekday: 1, start_time: '14:00:00', end_time: '18:00:00' }]);
    // Nobody writes the table directly, not even its cleaner.
    const direct = await attempt(db, c, `insert into public.cleaner_availability (cleaner_id, weekday, start_time, end_time) values ($1, 3, '08:00', '10:00')`, [c.id]);
    expect(direct).toMatchObject({ ok: false });
    const other = await attempt(db, p.cleaner2, `delete from public.cleaner_availability where cleaner_id = $1`, [c.id]);
    expect(other.ok ? other.count : -1).toBeLessThanOrEqual(0);
  });

  it('open slots follow the availability and skip the cleaner\'s committed jobs', async () => {
    const c = await makeCleaner(db, p.admin, 'Amaka Ibe');
    const dow = (await db.query<{ d: number }>(`select extract(dow from (now() at time zone 'Africa/Lagos')::date + 3)::integer as d`)).rows[0]!.d;
    await rpc(db, c, 'set_my_availability', { p_windows: JSON.stringify([{ weekday: dow, start: '10:00', end: '14:00' }]) });
    const from = (await db.query<{ d: string }>(`select ((now() at time zone 'Africa/Lagos')::date + 3)::text as d`)).rows[0]!.d;
    const open = async () => (await all<{ starts_at: Date }>(ANON, `select starts_at from public.cleaner_open_slots($1, $2::date, 1)`, [c.id, from]))
      .map((r) => new Date(r.starts_at).toISOString());
    expect(await open()).toEqual([await slot(3, 10), await slot(3, 12)]);
    const b = await acceptedBooking(db, p.client, c, 1000000);
    await rpc(db, p.client, 'set_booking_slot', { p_booking_id: b, p_starts_at: await slot(3, 10) });
    expect(await open()).toEqual([await slot(3, 12)]);
  });
});

describe('slot rules on every write', () => {
  it('refuse a past or off-grid slot, a slot outside availability, a clash, and another\'s booking', async () => {
    const c = await makeCleaner(db, p.admin, 'Sade Bello');
    const dow = (await db.query<{ d: number }>(`select extract(dow from (now() at time zone 'Africa/Lagos')::date + 4)::integer as d`)).rows[0]!.d;
    await rpc(db, c, 'set_my_availability', { p_windows: JSON.stringify([{ weekday: dow, start: '08:00', end: '12:00' }]) });
    const first = await acceptedBooking(db, p.client, c, 1000000);
    expect(await rpcError(db, p.client2, 'set_booking_slot', { p_booking_id: first, p_starts_at: await slot(4, 8) })).toBe('Invalid booking ID');
    expect(await rpcError(db, p.client, 'set_booking_slot', { p_booking_id: first, p_starts_at: await slot(-1, 10) }))
      .toBe('That time has passed or is too soon. Choose a slot at least 2 hours from now.');
    expect(await rpcError(db, p.client, 'set_booking_slot', { p_booking_id: first, p_starts_at: (await slot(4, 8)).replace(':00:00', ':30:00') }))
      .toBe('Choose one of the time slots (8:00, 10:00, 12:00, 14:00 or 16:00).');
    expect(await rpcError(db, p.client, 'set_booking_slot', { p_booking_id: first, p_starts_at: await slot(4, 14) }))
      .toBe('The cleaner is not available at that time. Choose another slot.');
    await rpc(db, p.client, 'set_booking_slot', { p_booking_id: first, p_starts_at: await slot(4, 8) });
    expect(await one(p.client, `select scheduled_date::text = ((now() at time zone 'Africa/Lagos')::date + 4)::text as same from public.bookings where id = $1`, [first]))
      .toEqual({ same: true });
    // A second booking at the same time: requested (pending) is allowed to be asked, but the cleaner cannot accept it.
    const second = await rpc<string>(db, p.client2, 'create_booking', { p_cleaner_id: c.id, p_services: ['Deep Cleaning'], p_location: 'Lekki' });
    expect(await rpcError(db, p.client2, 'set_booking_slot', { p_booking_id: second, p_starts_at: await slot(4, 8) }))
      .toBe('The cleaner already has a job at that time. Choose another slot.');
    await rpc(db, p.client2, 'set_booking_slot', { p_booking_id: second, p_starts_at: await slot(4, 10) });
    expect(await rpcError(db, p.client, 'set_booking_slot', { p_booking_id: first, p_starts_at: await slot(4, 10) }))
      .toBe('This booking already has a time. Reschedule it instead.');
    // An admin matching a cleaner to a booking already in that cleaner's slot is refused too.
    await rpc(db, c, 'accept_booking', { p_booking_id: second, p_price_kobo: 500000 });
    const unmatched = await rpc<string>(db, p.client2, 'create_booking', { p_cleaner_id: null, p_services: ['Deep Cleaning'], p_location: 'Lekki' });
    await rpc(db, p.client2, 'set_booking_slot', { p_booking_id: unmatched, p_starts_at: await slot(4, 10) });
    expect(await rpcError(db, p.admin, 'assign_booking_cleaner', { p_booking_id: unmatched, p_cleaner_id: c.id }))
      .toBe('The cleaner already has a job at that time. Choose another slot.');
  });

  it('a cleaner cannot accept a request whose slot clashes with a job they accepted', async () => {
    const c = await makeCleaner(db, p.admin, 'Obinna Eze');
    const at = await slot(5, 12);
    const a = await rpc<string>(db, p.client, 'create_booking', { p_cleaner_id: c.id, p_services: ['Deep Cleaning'], p_location: 'Lekki' });
    const b = await rpc<string>(db, p.client2, 'create_booking', { p_cleaner_id: c.id, p_services: ['Deep Cleaning'], p_location: 'Yaba' });
    await rpc(db, p.client, 'set_booking_slot', { p_booking_id: a, p_starts_at: at });
    await rpc(db, p.client2, 'set_booking_slot', { p_booking_id: b, p_starts_at: at });
    await rpc(db, c, 'accept_booking', { p_booking_id: a, p_price_kobo: 800000 });
    expect(await rpcError(db, c, 'accept_booking', { p_booking_id: b, p_price_kobo: 800000 }))
      .toBe('The cleaner already has a job at that time. Choose another slot.');
  });
});

describe('the policy (admins)', () => {
  it('only admins at aal2 change it, within bounds, and the change is audited', async () => {
    const args = { p_free_cancel_hours: 24, p_late_fee_kind: 'percent', p_late_fee_percent: 20, p_late_fee_kobo: 200000,
      p_reschedule_min_hours: 12, p_reschedule_limit: 2 };
    expect(await rpcError(db, p.client, 'set_booking_change_settings', args)).toBe('Only admins can change the cancellation policy.');
    expect(await rpcError(db, { ...p.admin, aal: 'aal1' }, 'set_booking_change_settings', args)).toBe('Only admins can change the cancellation policy.');
    expect(await rpcError(db, p.admin, 'set_booking_change_settings', { ...args, p_late_fee_percent: 101 }))
      .toBe('The late fee is a percentage from 0 to 100 or an amount up to ₦1,000,000.');
    await rpc(db, p.admin, 'set_booking_change_settings', { ...args, p_late_fee_percent: 25 });
    expect(await one(ANON, `select late_fee_percent from public.booking_change_settings`)).toEqual({ late_fee_percent: 25 });
    const audit = await one<{ actor_id: string; details: { before: { late_fee_percent: number }; after: { late_fee_percent: number } } }>(SERVICE,
      `select actor_id, details from public.money_audit where action = 'settings.booking_changes' order by id desc limit 1`);
    expect([audit.actor_id, audit.details.before.late_fee_percent, audit.details.after.late_fee_percent]).toEqual([p.admin.id, 20, 25]);
    await rpc(db, p.admin, 'set_booking_change_settings', args);
    const direct = await attempt(db, p.admin, `update public.booking_change_settings set late_fee_percent = 90`);
    expect(direct.ok ? direct.count : 0).toBe(0);
  });
});

describe('cancelling', () => {
  /** A paid ₦10,000 booking of p.cleaner starting at `startsSql`. */
  async function paidAt(startsSql: string, customer: Actor = p.client): Promise<{ booking: string; payment: string }> {
    const booking = await acceptedBooking(db, customer, p.cleaner, 1000000,
      customer.anonymous ? { p_full_name: 'Kemi Guest', p_phone: '+2348099990000' } : {});
    const c = await payBooking(db, customer, booking, customer.anonymous ? 'kemi.guest@example.ng' : undefined);
    await placeAt(booking, startsSql);
    return { booking, payment: c.payment_id };
  }
  const moneyOf = (booking: string) => one<{ status: string; fee: string; refunded: string; payout: string; payout_gross: string; payout_amount: string }>(SERVICE,
    `select b.status, b.cancellation_fee_kobo::text as fee, (select sum(amount_kobo)::text from public.refunds r where r.booking_id = b.id) as refunded,
            po.status as payout, po.gross_kobo::text as payout_gross, po.amount_kobo::text as payout_amount
       from public.bookings b left join public.payouts po on po.booking_id = b.id where b.id = $1`, [booking]);

  it('early: free, the payment refunded in full', async () => {
    const { booking } = await paidAt(`now() + interval '3 days'`);
    const q = await quote(p.client, booking);
    expect(q).toMatchObject({ role: 'customer', can_cancel: true, late: false, fee_kobo: 0, paid_kobo: 1000000, refund_kobo: 1000000 });
    await rpc(db, p.client, 'cancel_booking', { p_booking_id: booking, p_reason: 'Travelling' });
    expect(await moneyOf(booking)).toEqual({ status: 'cancelled', fee: '0', refunded: '1000000', payout: 'cancelled', payout_gross: '1000000', payout_amount: '850000' });
  });

  it('late and paid: the quote states the exact fee; the rest is refunded and the cleaner is paid their share of the fee', async () => {
    const { booking } = await paidAt(`now() + interval '5 hours'`);
    const q = await quote(p.client, booking);
    expect(q).toMatchObject({ can_cancel: true, late: true, fee_kobo: 200000, paid_kobo: 1000000, refund_kobo: 800000, fee_waived_reason: null });
    const applied = await rpc<Terms>(db, p.client, 'cancel_booking', { p_booking_id: booking });
    expect(applied).toMatchObject({ fee_kobo: 200000, refund_kobo: 800000 });
    // ₦2,000 kept: 15% commission (₦300) to the platform, ₦1,700 released to the cleaner at once.
    expect(await moneyOf(booking)).toEqual({ status: 'cancelled', fee: '200000', refunded: '800000', payout: 'queued', payout_gross: '200000', payout_amount: '170000' });
    const actions = (await all<{ action: string }>(SERVICE, `select action from public.money_audit where booking_id = $1 order by id`, [booking])).map((r) => r.action);
    expect(actions).toEqual(['payment.initialized', 'payment.completed', 'payout.held', 'refund.queued', 'payout.reduced', 'payout.queued', 'booking.late_cancellation']);
    expect(await messages(p.cleaner)).toContainEqual(
      expect.stringMatching(/^A booking for Deep Cleaning in Lekki on .+ was cancelled\. You receive your share of the ₦2,000\.00 late-cancellation fee\.$/));
  });

  it('a fixed fee is capped by the price; late and unpaid is free (waived, stated)', async () => {
    await rpc(db, p.admin, 'set_booking_change_settings', { p_free_cancel_hours: 24, p_late_fee_kind: 'fixed', p_late_fee_percent: 20,
      p_late_fee_kobo: 5000000, p_reschedule_min_hours: 12, p_reschedule_limit: 2 });
    try {
      const { booking } = await paidAt(`now() + interval '5 hours'`);
      expect(await quote(p.client, booking)).toMatchObject({ fee_kobo: 1000000, refund_kobo: 0 });
      const unpaid = await acceptedBooking(db, p.client, p.cleaner, 1000000);
      await placeAt(unpaid, `now() + interval '5 hours'`);
      expect(await quote(p.client, unpaid)).toMatchObject({ late: true, fee_kobo: 0, fee_waived_reason: 'You have not paid for this booking, so no fee is charged.' });
      await rpc(db, p.client, 'cancel_booking', { p_booking_id: unpaid });
      expect(await moneyOf(unpaid)).toMatchObject({ status: 'cancelled', fee: '0', refunded: null });
    } finally {
      await rpc(db, p.admin, 'set_booking_change_settings', { p_free_cancel_hours: 24, p_late_fee_kind: 'percent', p_late_fee_percent: 20,
        p_late_fee_kobo: 200000, p_reschedule_min_hours: 12, p_reschedule_limit: 2 });
    }
  });

  it('refused once started, and for anyone but the customer, the cleaner or an admin', async () => {
    const { booking } = await paidAt(`now() - interval '30 minutes'`);
    expect(await quote(p.client, booking)).toMatchObject({ can_cancel: false, cancel_refusal: 'This job has started, so it can no longer be cancelled.' });
    expect(await rpcError(db, p.client, 'cancel_booking', { p_booking_id: booking })).toBe('This job has started, so it can no longer be cancelled.');
    expect(await rpcError(db, p.cleaner, 'cancel_booking', { p_booking_id: booking })).toBe('This job has started, so it can no longer be cancelled.');
    const later = await acceptedBooking(db, p.client, p.cleaner, 1000000);
    expect(await rpcError(db, p.client2, 'cancel_booking', { p_booking_id: later })).toBe('Invalid booking ID');
    expect(await rpcError(db, p.client2, 'booking_change_quote', { p_booking_id: later })).toBe('Invalid booking ID');
    expect(await rpcError(db, p.cleaner2, 'cancel_booking', { p_booking_id: later })).toBe('Invalid booking ID');
    expect(await rpcError(db, p.guest, 'cancel_booking', { p_booking_id: later })).toBe('Invalid booking ID');
  });

  it('a guest cancels their own booking like a client', async () => {
    const { booking } = await paidAt(`now() + interval '2 days'`, p.guest);
    expect(await quote(p.guest, booking)).toMatchObject({ role: 'customer', can_cancel: true, fee_kobo: 0, refund_kobo: 1000000 });
    await rpc(db, p.guest, 'cancel_booking', { p_booking_id: booking });
    expect(await moneyOf(booking)).toMatchObject({ status: 'cancelled', refunded: '1000000' });
  });

  it('the cleaner cancelling an accepted job never costs the customer (standby when it exists, else a full refund)', async () => {
    const { booking } = await paidAt(`now() + interval '5 hours'`);
    const q = await quote(p.cleaner, booking);
    expect(q).toMatchObject({ role: 'cleaner', can_cancel: true, late: false, fee_kobo: 0 });
    await rpc(db, p.cleaner, 'cancel_booking', { p_booking_id: booking, p_reason: 'I am ill' });
    const standby = (await db.query<{ f: string | null }>(`select to_regprocedure('public.release_booking_to_standby(uuid, text)')::text as f`)).rows[0]!.f;
    const after = await moneyOf(booking);
    if (standby) {
      // Standby replacement (20250706) takes the job over: the customer keeps the booking, paid, with nothing kept.
      expect(after).toMatchObject({ status: 'pending', fee: '0', refunded: null, payout: 'held' });
      expect(await one(SERVICE, `select cleaner_id, reason from public.booking_standby s join public.bookings b on b.id = s.booking_id where b.id = $1`, [booking]))
        .toEqual({ cleaner_id: null, reason: 'cleaner_cancelled' });
    } else {
      expect(after).toMatchObject({ status: 'cancelled', fee: '0', refunded: '1000000', payout: 'cancelled' });
      expect(await messages(p.client)).toContain('Your cleaner cancelled your Deep Cleaning booking. Your payment is being refunded in full.');
    }
  });
});

describe('rescheduling', () => {
  it('moves within the policy, tells the other side, counts, and refuses past the limit, the window, and strangers', async () => {
    const c = await makeCleaner(db, p.admin, 'Yemi Alade');
    const b = await acceptedBooking(db, p.client, c, 1000000);
    await rpc(db, p.client, 'set_booking_slot', { p_booking_id: b, p_starts_at: await slot(6, 8) });
    expect(await rpcError(db, p.client2, 'reschedule_booking', { p_booking_id: b, p_starts_at: await slot(6, 10) })).toBe('Invalid booking ID');
    expect(await rpcError(db, p.client, 'reschedule_booking', { p_booking_id: b, p_starts_at: await slot(-2, 10) }))
      .toBe('That time has passed or is too soon. Choose a slot at least 2 hours from now.');
    const after = await rpc<Terms>(db, p.client, 'reschedule_booking', { p_booking_id: b, p_starts_at: await slot(6, 10) });
    expect(after.reschedules_left).toBe(1);
    expect(await messages(c)).toContainEqual(expect.stringMatching(/^The customer moved the Deep Cleaning job from .+ 08:00 to .+ 10:00\.$/));
    await rpc(db, c, 'reschedule_booking', { p_booking_id: b, p_starts_at: await slot(7, 12) });
    expect(await messages(p.client)).toContainEqual(expect.stringMatching(/^Your cleaner moved your Deep Cleaning booking from .+ 10:00 to .+ 12:00\. If the new time does not suit you, you can cancel it free of charge\.$/));
    expect(await rpcError(db, p.client, 'reschedule_booking', { p_booking_id: b, p_starts_at: await slot(8, 12) }))
      .toBe('This booking was already moved 2 times, the most allowed.');
    // Within 12 hours of the job it can no longer be moved; after the cleaner moved it, a late cancellation is free.
    await placeAt(b, `now() + interval '5 hours'`);
    const q = await quote(p.client, b);
    expect(q).toMatchObject({ can_reschedule: false, late: true, fee_kobo: 0, fee_waived_reason: 'The cleaner moved this booking, so cancelling it is free.' });
    const fresh = await acceptedBooking(db, p.client, c, 1000000);
    await placeAt(fresh, `now() + interval '5 hours'`);
    expect(await rpcError(db, p.client, 'reschedule_booking', { p_booking_id: fresh, p_starts_at: await slot(9, 12) }))
      .toBe('It is less than 12 hours before the job, so it can no longer be moved.');
  });
});
