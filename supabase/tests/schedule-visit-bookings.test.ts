/**
 * A schedule's visits are bookings (issue 27 item 3; 20250716000000_schedule_visits_are_bookings.sql): matching lays
 * them out as accepted bookings on the one lifecycle, the clash check is the bookings' alone, moving and skipping a
 * visit is the bookings' reschedule/cancel with its policy, and a visit gets the timeline, standby replacement and
 * reminders of any booking. Not paid on its own: a payment for one is refused.
 */
import type { Database } from '@spotless/local-supabase';
import { as, rpc, rpcError, SERVICE, type Actor, type Runner } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';
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
  // The client lives in Ikeja, where standby offers go first.
  await db.query(`update public.client_profiles set state_of_residence = 'Lagos', lga_of_residence = 'Ikeja' where user_id = $1`, [p.client.id]);
});
afterAll(async () => {
  await t?.close();
});

const all = async <T>(who: Runner, sql: string, params: unknown[] = []): Promise<T[]> =>
  as(db, who, async (tx) => (await tx.query<T>(sql, params)).rows);

/** The start of the slot `days` Lagos days from today at `hour`:00 Lagos time (ISO). */
async function slot(days: number, hour: number): Promise<string> {
  const r = await db.query<{ s: Date }>(
    `select (((now() at time zone 'Africa/Lagos')::date + $1::integer) + make_time($2::integer, 0, 0)) at time zone 'Africa/Lagos' as s`,
    [days, hour]);
  return new Date(r.rows[0]!.s).toISOString();
}

/** A weekly schedule of p.client matched with `cleaner`, first visit `days` Lagos days from today at `hour`:00. */
async function matched(cleaner: Actor, days: number, hour: number) {
  const id = (await all<{ id: string }>(p.client,
    `insert into public.schedules (client_id, service_type, start_date, service_time, location)
     values ($1, 'Weekly Cleaning', (now() at time zone 'Africa/Lagos')::date + $2::int, $3::time, '12 Awolowo Road, Ikoyi') returning id`,
    [p.client.id, days, `${String(hour).padStart(2, '0')}:00`]))[0]!.id;
  expect(await rpc(db, p.admin, 'match_schedule', { p_schedule_id: id, p_cleaner_id: cleaner.id })).toBe(12);
  return { id, visits: await visitsOf(id) };
}

type Visit = { id: string; starts_at: string; status: string; cleaner_id: string | null; reschedule_count: number };
const visitsOf = async (scheduleId: string): Promise<Visit[]> =>
  (await db.query<Visit & { starts_at: Date }>(
    `select id, starts_at, status, cleaner_id, reschedule_count from public.bookings where schedule_id = $1 order by starts_at`, [scheduleId]))
    .rows.map((v) => ({ ...v, starts_at: new Date(v.starts_at).toISOString() }));

const timeline = async (bookingId: string) =>
  (await db.query<{ kind: string; actor_role: string; to_status: string | null }>(
    `select kind, actor_role, to_status from public.booking_events where booking_id = $1 order by at, id`, [bookingId])).rows;

