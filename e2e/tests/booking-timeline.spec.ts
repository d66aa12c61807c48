/**
 * Issue 27, items 3 and 4, across remotes: a client (mfe-client) and the cleaner (mfe-cleaner) each open the same
 * booking's page and see the same timeline, kept live; they write to each other in the booking's conversation
 * (contact details hidden before the cleaner accepts, read marks), the client reports a message and the report
 * reaches the admin console (mfe-admin). The cleaner's accept goes through the API (its price dialog is covered by
 * mfe-cleaner's tests); On my way and Start job are clicked on the cleaner's page.
 */
import { expect, test, type Page } from '@playwright/test';
import { apiAs, CLEANER_A, idOf, must } from '../support/client-api';
import { bookCleaner } from '../support/cleaner-api';
import { gotoWithRealtime } from '../support/cleaner-pages';
import { findOpenRequest } from '../support/guest-api';
import { marker, submitQuoteForm } from '../support/guest-pages';
import { DEMO_ACCOUNTS, signInAs } from '../support/session';

const LAGOS_TIME = /\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/;

/** The timeline's titles, in order, as a page shows them. */
async function timelineTitles(page: Page): Promise<string[]> {
  const items = page.getByRole('list', { name: 'Booking timeline' }).getByRole('listitem');
  return (await items.allInnerTexts()).map((t) => t.split('\n')[0]!.trim());
}

test('client and cleaner share a booking page: same live timeline, a conversation with read marks and hidden contacts, a report for admins', async ({ browser, page }) => {
  test.setTimeout(180_000);
  const client = await apiAs(DEMO_ACCOUNTS.client);
  const cleaner = await apiAs(CLEANER_A);
  const cleanerId = await idOf(cleaner);
  const tag = `tl-${Date.now().toString(36)}`;
  const bookingId = await bookCleaner(client, cleanerId, `Ikoyi ${tag}`, 2_500_000);

  // The client reaches the page from My Cleaners Bookings.
  await signInAs(page, 'client');
  await page.goto('/client/bookings');
  await page.locator(`[data-booking-id="${bookingId}"]`).getByTestId('booking-page-link').click();
  await expect(page).toHaveURL(new RegExp(`/client/bookings/${bookingId}$`));
  await expect(page.getByTestId('booking-status')).toContainText('Pending');
  await expect(page.getByRole('list', { name: 'Booking timeline' })).toContainText('Booking requested');

  // The cleaner opens the same page in their own browser.
  const cleanerContext = await browser.newContext();
  const cleanerPage = await cleanerContext.newPage();
  await signInAs(cleanerPage, 'cleaner', CLEANER_A);
  await gotoWithRealtime(cleanerPage, `/cleaner/bookings/${bookingId}`, 'booking_messages');
  await expect(cleanerPage.getByText('Shown once you accept')).toBeVisible();

  // Before acceptance the client's phone number never reaches the cleaner.
  await expect(page.getByText('Phone numbers and e-mail addresses are hidden until the cleaner accepts the booking.')).toBeVisible();
  await page.getByLabel('Message to your cleaner').fill('Hello! Call me on 0803 123 4567 if the gate is locked.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const received = cleanerPage.getByRole('list', { name: 'Messages' });
  await expect(received).toContainText('Hello! Call me on [contact hidden] if the gate is locked.', { timeout: 15_000 });
  await expect(received).not.toContainText('0803');
  await expect(received).toContainText('Contact details were hidden from this message.');

  // Accepting (API) shows on the client's page at once; On my way and Start job are clicked on the cleaner's page.
  must(await cleaner.rpc('accept_booking', { p_booking_id: bookingId, p_price_kobo: 2_500_000 }), 'accept_booking');
  await expect(page.getByRole('list', { name: 'Booking timeline' })).toContainText('Accepted at ₦25,000', { timeout: 15_000 });
  await expect(page.getByTestId('booking-status')).toContainText('Accepted');
  await expect(cleanerPage.getByRole('button', { name: 'On my way' })).toBeVisible({ timeout: 15_000 });
  await cleanerPage.getByRole('button', { name: 'On my way' }).click();
  await expect(cleanerPage.getByText('The customer was told you are on your way.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Booking timeline' })).toContainText('Cleaner on the way', { timeout: 15_000 });
  await cleanerPage.getByRole('button', { name: 'Start job' }).click();
  await expect(page.getByRole('list', { name: 'Booking timeline' })).toContainText('Job started', { timeout: 15_000 });
  await expect(page.getByTestId('booking-status')).toContainText('In progress');

  // The same timeline on both sides, each line with a Lagos time and who did it (in the viewer's words).
  const expected = ['Booking requested', 'Accepted at ₦25,000', 'Cleaner on the way', 'Job started'];
  await expect.poll(() => timelineTitles(page)).toEqual(expected);
  await expect.poll(() => timelineTitles(cleanerPage)).toEqual(expected);
  const clientLines = page.getByRole('list', { name: 'Booking timeline' }).getByRole('listitem');
  await expect(clientLines.nth(3)).toContainText('Your cleaner');
  await expect(clientLines.nth(3)).toContainText(LAGOS_TIME);
  await expect(cleanerPage.getByRole('list', { name: 'Booking timeline' }).getByRole('listitem').nth(3)).toContainText('You');
  await expect(cleanerPage.getByRole('button', { name: 'Mark completed' })).toBeVisible();

  // After acceptance numbers go through; the client has the page open, so the cleaner's message is marked read.
  await cleanerPage.getByLabel('Message to the customer').fill('On my way. My number is 08031234567.');
  await cleanerPage.getByRole('button', { name: 'Send', exact: true }).click();
  const clientThread = page.getByRole('list', { name: 'Messages' });
  await expect(clientThread).toContainText('On my way. My number is 08031234567.', { timeout: 15_000 });
  const cleanersOwn = cleanerPage.getByRole('listitem').filter({ hasText: 'On my way. My number is' });
  await expect(cleanersOwn).toContainText('Read', { timeout: 15_000 });

  // The client reports it; admins find it in Message reports.
  await clientThread.getByRole('listitem').filter({ hasText: 'On my way. My number is' }).getByRole('button', { name: 'Report' }).click();
  await page.getByLabel('Why are you reporting this message?').fill(`Testing reports ${tag}`);
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you. Our team will review this message.')).toBeVisible();

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAs(adminPage, 'admin');
  await adminPage.goto('/admin/message-reports');
  const report = adminPage.getByTestId('message-report').filter({ hasText: `Testing reports ${tag}` });
  await expect(report).toContainText('On my way. My number is 08031234567.');
  await expect(report).toContainText('Reported by the customer');
  await report.getByRole('button', { name: 'Close report' }).click();
  await expect(adminPage.getByText('Report closed.')).toBeVisible();
  await expect(report).toHaveCount(0);

  await cleanerContext.close();
  await adminContext.close();
});

