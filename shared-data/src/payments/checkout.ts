// The customer's side of paying (docs/payments.md): open Paystack's checkout for a booking, learn on return how it
// went, and nudge the server to send money that became due. Amounts are never sent: the database prices the booking.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataError, invokeFunction, isValidEmail, MESSAGES, queryKeys } from '@spotless/shared-data';
import { readSession, removeSession, writeSession } from '../storage/session-storage';

/** What Pay now needs: the booking, where Paystack sends the customer back, and the receipt's e-mail if typed. */
export interface StartPaymentInput {
  bookingId: string;
  /** The receipt's address; without it the server uses the account's, else the booking contact's. */
  email?: string | null;
  /** A path of this site ('/client/payments/return', '/my-requests'). */
  returnPath: string;
}

/** The checkout Paystack opened. */
export interface PaymentCheckout {
  payment_id: string;
  reference: string;
  amount_kobo: number;
  authorization_url: string;
}

/**
 * Opens (or reuses) a Paystack checkout for one of the caller's bookings (`payments/initialize`). The browser then
 * goes to `authorization_url`. The booking and e-mail are remembered in this tab, so the return page can offer
 * Try again after Paystack's full-page round trip.
 * @throws DataError "Enter a valid e-mail address for your receipt.", the function's refusal ("This booking is
 *   already paid.") or "Could not start the payment. Please try again."
 */
export async function startPayment(input: StartPaymentInput): Promise<PaymentCheckout> {
  const email = input.email?.trim() || undefined;
  if (email !== undefined && (email.length > 254 || !isValidEmail(email))) throw new DataError(MESSAGES.payments.invalidEmail);
  const checkout = await invokeFunction<PaymentCheckout>('payments/initialize', MESSAGES.payments.startFailed, {
    body: { booking_id: input.bookingId, ...(email ? { email } : {}), return_path: input.returnPath },
  });
  rememberCheckout({ bookingId: input.bookingId, email: email ?? null, reference: checkout.reference });
  return checkout;
}

/** Mutation of {@link startPayment}. Nothing is cached: the page leaves for Paystack on success. */
export function useStartPayment() {
  return useMutation({ mutationFn: startPayment });
}

/** What Paystack's verify endpoint said, as recorded by the payments function. */
export interface PaymentVerification {
  reference: string;
  /** The payment's status after recording: pending, completed, failed, abandoned, partially_refunded, refunded. */
  status: string;
  /** What recording changed: completed, failed, unchanged, mismatch, duplicate_refunded, refunded_cancelled... */
  outcome: string;
  booking_id: string | null;
  amount_kobo: number;
}

/**
 * Asks the server to check a payment with Paystack and record the answer (`payments/verify`). Safe to repeat.
 * @throws DataError the function's refusal or "Could not check the payment. Please try again."
 */
export async function verifyPayment(reference: string): Promise<PaymentVerification> {
  return invokeFunction<PaymentVerification>('payments/verify', MESSAGES.payments.verifyFailed, { body: { reference } });
}

/** What a return page can say. */
export type PaymentResult = 'paid' | 'failed' | 'cancelled' | 'pending' | 'refunded';

/**
 * The result a customer sees for a verification: paid once the money is recorded; refunded when it arrived for a
 * booking already paid or cancelled (the server sends it back at once); failed when the bank declined; cancelled
 * when the checkout was left for another one; otherwise (still open, or Paystack's answer did not match) pending.
 */
export function paymentResultOf(verification: Pick<PaymentVerification, 'status' | 'outcome'>): PaymentResult {
  if (verification.outcome === 'duplicate_refunded' || verification.outcome === 'refunded_cancelled') return 'refunded';
  switch (verification.status) {
    case 'completed':
    case 'partially_refunded':
    case 'refunded':
      return 'paid';
    case 'failed':
      return 'failed';
    case 'abandoned':
      return 'cancelled';
    default:
      return 'pending';
  }
}

/**
 * The return page's check of one payment. A query (not a mutation) so Check again is a refetch and a re-render
 * does not verify twice; once verified, the customer's payments and bookings are refreshed.
 */
export function useVerifyPayment(reference: string | null, options: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.paymentVerifications.detail(reference ?? ''),
    queryFn: async () => {
      const verification = await verifyPayment(reference as string);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.payments.lists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.quoteRequests.all }),
      ]);
      return verification;
    },
    enabled: Boolean(reference) && (options.enabled ?? true),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/**
 * Asks the server to send payouts and refunds that are due now (`payments/process`), after an action that made
 * money due (confirming a job, cancelling a paid booking). Fire and forget: a failure is only logged, because a
 * scheduled run sends the money anyway and the customer's action already succeeded.
 */
export async function processDueMoneyInBackground(): Promise<void> {
  try {
    await invokeFunction<{ payouts: number; refunds: number }>('payments/process', MESSAGES.auth.unexpectedTryAgain, { body: {} });
  } catch (error) {
    console.warn('payments/process failed; the scheduled run will send the money', error);
  }
}

/** The checkout this tab last opened: lets the return page offer Try again after Paystack's full-page round trip. */
export interface RememberedCheckout {
  bookingId: string;
  email: string | null;
  reference: string;
}

const CHECKOUT_KEY = 'spotless.payments.checkout';

function rememberCheckout(checkout: RememberedCheckout): void {
  writeSession(CHECKOUT_KEY, JSON.stringify(checkout));
}

/** The checkout this tab opened last, if any (and if its entry is readable). */
export function recallCheckout(): RememberedCheckout | null {
  const raw = readSession(CHECKOUT_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<RememberedCheckout>;
    if (typeof parsed.bookingId !== 'string' || typeof parsed.reference !== 'string') return null;
    return { bookingId: parsed.bookingId, reference: parsed.reference, email: typeof parsed.email === 'string' ? parsed.email : null };
  } catch {
    return null;
  }
}

/** Forgets the remembered checkout (after it was paid). */
export function forgetCheckout(): void {
  removeSession(CHECKOUT_KEY);
}

/** What Paystack put in the return URL: `?reference=…&trxref=…`, or `cancelled=1` when the customer pressed Cancel. */
export interface PaymentReturn {
  reference: string | null;
  cancelled: boolean;
}

/** Reads a return URL's query; null when it is not a return from Paystack at all. */
export function readPaymentReturn(search: string | URLSearchParams): PaymentReturn | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const reference = (params.get('reference') || params.get('trxref'))?.trim() || null;
  const cancelled = params.get('cancelled') === '1';
  if (!reference && !cancelled) return null;
  return { reference: reference && /^[A-Za-z0-9_.=-]{1,100}$/.test(reference) ? reference : null, cancelled };
}
