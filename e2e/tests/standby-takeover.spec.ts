/**
 * Standby replacement across remotes (issue 27, items 5 and 8). A seeded cleaner (A) drops an accepted job: the job
 * is offered to the verified cleaners of its LGA; the client's booking page says a replacement is being found (and
 * that cancelling is free); cleaner B, signed in to the cleaner area, sees it under Standby jobs and accepts it first;
 * the client's open page turns live into "B is coming", and their notification opens that page. A second job A drops
 * is given to B by an admin in the console's Standby page, who then opens the booking from the Standby card and sees
 * its timeline and the whole conversation (read-only, the reported message marked). The API side (the client
 * booking, messages, A accepting and cancelling) goes through the real RPCs, as the screens would.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { apiAs, cleanerCard, CLEANER_A, CLEANER_B, idOf, must } from '../support/client-api';
import { gotoWithRealtime } from '../support/cleaner-pages';
import { DEMO_ACCOUNTS, signInAs } from '../support/session';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** Logs in a fresh page of its own (each side of the journey has its own browser session). */
async function pageAs(browser: Browser, role: 'client' | 'cleaner' | 'admin', email?: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signInAs(page, role, email);
  return page;
}

/** A two-hour slot both cleaners work and are free at, 20 to 50 days ahead (clear of every other spec's jobs). */
async function commonSlot(client: SupabaseClient, a: string, b: string): Promise<string> {
  const from = new Date(Date.now() + (20 + Math.floor(Math.random() * 25)) * 86_400_000).toISOString().slice(0, 10);
  const slots = async (id: string) =>
    new Set((must(await client.rpc('cleaner_open_slots', { p_cleaner_id: id, p_from: from, p_days: 10 }), 'open slots') as Array<{ starts_at: string }>)
      .map((s) => new Date(s.starts_at).toISOString()));
  const [sa, sb] = [await slots(a), await slots(b)];
  const both = [...sa].filter((s) => sb.has(s));
  if (!both.length) throw new Error('no slot both cleaners work');
  return both[Math.floor(Math.random() * both.length)]!;
}

/** The client books cleaner A in cleaner B's LGA at a slot both work; A accepts, then cancels. Returns the place. */
async function jobDroppedByA(): Promise<{ location: string; bookingId: string }> {
  const client = await apiAs(DEMO_ACCOUNTS.client);
  const a = await apiAs(CLEANER_A);
  const b = await apiAs(CLEANER_B);
  const [aId, bId] = [await idOf(a), await idOf(b)];
  const where = must(await b.from('cleaner_profiles').select('state, lga').eq('user_id', bId).single(), 'cleaner B area') as { state: string; lga: string };
  const location = `Standby ${Date.now().toString(36)} Close`;
  const bookingId = must(await client.rpc('create_booking', {
    p_cleaner_id: aId, p_services: ['Deep Cleaning'], p_location: location, p_state: where.state, p_lga: where.lga, p_budget_kobo: 2_500_000,
  }), 'booking') as string;
  must(await client.rpc('set_booking_slot', { p_booking_id: bookingId, p_starts_at: await commonSlot(client, aId, bId) }), 'slot');
  must(await a.rpc('accept_booking', { p_booking_id: bookingId, p_price_kobo: 2_500_000 }), 'A accepts');
  // A short conversation before A drops the job; the client reports A's second message.
  must(await client.rpc('send_booking_message', { p_booking_id: bookingId, p_body: 'Please bring a ladder.' }), 'client writes');
  const offside = must(await a.rpc('send_booking_message', { p_booking_id: bookingId, p_body: 'Pay me cash and I come early.' }), 'A writes') as string;
  must(await client.rpc('report_booking_message', { p_message_id: offside, p_reason: 'Asks for cash outside the app.' }), 'client reports');
  must(await a.rpc('cancel_booking', { p_booking_id: bookingId, p_reason: 'My van broke down.' }), 'A cancels');
  return { location, bookingId };
}

