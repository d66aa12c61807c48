/**
 * Issue 27, item 7: the cleaner's schedule screen, in the database (20250706000200_cleaner_screen_fixes.sql). A visit
 * cannot be marked completed before its day, and then the client is not told it was; Delete Selected removes only
 * finished schedules, from the cleaner's own list, on every device; schedules and reviews are pushed live.
 */
import type { Database } from '@spotless/local-supabase';
import { as, rpc, rpcError, type Actor } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { makePeople, moveVisitToDay, type People } from './helpers/world';

let t: TestDatabase;
let db: Database;
let p: People;

beforeAll(async () => {
  t = await openTestDatabase();
  db = t.db;
  p = await makePeople(db);
});
afterAll(async () => {
  await t?.close();
});

/** A schedule of p.client starting in `days` days (Lagos), matched to `cleaner`; its id and its visits by date. */
async function matchedSchedule(cleaner: Actor, days: number) {
  const id = await as(db, p.client, async (tx) =>
    (await tx.query<{ id: string }>(
      `insert into public.schedules (client_id, service_type, start_date, service_time)
       values ($1, 'Weekly Cleaning', (now() at time zone 'Africa/Lagos')::date + $2::int, '09:00') returning id`,
      [p.client.id, days],
    )).rows[0]!.id);
  await rpc(db, p.admin, 'match_schedule', { p_schedule_id: id, p_cleaner_id: cleaner.id });
  const visits = (await db.query<{ id: string; visit_date: string }>(
    `select id, to_char(scheduled_date, 'YYYY-MM-DD') as visit_date from public.bookings where schedule_id = $1 order by starts_at`, [id])).rows;
  return { id, visits };
}

const clientMessages = async () =>
  (await as(db, p.client, (tx) => tx.query<{ message: string }>(`select message from public.notifications where category in ('schedule', 'booking')`))).rows.map((r) => r.message);

const mySchedules = (who: Actor) =>
  as(db, who, async (tx) => (await tx.query<{ id: string; next_visit_id: string | null; next_visit_due: boolean }>(
    `select id, next_visit_id, next_visit_due from public.my_cleaner_schedules()`)).rows);

it('a visit cannot be completed before its day, and the client hears nothing; on its day it can', async () => {
  const s = await matchedSchedule(p.cleaner, 3);
  const first = s.visits[0]!;
  const before = await clientMessages();
  expect(await rpcError(db, p.cleaner, 'complete_visit', { p_visit_id: first.id }))
    .toMatch(/^This visit is on \d{1,2} [A-Z][a-z]{2} \d{4}\. You can mark it completed from that day\.$/);
  expect((await db.query(`select status from public.bookings where id = $1`, [first.id])).rows).toEqual([{ status: 'accepted' }]);
  expect(await clientMessages()).toEqual(before);
  // The list says it is not due yet, so the screen does not offer it.
  expect((await mySchedules(p.cleaner)).find((r) => r.id === s.id)).toMatchObject({ next_visit_id: first.id, next_visit_due: false });

  // Its day comes (Lagos): now it can be completed, and the client is told.
  await moveVisitToDay(db, first.id, 0);
  expect((await mySchedules(p.cleaner)).find((r) => r.id === s.id)).toMatchObject({ next_visit_due: true });
  await rpc(db, p.cleaner, 'complete_visit', { p_visit_id: first.id });
  expect((await clientMessages()).length).toBe(before.length + 1);
});

it('Delete Selected removes finished schedules from the cleaner\'s own list in the database, and refuses active ones', async () => {
  const active = await matchedSchedule(p.cleaner2, 1);
  const done = await matchedSchedule(p.cleaner2, 2);
  await db.query(`update public.schedules set status = 'completed' where id = $1`, [done.id]);
  expect(await rpcError(db, p.cleaner2, 'hide_my_schedules', { p_schedule_ids: [active.id, done.id] }))
    .toBe('Only finished schedules can be removed from your list.');
  expect(await rpcError(db, p.cleaner, 'hide_my_schedules', { p_schedule_ids: [done.id] })).toBe('Schedule not found.');
  expect(await rpcError(db, p.cleaner2, 'hide_my_schedules', { p_schedule_ids: [] })).toBe('Select schedules to remove.');
  expect((await mySchedules(p.cleaner2)).map((r) => r.id).sort()).toEqual([active.id, done.id].sort());

  expect(await rpc(db, p.cleaner2, 'hide_my_schedules', { p_schedule_ids: [done.id] })).toBe(1);
  // Gone from the cleaner's list (any device: it is the database's answer); still there for the client and admins.
  expect((await mySchedules(p.cleaner2)).map((r) => r.id)).toEqual([active.id]);
  const seen = async (who: Actor) => (await as(db, who, (tx) => tx.query(`select id from public.schedules where id = $1`, [done.id]))).rows;
  expect(await seen(p.client)).toHaveLength(1);
  expect(await seen(p.admin)).toHaveLength(1);
});

it('schedules and reviews are pushed live (Realtime publication)', async () => {
  const r = await db.query<{ tablename: string }>(
    `select tablename from pg_publication_tables where pubname = 'supabase_realtime' and tablename in ('schedules', 'reviews') order by 1`);
  expect(r.rows.map((x) => x.tablename)).toEqual(['reviews', 'schedules']);
});
