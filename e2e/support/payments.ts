/**
 * The money journeys' helpers: fresh people made through the real Auth API (so a run's payments, payouts and totals
 * are its own), the local Paystack's hosted checkout page driven as a customer would, and what Paystack's side says.
 * Connection details come from the stack's /config.json and stack-config (the local Paystack's test key).
 */
import { createHmac } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { DEMO_ADMIN, DEMO_PASSWORD, ok, signedInAs } from './guest-api';
import { E2E_PAYSTACK_SECRET, E2E_PAYSTACK_URL, E2E_SUPABASE_URL } from './stack-config';
import { createConfirmedUser } from './auth-users';

export { DEMO_ADMIN, DEMO_PASSWORD, ok, signedInAs };

/** local-paystack/README.md "Checkout page and test data". */
export const CARDS = { good: '4084 0840 8408 4081', declined: '4084 0800 0000 5408' } as const;

/** A new account made through Auth's admin API, confirmed (account_type makes the role), signed in through the API. */
export async function freshAccount(kind: 'client' | 'cleaner', fullName: string, emailPrefix: string): Promise<{ email: string; api: SupabaseClient; id: string }> {
  const email = `${emailPrefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.spotless.ng`;
  // A phone of its own: a client and cleaner sharing one would have the client's reviews held as self-reviews.
  const phone = `0803${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const data: Record<string, string> = { full_name: fullName, phone, account_type: kind };
  if (kind === 'cleaner') data.address = '3 Awolowo Road, Ikoyi';
  // Confirmed at once through the admin API (sign-ups need a confirmed address); account_type makes the role.
  const id = await createConfirmedUser(email, DEMO_PASSWORD, data);
  return { email, api: await signedInAs(email), id };
}

/** A fresh verified cleaner (an admin verifies through the API): bookable at once. */
export async function freshVerifiedCleaner(fullName: string): Promise<{ email: string; api: SupabaseClient; id: string }> {
  const cleaner = await freshAccount('cleaner', fullName, 'pay-cleaner');
  const admin = await signedInAs(DEMO_ADMIN);
  ok(await admin.rpc('verify_cleaner', { p_cleaner_id: cleaner.id }), 'verify_cleaner');
  return cleaner;
}

/** A fresh client whose residence is set, so the dashboard's residence pop-up stays away. */
export async function freshClient(fullName: string): Promise<{ email: string; api: SupabaseClient; id: string }> {
  const client = await freshAccount('client', fullName, 'pay-client');
  ok(await client.api.from('client_profiles').update({ state_of_residence: 'Lagos', lga_of_residence: 'Ikeja' }).eq('user_id', client.id), 'residence');
  return client;
}

/** A direct booking with a budget; the cleaner accepts it at `priceKobo` (API). Returns its id. */
export async function acceptedBooking(client: SupabaseClient, cleaner: SupabaseClient, cleanerId: string, location: string, priceKobo: number, services = ['House Cleaning']) {
  const id = ok(
    await client.rpc('create_booking', {
      p_cleaner_id: cleanerId,
      p_services: services,
      p_location: location,
      p_num_rooms: 2,
      p_building_type: 'residential',
      p_building_condition: 'new',
      p_has_water: true,
      p_budget_kobo: priceKobo,
    }),
    'create_booking',
  ) as string;
  ok(await cleaner.rpc('accept_booking', { p_booking_id: id, p_price_kobo: priceKobo }), 'accept_booking');
  return id;
}

/** The platform's commission on `kobo` as the database computes it (commission_of: basis points, half up). */
export async function commissionOf(api: SupabaseClient, kobo: number): Promise<number> {
  const settings = ok(await api.from('payment_settings').select('commission_bps').single(), 'payment_settings') as { commission_bps: number };
  return Math.floor((kobo * settings.commission_bps + 5000) / 10000);
}

/** ₦ with thousands separators and kobo, as NairaAmount and the checkout page show it: 3250000 → "₦32,500.00". */
export function naira(kobo: number): string {
  const whole = Math.floor(kobo / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `₦${whole}.${String(kobo % 100).padStart(2, '0')}`;
}

/** On the local Paystack's checkout page: waits for it, checks the amount, and pays with a card. */
export async function payByCard(page: Page, card: string, amountKobo: number): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${E2E_PAYSTACK_URL.replace(/\./g, '\\.')}/checkout/`));
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVV').fill('408');
  await page.getByRole('button', { name: `Pay ${naira(amountKobo)}` }).click();
}

/** The payment reference the checkout page shows (ours: spl-…). */
export async function checkoutReference(page: Page): Promise<string> {
  const text = await page.getByText(/^Reference spl-/).textContent();
  const reference = text?.replace(/^Reference /, '').trim();
  if (!reference) throw new Error('no reference on the checkout page');
  return reference;
}

/** Paystack's own record of a transaction (what its verify endpoint says). */
export async function paystackTransaction(reference: string): Promise<{ status: string; amount: number }> {
  const r = await fetch(`${E2E_PAYSTACK_URL}/transaction/verify/${encodeURIComponent(reference)}`, { headers: { authorization: `Bearer ${E2E_PAYSTACK_SECRET}` } });
  const body = (await r.json()) as { data: { status: string; amount: number } };
  return body.data;
}

/** POSTs an event to the stack's paystack-webhook function, signed with `key` (Paystack signs with the secret key). */
export async function postWebhook(event: unknown, key: string): Promise<{ status: number; body: string }> {
  const raw = JSON.stringify(event);
  const signature = createHmac('sha512', key).update(raw).digest('hex');
  const r = await fetch(`${E2E_SUPABASE_URL}/functions/v1/paystack-webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
    body: raw,
  });
  return { status: r.status, body: await r.text() };
}

/**
 * Pays a booking without the browser, as setup for a test about what comes after: payments/initialize as the customer,
 * then the checkout page's card form posted as the page would post it. Returns the payment's reference once the
 * payment is recorded (verify, as the return page would).
 */
export async function payThroughApi(customer: SupabaseClient, bookingId: string, card: string = CARDS.good): Promise<string> {
  const started = await customer.functions.invoke<{ reference: string; authorization_url: string }>('payments/initialize', { body: { booking_id: bookingId } });
  if (started.error || !started.data) throw new Error(`payments/initialize: ${started.error?.message}`);
  const { reference, authorization_url } = started.data;
  const form = new URLSearchParams({ card_number: card, expiry: '12/39', cvv: '408' });
  const posted = await fetch(`${authorization_url}/card`, { method: 'POST', body: form, redirect: 'manual' });
  if (posted.status !== 303) throw new Error(`checkout card form: ${posted.status}`);
  const verified = await customer.functions.invoke<{ status: string }>('payments/verify', { body: { reference } });
  if (verified.error || verified.data?.status !== 'completed') throw new Error(`payments/verify: ${verified.error?.message ?? verified.data?.status}`);
  return reference;
}
