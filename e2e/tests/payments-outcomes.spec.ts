/**
 * How a client's payment can end besides a plain success (issue 23), in Chromium against the stack's Edge Functions
 * and the local Paystack's checkout page: a declined card (the checkout says so; back on our site the result is
 * "Payment failed" and Try again pays), an abandoned checkout (Cancelled, the booking stays Unpaid), a partial refund
 * an admin gives in the Payments console (Partly refunded, on the receipt too), and a paid accepted booking the client
 * cancels (refunded in full through Paystack). Bookings are set up through the API: the cleaner's side is not what is
 * tested here. Last, one HTTP-level check of the webhook: a forged signature is refused (the rest of the webhook's
 * rules are covered in supabase/functions-tests).
 */
import { expect, test, type Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  acceptedBooking,
  CARDS,
  checkoutReference,
  DEMO_ADMIN,
  freshClient,
  freshVerifiedCleaner,
  naira,
  ok,
  payByCard,
  paystackTransaction,
  payThroughApi,
  postWebhook,
  signedInAs,
} from '../support/payments';
import { signInAs } from '../support/session';
import { E2E_PAYSTACK_SECRET } from '../support/stack-config';

test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const PRICE_KOBO = 2_000_000;
const REFUND_KOBO = 500_000;

let page: Page;
let client: { email: string; api: SupabaseClient; id: string };
let cleaner: { email: string; api: SupabaseClient; id: string };
/** Declined, then paid; later partly refunded by an admin. */
let retried: string;
/** Checkout abandoned. */
let abandoned: string;
/** Paid, then cancelled by the client. */
let cancelled: string;
let retriedReference: string;
let cancelledReference: string;

const rowOf = (id: string) => page.locator(`[data-booking-id="${id}"]`);

async function paymentOf(bookingId: string) {
  return ok(await client.api.from('bookings').select('payment_status').eq('id', bookingId).single(), 'booking').payment_status as string;
}

test.beforeAll(async ({ browser }) => {
  [client, cleaner] = await Promise.all([freshClient(`Tolu Adeniran${stamp}`), freshVerifiedCleaner(`Musa Garba${stamp}`)]);
  retried = await acceptedBooking(client.api, cleaner.api, cleaner.id, `Retried ${stamp}`, PRICE_KOBO, ['Office Cleaning']);
  abandoned = await acceptedBooking(client.api, cleaner.api, cleaner.id, `Abandoned ${stamp}`, PRICE_KOBO, ['Window Cleaning']);
  cancelled = await acceptedBooking(client.api, cleaner.api, cleaner.id, `Cancelled ${stamp}`, PRICE_KOBO, ['Carpet Cleaning']);
  cancelledReference = await payThroughApi(client.api, cancelled);
  page = await browser.newPage();
  await signInAs(page, 'client', client.email);
});
test.afterAll(async () => {
  await page?.close();
});

test('a declined card: the checkout says so; back on our site the result is Payment failed, and Try again pays', async () => {
  await page.goto('/client/bookings');
  await rowOf(retried).getByRole('button', { name: 'Pay now for Office Cleaning' }).click();
  await page.getByRole('dialog', { name: 'Pay for this booking' }).getByTestId('pay-confirm').click();
  await payByCard(page, CARDS.declined, PRICE_KOBO);
  await expect(page.getByRole('alert')).toHaveText('Payment failed: Declined. Try another card or another method.');
  const declined = await checkoutReference(page);
  expect(await paystackTransaction(declined)).toMatchObject({ status: 'failed', amount: PRICE_KOBO });

  // The customer leaves the checkout and comes back to our return page (as Paystack's callback would bring them).
  await page.goto(`/client/payments/return?trxref=${declined}&reference=${declined}`);
  await expect(page.getByTestId('payment-result-heading')).toHaveText('Payment failed');
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-result', 'failed');
  expect(await paymentOf(retried)).toBe('unpaid');

  await page.getByTestId('pay-again').click();
  await page.getByRole('dialog', { name: 'Pay for this booking' }).getByTestId('pay-confirm').click();
  await payByCard(page, CARDS.good, PRICE_KOBO);
  await expect(page.getByTestId('payment-result-heading')).toHaveText('Paid');
  retriedReference = new URL(page.url()).searchParams.get('reference')!;
  expect(retriedReference).toMatch(/^spl-/);
  expect(await paymentOf(retried)).toBe('paid');
});

