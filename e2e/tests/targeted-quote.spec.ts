/**
 * Issue 26: a quote request sent to one cleaner is answered by that cleaner (accept at a price, or decline), and the
 * guest sees the answer on My requests. The guest uses the pages; the cleaner answers through the API (the cleaner's
 * modal is covered by mfe-cleaner's BidModal test).
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_CLEANER, findOpenRequest, ok, signedInAs } from '../support/guest-api';
import { marker, submitQuoteForm } from '../support/guest-pages';

async function requestFrom(page: Page, cleanerId: string, tag: string): Promise<void> {
  await page.goto(`/request-quote?cleaner=${cleanerId}`);
  await submitQuoteForm(page, { service: 'Carpet Cleaning', name: 'Kemi Direct', phone: '07031112222', location: 'Yaba, Lagos', description: `Two rugs (${tag}).` });
}

test('the cleaner a request was sent to accepts it at a price, or declines another: the guest sees both answers', async ({ page }) => {
  const cleaner = await signedInAs(DEMO_CLEANER);
  const cleanerId = (await cleaner.auth.getUser()).data.user!.id;
  const accepted = marker('accept');
  const declined = marker('decline');
  await requestFrom(page, cleanerId, accepted);
  await requestFrom(page, cleanerId, declined);

  ok(await cleaner.rpc('accept_quote_request', { p_quote_request_id: await findOpenRequest(cleaner, accepted), p_price_kobo: 2_500_000 }), 'accept');
  ok(await cleaner.rpc('decline_quote_request', { p_quote_request_id: await findOpenRequest(cleaner, declined) }), 'decline');

  await page.goto('/my-requests');
  const requests = page.getByRole('region', { name: 'Requests to a cleaner' }).getByTestId('quote-request');
  await expect(requests.filter({ hasText: accepted })).toContainText('Accepted: see your bookings');
  await expect(requests.filter({ hasText: declined })).toContainText('Declined by the cleaner');
  // The accepted request became a booking at the cleaner's price.
  await expect(page.getByTestId('booking').filter({ hasText: 'Carpet Cleaning' }).first()).toContainText('₦25,000.00');
});
