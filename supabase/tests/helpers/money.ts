import type { Database } from '@spotless/local-supabase';
import { as, rpc, SERVICE, type Actor } from './actors';

/** What start_payment answers (one row). */
export interface Checkout {
  payment_id: string;
  reference: string;
  amount_kobo: string | number;
  email: string;
  authorization_url: string | null;
  access_code: string | null;
}

/** Opens a payment as the booking's customer, as the payments Edge Function does (start_payment acting as them). */
export async function startPayment(db: Database, customer: Actor, bookingId: string, email?: string): Promise<Checkout> {
  const sql = `select * from public.start_payment($1, $2)`;
  return as(db, customer, async (tx) => (await tx.query<Checkout>(sql, [bookingId, email ?? null])).rows[0]!);
}

/** Stores the checkout Paystack opened, as the Edge Function does after POST /transaction/initialize. */
export async function attachCheckout(db: Database, reference: string): Promise<void> {
  await rpc(db, SERVICE, 'attach_payment_checkout', {
    p_reference: reference, p_access_code: `ac_${reference.slice(-8)}`, p_authorization_url: `https://checkout.paystack.test/${reference}`,
  });
}

/** Records what Paystack's verify endpoint said about a transaction (service role). Returns the outcome. */
export function recordPayment(
  db: Database, reference: string, status: 'success' | 'failed' | 'abandoned', amountKobo: number | string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  return rpc<string>(db, SERVICE, 'record_payment_result', {
    p_reference: reference, p_status: status, p_amount_kobo: amountKobo, p_currency: 'NGN', p_channel: 'card', ...extra,
  });
}

/** A booking of `cleaner` by `customer`, accepted at `priceKobo`. */
export async function acceptedBooking(db: Database, customer: Actor, cleaner: Actor, priceKobo: number, extra: Record<string, unknown> = {}): Promise<string> {
  const id = await rpc<string>(db, customer, 'create_booking', {
    p_cleaner_id: cleaner.id, p_services: ['Deep Cleaning'], p_location: 'Lekki', ...extra,
  });
  await rpc(db, cleaner, 'accept_booking', { p_booking_id: id, p_price_kobo: priceKobo });
  return id;
}

/** Pays a booking in full through the whole flow: checkout, attached, verified success. Returns the checkout. */
export async function payBooking(db: Database, customer: Actor, bookingId: string, email?: string): Promise<Checkout> {
  const c = await startPayment(db, customer, bookingId, email);
  await attachCheckout(db, c.reference);
  const outcome = await recordPayment(db, c.reference, 'success', c.amount_kobo);
  if (outcome !== 'completed') throw new Error(`payment of ${bookingId} recorded as ${outcome}`);
  return c;
}

/** A verified payout account for a cleaner (as the payouts Edge Function saves it after Paystack resolved it). */
export async function savePayoutAccount(db: Database, cleanerId: string, accountName: string): Promise<string> {
  return rpc<string>(db, SERVICE, 'save_payout_account', {
    p_cleaner_id: cleanerId, p_bank_code: '058', p_bank_name: 'Guaranty Trust Bank', p_account_number: '0123456789',
    p_account_name: accountName, p_recipient_code: `RCP_${cleanerId.replace(/-/g, '').slice(0, 12)}`,
  });
}
