// The guest's return from Paystack, on My requests (/my-requests?reference=…&trxref=…, or ?cancelled=1): verifies
// the payment, says how it went, and then clears the query string so a reload or a shared link does not check again.
// What the URL said is kept in state, so the result and its actions stay on the page.
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@spotless/shared-ui/router';
import {
  isDataError,
  MESSAGES,
  useAuth,
  useMyBooking,
  type MyBooking,
} from '@spotless/shared-data';
import {
  canPayBooking,
  forgetCheckout,
  paymentResultOf,
  readPaymentReturn,
  recallCheckout,
  useVerifyPayment,
  type ClientPayment,
  type PaymentResult,
} from '@spotless/shared-data/money';
import { Button, ErrorState, PaymentResultPanel } from '@spotless/shared-ui';

const RESULT_TEXT: Record<PaymentResult, string> = {
  paid: MESSAGES.payments.paid,
  failed: MESSAGES.payments.failed,
  cancelled: MESSAGES.payments.cancelled,
  pending: 'A bank transfer or USSD payment can take a few minutes to arrive.',
  refunded: MESSAGES.payments.refundedAtOnce,
};

export interface GuestPaymentReturnProps {
  /** The guest's bookings on screen (Try again needs the booking's price; one on another page is read by its id). */
  bookings: readonly MyBooking[];
  /** The guest's payments, kept live (the webhook may record the money while "Still waiting" shows). */
  payments: readonly ClientPayment[];
  /** Opens Pay now again for a booking, with the e-mail typed last time. */
  onPayAgain: (booking: MyBooking, email: string | null) => void;
  onShowReceipt: (payment: ClientPayment) => void;
}

export function GuestPaymentReturn({ bookings, payments, onPayAgain, onShowReceipt }: GuestPaymentReturnProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const [back] = useState(() => readPaymentReturn(location.search));
  const [remembered] = useState(() => recallCheckout());
  const [dismissed, setDismissed] = useState(false);
  const authStatus = useAuth((s) => s.status);
  const signedIn = authStatus === 'signed-in';
  const reference = back && !back.cancelled ? back.reference : null;
  const verify = useVerifyPayment(reference, { enabled: signedIn });

  const recorded = reference ? payments.find((p) => p.reference === reference) : undefined;
  let result: PaymentResult | null = back?.cancelled ? 'cancelled' : verify.data ? paymentResultOf(verify.data) : null;
  if (result === 'pending' && recorded && ['completed', 'partially_refunded', 'refunded'].includes(recorded.status)) result = 'paid';
  const settled = result !== null || verify.isError || (back !== null && !back.cancelled && !back.reference);
  // My requests shows a page of bookings: the one paid for may be on another, so it is then read by its id.
  const bookingId = verify.data?.booking_id ?? remembered?.bookingId ?? null;
  const listed = bookings.find((b) => b.id === bookingId);
  const offPage = useMyBooking(back && !listed ? bookingId : null);
  const booking = listed ?? offPage.data ?? undefined;

  useEffect(() => {
    if (result === 'paid') forgetCheckout();
  }, [result]);
  useEffect(() => {
    if (settled && location.search) void navigate({ pathname: location.pathname, search: '' }, { replace: true });
  }, [settled, location.pathname, location.search, navigate]);

  // No session (another browser, or cleared storage): the payment is not this visitor's to check.
  if (!back || dismissed || (!back.cancelled && !back.reference) || authStatus === 'signed-out') return null;
  if (!result && verify.isError) {
    return (
      <ErrorState
        message={isDataError(verify.error) ? verify.error.message : MESSAGES.payments.verifyFailed}
        onRetry={() => void verify.refetch()}
      />
    );
  }
  if (!result) return <PaymentResultPanel result="checking" reference={reference} />;

  const close = (
    <Button variant="ghost" onClick={() => setDismissed(true)}>
      Close
    </Button>
  );
  let actions: React.ReactNode = close;
  if (result === 'paid' && recorded) {
    actions = (
      <>
        <Button onClick={() => onShowReceipt(recorded)} data-testid="view-receipt">
          View receipt
        </Button>
        {close}
      </>
    );
  } else if (result === 'pending') {
    actions = (
      <>
        <Button onClick={() => void verify.refetch()} loading={verify.isFetching} loadingText="Checking..." data-testid="check-again">
          Check again
        </Button>
        {close}
      </>
    );
  } else if ((result === 'failed' || result === 'cancelled') && booking && canPayBooking(booking)) {
    actions = (
      <>
        <Button onClick={() => onPayAgain(booking, remembered?.email ?? null)} data-testid="pay-again">
          Try again
        </Button>
        {close}
      </>
    );
  }
  return (
    <PaymentResultPanel
      result={result}
      message={RESULT_TEXT[result]}
      amountKobo={verify.data?.amount_kobo ?? (result === 'cancelled' ? null : recorded?.amount_kobo)}
      reference={reference}
      actions={actions}
    />
  );
}
