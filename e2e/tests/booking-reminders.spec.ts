/**
 * Reminders (issue 27, item 6) across mfe-client and mfe-cleaner, with the stack's scheduler, Edge Function, mailbox
 * and local Termii. A fresh client books a fresh verified cleaner (API) for a real two-hour slot three weeks ahead;
 * the cleaner accepts. Then the scheduler's reminders job runs as it would the day before (22 h ahead) and the hour
 * before (50 min ahead): both sides see each reminder arrive live in their browser and in their notifications, with a
 * link to the booking's page; the delivery step e-mails and texts each of them; running both again sends nothing more.
 *
 * Why the job's clock is moved rather than the booking: e2e has no hold on the database's clock, a slot starts at
 * least 2 h ahead (so no booking can be made within the hour), and the slot guard keeps a job inside the cleaner's
 * working hours (so at night no booking can be moved near "now" either). send_booking_reminders takes the time it
 * reminds for (p_now; the cron job passes none, so it is now()): the job runs with that clock, everything else is
 * real. A slot three weeks out keeps the moved clock clear of other journeys' bookings. The delivery job runs every
 * minute: the day-before messages are sent by the test making its call (deliver-messages with the service key) at
 * once, the hour-before ones by the job itself.
 */
import { expect, test, type Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { deliverQueuedMessages, emailsTo, lagosWords, runReminderJob, smsTextsTo } from '../support/outbox';
import { gotoWithRealtime } from '../support/cleaner-pages';
import { acceptedBooking, freshClient, freshVerifiedCleaner, ok } from '../support/payments';
import { serviceClient } from '../support/security-stack';
import { signInAs } from '../support/session';

test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const place = `12 Adeola Odeku Street ${stamp}`;
const CLEANER_NAME = 'Chidinma Okafor';
const MINUTE = 60_000;

type Person = { email: string; api: SupabaseClient; id: string; phone: string };
let client: Person;
let cleaner: Person;
let clientPage: Page;
let cleanerPage: Page;
let bookingId: string;
let startsAt: string;

async function withPhone(p: { email: string; api: SupabaseClient; id: string }): Promise<Person> {
  const row = ok(await p.api.from('profiles').select('phone').eq('id', p.id).single(), 'profile') as { phone: string | null };
  expect(row.phone).toBeTruthy();
  return { ...p, phone: row.phone! };
}

/** The reminders the database recorded for the booking, as (recipient, kind) pairs (service role: the audit of the job). */
async function remindersOfBooking(): Promise<string[]> {
  const service = await serviceClient();
  const rows = ok(await service.from('booking_reminders').select('recipient_id, kind').eq('booking_id', bookingId), 'booking_reminders') as {
    recipient_id: string;
    kind: string;
  }[];
  return rows.map((r) => `${r.recipient_id === client.id ? 'client' : r.recipient_id === cleaner.id ? 'cleaner' : r.recipient_id}:${r.kind}`).sort();
}

test.beforeAll(async ({ browser }) => {
  const [c, k] = await Promise.all([freshClient(`Temitope Bello${stamp}`), freshVerifiedCleaner(CLEANER_NAME)]);
  [client, cleaner] = await Promise.all([withPhone(c), withPhone(k)]);
  // A real slot of the cleaner's, three weeks ahead (Lagos date), booked and accepted as any other.
  const day = new Date(Date.now() + MINUTE * 60 + 21 * 24 * 60 * MINUTE).toISOString().slice(0, 10);
  const slots = ok(await client.api.rpc('cleaner_open_slots', { p_cleaner_id: cleaner.id, p_from: day, p_days: 1 }), 'cleaner_open_slots') as unknown as {
    starts_at: string;
  }[];
  expect(slots.length).toBe(5);
  bookingId = await acceptedBooking(client.api, cleaner.api, cleaner.id, place, 2_500_000);
  ok(await client.api.rpc('set_booking_slot', { p_booking_id: bookingId, p_starts_at: slots[1]!.starts_at }), 'set_booking_slot');
  startsAt = (ok(await client.api.from('bookings').select('starts_at').eq('id', bookingId).single(), 'booking') as { starts_at: string }).starts_at;
  expect(lagosWords(startsAt)).toMatch(/, 10:00$/);

  clientPage = await browser.newPage();
  cleanerPage = await browser.newPage();
  await signInAs(clientPage, 'client', client.email);
  await signInAs(cleanerPage, 'cleaner', cleaner.email);
});
test.afterAll(async () => {
  await clientPage?.close();
  await cleanerPage?.close();
});

test('the day before: both sides are reminded live in the app, by e-mail and by SMS', async () => {
  const slot = lagosWords(startsAt);
  const toClient = `Reminder: your House Cleaning booking with ${CLEANER_NAME} is on ${slot} (Lagos time).`;
  const toCleaner = `Reminder: your House Cleaning job at ${place} is on ${slot} (Lagos time).`;
  // Both pages listen for new notifications before the job runs, so the reminder is pushed, not fetched on load.
  await gotoWithRealtime(clientPage, '/client/notifications', 'notifications');
  await gotoWithRealtime(cleanerPage, '/cleaner/notifications', 'notifications');

  expect(await runReminderJob(new Date(new Date(startsAt).getTime() - 22 * 60 * MINUTE))).toBeGreaterThanOrEqual(2);
  expect(await remindersOfBooking()).toEqual(['cleaner:day_before', 'client:day_before']);

  // Live: the layout's toast, and the list of notifications, each linking to the booking's page.
  await expect(clientPage.getByText(toClient, { exact: true }).first()).toBeVisible();
  await expect(clientPage.getByRole('link', { name: toClient })).toHaveAttribute('href', `/client/bookings/${bookingId}`);
  await expect(cleanerPage.getByText(toCleaner, { exact: true }).first()).toBeVisible();
  await expect(cleanerPage.getByRole('link', { name: toCleaner })).toHaveAttribute('href', `/cleaner/bookings/${bookingId}`);

  await deliverQueuedMessages();
  await expect.poll(async () => (await emailsTo(client.email)).map((m) => [m.subject, m.text.trim()])).toEqual([['Your Spotless booking is tomorrow', toClient]]);
  await expect.poll(async () => (await emailsTo(cleaner.email)).map((m) => [m.subject, m.text.trim()])).toEqual([['Your Spotless booking is tomorrow', toCleaner]]);
  await expect.poll(() => smsTextsTo(client.phone)).toEqual([toClient]);
  await expect.poll(() => smsTextsTo(cleaner.phone)).toEqual([toCleaner]);
});

test('the hour before: reminded again, once; the reminder opens the booking page', async () => {
  // Up to a minute of it waits for the delivery job's next run.
  test.setTimeout(150_000);
  const slot = lagosWords(startsAt);
  const toClient = `Reminder: ${CLEANER_NAME} is due within the hour for your House Cleaning booking, at ${slot}.`;
  const toCleaner = `Reminder: your House Cleaning job at ${place} starts within the hour, at ${slot}.`;
  const hourBefore = new Date(new Date(startsAt).getTime() - 50 * MINUTE);

  expect(await runReminderJob(hourBefore)).toBeGreaterThanOrEqual(2);
  await expect(clientPage.getByText(toClient, { exact: true }).first()).toBeVisible();
  await expect(cleanerPage.getByText(toCleaner, { exact: true }).first()).toBeVisible();
  // This time the stack's own delivery job sends them (every minute: cron, pg_net and the service key from Vault).
  const byTheJob = { timeout: 75_000 };
  await expect.poll(async () => (await emailsTo(client.email)).map((m) => m.subject), byTheJob).toEqual(['Your Spotless booking starts soon', 'Your Spotless booking is tomorrow']);
  await expect.poll(async () => (await emailsTo(cleaner.email)).map((m) => m.subject), byTheJob).toEqual(['Your Spotless booking starts soon', 'Your Spotless booking is tomorrow']);
  await expect.poll(async () => (await smsTextsTo(client.phone))[0], byTheJob).toBe(toClient);
  await expect.poll(async () => (await smsTextsTo(cleaner.phone))[0], byTheJob).toBe(toCleaner);

  // The job runs every 5 minutes and the delivery every minute: running both again sends nothing new.
  await runReminderJob(hourBefore);
  await runReminderJob(new Date(new Date(startsAt).getTime() - 22 * 60 * MINUTE));
  await deliverQueuedMessages();
  expect(await remindersOfBooking()).toEqual(['cleaner:day_before', 'cleaner:hour_before', 'client:day_before', 'client:hour_before']);
  expect(await emailsTo(client.email)).toHaveLength(2);
  expect(await emailsTo(cleaner.email)).toHaveLength(2);
  expect(await smsTextsTo(client.phone)).toHaveLength(2);
  expect(await smsTextsTo(cleaner.phone)).toHaveLength(2);
  const inApp = ok(await client.api.from('notifications').select('message').like('message', 'Reminder:%'), 'notifications') as { message: string }[];
  expect(inApp.map((n) => n.message).sort()).toEqual([toClient, `Reminder: your House Cleaning booking with ${CLEANER_NAME} is on ${slot} (Lagos time).`].sort());

  // Each side's reminder leads to that side's page of the booking.
  await clientPage.getByRole('link', { name: toClient }).click();
  await expect(clientPage).toHaveURL(new RegExp(`/client/bookings/${bookingId}$`));
  await expect(clientPage.getByTestId('booking-status')).toContainText('Accepted');
  await cleanerPage.getByRole('link', { name: toCleaner }).click();
  await expect(cleanerPage).toHaveURL(new RegExp(`/cleaner/bookings/${bookingId}$`));
  await expect(cleanerPage.getByTestId('booking-status')).toContainText('Accepted');
});
