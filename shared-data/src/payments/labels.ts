// Words the screens use for money states. The payment lifecycle's labels will live in shared-data's lifecycle
// (issue 23); until then these are the customer's words for them.
import type { Database } from '../database.types';
import { canTransition } from '../lifecycle/can-transition';

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

const PAYMENT_STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: 'Pending',
  completed: 'Paid',
  failed: 'Failed',
  abandoned: 'Not completed',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

/**
 * Badge of a payment: the label and the status StatusBadge colours by (paid green, failed red, the rest yellow).
 * "abandoned" reads "Not completed": the customer left the checkout, nothing was charged.
 */
export function paymentStatusBadge(status: string): { label: string; tone: string } {
  const label = PAYMENT_STATUS_LABELS[status] ?? status;
  const tone = status === 'completed' ? 'paid' : status === 'failed' ? 'failed' : 'pending';
  return { label, tone };
}

const REFUND_STATUS_LABELS: Readonly<Record<string, string>> = {
  queued: 'On the way',
  processing: 'On the way',
  processed: 'Refunded',
  failed: 'Delayed',
};

/** A refund's state for the customer: a failed one is retried by an admin, so the customer reads "Delayed". */
export function customerRefundLabel(status: string): string {
  return REFUND_STATUS_LABELS[status] ?? status;
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
    ['accepted', 'awaiting_confirmation', 'completed'].includes(booking.status) &&
    booking.payment_status === 'unpaid' &&
    (booking.price_kobo ?? 0) > 0
  );
}

/** Whether the customer is offered Cancel booking (pending or accepted: before the job), from the booking lifecycle. */
export function canCancelBooking(status: string): boolean {
  return canTransition('booking', status, 'cancelled', 'customer');
}
