/**
 * Payments journey (issue 23) in Chromium across mfe-client, mfe-cleaner and mfe-admin, against local-supabase with the
 * repository's Edge Functions and the local Paystack (its real checkout page, transfers that settle after a second and
 * webhooks to paystack-webhook). A client books a fresh verified cleaner (API) → the cleaner accepts at their own
 * price in the UI (fee preview) → the client pays by card on the checkout page → the return page says Paid and the
 * booking shows Paid → the cleaner marks it done (API) → the client confirms in the UI → the payout waits for an
 * account → the cleaner adds one in the UI → Paystack's name for it is not the cleaner's, so it goes to review and an
 * admin approves it in the Payments console (which sends the due payout) → the earnings page shows it Paid out with
 * its transfer reference → the client's receipt shows the payment's reference and amount.
 */
import { expect, test, type Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { CARDS, commissionOf, freshClient, freshVerifiedCleaner, naira, ok, payByCard } from '../support/payments';
import { signInAs } from '../support/session';
import { E2E_PAYSTACK_SECRET, E2E_PAYSTACK_URL } from '../support/stack-config';

test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
// Words the local Paystack never puts in an account name, so the account goes to an admin's review.
const cleanerName = `Kelechi Danjuma${stamp}`;
const location = `5 Bourdillon Road ${stamp}`;
const BUDGET_KOBO = 3_000_000;
const PRICE_KOBO = 3_250_000;
const BANK = { code: '058', name: 'Guaranty Trust Bank' };
const ACCOUNT_NUMBER = '0123456789';

let clientPage: Page;
let cleanerPage: Page;
let client: { email: string; api: SupabaseClient; id: string };
let cleaner: { email: string; api: SupabaseClient; id: string };
let bookingId: string;
let reference: string;

test.beforeAll(async ({ browser }) => {
  [client, cleaner] = await Promise.all([freshClient(`Ifeoma Nwachukwu${stamp}`), freshVerifiedCleaner(cleanerName)]);
  bookingId = ok(
    await client.api.rpc('create_booking', {
      p_cleaner_id: cleaner.id,
      p_services: ['House Cleaning', 'Window Cleaning'],
      p_location: location,
      p_num_rooms: 4,
      p_building_type: 'residential',
      p_building_condition: 'old',
      p_has_water: true,
      p_budget_kobo: BUDGET_KOBO,
    }),
    'create_booking',
  ) as string;
  clientPage = await browser.newPage();
  cleanerPage = await browser.newPage();
});
test.afterAll(async () => {
  await clientPage?.close();
  await cleanerPage?.close();
});

test('the cleaner accepts at their own price: the form starts at the budget and previews the fee and their share', async () => {
  const fee = await commissionOf(cleaner.api, PRICE_KOBO);
  await signInAs(cleanerPage, 'cleaner', cleaner.email);
  await cleanerPage.goto('/cleaner/bids/client-bookings');
  const row = cleanerPage.getByRole('table', { name: 'Client bookings' }).getByRole('row', { name: new RegExp(location) });
  await row.getByRole('button', { name: /View booking/ }).click();
  await cleanerPage.getByRole('dialog', { name: 'Booking Details' }).getByRole('button', { name: 'Accept', exact: true }).click();
  const dialog = cleanerPage.getByRole('dialog', { name: 'Accept booking' });
  const price = dialog.getByTestId('accept-price-input');
  await expect(price).toHaveValue('30000');
  await price.fill('32500');
  await expect(dialog.getByTestId('accept-fee')).toHaveText(naira(fee));
  await expect(dialog.getByTestId('accept-net')).toHaveText(naira(PRICE_KOBO - fee));
  await dialog.getByTestId('accept-price-submit').click();
  await expect(cleanerPage.getByText('Booking accepted successfully!', { exact: true }).first()).toBeVisible();
  await expect(row).toContainText('Accepted');
  const booking = ok(await client.api.from('bookings').select('status, price_kobo, payment_status').eq('id', bookingId).single(), 'booking');
  expect(booking).toEqual({ status: 'accepted', price_kobo: PRICE_KOBO, payment_status: 'unpaid' });
});

test('the client pays by card on the Paystack checkout and comes back to Paid; the booking shows Paid', async () => {
  await signInAs(clientPage, 'client', client.email);
  await clientPage.goto('/client/bookings');
  const row = clientPage.locator(`[data-booking-id="${bookingId}"]`);
  await expect(row.getByTestId('booking-payment')).toHaveText('Unpaid');
  await expect(row).toContainText(naira(PRICE_KOBO).replace(/\.00$/, ''));
  await row.getByRole('button', { name: 'Pay now for House Cleaning, Window Cleaning' }).click();
  const dialog = clientPage.getByRole('dialog', { name: 'Pay for this booking' });
  await expect(dialog.getByLabel('Send the receipt to')).toHaveValue(client.email);
  await dialog.getByTestId('pay-confirm').click();

  await payByCard(clientPage, CARDS.good, PRICE_KOBO);
  await expect(clientPage).toHaveURL(/\/client\/payments\/return\?/);
  reference = new URL(clientPage.url()).searchParams.get('reference')!;
  expect(reference).toMatch(/^spl-[0-9a-f]{24}$/);
  await expect(clientPage.getByTestId('payment-result-heading')).toHaveText('Paid');
  await expect(clientPage.getByTestId('payment-result')).toContainText(naira(PRICE_KOBO));
  await expect(clientPage.getByTestId('payment-result')).toContainText(reference);

  await clientPage.getByRole('link', { name: 'Back to bookings' }).click();
  await expect(row.getByTestId('booking-payment')).toHaveText('Paid');
  await expect(row.getByTestId('pay-now')).toHaveCount(0);
  // The cleaner's share is held until the job is confirmed.
  const payout = ok(await cleaner.api.from('payouts').select('status, gross_kobo').eq('booking_id', bookingId).single(), 'payout');
  expect(payout).toEqual({ status: 'held', gross_kobo: PRICE_KOBO });
});

test('the cleaner marks it done (API) and the client confirms: the payout waits for a payout account', async () => {
  ok(await cleaner.api.rpc('complete_booking', { p_booking_id: bookingId }), 'complete_booking');
  const row = clientPage.locator(`[data-booking-id="${bookingId}"]`);
  await expect(row).toContainText('Awaiting confirmation');
  await row.getByRole('button', { name: 'Confirm completion of House Cleaning, Window Cleaning' }).click();
  await expect(clientPage.getByText('Thank you for confirming! You can now leave a review.', { exact: true }).first()).toBeVisible();
  await expect(row).toContainText('Completed');
  await expect
    .poll(async () => ok(await cleaner.api.from('payouts').select('status, waiting_reason').eq('booking_id', bookingId).single(), 'payout'))
    .toEqual({ status: 'queued', waiting_reason: 'no_payout_account' });

  await cleanerPage.goto('/cleaner/earnings');
  const payouts = cleanerPage.getByTestId('earnings-payouts');
  await expect(payouts.getByRole('row', { name: /House Cleaning, Window Cleaning/ })).toContainText('On the way');
  await expect(cleanerPage.getByTestId('payout-total-on-the-way')).toContainText(naira(PRICE_KOBO - (await commissionOf(cleaner.api, PRICE_KOBO))));
});

test('the cleaner adds a payout account; a name that is not theirs goes to review and an admin approves it', async ({ browser }) => {
  const resolved = (await (
    await fetch(`${E2E_PAYSTACK_URL}/bank/resolve?account_number=${ACCOUNT_NUMBER}&bank_code=${BANK.code}`, { headers: { authorization: `Bearer ${E2E_PAYSTACK_SECRET}` } })
  ).json()) as { data: { account_name: string } };
  const form = cleanerPage.getByTestId('payout-account-form');
  const bank = form.getByRole('combobox', { name: 'Bank' });
  await bank.click();
  await bank.fill('Guaranty');
  await cleanerPage.getByRole('option', { name: BANK.name, exact: true }).click();
  await form.getByTestId('payout-account-number').fill(ACCOUNT_NUMBER);
  await form.getByTestId('payout-account-save').click();
  const details = cleanerPage.getByTestId('payout-account-details');
  await expect(details).toContainText(resolved.data.account_name);
  await expect(details).toContainText(`${BANK.name} · ••••6789`);
  await expect(details).toContainText('Being reviewed');

  const adminPage = await browser.newPage();
  try {
    await signInAs(adminPage, 'admin');
    await adminPage.goto('/admin/payments?section=accounts');
    await adminPage.getByRole('button', { name: `Approve account of ${cleanerName}` }).click();
    await expect(adminPage.getByRole('button', { name: `Approve account of ${cleanerName}` })).toHaveCount(0);
  } finally {
    await adminPage.close();
  }
  await cleanerPage.reload();
  await expect(cleanerPage.getByTestId('payout-account-details')).toContainText('Verified');
});

test('the payout reaches the bank: the earnings page shows it Paid out with its transfer reference', async () => {
  const fee = await commissionOf(cleaner.api, PRICE_KOBO);
  // The approval sent the transfer; it settles after a second and Paystack's webhook records it.
  let transferReference = '';
  await expect
    .poll(
      async () => {
        const p = ok(await cleaner.api.from('payouts').select('status, transfer_reference, amount_kobo').eq('booking_id', bookingId).single(), 'payout') as {
          status: string;
          transfer_reference: string | null;
          amount_kobo: number;
        };
        transferReference = p.transfer_reference ?? '';
        return `${p.status} ${p.amount_kobo}`;
      },
      { timeout: 30_000 },
    )
    .toBe(`paid ${PRICE_KOBO - fee}`);
  expect(transferReference).toMatch(/^spo-[0-9a-f]{24}_1$/);

  await cleanerPage.reload();
  const row = cleanerPage.getByTestId('earnings-payouts').getByRole('row', { name: /House Cleaning, Window Cleaning/ });
  await expect(row).toContainText('Paid out');
  await expect(row).toContainText(transferReference);
  await expect(row).toContainText(naira(PRICE_KOBO - fee));
  await expect(cleanerPage.getByTestId('payout-total-paid-out')).toContainText(naira(PRICE_KOBO - fee));
  await expect(cleanerPage.getByTestId('payout-total-on-the-way')).toHaveCount(0);
});

test("the client's Payment History links to a receipt with the reference and the amount", async () => {
  await clientPage.goto('/client/payments');
  const payment = clientPage.locator(`[data-testid="payment-row"][data-reference="${reference}"]`);
  await expect(payment).toContainText('Card');
  await payment.getByTestId('receipt-link').click();
  await expect(clientPage).toHaveURL(/\/client\/payments\/[0-9a-f-]{36}\/receipt$/);
  const receipt = clientPage.getByTestId('receipt');
  await expect(receipt.getByTestId('receipt-number')).toHaveText(reference);
  await expect(receipt.getByTestId('receipt-amount')).toHaveText(naira(PRICE_KOBO));
  await expect(receipt.getByRole('button', { name: 'Print' })).toBeVisible();
});
