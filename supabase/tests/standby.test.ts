/**
 * Issue 27, item 5: standby replacement (20250706000000_standby_replacement.sql and later 20250706* migrations).
 * A job its cleaner drops goes back to pending without a cleaner and is offered to the verified, active cleaners of
 * its LGA (its state when the LGA has none); the released cleaner loses the customer's contact; a held payout
 * follows the booking's cleaner.
 */
import type { Database } from '@spotless/local-supabase';
import { as, rpc, rpcError, SERVICE, type Actor, type Runner } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { acceptedBooking, payBooking } from './helpers/money';
import { makeCleaner, makePeople, type People } from './helpers/world';
import { liftWriteLimits } from './helpers/write-limits';

let t: TestDatabase;
let db: Database;
let p: People;
let ikeja2: Actor;
let etiOsa: Actor;

beforeAll(async () => {
  t = await openTestDatabase();
  db = t.db;
  p = await makePeople(db);
  await liftWriteLimits(db);
  ikeja2 = await makeCleaner(db, p.admin, 'Kunle Ade', { lga: 'Ikeja' });
  etiOsa = await makeCleaner(db, p.admin, 'Sade Bello', { lga: 'Eti-Osa' });
});
afterAll(async () => {
  await t?.close();
});

const rows = async <T>(who: Runner, sql: string, params: unknown[] = []): Promise<T[]> =>
  as(db, who, async (tx) => (await tx.query<T>(sql, params)).rows);

/**
 * Gives the booking the first 2-hour slot of the booking grid (08:00-16:00 Lagos, cleaners' default hours) starting at
 * least `minHours` from now, as the slot RPCs would have stored it. The first slot at least 1 hour away is always less
 * than 24 hours away (late); one at least 72 hours away is early.
 */
const slotIn = (booking: string, minHours: number) =>
  db.query(
    `with s as (
       select min(g at time zone 'Africa/Lagos') as at
         from generate_series(date_trunc('day', now() at time zone 'Africa/Lagos'),
                              date_trunc('day', now() at time zone 'Africa/Lagos') + interval '10 days', interval '2 hours') g
        where extract(hour from g) between 8 and 16 and (g at time zone 'Africa/Lagos') >= now() + make_interval(hours => $2::int))
     update public.bookings set starts_at = s.at, ends_at = s.at + interval '2 hours' from s where id = $1`,
    [booking, minHours]);

/** A slot that started `minutesAgo` minutes ago whatever the hour (test setup: the slot rules are not the subject). */
const startedAgo = async (booking: string, minutesAgo: number) => {
  await db.query(`alter table public.bookings disable trigger user`);
  try {
    await db.query(`update public.bookings set starts_at = now() - make_interval(mins => $2::int),
                      ends_at = now() - make_interval(mins => $2::int) + interval '2 hours' where id = $1`, [booking, minutesAgo]);
  } finally {
    await db.query(`alter table public.bookings enable trigger user`);
  }
};

const release = (booking: string, reason: string) =>
  rpc<string>(db, SERVICE, 'release_booking_to_standby', { p_booking_id: booking, p_reason: reason });

const offeredTo = async (standby: string) =>
  (await rows<{ cleaner_id: string; scope: string }>(SERVICE,
    `select cleaner_id, scope from public.standby_offers where standby_id = $1 order by cleaner_id`, [standby]));

const lastMessage = async (who: Actor) =>
  (await rows<{ message: string }>(who, `select message from public.notifications order by created_at desc, id limit 1`))[0]?.message;

