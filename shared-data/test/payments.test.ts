/**
 * @jest-environment node
 */
// The customer's payments through the real stack (supabase/functions-tests/stack.ts): local-supabase with the
// migrations and the payments Edge Function on Deno, and local Paystack. shared-data is signed in as the client, opens
// a checkout, "pays" on local Paystack's checkout page with a test card, verifies on return, reads its history and
// receipt, cancels the paid booking and sees the refund go out. Nothing is mocked.
import WebSocket from 'ws';
import { eventually, postForm, startStack, type Stack } from '../../supabase/functions-tests/stack';
import {
  MESSAGES,
  configureSupabase,
  ensureGuestSession,
  fetchClientBookings,
  fetchMyBookingsPage,
  getSupabase,
  signIn,
  signOut,
  useAuth,
} from '../src';
import {
  fetchBookingContactEmail,
  fetchClientPayments,
  fetchPaymentReceipt,
  processDueMoneyInBackground,
  receiptFacts,
  recallCheckout,
  startPayment,
  verifyPayment,
} from '../src/money';

let stack: Stack;
let clientId: string;
let clientEmail: string;
let cleanerId: string;

/** An accepted booking of the client's with an agreed price (set up as the database owner). */
async function acceptedBooking(priceKobo: number, services = ['House Cleaning', 'Window Cleaning']): Promise<string> {
  const [row] = await stack.sql<{ id: string }>(
    `insert into public.bookings (customer_id, customer_kind, cleaner_id, services, location, scheduled_date, status, price_kobo, accepted_at)
     values ($1, 'client', $2, $3, 'Ikeja, Lagos', '2031-03-05', 'accepted', $4, now()) returning id`,
    [clientId, cleanerId, services, priceKobo],
  );
  return row!.id;
}

/** Pays a checkout on local Paystack's page with the Visa test card, as the customer's browser would. */
async function payByCard(authorizationUrl: string): Promise<string> {
  const answer = await postForm(`${authorizationUrl}/card`, { card_number: '4084084084084081', expiry: '12/39', cvv: '408' });
  expect(answer.location).toBeTruthy();
  return answer.location!;
}

