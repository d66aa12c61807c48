/**
 * Schedules in time slots (issue 27): a client's weekly schedule is matched (API: match_schedule, which checks the
 * cleaner's hours and jobs for every visit), the client moves one visit to another free slot from Your Schedules
 * (the rule is stated before the button), and the cleaner's Your Cleaning Schedules, already open, shows the new
 * day and time without a reload; then the client skips a visit and reads what skipping does before confirming.
 */
import { expect, test, type Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { signInAs } from '../support/session';
import { ADMIN, apiAs, DEMO_PASSWORD, must } from '../support/client-api';
import { expectToast } from '../support/client-pages';
import { chooseFirstFreeSlot } from '../support/slots';

test.describe.configure({ mode: 'serial' });

const location = `Schedule move ${Date.now().toString(36)}`;
const DAY_FMT = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', day: 'numeric', month: 'short', year: 'numeric' });
const TIME_FMT = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
/** "29 Nov 2026, 10:00–12:00" (Lagos time), as the schedule pages word a visit. */
const when = (startsAt: string, endsAt: string) =>
  `${DAY_FMT.format(new Date(startsAt))}, ${TIME_FMT.format(new Date(startsAt))}–${TIME_FMT.format(new Date(endsAt))}`;

let admin: SupabaseClient;
let me: SupabaseClient;
let clientEmail: string;
let clientName: string;
let cleanerEmail: string;
let scheduleId: string;
let clientPage: Page;
let cleanerPage: Page;

type Visit = { id: string; starts_at: string; ends_at: string; status: string };
const visits = async (): Promise<Visit[]> =>
  // Each visit is a booking of the schedule (issue 27).
  must(await me.from('bookings').select('id, starts_at, ends_at, status').eq('schedule_id', scheduleId).order('starts_at'), 'visits') as Visit[];

test.beforeAll(async ({ browser }) => {
  admin = await apiAs(ADMIN);
  // A seeded demo client (its password is known; clients other journeys sign up have their own) with a residence (no
  // pop-up in the way), not the one the other schedule journey uses first.
  const clients = must(
    await admin
      .from('client_profiles')
      .select('user_id, profiles!inner(email, full_name)')
      .not('state_of_residence', 'is', null)
      .like('profiles.email', '%@demo.spotless.ng')
      .order('user_id', { ascending: false })
      .limit(1),
    'clients',
  ) as unknown as Array<{ user_id: string; profiles: { email: string; full_name: string } }>;
  clientEmail = clients[0]!.profiles.email;
  clientName = clients[0]!.profiles.full_name;
  me = await apiAs(clientEmail, DEMO_PASSWORD);
  const lagosToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
  const start = new Date(Date.parse(`${lagosToday}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
  const row = must(
    await me.from('schedules').insert({ client_id: clients[0]!.user_id, service_type: 'Weekly Cleaning', start_date: start, service_time: '10:00', location }).select('id').single(),
    'schedule',
  ) as { id: string };
  scheduleId = row.id;
  // The first demo cleaner whose hours and jobs fit all twelve visits (the database refuses the others).
  for (let n = 28; n >= 10 && !cleanerEmail; n--) {
    const email = `cleaner${String(n).padStart(2, '0')}@demo.spotless.ng`;
    const who = must(await admin.from('profiles').select('id').eq('email', email).single(), 'cleaner') as { id: string };
    const { error } = await admin.rpc('match_schedule', { p_schedule_id: scheduleId, p_cleaner_id: who.id });
    if (!error) cleanerEmail = email;
    else expect(error.message).toMatch(/^This cleaner (is not available|already has a job) /);
  }
  expect(cleanerEmail).toBeTruthy();
  clientPage = await browser.newPage();
  cleanerPage = await (await browser.newContext()).newPage();
});
test.afterAll(async () => {
  await clientPage?.close();
  await cleanerPage?.context().close();
});

test('the client moves one visit to a free slot and the cleaner\'s open list shows the new time', async () => {
  const [first] = await visits();
  await signInAs(cleanerPage, 'cleaner', cleanerEmail);
  await cleanerPage.goto('/cleaner/schedules');
  const cleanerVisits = cleanerPage.getByRole('list', { name: `Upcoming visits of ${clientName}` });
  await expect(cleanerVisits.getByRole('listitem').first()).toHaveText(when(first!.starts_at, first!.ends_at));

  await signInAs(clientPage, 'client', clientEmail);
  await clientPage.goto('/client/schedules');
  const row = clientPage.getByTestId('schedule-row').filter({ hasText: location });
  await expect(row).toContainText('10:00–12:00');
  await expect(row.getByTestId('visit-when').first()).toHaveText(when(first!.starts_at, first!.ends_at));
  await row.getByRole('button', { name: `Move visit of ${when(first!.starts_at, first!.ends_at)}` }).click();
  const dialog = clientPage.getByTestId('reschedule-dialog');
  await expect(dialog.getByTestId('reschedule-rule')).toHaveText('You can move this visit 2 more times, until 12 hours before it starts.');
  await expect(dialog).toContainText('Your cleaner is told.');
  await chooseFirstFreeSlot(dialog);
  await dialog.getByRole('button', { name: 'Move visit' }).click();
  await expectToast(clientPage, 'Visit moved to the new time.');

  const moved = (await visits()).find((v) => v.id === first!.id)!;
  expect(moved.starts_at).not.toBe(first!.starts_at);
  await expect(row.getByTestId('visit-when').first()).toHaveText(when(moved.starts_at, moved.ends_at));
  // Live on the cleaner's side: no reload.
  await expect(cleanerVisits.getByRole('listitem').first()).toHaveText(when(moved.starts_at, moved.ends_at), { timeout: 20_000 });
});

test('the client skips a visit after reading what it does; it leaves both lists', async () => {
  const second = (await visits()).filter((v) => v.status === 'accepted')[1]!;
  const row = clientPage.getByTestId('schedule-row').filter({ hasText: location });
  await row.getByRole('button', { name: `Skip visit of ${when(second.starts_at, second.ends_at)}` }).click();
  const dialog = clientPage.getByTestId('schedule-change-dialog');
  await expect(dialog.getByTestId('change-outcome').first()).toHaveText(
    `The visit of ${when(second.starts_at, second.ends_at)} is cancelled. Your other visits stay as they are.`,
  );
  await expect(dialog).toContainText('Your cleaner is told.');
  await dialog.getByTestId('change-confirm').click();
  await expectToast(clientPage, 'Visit skipped.');
  await expect(row).not.toContainText(when(second.starts_at, second.ends_at));
  expect((await visits()).find((v) => v.id === second.id)!.status).toBe('cancelled');
  const cleanerVisits = cleanerPage.getByRole('list', { name: `Upcoming visits of ${clientName}` });
  await expect(cleanerVisits).not.toContainText(when(second.starts_at, second.ends_at), { timeout: 20_000 });
});