it('a dropped job goes back to pending without a cleaner and is offered to the working cleaners of its LGA only', async () => {
  const booking = await acceptedBooking(db, p.client, p.cleaner, 3_000_000, { p_state: 'Lagos', p_lga: 'Ikeja' });
  await slotIn(booking, 48);
  const standby = await release(booking, 'cleaner_cancelled');
  const [bk] = await rows<{ cleaner_id: string | null; status: string; price_kobo: string }>(SERVICE,
    `select cleaner_id, status, price_kobo::text from public.bookings where id = $1`, [booking]);
  expect(bk).toEqual({ cleaner_id: null, status: 'pending', price_kobo: '3000000' });
  // cleaner2 and ikeja2 work in Ikeja; not the released cleaner, the suspended or the unverified one, nor Eti-Osa.
  const offers = await offeredTo(standby);
  expect(offers.map((o) => o.cleaner_id).sort()).toEqual([p.cleaner2.id, ikeja2.id].sort());
  expect(new Set(offers.map((o) => o.scope))).toEqual(new Set(['lga']));
  expect(await lastMessage(ikeja2)).toMatch(/^Standby job: Deep Cleaning in Lekki on \d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:00\. The first cleaner to accept gets it\.$/);
  expect(await lastMessage(p.client)).toBe('Adaeze Nwosu can no longer do your Deep Cleaning booking. We are offering it to other verified cleaners near you and will tell you who is coming.');
  // The customer follows the standby; the released cleaner neither sees it nor the booking any more.
  expect(await rows(p.client, `select state, reason, scope from public.booking_standby where id = $1`, [standby]))
    .toEqual([{ state: 'open', reason: 'cleaner_cancelled', scope: 'lga' }]);
  expect(await rows(p.cleaner, `select id from public.booking_standby where id = $1`, [standby])).toEqual([]);
  expect(await rows(p.cleaner, `select id from public.bookings where id = $1`, [booking])).toEqual([]);
  expect(await rows(p.cleaner, `select full_name from public.booking_contacts where booking_id = $1`, [booking])).toEqual([]);
  // A second release of the same job is refused: it has no cleaner.
  expect(await rpcError(db, SERVICE, 'release_booking_to_standby', { p_booking_id: booking, p_reason: 'no_show' }))
    .toBe('This booking has no cleaner to replace.');
});

it('widens to the whole state when nobody in the LGA can take it', async () => {
  const booking = await acceptedBooking(db, p.client, etiOsa, 2_000_000, { p_state: 'Lagos', p_lga: 'Eti-Osa' });
  const standby = await release(booking, 'no_show');
  const offers = await offeredTo(standby);
  expect(offers.map((o) => o.cleaner_id).sort()).toEqual([p.cleaner.id, p.cleaner2.id, ikeja2.id].sort());
  expect(new Set(offers.map((o) => o.scope))).toEqual(new Set(['state']));
  expect(await rows(SERVICE, `select scope, widened_at is not null as widened from public.booking_standby where id = $1`, [standby]))
    .toEqual([{ scope: 'state', widened: true }]);
  expect(await lastMessage(etiOsa)).toBe('Your Deep Cleaning job in Lekki was given to another cleaner because it had not started.');
});

it('is internal: no client, cleaner or guest can call it, and done or cancelled jobs are refused', async () => {
  const booking = await acceptedBooking(db, p.client, p.cleaner, 1_000_000, { p_state: 'Lagos', p_lga: 'Ikeja' });
  for (const who of [p.client, p.cleaner, p.guest, p.admin]) {
    expect(await rpcError(db, who, 'release_booking_to_standby', { p_booking_id: booking, p_reason: 'no_show' }))
      .toMatch(/permission denied/);
  }
  expect(await rpcError(db, SERVICE, 'release_booking_to_standby', { p_booking_id: booking, p_reason: '  ' })).toBe('Invalid standby reason.');
  await rpc(db, p.cleaner, 'complete_booking', { p_booking_id: booking });
  expect(await rpcError(db, SERVICE, 'release_booking_to_standby', { p_booking_id: booking, p_reason: 'no_show' }))
    .toBe('This booking can no longer be given to another cleaner.');
});

it('a paid job stays paid and its held payout leaves the released cleaner (audited), never paid to them', async () => {
  const booking = await acceptedBooking(db, p.guest, p.cleaner, 2_500_000, {
    p_state: 'Lagos', p_lga: 'Ikeja', p_full_name: 'Kemi Guest', p_phone: '+2348099990000',
  });
  await payBooking(db, p.guest, booking, 'kemi@example.ng');
  await release(booking, 'cleaner_cancelled');
  expect(await rows(SERVICE, `select b.payment_status, po.status, po.cleaner_id from public.bookings b
                               join public.payouts po on po.booking_id = b.id where b.id = $1`, [booking]))
    .toEqual([{ payment_status: 'paid', status: 'held', cleaner_id: null }]);
  expect(await rows(SERVICE, `select details->>'from_cleaner_id' as from_id from public.money_audit
                               where booking_id = $1 and action = 'payout.reassigned'`, [booking]))
    .toEqual([{ from_id: p.cleaner.id }]);
  // No refund was queued: the customer keeps their booking.
  expect(await rows(SERVICE, `select id from public.refunds where payment_id in (select id from public.payments where booking_id = $1)`, [booking])).toEqual([]);
  expect(await rows(p.cleaner, `select id from public.payouts where booking_id = $1`, [booking])).toEqual([]);
});

