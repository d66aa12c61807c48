export {
  fetchBookingContactEmail,
  fetchClientPayments,
  fetchPaymentReceipt,
  paymentDate,
  useBookingContactEmail,
  useClientPayments,
  useCustomerPayments,
  usePaymentReceipt,
  type ClientPayment,
  type PaymentRefund,
} from './payments';
export {
  bookingPaymentBadge,
  canCancelBooking,
  canPayBooking,
  paymentMethodDetail,
  paymentMethodLabel,
  paymentStatusBadge,
  customerRefundLabel,
  type PayableBooking,
} from './labels';
export {
  forgetCheckout,
  paymentResultOf,
  processDueMoneyInBackground,
  readPaymentReturn,
  recallCheckout,
  startPayment,
  useStartPayment,
  useVerifyPayment,
  verifyPayment,
  type PaymentCheckout,
  type PaymentResult,
  type PaymentReturn,
  type PaymentVerification,
  type RememberedCheckout,
  type StartPaymentInput,
} from './checkout';
export { useCancelBooking, type CancelBookingInput } from './cancel-booking';
export { receiptFacts, type ReceiptFacts } from './receipt';
