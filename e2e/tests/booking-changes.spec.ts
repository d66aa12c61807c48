/**
 * Booking changes (issue 27, items 1-2) in Chromium across mfe-client and mfe-cleaner, against local-supabase with the
 * local Paystack. A fresh client books a fresh verified cleaner twice (API): one paid job in the earliest free slot
 * (always within the 24 free hours of the default policy: the earliest slot is at most ~18 h away), one far ahead.
 *   * The cleaner moves the far job in the UI: Reschedule among their own free slots; the client is told.
 *   * The client cancels the paid near job in the UI: the dialog states the late fee and the refund, exactly as the
 *     database computes them, before the button; after confirming, the fee is kept and the rest refunded.
 */
import { expect, test, type Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { acceptedBooking, freshClient, freshVerifiedCleaner, naira, ok, payThroughApi } from '../support/payments';
import { signInAs } from '../support/session';

test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const PRICE_KOBO = 2_500_000;
const nearPlace = `7 Glover Road ${stamp}`;
const farPlace = `21 Ozumba Mbadiwe ${stamp}`;

let clientPage: Page;
let cleanerPage: Page;
let client: { email: string; api: SupabaseClient; id: string };
let cleaner: { email: string; api: SupabaseClient; id: string };
let nearBooking: string;
let farBooking: string;

type Slot = { starts_at: string; ends_at: string };

test.beforeAll(async ({ browser }) => {
  [client, cleaner] = await Promise.all([freshClient(`Bisola Adewale${stamp}`), freshVerifiedCleaner(`Ikenna Chukwu${stamp}`)]);
  const slots = ok(await client.api.rpc('cleaner_open_slots', { p_cleaner_id: cleaner.id, p_days: 14 }), 'cleaner_open_slots') as unknown as Slot[];
  expect(slots.length).toBeGreaterThan(10);
  nearBooking = await acceptedBooking(client.api, cleaner.api, cleaner.id, nearPlace, PRICE_KOBO);
  ok(await client.api.rpc('set_booking_slot', { p_booking_id: nearBooking, p_starts_at: slots[0]!.starts_at }), 'set_booking_slot near');
  farBooking = await acceptedBooking(client.api, cleaner.api, cleaner.id, farPlace, PRICE_KOBO, ['Deep Cleaning']);
  ok(await client.api.rpc('set_booking_slot', { p_booking_id: farBooking, p_starts_at: slots[slots.length - 1]!.starts_at }), 'set_booking_slot far');
  await payThroughApi(client.api, nearBooking);
  clientPage = await browser.newPage({ viewport: { width: 390, height: 844 } });
  cleanerPage = await browser.newPage({ viewport: { width: 390, height: 844 } });
});
test.afterAll(async () => {
  await clientPage?.close();
  await cleanerPage?.close();
});

test('the cleaner moves a job to another of their free slots; the client is told', async () => {
  const before = ok(await client.api.from('bookings').select('starts_at').eq('id', farBooking).single(), 'booking') as { starts_at: string };
  await signInAs(cleanerPage, 'cleaner', cleaner.email);
  await cleanerPage.goto('/cleaner/bookings');
  // The list is a table on wide screens and cards on a phone: the View button names the job either way.
  await cleanerPage.getByRole('button', { name: `View booking Deep Cleaning in ${farPlace}` }).click();
  await cleanerPage.getByRole('dialog', { name: 'Booking Details' }).getByRole('button', { name: 'Reschedule' }).click();
  const dialog = cleanerPage.getByRole('dialog', { name: 'Reschedule' });
  await expect(dialog.getByTestId('reschedule-rule')).toHaveText('You can move it 2 more times, until 12 hours before it starts.');
  await dialog.getByTestId('slot-day').nth(1).click();
  await dialog.getByTestId('slot-time').first().click();
  await dialog.getByTestId('reschedule-confirm').click();
  await expect(cleanerPage.getByText('Booking moved to the new time.', { exact: true }).first()).toBeVisible();
  const after = ok(await client.api.from('bookings').select('starts_at, reschedule_count, last_rescheduled_by').eq('id', farBooking).single(), 'booking') as {
    starts_at: string; reschedule_count: number; last_rescheduled_by: string;
  };
  expect(after.starts_at).not.toBe(before.starts_at);
  expect([after.reschedule_count, after.last_rescheduled_by]).toEqual([1, 'cleaner']);
  const told = ok(await client.api.from('notifications').select('message').like('message', 'Your cleaner moved your Deep Cleaning booking%'), 'notifications') as { message: string }[];
  expect(told).toHaveLength(1);
});

test('the client cancels a paid job late: the fee and refund are stated before confirming, then applied', async () => {
  const quote = ok(await client.api.rpc('booking_change_quote', { p_booking_id: nearBooking }), 'quote') as unknown as {
    late: boolean; fee_kobo: number; refund_kobo: number; policy: { late_fee_percent: number; late_fee_kind: string };
  };
  expect(quote.late).toBe(true);
  expect(quote.fee_kobo + quote.refund_kobo).toBe(PRICE_KOBO);
  expect(quote.fee_kobo).toBeGreaterThan(0);

  await signInAs(clientPage, 'client', client.email);
  await clientPage.goto('/client/bookings');
  // The fresh client's one House Cleaning booking (the other is Deep Cleaning).
  await clientPage.getByRole('button', { name: 'Cancel booking of House Cleaning' }).click();
  const dialog = clientPage.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog.getByTestId('cancel-outcome')).toHaveText(
    `This is a late cancellation: a fee of ${naira(quote.fee_kobo)} is kept and ${naira(quote.refund_kobo)} is refunded to you.`,
  );
  await expect(dialog.getByTestId('cancel-policy')).toContainText('Cancel free of charge until 24 hours before the start.');
  await expect(dialog.getByTestId('cancel-confirm')).toHaveText('Cancel and pay the fee');
  await dialog.getByTestId('cancel-confirm').click();
  await expect(clientPage.getByText('Booking cancelled.', { exact: true }).first()).toBeVisible();

  const booking = ok(await client.api.from('bookings').select('status, cancellation_fee_kobo, cancelled_by').eq('id', nearBooking).single(), 'booking');
  expect(booking).toEqual({ status: 'cancelled', cancellation_fee_kobo: quote.fee_kobo, cancelled_by: 'customer' });
  const refunds = ok(await client.api.from('refunds').select('amount_kobo').eq('booking_id', nearBooking), 'refunds') as { amount_kobo: number }[];
  expect(refunds.map((r) => r.amount_kobo)).toEqual([quote.refund_kobo]);
});