it('a rejection within 24 hours of the slot goes to standby; an early one stays rejected', async () => {
  const late = await rpc<string>(db, p.client, 'create_booking', {
    p_cleaner_id: p.cleaner.id, p_services: ['House Cleaning'], p_location: 'Allen', p_state: 'Lagos', p_lga: 'Ikeja', p_budget_kobo: 1_500_000,
  });
  await slotIn(late, 1);
  await rpc(db, p.cleaner, 'decide_booking', { p_booking_id: late, p_accept: false });
  expect(await rows(SERVICE, `select b.status, b.cleaner_id, s.reason, s.released_cleaner_id from public.bookings b
                               join public.booking_standby s on s.booking_id = b.id where b.id = $1`, [late]))
    .toEqual([{ status: 'pending', cleaner_id: null, reason: 'late_rejection', released_cleaner_id: p.cleaner.id }]);

  const early = await rpc<string>(db, p.client, 'create_booking', {
    p_cleaner_id: p.cleaner.id, p_services: ['House Cleaning'], p_location: 'Allen', p_state: 'Lagos', p_lga: 'Ikeja',
  });
  await slotIn(early, 72);
  await rpc(db, p.cleaner, 'decide_booking', { p_booking_id: early, p_accept: false });
  expect(await rows(SERVICE, `select status, cleaner_id from public.bookings where id = $1`, [early]))
    .toEqual([{ status: 'rejected', cleaner_id: p.cleaner.id }]);
  expect(await rows(SERVICE, `select id from public.booking_standby where booking_id = $1`, [early])).toEqual([]);
});

it("a cleaner released from a job won by their bid loses the request's contact too", async () => {
  const q = await rpc<string>(db, p.client2, 'create_quote_request', {
    p_service_type: 'House Cleaning', p_location: 'Opebi', p_description: 'Two rooms.', p_state: 'Lagos', p_lga: 'Ikeja',
  });
  const bid = await rpc<string>(db, p.cleaner2, 'submit_bid', { p_quote_request_id: q, p_amount_kobo: 2_000_000 });
  const booking = await rpc<string>(db, p.client2, 'accept_bid', { p_bid_id: bid });
  expect(await rows(p.cleaner2, `select quote_request_id from public.quote_request_contacts where quote_request_id = $1`, [q])).toHaveLength(1);
  await release(booking, 'cleaner_cancelled');
  expect(await rows(p.cleaner2, `select quote_request_id from public.quote_request_contacts where quote_request_id = $1`, [q])).toEqual([]);
  expect(await rows(p.client2, `select quote_request_id from public.quote_request_contacts where quote_request_id = $1`, [q])).toHaveLength(1);
});