test('a cleaner in the same LGA takes the dropped job first and the client is told who is coming', async ({ browser }) => {
  const { location, bookingId } = await jobDroppedByA();
  const bName = (await cleanerCard(await apiAs(CLEANER_B))).name;

  // The client's booking page, open (and listening) while the job is offered.
  const client = await pageAs(browser, 'client');
  await gotoWithRealtime(client, `/client/bookings/${bookingId}`, 'booking_standby');
  const notice = client.getByTestId('replacement-notice');
  await expect(notice).toContainText('Finding a replacement', { timeout: 20_000 });
  await expect(notice).toContainText('Your cleaner cancelled this booking.');
  await expect(notice).toContainText('You can wait, or cancel free of charge.');
  await expect(client.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
  await expect(client.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);

  const cleaner = await pageAs(browser, 'cleaner', CLEANER_B);
  await cleaner.goto('/cleaner/bookings');
  const offer = cleaner.getByRole('listitem', { name: 'Standby job: Deep Cleaning' }).filter({ hasText: location });
  await expect(offer).toBeVisible({ timeout: 20_000 });
  await expect(offer.getByText('₦25,000.00')).toBeVisible();
  await offer.getByRole('button', { name: /^Accept standby job/ }).click();
  await expect(cleaner.getByText('The job is yours. The customer has been told you are coming.')).toBeVisible();
  await expect(offer).toHaveCount(0);
  // The job is now B's, in their bookings with the customer's contact.
  await expect(cleaner.getByText(location).first()).toBeVisible();

  // The client's page turned by itself: who is coming, and Reschedule is back.
  await expect(notice).toContainText(`${bName} is coming`, { timeout: 20_000 });
  await expect(client.getByRole('button', { name: 'Reschedule' })).toBeVisible();

  // The notification opens this booking's page.
  await client.goto('/client/notifications');
  const told = client.getByRole('link', { name: new RegExp(`^${bName} (\\(rated [0-9.]+\\) )?is coming for your Deep Cleaning booking on .* instead\\.$`) }).first();
  await expect(told).toHaveAttribute('href', `/client/bookings/${bookingId}`, { timeout: 20_000 });
  await told.click();
  await expect(client).toHaveURL(new RegExp(`/client/bookings/${bookingId}$`));
  await expect(client.getByTestId('replacement-notice')).toContainText(`${bName} is coming`);
});

test('an admin assigns a cleaner to a job nobody took yet', async ({ browser }) => {
  const { location, bookingId } = await jobDroppedByA();
  const bName = (await cleanerCard(await apiAs(CLEANER_B))).name;
  const admin = await pageAs(browser, 'admin');
  await admin.goto('/admin/standby');
  const card = admin.getByRole('listitem', { name: `Standby: Deep Cleaning in ${location}` });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText('Offered to cleaners')).toBeVisible();
  await expect(card.getByText(/Cleaner cancelled/)).toBeVisible();
  const picker = card.getByRole('combobox', { name: 'Cleaner for Deep Cleaning' });
  await picker.fill(bName);
  await admin.getByRole('option', { name: new RegExp(bName) }).first().click();
  await card.getByRole('button', { name: 'Assign cleaner' }).click();
  await expect(admin.getByText('Cleaner assigned. The customer has been told who is coming.')).toBeVisible();
  await expect(card.getByText('Assigned by an admin')).toBeVisible();

  // The admin opens the whole booking from the card: timeline and the conversation, the reported message marked.
  await card.getByRole('link', { name: 'Open booking' }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/bookings/${bookingId}$`));
  await expect(admin.getByRole('heading', { level: 1, name: 'Deep Cleaning' })).toBeVisible();
  const timeline = admin.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText('Offered to standby cleaners')).toBeVisible();
  await expect(timeline.getByText('Cleaner replaced')).toBeVisible();
  const standby = admin.getByRole('region', { name: 'Standby' });
  await expect(standby.getByText('Cleaner cancelled', { exact: false })).toContainText('"My van broke down."');
  const messages = admin.getByTestId('admin-message');
  await expect(messages).toHaveCount(2);
  await expect(messages.nth(0)).toContainText('Please bring a ladder.');
  await expect(messages.nth(1)).toContainText('Pay me cash and I come early.');
  await expect(messages.nth(1)).toContainText('Reported: Asks for cash outside the app.');
  await expect(admin.getByRole('region', { name: 'Conversation' }).getByRole('textbox')).toHaveCount(0);

  const b = await apiAs(CLEANER_B);
  const row = must(await b.from('bookings').select('status, cleaner_id').eq('id', bookingId).single(), 'booking') as { status: string; cleaner_id: string };
  expect(row).toEqual({ status: 'accepted', cleaner_id: await idOf(b) });
});
