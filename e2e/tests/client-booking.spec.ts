/**
 * Client journey: direct booking (product.md §2 journeys 3, 7, 8) in a real browser across the shell, mfe-client and
 * mfe-guest, against local-supabase with the real schema. A new client registers through /register → residence
 * pop-up → searches by location and budget → books a seeded verified cleaner → the cleaner accepts (API) → the status
 * turns Accepted live → the cleaner completes (API) → the client leaves a review → it shows on /cleaners/:id.
 */
import { expect, test, type Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { apiAs, CLEANER_A, cleanerCard, must } from '../support/client-api';
import { chooseSearchable, expectToast, registerClient } from '../support/client-pages';
import { chooseFirstFreeSlot } from '../support/slots';

test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const client = { fullName: `Chiamaka Eze${stamp}`, email: `chiamaka.${stamp}@e2e.spotless.ng`, phone: '0803 555 0199', password: 'Clean#Lagos2025' };
const marker = `Please bring a ladder ${stamp}`;
const reviewText = `Spotless kitchen and very polite ${stamp}`;

let page: Page;
let cleaner: SupabaseClient;
let cleanerInfo: { id: string; name: string };
let bookingId: string;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  cleaner = await apiAs(CLEANER_A);
  cleanerInfo = await cleanerCard(cleaner);
});
test.afterAll(async () => {
  await page?.close();
});

test('registers as a client and lands on /client greeted by first name', async () => {
  await registerClient(page, client);
  await expect(page.getByTestId('dashboard-greeting')).toHaveText('Welcome, Chiamaka!');
  await expect(page.getByRole('navigation', { name: 'Client dashboard' }).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
});

test('residence pop-up requires state and LGA, then saves them', async () => {
  const dialog = page.getByRole('dialog', { name: 'Residence information' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please fill in all fields.')).toBeVisible();
  await chooseSearchable(page, 'State of residence', 'Lagos');
  await chooseSearchable(page, 'LGA of residence', 'Ikeja');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Residence information updated successfully.');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('profile-details')).toContainText('Ikeja, Lagos');
  // Saved in the database: a reload does not ask again.
  await page.reload();
  await expect(page.getByTestId('profile-details')).toContainText('Ikeja, Lagos');
  await expect(page.getByRole('dialog', { name: 'Residence information' })).toHaveCount(0);
});

test('searches by location and budget and books a verified cleaner', async () => {
  await page.getByRole('navigation', { name: 'Client dashboard' }).getByRole('link', { name: 'Bookings' }).click();
  await expect(page).toHaveURL(/\/client\/bookings$/);
  await expect(page.getByRole('navigation', { name: 'Bookings sections' }).getByRole('link', { name: 'Cleaners Booking Center' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: 'Search Providers' }).click();
  await expect(page.getByRole('form', { name: 'Search providers' }).getByText('Please enter location and budget to search providers.')).toBeVisible();

  await page.getByLabel('Location', { exact: true }).fill('Lagos');
  await page.getByLabel('Budget (₦)').fill('25000');
  await page.getByRole('button', { name: 'Search Providers' }).click();
  await expect(page.getByRole('heading', { name: 'Cleaning Specialist Available in Your Area' })).toBeVisible();
  await page.getByRole('button', { name: `Book Now: ${cleanerInfo.name}` }).click();

  const dialog = page.getByRole('dialog', { name: `Book ${cleanerInfo.name}` });
  await dialog.getByRole('button', { name: 'Book Now' }).click();
  await expect(dialog.getByText('Please select at least one service.').first()).toBeVisible();
  await dialog.getByLabel('House Cleaning').check();
  await dialog.getByLabel('Window Cleaning').check();
  await dialog.getByLabel('Number of rooms').selectOption('3');
  await dialog.getByLabel('Building type').selectOption('residential');
  await dialog.getByLabel('Building condition').selectOption('old');
  await dialog.getByLabel('Special request').fill(marker);
  await chooseFirstFreeSlot(dialog);
  await dialog.getByRole('button', { name: 'Book Now' }).click();
  await expectToast(page, 'Booking created successfully!');
  await expect(dialog).toBeHidden();

  const row = page.getByTestId('booking-row').filter({ hasText: cleanerInfo.name }).first();
  await expect(row).toContainText('House Cleaning, Window Cleaning');
  await expect(row).toContainText('Pending');
  await expect(row).toContainText('₦25,000');
});

test('the cleaner accepts (API) and the status turns Accepted without a reload', async () => {
  const rows = must(await cleaner.from('bookings').select('id, status, budget_kobo, num_rooms').eq('special_request', marker), 'cleaner bookings');
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ status: 'pending', budget_kobo: 2_500_000, num_rooms: 3 });
  bookingId = rows[0]!.id as string;
  must(await cleaner.rpc('accept_booking', { p_booking_id: bookingId }), 'accept_booking');
  const row = page.locator(`[data-booking-id="${bookingId}"]`);
  await expect(row).toContainText('Accepted');
});

test('after the cleaner marks it done (API) the client confirms completion, then leaves a review that shows on the public profile', async () => {
  must(await cleaner.rpc('complete_booking', { p_booking_id: bookingId }), 'complete_booking');
  const row = page.locator(`[data-booking-id="${bookingId}"]`);
  await expect(row).toContainText('Awaiting confirmation');
  await row.getByRole('button', { name: 'Confirm completion of House Cleaning, Window Cleaning' }).click();
  await expectToast(page, 'Thank you for confirming! You can now leave a review.');
  await expect(row).toContainText('Completed');

  await page.getByRole('navigation', { name: 'Client dashboard' }).getByRole('link', { name: 'Pending Reviews' }).click();
  await expect(page).toHaveURL(/\/client\/reviews$/);
  const card = page.getByTestId('pending-review').filter({ hasText: cleanerInfo.name });
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: `Leave a Review for ${cleanerInfo.name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(dialog.getByText('Both feedback and rating are required.')).toBeVisible();
  await dialog.getByLabel('5 ★').check();
  await dialog.getByLabel('Feedback').fill(reviewText);
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expectToast(page, 'Review submitted successfully!');
  await expect(page.getByTestId('pending-review').filter({ hasText: cleanerInfo.name })).toHaveCount(0);

  await page.goto(`/cleaners/${cleanerInfo.id}`);
  await expect(page.getByText(reviewText)).toBeVisible();
});
