/**
 * A guest moves and then cancels their booking (issue 27, item 2) on the guest's booking page (mfe-guest,
 * /my-requests/bookings/:id), and the cleaner (mfe-cleaner) sees each change arrive. A guest books a fresh verified
 * cleaner from /book?cleaner= for a slot more than a day ahead; the cleaner accepts (API); the guest pays by card on
 * the local Paystack's checkout. Then on the booking page:
 *   * Cancel states a free cancellation with a full refund while the job is more than 24 h away (kept, not confirmed).
 *   * Reschedule states the rule and moves the job to the cleaner's earliest free slot, which is always within 24 h
 *     (slots start 2 h ahead at the earliest, and a fresh cleaner's next free one is at most ~18 h away): the cleaner is
 *     told the old and new time.
 *   * Cancel now states the late fee and the refund before the button; the cleaner is told of the cancellation and of
 *     their share of the fee, and their booking page shows it.
 * The fee follows the policy row (booking_change_settings), read here rather than assumed.
 */
import { expect, test, type Page } from '@playwright/test';
import { gotoWithRealtime } from '../support/cleaner-pages';
import { marker } from '../support/guest-pages';
import { lagosWords } from '../support/outbox';
import { CARDS, freshVerifiedCleaner, naira, ok, payByCard } from '../support/payments';
import { serviceClient } from '../support/security-stack';
import { signInAs } from '../support/session';
import { chooseFirstFreeSlot } from '../support/slots';
import type { SupabaseClient } from '@supabase/supabase-js';

test.describe.configure({ mode: 'serial' });

const tag = marker('guest-move');
const CLEANER_NAME = 'Blessing Eze';
const PRICE_KOBO = 2_500_000;
const location = `Admiralty Way, Lekki (${tag})`;
const HOUR = 3_600_000;

let guestPage: Page;
let cleanerPage: Page;
let cleaner: { email: string; api: SupabaseClient; id: string };
let bookingId: string;

type Slot = { starts_at: string; reschedule_count: number; last_rescheduled_by: string | null; status: string; cancellation_fee_kobo: number; cancelled_by: string | null };
const bookingRow = async () =>
  ok(
    await cleaner.api.from('bookings').select('starts_at, reschedule_count, last_rescheduled_by, status, cancellation_fee_kobo, cancelled_by').eq('id', bookingId).single(),
    'booking',
  ) as Slot;

test.beforeAll(async ({ browser }) => {
  cleaner = await freshVerifiedCleaner(CLEANER_NAME);
  guestPage = await browser.newPage({ viewport: { width: 390, height: 844 } });
  cleanerPage = await browser.newPage();
  await signInAs(cleanerPage, 'cleaner', cleaner.email);
});
test.afterAll(async () => {
  await guestPage?.close();
  await cleanerPage?.close();
});

test('a guest books the cleaner more than a day ahead; once accepted, they pay on their booking page', async () => {
  await guestPage.goto(`/book?cleaner=${cleaner.id}`);
  const form = guestPage.getByRole('dialog', { name: `Book ${CLEANER_NAME}` });
  await form.getByLabel('Full name').fill('Kunle Adebayo');
  await form.getByLabel('Phone number').fill('0803 555 0188');
  await form.getByLabel('Email (optional)').fill(`${tag}@guest.example.ng`);
  await form.getByLabel('Location').fill(location);
  await form.getByRole('checkbox', { name: 'House Cleaning' }).check();
  await form.getByLabel('Budget in naira (optional)').fill('25,000');
  // The third day with free times: more than 24 h away, so cancelling is free until it is moved.
  await chooseFirstFreeSlot(form, { fromDay: 2 });
  await form.getByRole('button', { name: 'Submit Booking' }).click();
  await expect(guestPage.getByText('Booking Submitted successfully!')).toBeVisible();

  const rows = ok(await cleaner.api.from('bookings').select('id, starts_at').ilike('location', `%${tag}%`), 'bookings') as { id: string; starts_at: string }[];
  expect(rows).toHaveLength(1);
  bookingId = rows[0]!.id;
  expect(new Date(rows[0]!.starts_at).getTime() - Date.now()).toBeGreaterThan(24 * HOUR);
  ok(await cleaner.api.rpc('accept_booking', { p_booking_id: bookingId, p_price_kobo: PRICE_KOBO }), 'accept_booking');

  await guestPage.getByRole('link', { name: 'See it in My requests' }).click();
  await guestPage.getByRole('link', { name: 'Open booking House Cleaning' }).click();
  await expect(guestPage).toHaveURL(new RegExp(`/my-requests/bookings/${bookingId}$`));
  await expect(guestPage.getByTestId('booking-status')).toContainText('Accepted');
  await guestPage.getByTestId('booking-actions').getByRole('button', { name: 'Pay now' }).click();
  await guestPage.getByRole('dialog', { name: 'Pay for this booking' }).getByTestId('pay-confirm').click();
  await payByCard(guestPage, CARDS.good, PRICE_KOBO);
  await expect(guestPage.getByTestId('payment-result-heading')).toHaveText('Paid');
});

