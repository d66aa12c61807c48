/**
 * Issue 25, server-side lists, as the seeded admin on the built suite: the Client List is paged in the database and
 * says how many clients there are in all; page, search and sort live in the URL (reload and Back keep them); the
 * search finds an e-mail and a phone number as people type it; Cleaner Match's client picker searches the database
 * as you type instead of listing every client; the Activities Bookings tab finds a customer by name and a booking by
 * its reference.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../support/session';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const SEEDED_CLIENT = { email: 'client07@demo.spotless.ng', phoneAsTyped: '0817 891 7171' };

let page: Page;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  await signInAs(page, 'admin');
});
test.afterAll(async () => {
  await page?.close();
});

const total = () => page.getByRole('navigation', { name: 'Clients pages' }).getByTestId('pager-total');
const clientRows = () => page.getByRole('table', { name: 'Clients' }).locator('tbody tr:not([aria-hidden])');

test('pages the Client List in the database, with the total shown and the page in the URL', async () => {
  await page.goto('/admin/clients');
  await expect(total()).toHaveText(/^1–20 of \d+$/);
  const all = Number((await total().textContent())!.split(' of ')[1]!.replace(/,/g, ''));
  // The seed has 25 clients: more than one page, and nothing cut off unseen.
  expect(all).toBeGreaterThanOrEqual(25);
  await expect(clientRows()).toHaveCount(20);

  await page.getByRole('navigation', { name: 'Clients pages' }).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(total()).toHaveText(`21–${Math.min(40, all)} of ${all}`);
  await expect(clientRows()).toHaveCount(Math.min(20, all - 20));

  // Reload keeps the page; Back returns to the first.
  await page.reload();
  await expect(total()).toHaveText(`21–${Math.min(40, all)} of ${all}`);
  await page.goBack();
  await expect(page).not.toHaveURL(/page=2/);
  await expect(total()).toHaveText(`1–20 of ${all}`);
});

test('searches clients by e-mail and by a phone number as typed; the search survives a reload', async () => {
  await page.goto('/admin/clients?page=2');
  await page.getByRole('searchbox', { name: 'Search clients' }).fill(SEEDED_CLIENT.email);
  await expect(page).toHaveURL(/[?&]q=client07%40demo\.spotless\.ng/);
  // A new search starts again at page 1.
  await expect(page).not.toHaveURL(/page=2/);
  await expect(total()).toHaveText('1–1 of 1');
  await expect(clientRows()).toHaveCount(1);
  await expect(clientRows().first()).toContainText(SEEDED_CLIENT.email);

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search clients' })).toHaveValue(SEEDED_CLIENT.email);
  await expect(total()).toHaveText('1–1 of 1');

  await page.getByRole('searchbox', { name: 'Search clients' }).fill(SEEDED_CLIENT.phoneAsTyped);
  await expect(total()).toHaveText('1–1 of 1');
  await expect(clientRows().first()).toContainText(SEEDED_CLIENT.email);

  // LIKE's wildcards are text: a lone % or _ finds no seeded client.
  await page.getByRole('searchbox', { name: 'Search clients' }).fill('%_%');
  await expect(total()).toHaveText('None');
  await expect(page.getByText('No clients found.')).toBeVisible();
});

test("Cleaner Match's client picker searches the database as you type", async () => {
  await page.goto('/admin/match');
  const picker = page.getByRole('combobox', { name: /^Client/ });
  await picker.click();
  const listbox = page.getByRole('listbox', { name: 'Client' });
  // Unsearched: the first matches only, and how many there are in all.
  await expect(listbox.getByText(/^20 of \d+ shown: type to narrow$/)).toBeVisible();
  await picker.fill('client07@demo');
  await expect(listbox.getByRole('option')).toHaveCount(1);
  await expect(listbox.getByRole('option')).toContainText(SEEDED_CLIENT.email);
  await listbox.getByRole('option').click();
  await expect(picker).toHaveValue(new RegExp(SEEDED_CLIENT.email.replace(/\./g, '\\.')));
});

test('activities, schedules and the admin notifications say how many rows there are in all, a page at a time', async () => {
  for (const [path, pages] of [
    ['/admin/activities/guest-bookings', 'Bookings pages'],
    ['/admin/activities/client-bookings', 'Bookings pages'],
    ['/admin/activities/guest-bids', 'Bids on guest requests pages'],
    ['/admin/match', 'Schedules pages'],
    ['/admin/notifications', 'Notifications pages'],
  ] as const) {
    await page.goto(path);
    const pager = page.getByRole('navigation', { name: pages }).first();
    await expect(pager.getByTestId('pager-total'), path).toHaveText(/^(None|1–\d+ of [\d,]+)$/);
  }
  // The cleaner tab of the notifications is in the URL, with its own total.
  await page.goto('/admin/notifications?tab=cleaner');
  await expect(page.getByRole('tab', { name: 'Cleaner Notifications', selected: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Notifications pages' }).getByTestId('pager-total')).toHaveText(/^(None|1–\d+ of [\d,]+)$/);
});

test("the Bookings tab finds a customer's bookings by name and one booking by its reference, as its export does", async () => {
  await page.goto('/admin/activities/client-bookings');
  const pager = page.getByRole('navigation', { name: 'Bookings pages' }).first().getByTestId('pager-total');
  await expect(pager).toHaveText(/^1–\d+ of [\d,]+$/);
  const all = Number((await pager.textContent())!.split(' of ')[1]!.replace(/,/g, ''));
  const rows = page.locator('table tbody tr:not([aria-hidden])');
  const first = rows.first();
  const reference = (await first.getByTestId('reference').textContent())!;
  const name = (await first.locator('td').first().textContent())!.replace(reference, '').trim();
  expect(name).not.toBe('');

  const search = page.getByRole('searchbox', { name: 'Search by name, phone, e-mail or reference' });
  await search.fill(name);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(pager).toHaveText(/^(1–\d+ of [\d,]+)$/);
  const found = Number((await pager.textContent())!.split(' of ')[1]!.replace(/,/g, ''));
  expect(found).toBeLessThanOrEqual(all);
  // The newest booking of all is the newest of that customer's too.
  await expect(rows.first().getByTestId('reference')).toHaveText(reference);
  await expect(rows.first()).toContainText(name);

  await search.fill(reference.toLowerCase());
  await expect(pager).toHaveText('1–1 of 1');
  await expect(rows.first().getByTestId('reference')).toHaveText(reference);
});
