import { formatDate, formatDateTime } from '@spotless/shared-data';
import { customerRefundLabel, paymentMethodDetail, paymentStatusBadge } from './labels';
import { paymentDate, type ClientPayment } from './payments';

/** A receipt's facts in words, the props of shared-ui's PaymentReceipt. */
export interface ReceiptFacts {
  reference: string;
  paidOn: string;
  paidBy: string | null;
  method: string;
  services: string;
  bookingDate: string | null;
  cleaner: string | null;
  amountKobo: number;
  status: string;
  refunds: { id: string; amountKobo: number; status: string; date: string }[];
}

/** What a receipt prints for a payment (Lagos dates, method with card digits, refunds oldest first). */
export function receiptFacts(payment: ClientPayment): ReceiptFacts {
  const booking = payment.booking;
  return {
    reference: payment.reference,
    paidOn: formatDateTime(paymentDate(payment)),
    paidBy: payment.customer_email,
    method: paymentMethodDetail(payment.method, payment.card_last4),
    services: booking?.services.join(', ') || 'Cleaning',
    bookingDate: booking?.scheduled_date ? formatDate(booking.scheduled_date) : null,
    cleaner: booking?.cleaner?.display_name ?? null,
    amountKobo: payment.amount_kobo,
    status: paymentStatusBadge(payment.status).label,
    refunds: payment.refunds.map((refund) => ({
      id: refund.id,
      amountKobo: refund.amount_kobo,
      status: customerRefundLabel(refund.status),
      date: formatDate(refund.processed_at ?? refund.created_at),
    })),
  };
}
