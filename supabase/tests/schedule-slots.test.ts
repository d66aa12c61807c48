/**
 * Schedules in time slots (issue 27, items 1 and 2; 20250712000000_schedule_visit_slots.sql and
 * 20250712000100_schedule_changes.sql): each visit is a two-hour Lagos slot that must fit the matched cleaner's hours
 * and not clash with their bookings or other visits (and bookings now see visits too); the client moves or skips one
 * visit, changes or cancels the whole schedule, and both sides are told.
 */
import type { Database } from '@spotless/local-supabase';
import { as, rpc, rpcError, type Actor, type Runner } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { acceptedBooking } from './helpers/money';
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

const all = async <T>(who: Runner, sql: string, params: unknown[] = []): Promise<T[]> =>
  as(db, who, async (tx) => (await tx.query<T>(sql, params)).rows);

/** The start of the slot `days` Lagos days from today at `hour`:00 Lagos time (ISO). */
async function slot(days: number, hour: number): Promise<string> {
  const r = await db.query<{ s: Date }>(
    `select (((now() at time zone 'Africa/Lagos')::date + $1::integer) + make_time($2::integer, 0, 0)) at time zone 'Africa/Lagos' as s`,
    [days, hour]);
  return new Date(r.rows[0]!.s).toISOString();
}

/** The Lagos weekday (0 = Sunday) `days` days from today. */
async function weekday(days: number): Promise<number> {
  return (await db.query<{ d: number }>(`select extract(dow from (now() at time zone 'Africa/Lagos')::date + $1::integer)::integer as d`, [days])).rows[0]!.d;
}

/** A pending schedule of `client` starting in `days` Lagos days at `time`. */
async function addSchedule(client: Actor, days: number, time: string, type = 'Weekly Cleaning'): Promise<string> {
  return (await all<{ id: string }>(client,
    `insert into public.schedules (client_id, service_type, start_date, service_time)
     values ($1, $2, (now() at time zone 'Africa/Lagos')::date + $3::int, $4::time) returning id`,
    [client.id, type, days, time]))[0]!.id;
}

type Visit = { id: string; starts_at: string; ends_at: string; visit_date: string; status: string };
// A schedule's visits are its bookings (20250716000000).
const visitsOf = async (scheduleId: string): Promise<Visit[]> =>
  (await db.query<{ id: string; starts_at: Date; ends_at: Date; visit_date: string; status: string }>(
    `select id, starts_at, ends_at, scheduled_date::text as visit_date, status from public.bookings where schedule_id = $1 order by starts_at`,
    [scheduleId])).rows.map((v) => ({ ...v, starts_at: new Date(v.starts_at).toISOString(), ends_at: new Date(v.ends_at).toISOString() }));

/** A matched weekly schedule of p.client with `cleaner`, first visit `days` from today at `hour`:00. */
async function matched(cleaner: Actor, days: number, hour: number, type = 'Weekly Cleaning') {
  const id = await addSchedule(p.client, days, `${String(hour).padStart(2, '0')}:00`, type);
  await rpc(db, p.admin, 'match_schedule', { p_schedule_id: id, p_cleaner_id: cleaner.id });
  return { id, visits: await visitsOf(id) };
}

const bookingNotes = async (who: Actor) =>
  all<{ message: string; link: string }>(who, `select message, link from public.notifications where category = 'booking' order by created_at desc, id desc`);

/** Writes as the platform with triggers off (a slot in the past or too soon, which no RPC may set). */
const asPlatform = (sql: string, params: unknown[]) =>
  db.transaction(async (tx) => {
    await tx.exec(`set local session_replication_role = replica`);
    await tx.query(sql, params);
  });

const notes = async (who: Actor) =>
  all<{ message: string; link: string }>(who, `select message, link from public.notifications where category = 'schedule' order by created_at desc, id desc`);