test('the guest moves the job to the earliest free time: the rule is stated first, and the cleaner is told', async () => {
  await gotoWithRealtime(cleanerPage, '/cleaner/notifications', 'notifications');
  await guestPage.goto(`/my-requests/bookings/${bookingId}`);
  const changes = guestPage.getByTestId('booking-changes');

  // More than 24 h ahead: cancelling would be free, the payment refunded in full. The guest keeps the booking.
  await changes.getByRole('button', { name: 'Cancel booking' }).click();
  const cancel = guestPage.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(cancel.getByTestId('cancel-outcome')).toHaveText(`Free cancellation: ${naira(PRICE_KOBO)} is refunded to you in full.`);
  await expect(cancel.getByTestId('cancel-policy')).toContainText('Cancel free of charge until 24 hours before the start.');
  await cancel.getByRole('button', { name: 'Keep booking' }).click();
  await expect(cancel).toBeHidden();

  const before = await bookingRow();
  await changes.getByRole('button', { name: 'Reschedule' }).click();
  const dialog = guestPage.getByRole('dialog', { name: 'Reschedule' });
  await expect(dialog.getByTestId('reschedule-rule')).toHaveText('You can move it 2 more times, until 12 hours before it starts.');
  await expect(dialog).toContainText('Your cleaner is told.');
  // The first day offered and its first time: the cleaner's earliest free slot.
  const day = dialog.getByTestId('slot-day').first();
  await day.click();
  const time = dialog.getByTestId('slot-time').first();
  // "Thu 26 Nov 2026" and "08:00–10:00": the page then shows "26 Nov 2026, 08:00–10:00".
  const when = `${(await day.textContent())!.replace(/^\S+ /, '')}, ${await time.textContent()}`;
  await time.click();
  await dialog.getByTestId('reschedule-confirm').click();
  await expect(guestPage.getByText('Booking moved to the new time.', { exact: true }).first()).toBeVisible();
  await expect(dialog).toBeHidden();

  const after = await bookingRow();
  expect([after.reschedule_count, after.last_rescheduled_by, after.status]).toEqual([1, 'customer', 'accepted']);
  expect(new Date(after.starts_at).getTime() - Date.now()).toBeLessThan(24 * HOUR);
  await expect(guestPage.locator('div:has(> dt:text-is("When")) > dd')).toHaveText(when);
  await expect(guestPage.getByRole('list', { name: 'Booking timeline' })).toContainText('Rescheduled to');

  const told = `The customer moved the House Cleaning job from ${lagosWords(before.starts_at)} to ${lagosWords(after.starts_at)}.`;
  await expect(cleanerPage.getByText(told, { exact: true }).first()).toBeVisible();
  await expect(cleanerPage.getByRole('link', { name: told })).toBeVisible();
});

test('now within 24 h: the late fee and the refund are stated before the button; the cleaner is told of their share', async () => {
  const policy = ok(await cleaner.api.from('booking_change_settings').select('free_cancel_hours, late_fee_kind, late_fee_percent').single(), 'policy') as {
    free_cancel_hours: number;
    late_fee_kind: string;
    late_fee_percent: number;
  };
  expect([policy.free_cancel_hours, policy.late_fee_kind]).toEqual([24, 'percent']);
  const fee = Math.floor((PRICE_KOBO * policy.late_fee_percent) / 100);
  expect(fee).toBeGreaterThan(0);
  const { starts_at } = await bookingRow();

  await guestPage.getByTestId('booking-changes').getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = guestPage.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog.getByTestId('cancel-outcome')).toHaveText(
    `This is a late cancellation: a fee of ${naira(fee)} is kept and ${naira(PRICE_KOBO - fee)} is refunded to you.`,
  );
  await expect(dialog.getByTestId('cancel-confirm')).toHaveText('Cancel and pay the fee');
  await dialog.getByTestId('cancel-confirm').click();
  await expect(guestPage.getByText('Booking cancelled.', { exact: true }).first()).toBeVisible();
  await expect(guestPage.getByTestId('booking-status')).toContainText('Cancelled');
  await expect(guestPage.getByRole('list', { name: 'Booking timeline' })).toContainText('Late cancellation fee');
  expect(await bookingRow()).toMatchObject({ status: 'cancelled', cancelled_by: 'customer', cancellation_fee_kobo: fee });
  // What was stated is what happens: the rest of the payment goes back (service role: a guest's refunds are not the cleaner's to read).
  const service = await serviceClient();
  const refunds = ok(await service.from('refunds').select('amount_kobo').eq('booking_id', bookingId), 'refunds') as { amount_kobo: number }[];
  expect(refunds.map((r) => r.amount_kobo)).toEqual([PRICE_KOBO - fee]);

  const told = `A booking for House Cleaning in ${location} on ${lagosWords(starts_at)} was cancelled. You receive your share of the ${naira(fee)} late-cancellation fee.`;
  await expect(cleanerPage.getByText(told, { exact: true }).first()).toBeVisible();
  await cleanerPage.goto(`/cleaner/bookings/${bookingId}`);
  await expect(cleanerPage.getByTestId('booking-status')).toContainText('Cancelled');
  await expect(cleanerPage.getByRole('list', { name: 'Booking timeline' })).toContainText('Rescheduled to');
  await expect(cleanerPage.getByRole('list', { name: 'Booking timeline' })).toContainText('Late cancellation fee');
});
