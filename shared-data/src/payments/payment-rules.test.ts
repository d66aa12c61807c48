// The customer's payment rules without a server: when Pay now and Cancel are offered, what a return URL says, what
// a verification means to the customer, and the words of each money state.
import { MESSAGES } from '../constants/messages';
import { paymentResultOf, readPaymentReturn, recallCheckout, startPayment } from './checkout';
import { bookingPaymentBadge, canCancelBooking, canPayBooking, customerRefundLabel, paymentMethodDetail, paymentStatusBadge } from './labels';

describe('canPayBooking', () => {
  const booking = { status: 'accepted', payment_status: 'unpaid', price_kobo: 3_500_000 };
  it('offers Pay now for an accepted, awaiting-confirmation or completed booking with a price and no money yet', () => {
    for (const status of ['accepted', 'awaiting_confirmation', 'completed']) expect(canPayBooking({ ...booking, status })).toBe(true);
  });
  it('not before acceptance, after cancellation, once paid, or without a price', () => {
    for (const status of ['pending', 'rejected', 'cancelled']) expect(canPayBooking({ ...booking, status })).toBe(false);
    for (const payment_status of ['paid', 'partially_refunded', 'refunded']) expect(canPayBooking({ ...booking, payment_status })).toBe(false);
    expect(canPayBooking({ ...booking, price_kobo: null })).toBe(false);
    expect(canPayBooking({ ...booking, price_kobo: 0 })).toBe(false);
  });
});

it('offers Cancel booking before the job only', () => {
  expect(['pending', 'accepted'].filter(canCancelBooking)).toEqual(['pending', 'accepted']);
  expect(['awaiting_confirmation', 'completed', 'rejected', 'cancelled'].some(canCancelBooking)).toBe(false);
});

describe('readPaymentReturn', () => {
  it("reads Paystack's reference (trxref as a fallback) and the cancel flag", () => {
    expect(readPaymentReturn('?trxref=spl_abc&reference=spl_abc')).toEqual({ reference: 'spl_abc', cancelled: false });
    expect(readPaymentReturn('?trxref=spl_abc')).toEqual({ reference: 'spl_abc', cancelled: false });
    expect(readPaymentReturn('?cancelled=1')).toEqual({ reference: null, cancelled: true });
    expect(readPaymentReturn(new URLSearchParams('cancelled=1&reference=spl_x'))).toEqual({ reference: 'spl_x', cancelled: true });
  });
  it('is null for a page that is not a return, and drops a reference that is not one', () => {
    expect(readPaymentReturn('')).toBeNull();
    expect(readPaymentReturn('?tab=bookings')).toBeNull();
    expect(readPaymentReturn('?reference=%3Cscript%3E')).toEqual({ reference: null, cancelled: false });
  });
});

describe('paymentResultOf', () => {
  it.each([
    ['completed', 'completed', 'paid'],
    ['completed', 'unchanged', 'paid'],
    ['partially_refunded', 'unchanged', 'paid'],
    ['failed', 'failed', 'failed'],
    ['abandoned', 'unchanged', 'cancelled'],
    ['pending', 'pending', 'pending'],
    ['pending', 'mismatch', 'pending'],
    ['refunded', 'duplicate_refunded', 'refunded'],
    ['completed', 'refunded_cancelled', 'refunded'],
  ])('status %s, outcome %s: %s', (status, outcome, result) => {
    expect(paymentResultOf({ status, outcome })).toBe(result);
  });
});

it('names money states in the customer’s words', () => {
  expect(['unpaid', 'paid', 'partially_refunded', 'refunded'].map((s) => bookingPaymentBadge(s).label)).toEqual([
    'Unpaid',
    'Paid',
    'Partly refunded',
    'Refunded',
  ]);
  expect(paymentStatusBadge('completed')).toEqual({ label: 'Paid', tone: 'paid' });
  expect(paymentStatusBadge('failed').tone).toBe('failed');
  expect(customerRefundLabel('processing')).toBe('On the way');
  expect(paymentMethodDetail('card', '4081')).toBe('Card ending 4081');
  expect(paymentMethodDetail('card', null)).toBe('Card');
  expect(paymentMethodDetail('bank_transfer', '4081')).toBe('Bank transfer');
  expect(paymentMethodDetail('ussd', null)).toBe('USSD');
});

it('refuses a malformed receipt e-mail before calling the server, and remembers nothing', async () => {
  await expect(startPayment({ bookingId: 'b-1', email: 'chi@', returnPath: '/my-requests' })).rejects.toThrow(MESSAGES.payments.invalidEmail);
  expect(recallCheckout()).toBeNull();
});
