/**
 * Standby replacement across remotes (issue 27, items 5 and 8). A seeded cleaner (A) drops an accepted job: the job
 * is offered to the verified cleaners of its LGA; cleaner B, signed in to the cleaner area, sees it under Standby jobs
 * and accepts it first; the client, in the client area, is told B is coming. A second job A drops is given to B by
 * an admin in the console's Standby page. The API side (the client booking, A accepting and cancelling) goes through
 * the real RPCs, as the screens would.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { apiAs, cleanerCard, CLEANER_A, CLEANER_B, idOf, must } from '../support/client-api';
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
  must(await a.rpc('cancel_booking', { p_booking_id: bookingId, p_reason: 'My van broke down.' }), 'A cancels');
  return { location, bookingId };
}

test('a cleaner in the same LGA takes the dropped job first and the client is told who is coming', async ({ browser }) => {
  const { location } = await jobDroppedByA();
  const bName = (await cleanerCard(await apiAs(CLEANER_B))).name;

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

  const client = await pageAs(browser, 'client');
  await client.goto('/client/notifications');
  await expect(client.getByText(new RegExp(`^${bName} (\\(rated [0-9.]+\\) )?is coming for your Deep Cleaning booking on .* instead\\.$`)).first()).toBeVisible({ timeout: 20_000 });
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

  const b = await apiAs(CLEANER_B);
  const row = must(await b.from('bookings').select('status, cleaner_id').eq('id', bookingId).single(), 'booking') as { status: string; cleaner_id: string };
  expect(row).toEqual({ status: 'accepted', cleaner_id: await idOf(b) });
});