describe('a visit is a booking', () => {
  it('matching lays out accepted bookings of the schedule: client, cleaner, service, place, slot, and a timeline', async () => {
    const c = await makeCleaner(db, p.admin, 'Ifeoma Visit');
    const { id, visits } = await matched(c, 3, 10);
    expect(visits).toHaveLength(12);
    expect(visits[0]!.starts_at).toBe(await slot(3, 10));
    expect(visits[1]!.starts_at).toBe(await slot(10, 10));
    const rows = await db.query(
      `select distinct customer_id, customer_kind, cleaner_id, services, location, source, status, price_kobo, ends_at - starts_at as length
         from public.bookings where schedule_id = $1`, [id]);
    expect(rows.rows).toEqual([{ customer_id: p.client.id, customer_kind: 'client', cleaner_id: c.id, services: ['Weekly Cleaning'],
      location: '12 Awolowo Road, Ikoyi', source: 'schedule', status: 'accepted', price_kobo: null, length: expect.anything() }]);
    // The old table is gone: one source of truth.
    expect((await db.query(`select to_regclass('public.schedule_visits') as t`)).rows).toEqual([{ t: null }]);
    // Both sides read it as their booking (RLS of bookings); the timeline has the request and the acceptance.
    expect(await all(p.client, `select id from public.bookings where id = $1`, [visits[0]!.id])).toHaveLength(1);
    expect(await all(c, `select id from public.bookings where id = $1`, [visits[0]!.id])).toHaveLength(1);
    expect(await all(p.client2, `select id from public.bookings where id = $1`, [visits[0]!.id])).toHaveLength(0);
    expect(await timeline(visits[0]!.id)).toEqual([
      { kind: 'requested', actor_role: 'customer', to_status: 'pending' },
      { kind: 'accepted', actor_role: 'admin', to_status: 'accepted' },
    ]);
  });

  it("each visit has the client's contact, as a booking the client makes does: the cleaner can reach them", async () => {
    const c = await makeCleaner(db, p.admin, 'Kelechi Contact');
    const { visits } = await matched(c, 5, 14);
    const contacts = await all<{ booking_id: string; full_name: string; phone: string; address: string | null }>(c,
      `select booking_id, full_name, phone, address from public.booking_contacts where booking_id = any($1) order by booking_id`,
      [visits.map((v) => v.id)]);
    expect(contacts).toHaveLength(visits.length);
    expect(new Set(contacts.map((x) => `${x.full_name}|${x.phone}|${x.address}`))).toEqual(new Set(['Funke Adeyemi|+2348051112222|12 Awolowo Road, Ikoyi']));
  });

  it('the clash check is the bookings\' own: a visit blocks a booking at its time, and a booking blocks matching', async () => {
    const c = await makeCleaner(db, p.admin, 'Kunle Clash');
    const { visits } = await matched(c, 4, 12);
    expect((await db.query(`select to_regprocedure('public.cleaner_visit_clash(uuid, timestamptz, timestamptz, uuid)') as f`)).rows)
      .toEqual([{ f: null }]);
    expect((await db.query(`select public.cleaner_has_clash($1, $2, $2::timestamptz + interval '2 hours', null) as clash`,
      [c.id, visits[0]!.starts_at])).rows).toEqual([{ clash: true }]);
    // A direct booking at the first visit's time is refused by the bookings' slot guard.
    const bk = await rpc<string>(db, p.client2, 'create_booking', { p_cleaner_id: c.id, p_services: ['House Cleaning'], p_location: 'Yaba' });
    expect(await rpcError(db, p.client2, 'set_booking_slot', { p_booking_id: bk, p_starts_at: visits[0]!.starts_at }))
      .toBe('The cleaner already has a job at that time. Choose another slot.');
    // A second schedule at the same time cannot be matched to the same cleaner: the admin is told the date.
    const other = (await all<{ id: string }>(p.client2,
      `insert into public.schedules (client_id, service_type, start_date, service_time) values ($1, 'Weekly Cleaning',
         (now() at time zone 'Africa/Lagos')::date + 4, '12:00') returning id`, [p.client2.id]))[0]!.id;
    expect(await rpcError(db, p.admin, 'match_schedule', { p_schedule_id: other, p_cleaner_id: c.id }))
      .toMatch(/^This cleaner already has a job on .* at 12:00\. Choose another time\.$/);
    expect(await db.query(`select count(*)::int as n from public.bookings where schedule_id = $1`, [other]).then((r) => r.rows)).toEqual([{ n: 0 }]);
  });

  it('moving a visit is reschedule_booking with its policy; skipping is cancel_booking; one visit a day', async () => {
    const c = await makeCleaner(db, p.admin, 'Musa Move');
    const { id, visits } = await matched(c, 3, 8);
    const [first, second] = visits;
    const terms = await rpc<Record<string, unknown>>(db, p.client, 'move_schedule_visit', { p_visit_id: first!.id, p_starts_at: await slot(4, 14) });
    expect(terms).toMatchObject({ role: 'client', can_move: true, moves_left: 1, starts_at: expect.any(String) });
    expect((await visitsOf(id))[0]).toMatchObject({ id: first!.id, starts_at: await slot(4, 14), reschedule_count: 1 });
    expect((await timeline(first!.id)).map((e) => e.kind)).toContain('rescheduled');
    // The booking's own RPC moves it too, and the booking's limit (2 moves) holds for both.
    await rpc(db, p.client, 'reschedule_booking', { p_booking_id: first!.id, p_starts_at: await slot(5, 14) });
    expect(await rpcError(db, p.client, 'move_schedule_visit', { p_visit_id: first!.id, p_starts_at: await slot(6, 14) }))
      .toBe('This booking was already moved 2 times, the most allowed.');
    // Not onto a day that already has a visit of the schedule.
    expect(await rpcError(db, p.client, 'move_schedule_visit', { p_visit_id: second!.id, p_starts_at: await slot(5, 16) }))
      .toBe('This schedule already has a visit that day. Choose another day.');
    // Skipping: cancelled by the customer, free (not paid on its own), on the timeline; the cleaner is told.
    const skip = await rpc<Record<string, unknown>>(db, p.client, 'skip_schedule_visit', { p_visit_id: second!.id });
    expect(skip).toMatchObject({ can_skip: true, fee_kobo: 0 });
    expect((await db.query(`select status, cancelled_by from public.bookings where id = $1`, [second!.id])).rows)
      .toEqual([{ status: 'cancelled', cancelled_by: 'customer' }]);
    expect(await timeline(second!.id)).toContainEqual({ kind: 'cancelled', actor_role: 'customer', to_status: 'cancelled' });
    expect(await all(c, `select id from public.notifications where link = '/cleaner/bookings/' || $1`, [second!.id])).toHaveLength(1);
  });

  it('a visit is started or marked done from its day on, then completes like any booking', async () => {
    const c = await makeCleaner(db, p.admin, 'Bisi Done');
    const { visits } = await matched(c, 2, 10);
    expect(await rpcError(db, c, 'start_booking', { p_booking_id: visits[0]!.id })).toMatch(/^This visit is on .*\. You can start it from that day\.$/);
    expect(await rpcError(db, c, 'complete_visit', { p_visit_id: visits[0]!.id }))
      .toMatch(/^This visit is on .*\. You can mark it completed from that day\.$/);
    // Its day comes (written as the platform: the slot guard would refuse a past slot for any booking).
    await db.transaction(async (tx) => {
      await tx.exec(`set local session_replication_role = replica`);
      await tx.query(`update public.bookings set starts_at = now() - interval '1 hour', ends_at = now() + interval '1 hour',
                        scheduled_date = (now() at time zone 'Africa/Lagos')::date where id = $1`, [visits[0]!.id]);
    });
    await rpc(db, c, 'start_booking', { p_booking_id: visits[0]!.id });
    await rpc(db, c, 'complete_visit', { p_visit_id: visits[0]!.id });
    await rpc(db, p.client, 'confirm_booking_completion', { p_booking_id: visits[0]!.id });
    expect((await timeline(visits[0]!.id)).map((e) => e.kind)).toEqual(['requested', 'accepted', 'started', 'marked_done', 'confirmed']);
    const mine = await all<{ visits_completed: number; next_visit_id: string }>(c, `select visits_completed, next_visit_id from public.my_cleaner_schedules()`);
    expect(mine).toEqual([{ visits_completed: 1, next_visit_id: visits[1]!.id }]);
  });

  it('when the cleaner cancels one visit, standby offers it to cleaners near the client; the other visits stay theirs', async () => {
    const c = await makeCleaner(db, p.admin, 'Tayo Drop', { lga: 'Eti-Osa' });
    const near = await makeCleaner(db, p.admin, 'Kemi Near', { lga: 'Ikeja' });
    const { id, visits } = await matched(c, 5, 14);
    await rpc(db, c, 'cancel_booking', { p_booking_id: visits[0]!.id, p_reason: 'I am travelling that week.' });
    const after = await visitsOf(id);
    expect(after[0]).toMatchObject({ status: 'pending', cleaner_id: null });
    expect(after.slice(1).every((v) => v.status === 'accepted' && v.cleaner_id === c.id)).toBe(true);
    const standby = (await db.query<{ id: string; state: string }>(`select id, state from public.booking_standby where booking_id = $1`, [visits[0]!.id])).rows;
    expect(standby).toEqual([{ id: expect.any(String), state: 'open' }]);
    expect((await db.query(`select cleaner_id from public.standby_offers where standby_id = $1`, [standby[0]!.id])).rows)
      .toContainEqual({ cleaner_id: near.id });
    expect((await db.query(`select status from public.schedules where id = $1`, [id])).rows).toEqual([{ status: 'active' }]);
  });

  it('a visit gets the reminders of a booking, the day before', async () => {
    const c = await makeCleaner(db, p.admin, 'Ada Remind');
    const { visits } = await matched(c, 6, 10);
    const dayBefore = new Date(new Date(visits[0]!.starts_at).getTime() - 22 * 3600_000).toISOString();
    expect(await rpc<number>(db, SERVICE, 'send_booking_reminders', { p_now: dayBefore })).toBeGreaterThanOrEqual(2);
    expect((await db.query(`select recipient_id, kind from public.booking_reminders where booking_id = $1 order by recipient_id`, [visits[0]!.id])).rows
      .map((r) => r.kind)).toEqual(['day_before', 'day_before']);
    expect(await all(p.client, `select link from public.notifications where link = '/client/bookings/' || $1`, [visits[0]!.id])).toHaveLength(1);
  });

  it('a visit is not paid on its own, and cancelling the schedule cancels its upcoming visits and ends it', async () => {
    const c = await makeCleaner(db, p.admin, 'Obi Money');
    const { id, visits } = await matched(c, 7, 16);
    expect(await rpcError(db, p.client, 'start_payment', { p_booking_id: visits[0]!.id })).toBe('This booking has no agreed price yet.');
    await expect(all(p.admin, `insert into public.payments (client_id, booking_id, amount_kobo, method, status, reference)
      values ($1, $2, 500000, 'cash', 'pending', 'SCHED-VISIT-1')`, [p.client.id, visits[0]!.id])).rejects.toThrow('A visit of a schedule is not paid on its own.');
    const terms = await rpc<Record<string, unknown>>(db, p.client, 'cancel_schedule', { p_schedule_id: id });
    expect(terms).toMatchObject({ visits_cancelled: 12, fee_kobo: 0 });
    expect(new Set((await visitsOf(id)).map((v) => v.status))).toEqual(new Set(['cancelled']));
    expect((await db.query(`select status from public.schedules where id = $1`, [id])).rows).toEqual([{ status: 'cancelled' }]);
  });

  it('a schedule ends by itself when its last visit to do is skipped', async () => {
    const c = await makeCleaner(db, p.admin, 'Yemi Last');
    const { id, visits } = await matched(c, 8, 8);
    for (const v of visits.slice(0, -1)) await rpc(db, p.client, 'skip_schedule_visit', { p_visit_id: v.id });
    expect((await db.query(`select status from public.schedules where id = $1`, [id])).rows).toEqual([{ status: 'active' }]);
    await rpc(db, p.client, 'skip_schedule_visit', { p_visit_id: visits.at(-1)!.id });
    expect((await db.query(`select status from public.schedules where id = $1`, [id])).rows).toEqual([{ status: 'cancelled' }]);
  });
});