describe('each visit is a slot', () => {
  it('a time off the grid is mapped to its window; each visit holds its two-hour slot on its Lagos day', async () => {
    const c = await makeCleaner(db, p.admin, 'Ifeoma Slot');
    const id = await addSchedule(p.client, 3, '09:30');
    expect((await db.query(`select service_time::text as t from public.schedules where id = $1`, [id])).rows).toEqual([{ t: '08:00:00' }]);
    expect(await rpc(db, p.admin, 'match_schedule', { p_schedule_id: id, p_cleaner_id: c.id })).toBe(12);
    const visits = await visitsOf(id);
    expect(visits[0]!.starts_at).toBe(await slot(3, 8));
    expect(visits[1]!.starts_at).toBe(await slot(10, 8));
    for (const v of visits) expect(new Date(v.ends_at).getTime() - new Date(v.starts_at).getTime()).toBe(2 * 3600_000);
    // The cleaner's list and both notices give the time.
    const mine = await all<{ next_visit_starts_at: Date; upcoming_visits: unknown[] }>(c,
      `select next_visit_starts_at, upcoming_visits from public.my_cleaner_schedules() where id = $1`, [id]);
    expect(new Date(mine[0]!.next_visit_starts_at).toISOString()).toBe(await slot(3, 8));
    expect(mine[0]!.upcoming_visits).toHaveLength(6);
    expect((await notes(c))[0]).toMatchObject({ message: expect.stringMatching(/^You have a new Weekly Cleaning schedule starting \d{1,2} \w{3} \d{4}, 08:00–10:00\.$/), link: '/cleaner/schedules' });
  });

  it('match refuses a cleaner whose weekly hours do not cover every visit, and lays out nothing', async () => {
    const c = await makeCleaner(db, p.admin, 'Kunle Mornings');
    await rpc(db, c, 'set_my_availability', { p_windows: JSON.stringify([0, 1, 2, 3, 4, 5, 6].map((d) => ({ weekday: d, start: '08:00', end: '12:00' }))) });
    const id = await addSchedule(p.client, 2, '14:00');
    expect(await rpcError(db, p.admin, 'match_schedule', { p_schedule_id: id, p_cleaner_id: c.id }))
      .toMatch(/^This cleaner is not available on \d{1,2} \w{3} \d{4} at 14:00\. Choose another time\.$/);
    expect(await visitsOf(id)).toEqual([]);
    expect((await db.query(`select status, cleaner_id from public.schedules where id = $1`, [id])).rows).toEqual([{ status: 'pending', cleaner_id: null }]);
    // Monthly visits fall on other weekdays: one day off is enough to refuse.
    const dow = await weekday(5);
    await rpc(db, c, 'set_my_availability', { p_windows: JSON.stringify([{ weekday: dow, start: '08:00', end: '18:00' }]) });
    const monthly = await addSchedule(p.client, 5, '10:00', 'Monthly Cleaning');
    expect(await rpcError(db, p.admin, 'match_schedule', { p_schedule_id: monthly, p_cleaner_id: c.id })).toMatch(/^This cleaner is not available on /);
    const weekly = await addSchedule(p.client, 5, '10:00');
    expect(await rpc(db, p.admin, 'match_schedule', { p_schedule_id: weekly, p_cleaner_id: c.id })).toBe(12);
  });

  it('match refuses a cleaner with an accepted booking at a visit\'s time; a booking cannot take a visit\'s time either', async () => {
    const c = await makeCleaner(db, p.admin, 'Tayo Busy');
    const booking = await acceptedBooking(db, p.client2, c, 1000000);
    await rpc(db, p.client2, 'set_booking_slot', { p_booking_id: booking, p_starts_at: await slot(4, 10) });
    const id = await addSchedule(p.client, 4, '10:00');
    expect(await rpcError(db, p.admin, 'match_schedule', { p_schedule_id: id, p_cleaner_id: c.id }))
      .toMatch(/^This cleaner already has a job on \d{1,2} \w{3} \d{4} at 10:00\. Choose another time\.$/);

    // The other way round: a visit at 12:00 in 4 days, then a booking for that slot is refused, and not offered.
    const s = await matched(c, 4, 12);
    const second = await rpc<string>(db, p.client2, 'create_booking', { p_cleaner_id: c.id, p_services: ['Deep Cleaning'], p_location: 'Lekki' });
    expect(await rpcError(db, p.client2, 'set_booking_slot', { p_booking_id: second, p_starts_at: s.visits[1]!.starts_at }))
      .toBe('The cleaner already has a job at that time. Choose another slot.');
    const from = s.visits[0]!.visit_date;
    const open = (await all<{ starts_at: Date }>(p.client2, `select starts_at from public.cleaner_open_slots($1, $2::date, 1)`, [c.id, from]))
      .map((r) => new Date(r.starts_at).toISOString());
    expect(open).not.toContain(s.visits[0]!.starts_at);
    expect(open).not.toContain(await slot(4, 10));
    expect(open).toContain(await slot(4, 14));
    // A booking the cleaner accepts at a visit's time: the guard refuses the accept too.
    const third = await rpc<string>(db, p.client2, 'create_booking', { p_cleaner_id: c.id, p_services: ['Deep Cleaning'], p_location: 'Ikeja' });
    await db.transaction(async (tx) => {
      await tx.query(`alter table public.bookings disable trigger bookings_slot_guard`);
      await tx.query(`update public.bookings set starts_at = $2, ends_at = $2::timestamptz + interval '2 hours' where id = $1`, [third, s.visits[2]!.starts_at]);
      await tx.query(`alter table public.bookings enable trigger bookings_slot_guard`);
    });
    expect(await rpcError(db, c, 'accept_booking', { p_booking_id: third, p_price_kobo: 1000000 }))
      .toBe('The cleaner already has a job at that time. Choose another slot.');
  });

  it('two schedules of one cleaner cannot share a slot', async () => {
    const c = await makeCleaner(db, p.admin, 'Obi Double');
    await matched(c, 6, 16);
    const id = await addSchedule(p.client2, 6, '16:00', 'Bi-weekly Cleaning');
    expect(await rpcError(db, p.admin, 'match_schedule', { p_schedule_id: id, p_cleaner_id: c.id })).toMatch(/^This cleaner already has a job on /);
  });
});

