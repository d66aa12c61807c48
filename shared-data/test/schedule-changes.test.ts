/**
 * @jest-environment ./test/helpers/jsdom-with-fetch.cjs
 */
// Issue 27, schedules in slots, through shared-data against a real local-supabase with the product migrations: the
// client's schedules carry each visit's slot; the client reads the terms, the free slots of a visit, moves and skips
// a visit and cancels the schedule; another client is refused with the database's text.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { spawnLocalSupabase, type SpawnedServer } from './helpers/spawned-server';
import { configureSupabase, fetchClientSchedules, getSupabase, isDataError, signIn, signOut } from '../src';
import {
  cancelSchedule,
  fetchScheduleQuote,
  fetchScheduleVisitQuote,
  fetchVisitOpenSlots,
  moveScheduleVisit,
  skipScheduleVisit,
} from '../src/booking-changes';

let server: SpawnedServer;
let service: SupabaseClient;
const stamp = Date.now();
const password = 'password-123';
const emails = { client: `sched-client-${stamp}@example.com`, other: `sched-other-${stamp}@example.com`, cleaner: `sched-cleaner-${stamp}@example.com` };
const ids = { client: '', other: '', cleaner: '' };
let scheduleId = '';
let visitIds: string[] = [];

/** "YYYY-MM-DD" of the Lagos day `days` from today. */
const lagosDay = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date(Date.now() + days * 86_400_000));
/** The ISO start of `hour`:00 Lagos (UTC+1) on a Lagos day. */
const at = (day: string, hour: number) => new Date(`${day}T${String(hour - 1).padStart(2, '0')}:00:00Z`).toISOString();

async function createUser(email: string, accountType: 'client' | 'cleaner'): Promise<string> {
  const { data, error } = await service.auth.admin.createUser({
    email, password, email_confirm: true, user_metadata: { full_name: `Schedule ${accountType}`, phone: '+2348071234567', account_type: accountType },
  });
  if (error) throw error;
  return data.user.id;
}

async function refusal(fn: () => Promise<unknown>): Promise<string> {
  try {
    await fn();
  } catch (e) {
    expect(isDataError(e)).toBe(true);
    return (e as Error).message;
  }
  throw new Error('expected a refusal');
}

beforeAll(async () => {
  server = await spawnLocalSupabase({ CONFIRM_EMAIL: 'false' });
  configureSupabase({ url: server.url, anonKey: server.anonKey });
  service = createClient(server.url, server.serviceRoleKey, { auth: { persistSession: false, storageKey: 'service-role-schedules' } });
  ids.client = await createUser(emails.client, 'client');
  ids.other = await createUser(emails.other, 'client');
  ids.cleaner = await createUser(emails.cleaner, 'cleaner');
  // An active weekly schedule with three visits at 10:00 Lagos, laid out as match_schedule would: accepted bookings of
  // the schedule (issue 27: a visit is a booking).
  const start = lagosDay(3);
  const s = await service.from('schedules')
    .insert({ client_id: ids.client, cleaner_id: ids.cleaner, service_type: 'Weekly Cleaning', start_date: start, service_time: '10:00', status: 'active', location: 'Ikoyi' })
    .select('id').single();
  expect(s.error).toBeNull();
  scheduleId = (s.data as { id: string }).id;
  const days = [3, 10, 17].map(lagosDay);
  const v = await service.from('bookings')
    .insert(days.map((d) => ({
      customer_id: ids.client, customer_kind: 'client', cleaner_id: ids.cleaner, services: ['Weekly Cleaning'], location: 'Ikoyi',
      status: 'accepted', source: 'schedule', schedule_id: scheduleId, starts_at: at(d, 10), ends_at: at(d, 12), accepted_at: new Date().toISOString(),
    })))
    .select('id, starts_at').order('starts_at');
  expect(v.error).toBeNull();
  visitIds = (v.data as Array<{ id: string }>).map((r) => r.id);
}, 300_000);

afterAll(async () => {
  await signOut();
  const supabase = await getSupabase();
  await supabase.auth.stopAutoRefresh();
  await server.stop();
});

it('the client sees each visit\'s slot, the terms, and the free slots of a visit', async () => {
  await signIn(emails.client, password);
  const [mine] = await fetchClientSchedules(ids.client);
  expect(mine!.visits.map((v) => [v.visit_date, new Date(v.starts_at).toISOString()])).toEqual([3, 10, 17].map((n) => [lagosDay(n), at(lagosDay(n), 10)]));
  expect(await fetchScheduleVisitQuote(visitIds[0]!)).toMatchObject({ role: 'client', can_move: true, can_skip: true, moves_left: 2, late: false });
  const free = await fetchVisitOpenSlots(visitIds[0]!, lagosDay(4), 1);
  expect(free.map((s) => s.starts_at).map((x) => new Date(x).toISOString())).toEqual([8, 10, 12, 14, 16].map((h) => at(lagosDay(4), h)));
});

it('moves and skips a visit, then cancels the schedule; the history says so', async () => {
  await signIn(emails.client, password);
  expect(await moveScheduleVisit(visitIds[0]!, at(lagosDay(4), 14))).toMatchObject({ moves_left: 1 });
  expect((await skipScheduleVisit(visitIds[1]!)).can_skip).toBe(true);
  const [mine] = await fetchClientSchedules(ids.client);
  expect(mine!.visits.map((v) => [new Date(v.starts_at).toISOString(), v.status])).toEqual([
    [at(lagosDay(4), 14), 'accepted'], [at(lagosDay(10), 10), 'cancelled'], [at(lagosDay(17), 10), 'accepted'],
  ]);
  expect(await fetchScheduleQuote(scheduleId)).toMatchObject({ can_cancel: true, cancel_action: 'cancel', visits_cancelled: 2 });
  expect(await cancelSchedule(scheduleId, 'Travelling')).toMatchObject({ visits_cancelled: 2 });
  const [after] = await fetchClientSchedules(ids.client);
  expect(after!.status).toBe('cancelled');
  expect(await refusal(() => cancelSchedule(scheduleId))).toBe('This schedule has ended.');
});

it('another client is told there is no such schedule', async () => {
  await signIn(emails.other, password);
  expect(await refusal(() => fetchScheduleVisitQuote(visitIds[2]!))).toBe('Visit not found.');
  expect(await refusal(() => moveScheduleVisit(visitIds[2]!, at(lagosDay(5), 10)))).toBe('Visit not found.');
  expect(await refusal(() => cancelSchedule(scheduleId))).toBe('Schedule not found.');
});