describe('a schedule that ends takes its visits to come with it', () => {
  it('an admin expiring an active schedule cancels its upcoming visit bookings (no reminders, the cleaner\'s time is free)', async () => {
    const c = await makeCleaner(db, p.admin, 'Ngozi Expire');
    const { id, visits } = await matched(c, 9, 12);
    await all(p.admin, `update public.schedules set status = 'expired' where id = $1`, [id]);
    expect(new Set((await visitsOf(id)).map((v) => v.status))).toEqual(new Set(['cancelled']));
    expect((await db.query(`select public.cleaner_has_clash($1, $2, $2::timestamptz + interval '2 hours', null) as clash`,
      [c.id, visits[0]!.starts_at])).rows).toEqual([{ clash: false }]);
    expect(await timeline(visits[0]!.id)).toContainEqual({ kind: 'cancelled', actor_role: 'admin', to_status: 'cancelled' });
  });
});

describe('one lock order for a schedule and its visits', () => {
  // Two changes really at once need two connections: PostgreSQL only (PGlite runs one statement stream).
  const onPostgres = () => t.kind !== 'pglite';

  it('a visit moved from its booking page while the client changes the whole schedule: both finish, neither deadlocks', async () => {
    if (!onPostgres()) return;
    const c = await makeCleaner(db, p.admin, 'Lock Order');
    const { id, visits } = await matched(c, 10, 10);
    const target = await slot(11, 14);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // 1: a booking change of one visit (as reschedule_booking, standby or completion do): the visit's row first, then,
    // through its trigger, the schedule's row. Held between the two until told to go on.
    const first = as(db, SERVICE, async (tx) => {
      await tx.query(`select 1 from public.bookings where id = $1 for update`, [visits[0]!.id]);
      await gate;
      await tx.query(`update public.bookings set starts_at = $2, ends_at = $2::timestamptz + interval '2 hours' where id = $1`, [visits[0]!.id, target]);
    });
    // 2: the whole schedule moves to 16:00; it must wait for the visit's row (not hold the schedule's row meanwhile).
    const second = rpc(db, p.client, 'update_schedule', { p_schedule_id: id, p_service_time: '16:00' });
    // Go on once the second is really waiting for a lock (observed, not timed).
    for (;;) {
      const waiting = await db.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
      if (waiting.rows[0]!.n > 0) break;
      await new Promise((r) => setImmediate(r));
    }
    release();
    const results = await Promise.allSettled([first, second]);
    expect(results.map((r) => (r.status === 'rejected' ? (r.reason as Error).message : 'ok'))).toEqual(['ok', 'ok']);
    expect((await db.query(`select service_time::text as t from public.schedules where id = $1`, [id])).rows).toEqual([{ t: '16:00:00' }]);
  });
});
