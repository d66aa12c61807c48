/**
 * Journey 1 for a guest, end to end against local-supabase: the quote form (anonymous session created on submit),
 * My requests, a verified cleaner's bid arriving LIVE (submitted through the API as the seeded cleaner), the guest
 * accepting it (accept_bid) and the request becoming Awarded; then the guest keeps everything by creating an account.
 */
import { expect, test } from '@playwright/test';
import { DEMO_CLEANER, findOpenRequest, ok, signedInAs } from '../support/guest-api';
import { marker, submitQuoteForm } from '../support/guest-pages';
import { latestAuthLink } from '../support/session';

test('guest quote → listed in My requests → bid arrives live → guest accepts → awarded', async ({ page }) => {
  const tag = marker('deep-clean');
  await page.goto('/request-quote');
  await expect(page.getByRole('heading', { level: 1, name: 'Request a Quote' })).toBeVisible();

  // Required fields are checked before anything is sent.
  await page.getByRole('form', { name: 'Request a quote' }).getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();

  await submitQuoteForm(page, {
    service: 'Deep Cleaning',
    name: 'Amaka Guest',
    phone: '0803 555 0101',
    location: 'Lekki Phase 1, Lagos',
    description: `Three-bedroom flat after a party (${tag}).`,
    budget: '₦40,000',
  });
  await page.getByRole('link', { name: 'View my requests' }).click();
  await expect(page).toHaveURL(/\/my-requests$/);
  const request = page.getByTestId('quote-request').filter({ hasText: 'Deep Cleaning in Lekki Phase 1, Lagos' });
  await expect(request).toBeVisible();
  await expect(request.getByText('No bids for this request.')).toBeVisible();
  await expect(request.getByText('Open', { exact: true })).toBeVisible();

  // A verified cleaner bids through the API while the page stays open: the bid appears without reload.
  const cleaner = await signedInAs(DEMO_CLEANER);
  const requestId = await findOpenRequest(cleaner, tag);
  // The guest's contact details stay hidden from the cleaner until the award.
  expect(ok(await cleaner.from('quote_request_contacts').select('full_name').eq('quote_request_id', requestId), 'contacts')).toEqual([]);
  ok(await cleaner.rpc('submit_bid', { p_quote_request_id: requestId, p_amount_kobo: 3_500_000, p_note: 'Two cleaners, four hours.' }), 'bid');

  const bid = request.getByTestId('bid-row');
  await expect(bid).toBeVisible();
  await expect(bid).toContainText('₦35,000.00');
  await expect(bid).toContainText('Pending');
  await expect(request.getByText('Two cleaners, four hours.')).toBeVisible();

  await bid.getByRole('button', { name: /^Accept bid from/ }).click();
  await expect(page.getByText('Bid accepted successfully!')).toBeVisible();
  await expect(request.getByText('Awarded', { exact: true })).toBeVisible();
  await expect(bid).toContainText('Accepted');
  await expect(bid.getByRole('button', { name: /Accept/ })).toHaveCount(0);
  // The award created a booking at the agreed price.
  await expect(page.getByTestId('booking').filter({ hasText: 'Deep Cleaning' })).toContainText('₦35,000.00');

  // The database agrees, and now the winning cleaner may see the contact.
  const contact = ok(await cleaner.from('quote_request_contacts').select('full_name, phone').eq('quote_request_id', requestId), 'contacts');
  expect(contact).toEqual([{ full_name: 'Amaka Guest', phone: '+2348035550101' }]);
});

test('an anonymous guest creates an account and still sees their requests', async ({ page }) => {
  const tag = marker('office');
  await page.goto('/request-quote');
  await submitQuoteForm(page, {
    service: 'Office Cleaning',
    name: 'Tobi Convert',
    phone: '08094441234',
    location: 'Wuse 2, Abuja',
    description: `Weekly office clean (${tag}).`,
  });
  await page.goto('/my-requests');
  await expect(page.getByTestId('quote-request').filter({ hasText: tag })).toBeVisible();

  await page.getByRole('button', { name: 'Create an account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an account to keep these' });
  await expect(dialog).toBeVisible();
  const email = `${tag}@example.ng`;
  await dialog.getByLabel('Full name').fill('Tobi Convert');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone number').fill('08094441234');
  await dialog.getByLabel('Password').fill('Sup3r-secret-pass');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create an account to keep these' })).toHaveCount(0);

  // Confirmations are on: the guest stays a guest (and keeps seeing the request) until the link in the e-mail is
  // followed; then the same user is a client and signed in.
  await page.reload();
  await expect(page.getByTestId('quote-request').filter({ hasText: tag })).toBeVisible();
  await page.goto(await latestAuthLink(page, email, 'email_change'));
  await expect(page).toHaveURL(/\/client(\/|$|\?)/, { timeout: 20_000 });
  const client = await signedInAs(email, 'Sup3r-secret-pass');
  const mine = ok(await client.from('quote_requests').select('description'), 'requests');
  expect(mine.map((r) => r.description)).toContain(`Weekly office clean (${tag}).`);
  expect(ok(await client.from('user_roles').select('role'), 'roles')).toEqual([{ role: 'client' }]);
});