describe('the client changes one visit', () => {
  it('moves a visit to a free slot; another client, the cleaner, a clash, hours and a taken day are refused', async () => {
    const c = await makeCleaner(db, p.admin, 'Ngozi Mover');
    const s = await matched(c, 3, 10);
    const v = s.visits[0]!;
    const args = async (days: number, hour: number) => ({ p_visit_id: v.id, p_starts_at: await slot(days, hour) });
    expect(await rpcError(db, p.client2, 'move_schedule_visit', await args(3, 14))).toBe('Visit not found.');
    expect(await rpcError(db, p.client, 'move_schedule_visit', await args(10, 14))).toBe('This schedule already has a visit that day. Choose another day.');
    expect(await rpcError(db, p.client, 'move_schedule_visit', { p_visit_id: v.id, p_starts_at: (await slot(3, 14)).replace(':00:00', ':30:00') }))
      .toBe('Choose one of the time slots (8:00, 10:00, 12:00, 14:00 or 16:00).');
    const booking = await acceptedBooking(db, p.client2, c, 1000000);
    await rpc(db, p.client2, 'set_booking_slot', { p_booking_id: booking, p_starts_at: await slot(4, 12) });
    // A visit is a booking: the bookings' slot guard answers.
    expect(await rpcError(db, p.client, 'move_schedule_visit', await args(4, 12))).toBe('The cleaner already has a job at that time. Choose another slot.');
    await rpc(db, c, 'set_my_availability', { p_windows: JSON.stringify([0, 1, 2, 3, 4, 5, 6].map((d) => ({ weekday: d, start: '08:00', end: '14:00' }))) });
    expect(await rpcError(db, p.client, 'move_schedule_visit', await args(4, 14))).toBe('The cleaner is not available at that time. Choose another slot.');
    // The picker offers only what may be taken: not the booked 12:00, not 14:00 (hours), not the visit's own slot.
    const offered = (await all<{ starts_at: Date }>(p.client, `select starts_at from public.schedule_visit_open_slots($1, ((now() at time zone 'Africa/Lagos')::date + 4), 1)`, [v.id]))
      .map((r) => new Date(r.starts_at).toISOString());
    expect(offered).toEqual([await slot(4, 8), await slot(4, 10)]);
    expect(await rpcError(db, p.client2, 'schedule_visit_open_slots', { p_visit_id: v.id })).toBe('Visit not found.');
    const before = (await bookingNotes(c)).length;
    const terms = await rpc<{ moves_left: number; starts_at: string }>(db, p.client, 'move_schedule_visit', await args(4, 8));
    expect(terms.moves_left).toBe(1);
    expect((await visitsOf(s.id))[0]).toMatchObject({ id: v.id, starts_at: await slot(4, 8), status: 'accepted' });
    // reschedule_booking's notice: the cleaner is told, with a link to the visit's booking page.
    const cleanerNotes = await bookingNotes(c);
    expect(cleanerNotes).toHaveLength(before + 1);
    expect(cleanerNotes[0]).toEqual({
      message: expect.stringMatching(/^The customer moved the Weekly Cleaning job from \d{1,2} \w{3} \d{4}, 10:00 to \d{1,2} \w{3} \d{4}, 08:00\.$/),
      link: `/cleaner/bookings/${v.id}`,
    });
    // A moved visit counts for the cleaner like any other: their old slot is free, the new one taken.
    const other = await rpc<string>(db, p.client2, 'create_booking', { p_cleaner_id: c.id, p_services: ['Deep Cleaning'], p_location: 'Yaba' });
    expect(await rpcError(db, p.client2, 'set_booking_slot', { p_booking_id: other, p_starts_at: await slot(4, 8) }))
      .toBe('The cleaner already has a job at that time. Choose another slot.');
    await rpc(db, p.client2, 'set_booking_slot', { p_booking_id: other, p_starts_at: await slot(3, 10) });
  });

  it('a moved or skipped visit touches its schedule row, so the cleaner\'s live list (Realtime on schedules) refetches', async () => {
    const c = await makeCleaner(db, p.admin, 'Live Touch');
    const s = await matched(c, 3, 10);
    const stamp = async () => (await db.query<{ at: string }>(`select updated_at::text as at from public.schedules where id = $1`, [s.id])).rows[0]!.at;
    const before = await stamp();
    await rpc(db, p.client, 'move_schedule_visit', { p_visit_id: s.visits[0]!.id, p_starts_at: await slot(3, 14) });
    const moved = await stamp();
    expect(moved > before).toBe(true);
    await rpc(db, p.client, 'skip_schedule_visit', { p_visit_id: s.visits[1]!.id });
    expect((await stamp()) > moved).toBe(true);
  });

  it('moves at most reschedule_limit times and not within reschedule_min_hours of the visit', async () => {
    const c = await makeCleaner(db, p.admin, 'Bisi Limit');
    const s = await matched(c, 2, 8);
    const v = s.visits[0]!;
    await rpc(db, p.client, 'move_schedule_visit', { p_visit_id: v.id, p_starts_at: await slot(2, 10) });
    await rpc(db, p.client, 'move_schedule_visit', { p_visit_id: v.id, p_starts_at: await slot(2, 12) });
    expect(await rpcError(db, p.client, 'move_schedule_visit', { p_visit_id: v.id, p_starts_at: await slot(2, 14) }))
      .toBe('This booking was already moved 2 times, the most allowed.');
    const soon = s.visits[1]!;
    await asPlatform(`update public.bookings set starts_at = now() + interval '3 hours', ends_at = now() + interval '5 hours' where id = $1`, [soon.id]);
    expect(await rpcError(db, p.client, 'move_schedule_visit', { p_visit_id: soon.id, p_starts_at: await slot(5, 10) }))
      .toBe('It is less than 12 hours before the job, so it can no longer be moved.');
    // Skipping it is still allowed, late but free, and the quote says so before.
    const q = await rpc<{ can_skip: boolean; late: boolean; fee_kobo: number; fee_waived_reason: string }>(db, p.client, 'schedule_visit_change_quote', { p_visit_id: soon.id });
    expect(q).toMatchObject({ can_skip: true, late: true, fee_kobo: 0, fee_waived_reason: 'You have not paid for this visit on its own, so no fee is charged.' });
    await asPlatform(`update public.bookings set starts_at = now() - interval '1 hour', ends_at = now() + interval '1 hour' where id = $1`, [soon.id]);
    expect(await rpcError(db, p.client, 'skip_schedule_visit', { p_visit_id: soon.id })).toBe('This job has started, so it can no longer be cancelled.');
  });

  it('skips a visit: the cleaner\'s slot is free again and both are told; another client is refused', async () => {
    const c = await makeCleaner(db, p.admin, 'Femi Skip');
    const s = await matched(c, 5, 14);
    const v = s.visits[0]!;
    expect(await rpcError(db, p.client2, 'skip_schedule_visit', { p_visit_id: v.id })).toBe('Visit not found.');
    expect(await rpc<{ late: boolean }>(db, p.client, 'skip_schedule_visit', { p_visit_id: v.id })).toMatchObject({ late: false });
    expect((await visitsOf(s.id))[0]).toMatchObject({ id: v.id, status: 'cancelled' });
    expect(await rpcError(db, p.client, 'skip_schedule_visit', { p_visit_id: v.id })).toBe('Only a pending or accepted booking can be cancelled.');
    // cancel_booking's notice to the cleaner, with the visit's booking page.
    expect((await bookingNotes(c))[0]).toEqual({ message: expect.stringMatching(/^A booking for Weekly Cleaning in .* on \d{1,2} \w{3} \d{4}, 14:00 was cancelled\.$/), link: `/cleaner/bookings/${v.id}` });
    const b = await rpc<string>(db, p.client2, 'create_booking', { p_cleaner_id: c.id, p_services: ['Deep Cleaning'], p_location: 'Yaba' });
    await rpc(db, p.client2, 'set_booking_slot', { p_booking_id: b, p_starts_at: v.starts_at });
    // Another visit of the schedule may now move onto the skipped day.
    await rpc(db, p.client, 'move_schedule_visit', { p_visit_id: s.visits[1]!.id, p_starts_at: await slot(5, 8) });
  });
});