test('an abandoned checkout: Cancel payment comes back Cancelled and the booking stays Unpaid', async () => {
  await page.goto('/client/bookings');
  await rowOf(abandoned).getByRole('button', { name: 'Pay now for Window Cleaning' }).click();
  await page.getByRole('dialog', { name: 'Pay for this booking' }).getByTestId('pay-confirm').click();
  await expect(page.getByRole('button', { name: `Pay ${naira(PRICE_KOBO)}` })).toBeVisible();
  const reference = await checkoutReference(page);
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page).toHaveURL(/\/client\/payments\/return\?.*cancelled=1/);
  await expect(page.getByTestId('payment-result-heading')).toHaveText('Cancelled');
  await expect(page.getByTestId('payment-result')).toContainText('You cancelled the payment. Nothing was charged.');
  expect(await paystackTransaction(reference)).toMatchObject({ status: 'abandoned' });

  await page.getByRole('link', { name: 'Back to bookings' }).click();
  await expect(rowOf(abandoned).getByTestId('booking-payment')).toHaveText('Unpaid');
  await expect(rowOf(abandoned).getByTestId('pay-now')).toBeVisible();
  expect(await paymentOf(abandoned)).toBe('unpaid');
});

test('an admin refunds part of a payment in the Payments console: the booking reads Partly refunded and the receipt shows it', async ({ browser }) => {
  const admin = await browser.newPage();
  try {
    await signInAs(admin, 'admin');
    await admin.goto(`/admin/payments?section=transactions&q=${retriedReference}`);
    await expect(admin.getByTestId('pager-total')).toContainText('1');
    await admin.getByTestId(`refund-${retriedReference}`).click();
    const dialog = admin.getByTestId('refund-dialog');
    await expect(dialog.getByTestId('refund-amount')).toHaveValue('20000');
    await dialog.getByTestId('refund-submit').click();
    await expect(dialog.getByText('Give a reason for the refund.')).toBeVisible();
    await dialog.getByTestId('refund-amount').fill('5000');
    await dialog.getByTestId('refund-reason').fill('One room was not cleaned.');
    await dialog.getByTestId('refund-submit').click();
    await expect(dialog).toBeHidden();
  } finally {
    await admin.close();
  }
  // Paystack settles the refund after a second and its webhook records it.
  await expect.poll(() => paymentOf(retried), { timeout: 30_000 }).toBe('partially_refunded');
  await expect
    .poll(async () => ok(await client.api.from('refunds').select('status, amount_kobo').eq('booking_id', retried), 'refunds'), { timeout: 30_000 })
    .toEqual([{ status: 'processed', amount_kobo: REFUND_KOBO }]);

  await page.goto('/client/bookings');
  await expect(rowOf(retried).getByTestId('booking-payment')).toHaveText('Partly refunded');
  await page.goto('/client/payments');
  await page.locator(`[data-testid="payment-row"][data-reference="${retriedReference}"]`).getByTestId('receipt-link').click();
  await expect(page.getByTestId('receipt-amount')).toHaveText(naira(PRICE_KOBO));
  await expect(page.getByTestId('receipt-refund')).toContainText(`${naira(REFUND_KOBO)} · Refunded`);
});

test('the client cancels a paid accepted booking: it is refunded in full through Paystack', async () => {
  await page.goto('/client/bookings');
  const row = rowOf(cancelled);
  await expect(row.getByTestId('booking-payment')).toHaveText('Paid');
  await row.getByRole('button', { name: 'Cancel booking of Carpet Cleaning' }).click();
  // The dialog states the policy's outcome before confirming (issue 27): a booking without a time is free to cancel.
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog.getByTestId('cancel-outcome')).toContainText('is refunded to you in full.');
  await dialog.getByTestId('cancel-confirm').click();
  await expect(page.getByText('Booking cancelled.', { exact: true }).first()).toBeVisible();
  await expect(row).toContainText('Cancelled');
  await expect.poll(() => paymentOf(cancelled), { timeout: 30_000 }).toBe('refunded');
  expect(await paystackTransaction(cancelledReference)).toMatchObject({ status: 'reversed' });
  await page.reload();
  await expect(row.getByTestId('booking-payment')).toHaveText('Refunded');
  // The cleaner's share was never released: it is cancelled with the refund.
  expect(ok(await cleaner.api.from('payouts').select('status').eq('booking_id', cancelled).single(), 'payout')).toEqual({ status: 'cancelled' });
});

test('the webhook refuses an event with a forged signature (401) and records nothing', async () => {
  // A charge neither we nor Paystack have (unique per run: a reused stack keeps the events of earlier runs).
  const event = { event: 'charge.success', data: { id: 900_000_000 + (Date.now() % 99_999_999), reference: `spl-${'0'.repeat(12)}${Date.now().toString(16).padStart(12, '0')}`, amount: PRICE_KOBO, currency: 'NGN', status: 'success' } };
  const forged = await postWebhook(event, 'sk_test_not_the_secret_key');
  expect(forged.status).toBe(401);
  const admin = await signedInAs(DEMO_ADMIN);
  expect(ok(await admin.from('paystack_events').select('id').eq('object_id', String(event.data.id)), 'paystack_events')).toEqual([]);
  // The same event signed with the stack's key is taken (noted, then checked with Paystack, which knows no such charge).
  const signed = await postWebhook(event, E2E_PAYSTACK_SECRET);
  expect(signed.status).toBe(200);
  expect(ok(await admin.from('paystack_events').select('event').eq('object_id', String(event.data.id)), 'paystack_events')).toEqual([{ event: 'charge.success' }]);
});
