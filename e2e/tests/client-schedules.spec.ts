/**
 * Client journey: recurring service, payments and notifications (product.md §2 journeys 5 and 8) in a real browser
 * against local-supabase with the real schema. A seeded client adds a Weekly Cleaning schedule → an admin matches it
 * (API: match_schedule) → the notification arrives live with a toast → the schedule turns Active with its upcoming
 * visits listed with their two-hour slot → Payment History shows naira amounts newest first → Mark as Read and Mark All as Read.
 */
import { expect, test, type Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { signInAs } from '../support/session';
import { ADMIN, apiAs, CLEANER_A, cleanerCard, DEMO_PASSWORD, must } from '../support/client-api';
import { expectToast, fillPicker } from '../support/client-pages';

test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const location = `Plot 7 Admiralty Way ${stamp}`;
// A start date unique to this run (the stack may be reused), years ahead so it is never in the past.
const DAY = 86_400_000;
const start = new Date(Date.UTC(2031, 0, 1) + (Date.now() % 1000) * DAY);
const iso = (d: Date) => d.toISOString().slice(0, 10);
const shown = (d: Date) => new Intl.DateTimeFormat('en-NG', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(d);
const weekly = (n: number) => new Date(start.getTime() + 7 * n * DAY);

let page: Page;
let admin: SupabaseClient;
let me: SupabaseClient;
let clientEmail: string;
let clientId: string;
let payments: Array<{ amount_kobo: number; paid_at: string | null; created_at: string }>;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  admin = await apiAs(ADMIN);
  // A seeded demo client (known password; other journeys sign up clients of their own) with payments and a residence
  // (no pop-up in the way).
  const rows = must(await admin.from('payments').select('client_id'), 'payments') as Array<{ client_id: string }>;
  const withResidence = must(
    await admin.from('client_profiles').select('user_id, profiles!inner(email)').not('state_of_residence', 'is', null).like('profiles.email', '%@demo.spotless.ng'),
    'clients',
  ) as Array<{ user_id: string }>;
  const eligible = new Set(withResidence.map((r) => r.user_id));
  clientId = rows.map((r) => r.client_id).find((id) => eligible.has(id))!;
  const profile = must(await admin.from('profiles').select('email').eq('id', clientId).single(), 'profile') as { email: string };
  clientEmail = profile.email;
  me = await apiAs(clientEmail, DEMO_PASSWORD);
  payments = must(await me.from('payments').select('amount_kobo, paid_at, created_at'), 'my payments') as typeof payments;
});
test.afterAll(async () => {
  await page?.close();
});

test('Payment History lists the client\'s payments in naira, newest first', async () => {
  await signInAs(page, 'client', clientEmail);
  await page.getByRole('navigation', { name: 'Client dashboard' }).getByRole('link', { name: 'Schedules & Payments' }).click();
  await expect(page).toHaveURL(/\/client\/schedules$/);
  const rows = page.getByTestId('payment-row');
  await expect(rows).toHaveCount(Math.min(payments.length, 10));
  const newest = [...payments].sort((x, y) => (y.paid_at ?? y.created_at).localeCompare(x.paid_at ?? x.created_at))[0]!;
  const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(newest.amount_kobo / 100).replace(/\.00$/, '');
  await expect(rows.first()).toContainText(naira.replace('NGN', '₦').replace(/\s/g, ''));
});

test('adds a Weekly Cleaning schedule (Monthly Cleaning is the default) that starts Pending', async () => {
  await page.getByRole('button', { name: 'Add Schedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Schedule' });
  await expect(dialog.getByLabel('Service type')).toHaveValue('Monthly Cleaning');
  await dialog.getByRole('button', { name: 'Add Schedule' }).click();
  await expect(dialog.getByText('Please fill in all fields.')).toBeVisible();
  await dialog.getByLabel('Service type').selectOption('Weekly Cleaning');
  await fillPicker(dialog, 'Date', iso(start));
  // A two-hour slot (issue 27), not a free time.
  await dialog.getByLabel(/^Time slot/).selectOption('08:00');
  await dialog.getByLabel('Location (optional)').fill(location);
  await dialog.getByRole('button', { name: 'Add Schedule' }).click();
  await expectToast(page, 'Schedule added successfully!');
  const row = page.getByTestId('schedule-row').filter({ hasText: shown(start) });
  await expect(row).toContainText('Weekly Cleaning');
  await expect(row).toContainText('08:00–10:00');
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('After a cleaner is matched');
});