describe('the client changes or cancels the schedule', () => {
  it('a pending schedule is edited in full and cancelling deletes it; another client cannot', async () => {
    const id = await addSchedule(p.client, 4, '10:00');
    expect(await rpcError(db, p.client2, 'update_schedule', { p_schedule_id: id, p_service_time: '12:00' })).toBe('Schedule not found.');
    expect(await rpcError(db, p.client, 'update_schedule', { p_schedule_id: id, p_service_time: '12:30' }))
      .toBe('Choose one of the time slots (8:00, 10:00, 12:00, 14:00 or 16:00).');
    expect(await rpc(db, p.client, 'update_schedule', {
      p_schedule_id: id, p_service_time: '16:00', p_location: ' 3 Bode Thomas ', p_service_type: 'Daily Cleaning',
    })).toBe(0);
    expect((await db.query(`select service_time::text as t, location, service_type from public.schedules where id = $1`, [id])).rows)
      .toEqual([{ t: '16:00:00', location: '3 Bode Thomas', service_type: 'Daily Cleaning' }]);
    expect(await rpcError(db, p.client2, 'cancel_schedule', { p_schedule_id: id })).toBe('Schedule not found.');
    expect(await rpc(db, p.client, 'schedule_change_quote', { p_schedule_id: id })).toMatchObject({ can_cancel: true, cancel_action: 'delete' });
    await rpc(db, p.client, 'cancel_schedule', { p_schedule_id: id });
    expect((await db.query(`select id from public.schedules where id = $1`, [id])).rows).toEqual([]);
  });

  it('an active schedule moves its upcoming visits to a new slot, checked against the cleaner\'s jobs', async () => {
    const c = await makeCleaner(db, p.admin, 'Yemi Retime');
    const s = await matched(c, 3, 8);
    expect(await rpcError(db, p.client, 'update_schedule', { p_schedule_id: s.id, p_service_time: '10:00', p_service_type: 'Daily Cleaning' }))
      .toBe('To change the service or the start date, cancel this schedule and add a new one.');
    const b = await acceptedBooking(db, p.client2, c, 1000000);
    await rpc(db, p.client2, 'set_booking_slot', { p_booking_id: b, p_starts_at: await slot(10, 12) });
    expect(await rpcError(db, p.client, 'update_schedule', { p_schedule_id: s.id, p_service_time: '12:00' }))
      .toMatch(/^This cleaner already has a job on .* at 12:00\. Choose another time\.$/);
    expect((await visitsOf(s.id))[1]!.starts_at).toBe(await slot(10, 8));
    expect(await rpc(db, p.client, 'update_schedule', { p_schedule_id: s.id, p_service_time: '14:00', p_location: 'Surulere' })).toBe(12);
    const visits = await visitsOf(s.id);
    expect(visits[0]!.starts_at).toBe(await slot(3, 14));
    expect(visits[1]!.starts_at).toBe(await slot(10, 14));
    expect((await notes(c))[0]!.message).toBe('Your client moved their Weekly Cleaning schedule to 14:00–16:00 (12 visits).');
  });

  it('cancelling an active schedule cancels the visits to come and keeps the completed ones; both are told', async () => {
    const c = await makeCleaner(db, p.admin, 'Zainab Cancel');
    const s = await matched(c, 1, 16);
    // The first visit happened: it moves to today's morning and is completed.
    await asPlatform(`update public.bookings set starts_at = now() - interval '3 hours', ends_at = now() - interval '1 hour',
      scheduled_date = ((now() - interval '3 hours') at time zone 'Africa/Lagos')::date where id = $1`, [s.visits[0]!.id]);
    await rpc(db, c, 'complete_visit', { p_visit_id: s.visits[0]!.id });
    expect(await rpcError(db, p.client2, 'cancel_schedule', { p_schedule_id: s.id })).toBe('Schedule not found.');
    expect(await rpcError(db, c, 'cancel_schedule', { p_schedule_id: s.id })).toBe('Only the client can change this schedule.');
    expect(await rpc(db, p.client, 'schedule_change_quote', { p_schedule_id: s.id }))
      .toMatchObject({ can_cancel: true, cancel_action: 'cancel', visits_cancelled: 11 });
    await rpc(db, p.client, 'cancel_schedule', { p_schedule_id: s.id, p_reason: 'Moving house' });
    const visits = await visitsOf(s.id);
    // The first visit was marked done (a booking waits for the client's confirmation); the rest are cancelled.
    expect(visits.map((v) => v.status)).toEqual(['awaiting_confirmation', ...Array(11).fill('cancelled')]);
    expect((await db.query(`select status, cancellation_reason from public.schedules where id = $1`, [s.id])).rows)
      .toEqual([{ status: 'cancelled', cancellation_reason: 'Moving house' }]);
    expect((await notes(c))[0]).toEqual({ message: 'Your client cancelled their Weekly Cleaning schedule (11 upcoming visits cancelled).', link: '/cleaner/schedules' });
    expect((await notes(p.client))[0]).toEqual({ message: 'Your Weekly Cleaning schedule was cancelled (11 upcoming visits).', link: '/client/schedules' });
    expect(await rpcError(db, p.client, 'cancel_schedule', { p_schedule_id: s.id })).toBe('This schedule has ended.');
    // The cleaner's time is free again.
    const b = await rpc<string>(db, p.client2, 'create_booking', { p_cleaner_id: c.id, p_services: ['Deep Cleaning'], p_location: 'Yaba' });
    await rpc(db, p.client2, 'set_booking_slot', { p_booking_id: b, p_starts_at: visits[1]!.starts_at });
  });
});
