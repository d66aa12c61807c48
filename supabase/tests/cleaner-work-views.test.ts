/** my_cleaner_schedules and my_cleaner_earnings: a cleaner reads only their own rows, with the client's contact. */
import type { Database } from '@spotless/local-supabase';
import { ANON, as, attempt, rpc, type Actor } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { makePeople, moveVisitToDay, type People } from './helpers/world';

let t: TestDatabase;
let db: Database;
let p: People;
let scheduleId: string;

const rows = <T>(who: Actor, sql: string) => as(db, who, async (tx) => (await tx.query<T>(sql)).rows);

beforeAll(async () => {
  t = await openTestDatabase();
  db = t.db;
  p = await makePeople(db);
  await as(db, p.client, (tx) =>
    tx.query(`update public.client_profiles set state_of_residence = 'Lagos', lga_of_residence = 'Eti-Osa' where user_id = $1`, [p.client.id]));
  scheduleId = await as(db, p.client, async (tx) =>
    (await tx.query<{ id: string }>(
      `insert into public.schedules (client_id, service_type, start_date, service_time) values ($1, 'Weekly Cleaning', current_date, '09:30') returning id`,
      [p.client.id])).rows[0]!.id);
  await rpc(db, p.admin, 'match_schedule', { p_schedule_id: scheduleId, p_cleaner_id: p.cleaner.id });
});
afterAll(async () => {
  await t?.close();
});

describe('my_cleaner_schedules', () => {
  it('gives the matched cleaner the schedule with the client contact and next visit', async () => {
    const list = await rows<Record<string, unknown>>(p.cleaner, `select * from public.my_cleaner_schedules()`);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: scheduleId, client_name: 'Funke Adeyemi', client_phone: '+2348051112222', client_address: '12 Awolowo Road, Ikoyi',
      location: 'Eti-Osa, Lagos', service_type: 'Weekly Cleaning', status: 'active', visits_total: 12, visits_completed: 0,
    });
    expect(list[0]!.next_visit_id).toEqual(expect.any(String));
  });

  it('moves the next visit on after complete_visit', async () => {
    const [before] = await rows<{ next_visit_id: string; next_visit_date: string }>(p.cleaner, `select * from public.my_cleaner_schedules()`);
    // The first visit is the next slot still ahead (issue 27: tomorrow once today's has passed); its day comes.
    await moveVisitToDay(db, before!.next_visit_id, 0);
    await rpc(db, p.cleaner, 'complete_visit', { p_visit_id: before!.next_visit_id });
    const [after] = await rows<{ next_visit_id: string; visits_completed: number }>(p.cleaner, `select * from public.my_cleaner_schedules()`);
    expect(after!.visits_completed).toBe(1);
    expect(after!.next_visit_id).not.toBe(before!.next_visit_id);
  });

  it('shows other cleaners and clients nothing, and refuses anon', async () => {
    expect(await rows(p.cleaner2, `select * from public.my_cleaner_schedules()`)).toEqual([]);
    expect(await rows(p.client, `select * from public.my_cleaner_schedules()`)).toEqual([]);
    const denied = await attempt(db, ANON, `select * from public.my_cleaner_schedules()`);
    expect(denied.ok).toBe(false);
  });
});

describe('my_cleaner_earnings', () => {
  it('sums confirmed completed bookings per month for the caller only', async () => {
    const booking = await rpc<string>(db, p.client, 'create_booking', {
      p_cleaner_id: p.cleaner.id, p_services: ['House Cleaning'], p_location: 'Ikoyi', p_budget_kobo: 2500000,
    });
    const second = await rpc<string>(db, p.client, 'create_booking', {
      p_cleaner_id: p.cleaner.id, p_services: ['Office Cleaning'], p_location: 'Yaba', p_budget_kobo: 1000000,
    });
    expect(await rows(p.cleaner, `select * from public.my_cleaner_earnings()`)).toEqual([]);
    for (const id of [booking, second]) {
      await rpc(db, p.cleaner, 'accept_booking', { p_booking_id: id });
    }
    await rpc(db, p.cleaner, 'complete_booking', { p_booking_id: booking });
    await rpc(db, p.client, 'confirm_booking_completion', { p_booking_id: booking });
    const earned = await rows<{ jobs: number; amount_kobo: string | number }>(p.cleaner, `select * from public.my_cleaner_earnings()`);
    expect(earned).toHaveLength(1);
    expect(earned[0]!.jobs).toBe(1);
    expect(Number(earned[0]!.amount_kobo)).toBe(2500000);
    await rpc(db, p.cleaner, 'complete_booking', { p_booking_id: second });
    await rpc(db, p.client, 'confirm_booking_completion', { p_booking_id: second });
    const total = await rows<{ jobs: number; amount_kobo: string | number }>(p.cleaner, `select * from public.my_cleaner_earnings()`);
    expect(total[0]!.jobs).toBe(2);
    expect(Number(total[0]!.amount_kobo)).toBe(3500000);
    expect(await rows(p.cleaner2, `select * from public.my_cleaner_earnings()`)).toEqual([]);
  });
});