test('an admin matches it (API): a live toast, then the schedule is Active with its upcoming visits', async () => {
  const cleaner = await cleanerCard(await apiAs(CLEANER_A));
  const schedule = must(await admin.from('schedules').select('id').eq('client_id', clientId).eq('location', location).single(), 'schedule') as { id: string };
  const laidOut = must(await admin.rpc('match_schedule', { p_schedule_id: schedule.id, p_cleaner_id: cleaner.id }), 'match_schedule');
  expect(laidOut).toBe(12);
  // Live: the notification's toast appears without a reload (realtime may take a moment on a busy machine).
  await expect(page.getByText('Your Weekly Cleaning schedule has been matched with a cleaner.', { exact: true }).first()).toBeVisible({ timeout: 20_000 });
  await page.reload();
  const row = page.getByTestId('schedule-row').filter({ hasText: shown(start) });
  await expect(row).toContainText('Active');
  await expect(row).toContainText(cleaner.name);
  const visits = row.getByTestId('upcoming-visits');
  await expect(visits.getByTestId('visit-when')).toHaveText([0, 1, 2, 3].map((n) => `${shown(weekly(n))}, 08:00–10:00`));
  await expect(visits.getByRole('listitem').last()).toHaveText('+8 more');
  // Each visit is a booking of the schedule: its time opens its booking page.
  await expect(visits.getByTestId('visit-link').first()).toHaveAttribute('href', /^\/client\/bookings\/[0-9a-f-]{36}$/);
  // The visit's page: the cleaner, its slot, no payment of its own, and its timeline; then back to the schedules.
  await visits.getByTestId('visit-link').first().click();
  await expect(page).toHaveURL(/\/client\/bookings\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Not paid on its own: this visit is part of a recurring schedule.')).toBeVisible();
  await expect(page.getByText(cleaner.name).first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Booking timeline' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Pay now/ })).toHaveCount(0);
  await page.goBack();
  await expect(page.getByTestId('schedule-row').first()).toBeVisible();
});

test('notifications: newest first, Mark as Read, then Mark All as Read clears the unread count', async () => {
  await page.getByRole('navigation', { name: 'Client dashboard' }).getByRole('link', { name: /Notifications/ }).click();
  await expect(page).toHaveURL(/\/client\/notifications$/);
  // A second, newer unread notification (another schedule matched) arrives live on this page.
  const second = must(
    await me.from('schedules').insert({ client_id: clientId, service_type: 'Daily Cleaning', start_date: iso(start), service_time: '12:00', location: `${location} B` }).select('id').single(),
    'second schedule',
  ) as { id: string };
  const cleaner = await cleanerCard(await apiAs(CLEANER_A));
  must(await admin.rpc('match_schedule', { p_schedule_id: second.id, p_cleaner_id: cleaner.id }), 'match second');
  const items = page.getByTestId('notification-scroll').getByRole('listitem');
  await expect(items.first()).toContainText('Your Daily Cleaning schedule has been matched with a cleaner.');
  await expect(items.nth(1)).toContainText('Your Weekly Cleaning schedule has been matched with a cleaner.');
  await expect(items.first()).toHaveAttribute('data-read', 'false');
  await expect(items.nth(1)).toHaveAttribute('data-read', 'false');
  const badge = page.getByTestId('unread-count');
  const { count: before } = await me.from('notifications').select('id', { count: 'exact', head: true }).eq('is_read', false);
  expect(before).toBeGreaterThanOrEqual(2);
  await expect(badge).toHaveText(String(before));
  await items.first().getByRole('button', { name: /Mark as Read/ }).click();
  await expect(items.first()).toHaveAttribute('data-read', 'true');
  await expect(badge).toHaveText(String(before! - 1));

  await page.getByRole('button', { name: 'Mark All as Read' }).click();
  await expect(page.getByTestId('unread-count')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark All as Read' })).toBeDisabled();
  const unread = await me.from('notifications').select('id', { count: 'exact', head: true }).eq('is_read', false);
  expect(unread.count).toBe(0);
});
