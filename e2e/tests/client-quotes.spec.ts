/**
 * Client journey: quote → bids → approve (product.md §2 journey 2) in a real browser, against local-supabase with
 * the real schema. A seeded client requests a quote → two seeded verified cleaners bid (API) → the bids appear live,
 * cheapest first → the client approves the cheaper one → the other is rejected, the approved table shows the hired
 * cleaner's contact and profile link, and a booking exists at the bid's price. A second request is deleted.
 */
import { expect, test, type Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { signInAs } from '../support/session';
import { apiAs, CLEANER_A, CLEANER_B, cleanerCard, idOf, must, openRequestWith } from '../support/client-api';
import { expectToast } from '../support/client-pages';

test.describe.configure({ mode: 'serial' });

const CLIENT = 'client02@demo.spotless.ng';
const stamp = Date.now().toString(36);
const marker = `Three-bedroom flat after renovation ${stamp}`;
const throwaway = `Carpet shampoo for the lounge ${stamp}`;

let page: Page;
let cleanerA: SupabaseClient;
let cleanerB: SupabaseClient;
let a: { id: string; name: string };
let b: { id: string; name: string };
let requestId: string;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  [cleanerA, cleanerB] = await Promise.all([apiAs(CLEANER_A), apiAs(CLEANER_B)]);
  [a, b] = await Promise.all([cleanerCard(cleanerA), cleanerCard(cleanerB)]);
});
test.afterAll(async () => {
  await page?.close();
});

async function requestCard() {
  return page.locator(`[data-testid="quote-request"][data-request-id="${requestId}"]`);
}

test('requests a cleaning quote (required fields checked) and sees it without bids', async () => {
  await signInAs(page, 'client', CLIENT);
  await page.goto('/client/quotes/new');
  await expect(page.getByRole('navigation', { name: 'Bookings sections' }).getByRole('link', { name: 'Request Cleaning Quote' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: 'Submit Quote Request' }).click();
  await expect(page.getByText('Please fill all required fields.')).toBeVisible();
  await page.getByLabel(/^Service type/).selectOption('Deep Cleaning');
  await page.getByLabel(/^Location/).fill('Lekki Phase 1, Lagos');
  await page.getByLabel(/^Description/).fill(marker);
  await page.getByLabel('Budget (optional)').fill('₦40,000 - ₦60,000');
  await page.getByRole('button', { name: 'Submit Quote Request' }).click();
  await expectToast(page, 'Quote request submitted successfully!');
  await expect(page).toHaveURL(/\/client\/quotes$/);

  requestId = await openRequestWith(cleanerA, marker);
  const card = await requestCard();
  await expect(card).toContainText('Deep Cleaning');
  await expect(card).toContainText('No bids for this request.');
});

test('two cleaners bid (API); the bids arrive live, cheapest first, with name, rating and amount in naira', async () => {
  must(await cleanerA.rpc('submit_bid', { p_quote_request_id: requestId, p_amount_kobo: 4_500_000 }), 'bid A');
  must(await cleanerB.rpc('submit_bid', { p_quote_request_id: requestId, p_amount_kobo: 3_800_000 }), 'bid B');
  const rows = (await requestCard()).getByTestId('bid-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(b.name);
  await expect(rows.nth(0)).toContainText('₦38,000');
  await expect(rows.nth(1)).toContainText(a.name);
  await expect(rows.nth(1)).toContainText('₦45,000');
  await expect(rows.nth(0)).toContainText(/★|No reviews yet/);
});

test('approving the cheaper bid rejects the other, reveals the contact and creates the booking at that price', async () => {
  const card = await requestCard();
  await card.getByRole('button', { name: `Approve bid of ${b.name}` }).click();
  await expectToast(page, 'Bid approved');
  const rows = card.getByTestId('bid-row');
  await expect(rows.filter({ hasText: b.name })).toContainText('Accepted');
  await expect(rows.filter({ hasText: a.name })).toContainText('Rejected');
  await expect(card.getByRole('button', { name: /^Approve/ })).toHaveCount(0);

  const approved = page.locator(`[data-testid="approved-row"][data-request-id="${requestId}"]`);
  await expect(approved).toContainText(b.name);
  await expect(approved).toContainText('₦38,000');
  await expect(approved).toContainText('Deep Cleaning');
  await expect(approved.getByRole('link', { name: /^\+234/ })).toBeVisible();
  await expect(approved.getByRole('link', { name: 'View profile' })).toHaveAttribute('href', `/cleaners/${b.id}`);

  // The database agrees: one booking at the bid's price for the winning cleaner, and the losing bid is rejected.
  const booking = must(await cleanerB.from('bookings').select('price_kobo, status, source').eq('quote_request_id', requestId), 'booking');
  expect(booking).toEqual([{ price_kobo: 3_800_000, status: 'accepted', source: 'quote' }]);
  const myBid = must(await cleanerA.from('bids').select('status').eq('quote_request_id', requestId).eq('cleaner_id', await idOf(cleanerA)), 'bid A');
  expect(myBid).toEqual([{ status: 'rejected' }]);
});

test('the Approved Bids tab deep link shows the approved request', async () => {
  await page.goto('/approved-bids');
  await expect(page).toHaveURL(/\/client\/quotes\/approved$/);
  await expect(page.getByRole('navigation', { name: 'Bookings sections' }).getByRole('link', { name: 'Approved Bids' })).toHaveAttribute('aria-current', 'page');
  const approved = page.locator(`[data-testid="approved-row"][data-request-id="${requestId}"]`);
  await expect(approved).toContainText(b.name);
  await expect(approved).toContainText('₦38,000');
});

test('a bid can be rejected and a pending request deleted', async () => {
  await page.goto('/client/quotes/new');
  await page.getByLabel(/^Service type/).selectOption('Carpet Cleaning');
  await page.getByLabel(/^Location/).fill('Yaba, Lagos');
  await page.getByLabel(/^Description/).fill(throwaway);
  await page.getByRole('button', { name: 'Submit Quote Request' }).click();
  await expectToast(page, 'Quote request submitted successfully!');
  const otherId = await openRequestWith(cleanerA, throwaway);
  must(await cleanerA.rpc('submit_bid', { p_quote_request_id: otherId, p_amount_kobo: 1_500_000 }), 'bid');
  const card = page.locator(`[data-testid="quote-request"][data-request-id="${otherId}"]`);
  await card.getByRole('button', { name: `Reject bid of ${a.name}` }).click();
  await expectToast(page, 'Bid rejected');
  await expect(card.getByTestId('bid-row')).toContainText('Rejected');

  await card.getByRole('button', { name: 'View details' }).click();
  await expect(page.getByTestId('quote-details')).toContainText(throwaway);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();

  await card.getByRole('button', { name: 'Delete request' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete request' }).click();
  await expect(card).toHaveCount(0);
  const gone = must(await cleanerA.from('quote_requests').select('status').eq('id', otherId), 'request');
  expect(gone).toEqual([{ status: 'cancelled' }]);
});