test('a booking page shows nothing of someone else\'s booking', async ({ page }) => {
  const client = await apiAs(DEMO_ACCOUNTS.client);
  const cleanerId = await idOf(await apiAs(CLEANER_A));
  const bookingId = await bookCleaner(client, cleanerId, `Yaba ${Date.now().toString(36)}`, 1_500_000);
  // Another cleaner (cleaner02) is neither party: RLS returns no booking, no events, no messages.
  await signInAs(page, 'cleaner', 'cleaner02@demo.spotless.ng');
  await page.goto(`/cleaner/bookings/${bookingId}`);
  await expect(page.getByText('This booking was not found.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Booking timeline' })).toHaveCount(0);
});

test('a guest opens their booking from My requests: its timeline, and messages with the cleaner both ways', async ({ page }) => {
  test.setTimeout(120_000);
  const cleaner = await apiAs(CLEANER_A);
  const cleanerId = await idOf(cleaner);
  const tag = marker('guest-page');
  await page.goto(`/request-quote?cleaner=${cleanerId}`);
  await submitQuoteForm(page, { service: 'Carpet Cleaning', name: 'Kemi Page', phone: '07031112233', location: 'Yaba, Lagos', description: `Two rugs (${tag}).` });
  must(await cleaner.rpc('accept_quote_request', { p_quote_request_id: await findOpenRequest(cleaner, tag), p_price_kobo: 2_500_000 }), 'accept');

  await page.goto('/my-requests');
  const card = page.getByTestId('booking').filter({ hasText: 'Carpet Cleaning' }).first();
  const bookingId = await card.getAttribute('data-booking-id');
  // A message waiting shows on My requests before the page is opened.
  must(await cleaner.rpc('send_booking_message', { p_booking_id: bookingId, p_body: `Hello from your cleaner (${tag})` }), 'send');
  await expect(card.getByTestId('unread-messages')).toHaveText('1 new message', { timeout: 15_000 });
  await card.getByTestId('booking-page-link').click();
  await expect(page).toHaveURL(new RegExp(`/my-requests/bookings/${bookingId}$`));
  const timeline = page.getByRole('list', { name: 'Booking timeline' });
  await expect(timeline).toContainText('Booked from a quote');
  await expect(timeline).toContainText('Accepted at ₦25,000');
  await expect(page.getByTestId('booking-actions')).toContainText('Pay now');

  // Live: the cleaner's message arrives while the page is open; the guest's reply reaches the cleaner (accepted:
  // contact details pass).
  must(await cleaner.rpc('send_booking_message', { p_booking_id: bookingId, p_body: `Which floor? (${tag})` }), 'send');
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText(`Which floor? (${tag})`, { timeout: 15_000 });
  await page.getByLabel('Message to your cleaner').fill('Second floor. Mail kemi.page@example.ng if lost.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect
    .poll(async () => {
      const { data } = await cleaner.from('booking_messages').select('body, read_at, sender_role').eq('booking_id', bookingId!).order('created_at');
      return (data ?? []).map((m) => [m.sender_role, m.body, m.read_at !== null]);
    })
    .toEqual([
      ['cleaner', `Hello from your cleaner (${tag})`, true],
      ['cleaner', `Which floor? (${tag})`, true],
      ['customer', 'Second floor. Mail kemi.page@example.ng if lost.', false],
    ]);
});