describe('taking a standby job', () => {
  /** An accepted, slotted Ikeja job of p.cleaner released to standby; its id, the standby and the offers by cleaner. */
  const standbyJob = async (customer: Actor = p.client, minHours = 30, pay = false) => {
    const booking = await acceptedBooking(db, customer, p.cleaner, 3_000_000, {
      p_state: 'Lagos', p_lga: 'Ikeja', p_services: ['House Cleaning'],
      ...(customer.anonymous ? { p_full_name: 'Kemi Guest', p_phone: '+2348099990000' } : {}),
    });
    await slotIn(booking, minHours);
    if (pay) await payBooking(db, customer, booking, 'kemi@example.ng');
    const standby = await release(booking, 'I am unwell.');
    const offers = new Map((await rows<{ id: string; cleaner_id: string }>(SERVICE,
      `select id, cleaner_id from public.standby_offers where standby_id = $1`, [standby])).map((o) => [o.cleaner_id, o.id]));
    return { booking, standby, offers };
  };

  it('the cleaner sees the job without the contact; the first accept gets it, the second is told it is taken (409)', async () => {
    const { booking, standby, offers } = await standbyJob();
    const mine = await rows<Record<string, unknown>>(ikeja2, `select * from public.my_standby_offers()`);
    const row = mine.find((r) => r.booking_id === booking)!;
    expect(row).toMatchObject({ offer_id: offers.get(ikeja2.id), services: ['House Cleaning'], location: 'Lekki', lga: 'Ikeja' });
    expect(String(row.price_kobo)).toBe('3000000');
    expect(Object.keys(row).join(' ')).not.toMatch(/phone|email|full_name|address|customer/);
    // The note keeps the cleaner's words; the reason is the code.
    expect(await rows(SERVICE, `select reason, note from public.booking_standby where id = $1`, [standby])).toEqual([{ reason: 'cleaner_cancelled', note: 'I am unwell.' }]);

    expect(await rpc(db, ikeja2, 'accept_standby_offer', { p_offer_id: offers.get(ikeja2.id) })).toBe(booking);
    const err = await as(db, p.cleaner2, (tx) => tx.query(`select public.accept_standby_offer($1)`, [offers.get(p.cleaner2.id)]))
      .then(() => null, (e: Error & { code?: string }) => e);
    expect(err?.message).toBe('Another cleaner has already taken this job.');
    expect(err?.code).toBe('PT409');

    expect(await rows(SERVICE, `select cleaner_id, status, price_kobo::text from public.bookings where id = $1`, [booking]))
      .toEqual([{ cleaner_id: ikeja2.id, status: 'accepted', price_kobo: '3000000' }]);
    expect(await rows(SERVICE, `select state, taken_by from public.booking_standby where id = $1`, [standby])).toEqual([{ state: 'taken', taken_by: ikeja2.id }]);
    expect(await rows(SERVICE, `select cleaner_id, status from public.standby_offers where standby_id = $1 order by status`, [standby]))
      .toEqual([{ cleaner_id: ikeja2.id, status: 'accepted' }, { cleaner_id: p.cleaner2.id, status: 'missed' }]);
    expect(await lastMessage(p.cleaner2)).toBe('The standby House Cleaning job in Lekki was taken by another cleaner.');
    expect(await lastMessage(p.client)).toMatch(/^Kunle Ade is coming for your House Cleaning booking on \d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:00 instead\.$/);
    // The new cleaner has the contact; the old one has nothing; the offer list is empty again.
    expect(await rows(ikeja2, `select full_name from public.booking_contacts where booking_id = $1`, [booking])).toHaveLength(1);
    expect(await rows(p.cleaner, `select booking_id from public.booking_contacts where booking_id = $1`, [booking])).toEqual([]);
    expect((await rows<{ booking_id: string }>(ikeja2, `select booking_id from public.my_standby_offers()`)).map((r) => r.booking_id)).not.toContain(booking);
    // The timeline says so.
    const kinds = (await rows<{ kind: string }>(p.client, `select kind from public.booking_events where booking_id = $1 order by at, id`, [booking])).map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['standby_offered', 'cleaner_replaced']));
  });

  it('two cleaners accepting at once: exactly one gets the job', async () => {
    const { booking, offers } = await standbyJob(p.client, 80);
    const results = await Promise.allSettled([ikeja2, p.cleaner2].map((c) => rpc(db, c, 'accept_standby_offer', { p_offer_id: offers.get(c.id) })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(lost.map((r) => (r.reason as Error).message)).toEqual(['Another cleaner has already taken this job.']);
    const [bk] = await rows<{ cleaner_id: string; status: string }>(SERVICE, `select cleaner_id, status from public.bookings where id = $1`, [booking]);
    expect(bk!.status).toBe('accepted');
    expect([ikeja2.id, p.cleaner2.id]).toContain(bk!.cleaner_id);
    // Hand the job back so the next tests find both cleaners free.
    await db.query(`update public.bookings set status = 'cancelled' where id = $1`, [booking]);
  });

  it('only the cleaner it was offered to may accept it, and only while they are verified and active', async () => {
    const { booking, offers } = await standbyJob(p.client, 100);
    expect(await rpcError(db, etiOsa, 'accept_standby_offer', { p_offer_id: offers.get(ikeja2.id) })).toBe('Standby offer not found.');
    expect(await rpcError(db, p.client, 'accept_standby_offer', { p_offer_id: offers.get(ikeja2.id) })).toBe('Standby offer not found.');
    expect(await rpcError(db, p.cleaner, 'accept_standby_offer', { p_offer_id: offers.get(ikeja2.id) })).toBe('Standby offer not found.');
    expect(offers.has(p.cleaner.id)).toBe(false);
    await rpc(db, p.admin, 'suspend_cleaner', { p_cleaner_id: ikeja2.id });
    try {
      expect(await rpcError(db, ikeja2, 'accept_standby_offer', { p_offer_id: offers.get(ikeja2.id) })).toBe('Your account is suspended.');
    } finally {
      await rpc(db, p.admin, 'activate_cleaner', { p_cleaner_id: ikeja2.id });
    }
    await db.query(`update public.bookings set status = 'cancelled' where id = $1`, [booking]);
  });

  it('a paid job: the held payout goes to the new cleaner, once', async () => {
    const { booking, offers } = await standbyJob(p.guest, 120, true);
    expect(await rows(SERVICE, `select cleaner_id from public.payouts where booking_id = $1`, [booking])).toEqual([{ cleaner_id: null }]);
    await rpc(db, p.cleaner2, 'accept_standby_offer', { p_offer_id: offers.get(p.cleaner2.id) });
    expect(await rows(SERVICE, `select cleaner_id, status from public.payouts where booking_id = $1`, [booking]))
      .toEqual([{ cleaner_id: p.cleaner2.id, status: 'held' }]);
    expect(await rows(SERVICE, `select payment_status from public.bookings where id = $1`, [booking])).toEqual([{ payment_status: 'paid' }]);
    expect(await lastMessage(p.guest)).toMatch(/^Emeka Eze is coming for your House Cleaning booking on .* instead\.$/);
    await db.query(`update public.bookings set status = 'cancelled' where id = $1`, [booking]);
  });
});

