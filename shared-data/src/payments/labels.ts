// Words the customer's screens use for money states: the payment lifecycle's labels, and the customer's own view of
// refunds and of a booking's money.
import type { Database } from '../database.types';
import { canTransition, statusBadge } from '@spotless/shared-data';

type BookingPaymentStatus = Database['public']['Tables']['bookings']['Row']['payment_status'];

/** Human label of a payment method (none yet while a checkout is open). */
export function paymentMethodLabel(method: string | null): string {
  switch (method) {
    case null:
      return '—';
    case 'card':
      return 'Card';
    case 'bank_transfer':
      return 'Bank transfer';
    case 'ussd':
      return 'USSD';
    case 'cash':
      return 'Cash';
    case 'other':
      return 'Other';
    default:
      return method;
  }
}

/** The method as a receipt prints it: a card with its last four digits when Paystack told us them. */
export function paymentMethodDetail(method: string | null, cardLast4: string | null): string {
  const label = paymentMethodLabel(method);
  return method === 'card' && cardLast4 ? `${label} ending ${cardLast4}` : label;
}

/**
 * Badge of a payment: the payment lifecycle's label, and the status word StatusBadge colours by (paid green,
 * failed red, the rest yellow).
 */
export function paymentStatusBadge(status: string): { label: string; tone: string } {
  const badge = statusBadge('payment', status);
  return { label: badge.label, tone: badge.tone === 'success' ? 'paid' : badge.tone === 'error' ? 'failed' : 'pending' };
}

// The customer's view of a refund: queued or sent, the money is on its way to them; a failed one waits for an
// admin's retry, which to the customer is a delay, not a failure of theirs.
const REFUND_STATUS_LABELS: Readonly<Record<string, string>> = {
  queued: 'On the way',
  processing: 'On the way',
  processed: 'Refunded',
  failed: 'Delayed',
};

/** A refund's state in the customer's words (the refund lifecycle's label for anything else). */
export function customerRefundLabel(status: string): string {
  return REFUND_STATUS_LABELS[status] ?? statusBadge('refund', status).label;
}

const BOOKING_PAYMENT_LABELS: Readonly<Record<BookingPaymentStatus, string>> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

/** Badge of a booking's money: Unpaid / Paid / Partly refunded / Refunded. */
export function bookingPaymentBadge(status: BookingPaymentStatus | string): { label: string; tone: string } {
  const label = BOOKING_PAYMENT_LABELS[status as BookingPaymentStatus] ?? status;
  return { label, tone: status === 'paid' ? 'paid' : status === 'unpaid' ? 'pending' : 'refunded' };
}

/** The booking fields that decide whether Pay now is offered. */
export interface PayableBooking {
  status: string;
  payment_status: string;
  price_kobo: number | null;
}

/**
 * Whether the customer is offered Pay now: an accepted (or done) booking with an agreed price and no money yet.
 * start_payment decides for real; this mirrors its checks so the button appears only where it will work.
 */
export function canPayBooking(booking: PayableBooking): boolean {
  return (
    ['accepted', 'on_the_way', 'in_progress', 'awaiting_confirmation', 'completed'].includes(booking.status) &&
    booking.payment_status === 'unpaid' &&
    (booking.price_kobo ?? 0) > 0
  );
}

/** Whether the customer is offered Cancel booking (pending or accepted: before the job), from the booking lifecycle. */
export function canCancelBooking(status: string): boolean {
  return canTransition('booking', status, 'cancelled', 'customer');
}