beforeAll(async () => {
  (globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;
  stack = await startStack();
  const cleaner = await stack.signUp('Adaeze Nwosu', 'cleaner');
  cleanerId = cleaner.id;
  // A listed cleaner (verified and active), whose name customers can read.
  await stack.sql(`update public.cleaner_profiles set display_name = 'Adaeze Nwosu', verification_status = 'verified', status = 'active' where user_id = $1`, [cleanerId]);
  const client = await stack.signUp('Chiamaka Eze', 'client');
  clientId = client.id;
  clientEmail = client.email!;
  configureSupabase({ url: stack.supabase.url, anonKey: stack.supabase.keys.anon });
  await signIn(clientEmail, 'password-123');
  expect(useAuth.getState().user?.id).toBe(clientId);
}, 240_000);

afterAll(async () => {
  await signOut().catch(() => undefined);
  const supabase = await getSupabase();
  await supabase.auth.stopAutoRefresh();
  await stack?.stop();
});

describe('paying for a booking', () => {
  let bookingId: string;
  let reference: string;
  let paymentId: string;

  it('opens a Paystack checkout for the agreed price with the typed receipt e-mail, and remembers it in the tab', async () => {
    bookingId = await acceptedBooking(3_500_000);
    const checkout = await startPayment({ bookingId, email: ' Receipts@Example.ng ', returnPath: '/client/payments/return' });
    expect(checkout.amount_kobo).toBe(3_500_000);
    expect(checkout.authorization_url).toContain(stack.paystack.url);
    reference = checkout.reference;
    paymentId = checkout.payment_id;
    expect(recallCheckout()).toEqual({ bookingId, email: 'Receipts@Example.ng', reference });
    const [tx] = await stack.sql<{ customer_email: string; status: string }>(`select customer_email, status from public.payments where id = $1`, [paymentId]);
    expect(tx).toEqual({ customer_email: 'receipts@example.ng', status: 'pending' });
  });

  it('before paying, verify says pending; after the card is paid, verify records it and the booking is paid', async () => {
    expect(await verifyPayment(reference)).toMatchObject({ reference, status: 'pending', booking_id: bookingId });
    const back = new URL(await payByCard((await stack.sql<{ authorization_url: string }>(`select authorization_url from public.payments where id = $1`, [paymentId]))[0]!.authorization_url));
    expect(back.pathname).toBe('/client/payments/return');
    expect(back.searchParams.get('reference')).toBe(reference);
    const verified = await verifyPayment(reference);
    expect(verified).toMatchObject({ reference, status: 'completed', booking_id: bookingId, amount_kobo: 3_500_000 });
    const bookings = await fetchClientBookings(clientId);
    expect(bookings.find((b) => b.id === bookingId)).toMatchObject({ status: 'accepted', price_kobo: 3_500_000, payment_status: 'paid' });
  });

  it('a second Pay now on a paid booking is refused with the function’s own message', async () => {
    await expect(startPayment({ bookingId, returnPath: '/client/payments/return' })).rejects.toThrow('This booking is already paid.');
  });

  it('history and receipt show the method with the card digits, the booking, the cleaner and the payer', async () => {
    const history = await fetchClientPayments(clientId);
    expect(history.map((p) => p.reference)).toEqual([reference]);
    const receipt = await fetchPaymentReceipt(paymentId);
    expect(receipt).toMatchObject({ method: 'card', card_last4: '4081', status: 'completed', customer_email: 'receipts@example.ng', refunds: [] });
    expect(receipt.booking).toEqual({ services: ['House Cleaning', 'Window Cleaning'], scheduled_date: '2031-03-05', location: 'Ikeja, Lagos', cleaner: { display_name: 'Adaeze Nwosu' } });
    expect(receiptFacts(receipt)).toMatchObject({
      reference,
      method: 'Card ending 4081',
      services: 'House Cleaning, Window Cleaning',
      bookingDate: '5 Mar 2031',
      cleaner: 'Adaeze Nwosu',
      paidBy: 'receipts@example.ng',
      amountKobo: 3_500_000,
      status: 'Paid',
    });
  });

  it('cancelling the paid booking refunds it in full, and processing sends the refund to Paystack', async () => {
    const supabase = await getSupabase();
    expect((await supabase.rpc('cancel_booking', { p_booking_id: bookingId })).error).toBeNull();
    let receipt = await fetchPaymentReceipt(paymentId);
    expect(receipt.refunds).toEqual([expect.objectContaining({ amount_kobo: 3_500_000, status: 'queued' })]);
    await processDueMoneyInBackground();
    receipt = await eventually(async () => {
      const r = await fetchPaymentReceipt(paymentId);
      return r.refunds[0]?.status === 'processed' ? r : undefined;
    }, 'the refund to be processed', 30_000);
    expect(receipt.status).toBe('refunded');
    expect((await fetchClientBookings(clientId)).find((b) => b.id === bookingId)?.payment_status).toBe('refunded');
    expect(receiptFacts(receipt).refunds).toEqual([expect.objectContaining({ amountKobo: 3_500_000, status: 'Refunded' })]);
  });
});

describe('what a customer cannot see or do', () => {
  it('a receipt of someone else, or a malformed id, is "Receipt not found."', async () => {
    const other = await stack.signUp('Musa Bello', 'client');
    const [row] = await stack.sql<{ id: string }>(
      `insert into public.payments (client_id, amount_kobo, status, reference, provider, method, paid_at) values ($1, 100000, 'completed', 'manual-ref-000000001', 'manual', 'cash', now()) returning id`,
      [other.id],
    );
    await expect(fetchPaymentReceipt(row!.id)).rejects.toThrow(MESSAGES.payments.receiptNotFound);
    await expect(fetchPaymentReceipt('not-a-uuid')).rejects.toThrow(MESSAGES.payments.receiptNotFound);
  });

  it('checkouts the customer left are not history; the booking contact e-mail is readable for prefilling', async () => {
    const bookingId = await acceptedBooking(1_000_000, ['Deep Cleaning']);
    await stack.sql(`insert into public.booking_contacts (booking_id, full_name, phone, email) values ($1, 'Chiamaka Eze', '+2348031234567', 'contact@example.ng')`, [bookingId]);
    expect(await fetchBookingContactEmail(bookingId)).toBe('contact@example.ng');
    const first = await startPayment({ bookingId, email: 'one@example.ng', returnPath: '/client/payments/return' });
    const second = await startPayment({ bookingId, email: 'two@example.ng', returnPath: '/client/payments/return' });
    expect(second.reference).not.toBe(first.reference);
    const references = (await fetchClientPayments(clientId)).map((p) => p.reference);
    expect(references).toContain(second.reference);
    expect(references).not.toContain(first.reference);
  });
});

describe('a guest paying', () => {
  it('pays with no e-mail typed: the receipt goes to the booking contact, Paystack returns to My requests', async () => {
    await signOut();
    const session = await ensureGuestSession();
    const guestId = session.user.id;
    const [row] = await stack.sql<{ id: string }>(
      `insert into public.bookings (customer_id, customer_kind, cleaner_id, services, location, status, price_kobo, accepted_at)
       values ($1, 'guest', $2, '{Deep Cleaning}', 'Surulere, Lagos', 'accepted', 2000000, now()) returning id`,
      [guestId, cleanerId],
    );
    const bookingId = row!.id;
    await stack.sql(`insert into public.booking_contacts (booking_id, full_name, phone, email) values ($1, 'Ngozi Eze', '+2348031234567', 'ngozi@example.ng')`, [bookingId]);
    expect(await fetchBookingContactEmail(bookingId)).toBe('ngozi@example.ng');

    const checkout = await startPayment({ bookingId, returnPath: '/my-requests' });
    const back = new URL(await payByCard(checkout.authorization_url));
    expect(back.pathname).toBe('/my-requests');
    expect(await verifyPayment(checkout.reference)).toMatchObject({ status: 'completed', booking_id: bookingId, amount_kobo: 2_000_000 });
    expect((await fetchMyBookingsPage(guestId, 1)).rows).toEqual([expect.objectContaining({ id: bookingId, payment_status: 'paid' })]);
    const [payment] = await fetchClientPayments(guestId);
    expect(payment).toMatchObject({ reference: checkout.reference, customer_email: 'ngozi@example.ng', status: 'completed', method: 'card' });
  });
});