describe('admins', () => {
  it('see standbys with their offers and assign a cleaner themselves; nobody else can', async () => {
    const booking = await acceptedBooking(db, p.client2, p.cleaner, 2_200_000, { p_state: 'Lagos', p_lga: 'Ikeja' });
    await slotIn(booking, 140);
    const standby = await release(booking, 'no_show');
    const list = await rows<Record<string, unknown>>(p.admin, `select * from public.admin_standby_list()`);
    expect(list.find((r) => r.standby_id === standby)).toMatchObject({
      booking_id: booking, reason: 'no_show', standby_state: 'open', scope: 'lga', released_cleaner_name: 'Adaeze Nwosu', offers: 2, open_offers: 2,
    });
    for (const who of [p.client2, p.cleaner2, { ...p.admin, aal: 'aal1' as const }]) {
      expect(await rpcError(db, who, 'admin_standby_list')).toBe('Only admins can see standby bookings.');
      expect(await rpcError(db, who, 'override_standby', { p_booking_id: booking, p_cleaner_id: etiOsa.id })).toBe('Only admins can assign standby cleaners.');
    }
    expect(await rpcError(db, p.admin, 'override_standby', { p_booking_id: booking, p_cleaner_id: p.cleaner.id }))
      .toBe('This cleaner dropped this job. Choose another cleaner.');
    expect(await rpcError(db, p.admin, 'override_standby', { p_booking_id: booking, p_cleaner_id: p.pending.id }))
      .toBe('This cleaner is not available for bookings.');
    await rpc(db, p.admin, 'override_standby', { p_booking_id: booking, p_cleaner_id: etiOsa.id });
    expect(await rows(SERVICE, `select cleaner_id, status from public.bookings where id = $1`, [booking])).toEqual([{ cleaner_id: etiOsa.id, status: 'accepted' }]);
    expect(await rows(SERVICE, `select state, taken_by from public.booking_standby where id = $1`, [standby])).toEqual([{ state: 'assigned', taken_by: etiOsa.id }]);
    expect(await rows(SERVICE, `select distinct status from public.standby_offers where standby_id = $1`, [standby])).toEqual([{ status: 'missed' }]);
    expect(await lastMessage(p.client2)).toMatch(/^Sade Bello is coming for your Deep Cleaning booking on .* instead\.$/);
    expect(await rpcError(db, p.admin, 'override_standby', { p_booking_id: booking, p_cleaner_id: ikeja2.id }))
      .toBe('This booking is not waiting for a standby cleaner.');
    await db.query(`update public.bookings set status = 'cancelled' where id = $1`, [booking]);
  });
});

describe('the sweep (scheduled)', () => {
  it('a job not started 30 minutes after its start goes to standby; one only 10 minutes in, or from days ago, does not', async () => {
    const late = await acceptedBooking(db, p.client, p.cleaner2, 1_000_000, { p_state: 'Lagos', p_lga: 'Ikeja' });
    await startedAgo(late, 40);
    const soon = await acceptedBooking(db, p.client, ikeja2, 1_000_000, { p_state: 'Lagos', p_lga: 'Ikeja' });
    await startedAgo(soon, 10);
    const old = await acceptedBooking(db, p.client, etiOsa, 1_000_000, { p_state: 'Lagos', p_lga: 'Eti-Osa' });
    await startedAgo(old, 60 * 24 * 3);
    const done = await rpc<{ released: number }>(db, SERVICE, 'standby_sweep');
    expect(done.released).toBe(1);
    expect(await rows(SERVICE, `select id, status, cleaner_id from public.bookings where id = any($1) order by status, id`, [[late, soon, old]]))
      .toEqual(expect.arrayContaining([{ id: late, status: 'pending', cleaner_id: null }, { id: soon, status: 'accepted', cleaner_id: ikeja2.id }, { id: old, status: 'accepted', cleaner_id: etiOsa.id }]));
    expect(await rows(SERVICE, `select reason from public.booking_standby where booking_id = $1`, [late])).toEqual([{ reason: 'no_show' }]);
    await db.query(`update public.bookings set status = 'cancelled' where id = any($1)`, [[late, soon, old]]);
  });

  it('widens an LGA standby to the state after 30 minutes, and expires one past its deadline, telling customer and admins', async () => {
    const booking = await acceptedBooking(db, p.client, p.cleaner, 1_000_000, { p_state: 'Lagos', p_lga: 'Ikeja' });
    await slotIn(booking, 30);
    const standby = await release(booking, 'cleaner_cancelled');
    expect((await offeredTo(standby)).map((o) => o.cleaner_id)).not.toContain(etiOsa.id);
    await db.query(`update public.booking_standby set opened_at = now() - interval '31 minutes' where id = $1`, [standby]);
    expect(await rpc(db, SERVICE, 'standby_sweep')).toMatchObject({ widened: 1 });
    expect(await offeredTo(standby)).toEqual(expect.arrayContaining([{ cleaner_id: etiOsa.id, scope: 'state' }]));
    expect(await rows(SERVICE, `select scope from public.booking_standby where id = $1`, [standby])).toEqual([{ scope: 'state' }]);

    await db.query(`update public.booking_standby set deadline_at = now() - interval '1 minute' where id = $1`, [standby]);
    expect(await rpc(db, SERVICE, 'standby_sweep')).toMatchObject({ expired: 1 });
    expect(await rows(SERVICE, `select state from public.booking_standby where id = $1`, [standby])).toEqual([{ state: 'expired' }]);
    expect(await rows(SERVICE, `select distinct status from public.standby_offers where standby_id = $1`, [standby])).toEqual([{ status: 'missed' }]);
    expect(await lastMessage(p.client)).toBe('We have not found another cleaner for your Deep Cleaning booking yet. Our team will contact you.');
    expect(await lastMessage(p.admin)).toBe('No standby cleaner took a Deep Cleaning booking. Assign one in Standby.');
    // An admin can still give it to someone.
    await rpc(db, p.admin, 'override_standby', { p_booking_id: booking, p_cleaner_id: etiOsa.id });
    await db.query(`update public.bookings set status = 'cancelled' where id = $1`, [booking]);
  });

  it('is not for API callers, and runs every five minutes on the scheduler', async () => {
    for (const who of [p.client, p.cleaner, p.admin]) expect(await rpcError(db, who, 'standby_sweep')).toMatch(/permission denied/);
    const jobs = await db.query(`select schedule, command from cron.job where jobname = 'spotless-standby-sweep'`);
    expect(jobs.rows).toEqual([{ schedule: '*/5 * * * *', command: 'select public.standby_sweep()' }]);
  });
});

it("a cleaner's cancellation (cancel_booking) sends the job to standby", async () => {
  const booking = await acceptedBooking(db, p.client, p.cleaner, 1_000_000, { p_state: 'Lagos', p_lga: 'Ikeja' });
  await slotIn(booking, 150);
  await rpc(db, p.cleaner, 'cancel_booking', { p_booking_id: booking, p_reason: 'My van broke down.' });
  expect(await rows(SERVICE, `select b.status, b.cleaner_id, s.reason from public.bookings b
                               join public.booking_standby s on s.booking_id = b.id where b.id = $1`, [booking]))
    .toEqual([{ status: 'pending', cleaner_id: null, reason: 'cleaner_cancelled' }]);
  // The customer cancelling while it waits closes the standby and its offers.
  await rpc(db, p.client, 'cancel_booking', { p_booking_id: booking });
  expect(await rows(SERVICE, `select state from public.booking_standby where booking_id = $1`, [booking])).toEqual([{ state: 'closed' }]);
  expect(await rows(SERVICE, `select distinct status from public.standby_offers where booking_id = $1`, [booking])).toEqual([{ status: 'missed' }]);
});
