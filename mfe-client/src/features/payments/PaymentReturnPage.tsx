// Back from Paystack (/client/payments/return?reference=…&trxref=…, or ?cancelled=1 when the customer pressed
// Cancel): asks the server to verify the payment with Paystack and says how it went, with what to do next. Works on a
// fresh page load: the reference comes from the URL, the booking from the answer (or, after a cancel, from the
// checkout this tab remembered).
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from '@spotless/shared-ui/router';
import { type ClientBooking, errorMessage, MESSAGES, useAuth, useClientBooking } from '@spotless/shared-data';
import {
  canPayBooking,
  forgetCheckout,
  paymentResultOf,
  readPaymentReturn,
  recallCheckout,
  useClientPayments,
  useVerifyPayment,
  type PaymentResult,
} from '@spotless/shared-data/money';
import { Button, EmptyState, ErrorState, LinkButton, PaymentResultPanel } from '@spotless/shared-ui';
import { Stack } from '../../components/layout';
import { PayNowDialog } from './PayNowDialog';

const RESULT_TEXT: Record<PaymentResult, string> = {
  paid: MESSAGES.payments.paid,
  failed: MESSAGES.payments.failed,
  cancelled: MESSAGES.payments.cancelled,
  pending: 'A bank transfer or USSD payment can take a few minutes to arrive.',
  refunded: MESSAGES.payments.refundedAtOnce,
};

export interface PaymentReturnPageProps {
  basePath?: string;
  goTo?: (url: string) => void;
}

export default function PaymentReturnPage({ basePath = '/client', goTo }: PaymentReturnPageProps) {
  const { search } = useLocation();
  const back = useMemo(() => readPaymentReturn(search), [search]);
  const signedIn = useAuth((s) => s.status === 'signed-in');
  const accountEmail = useAuth((s) => s.user?.email ?? null);
  const remembered = useMemo(() => recallCheckout(), []);
  const reference = back && !back.cancelled ? back.reference : null;
  const verify = useVerifyPayment(reference, { enabled: signedIn });
  const payments = useClientPayments();
  const [paying, setPaying] = useState<ClientBooking | null>(null);

  // The webhook may record the money while the customer looks at "Still waiting": the live payment list says so.
  const recorded = reference ? payments.data?.find((p) => p.reference === reference) : undefined;
  let result: PaymentResult | null = back?.cancelled ? 'cancelled' : verify.data ? paymentResultOf(verify.data) : null;
  if (result === 'pending' && recorded && ['completed', 'partially_refunded', 'refunded'].includes(recorded.status)) result = 'paid';

  useEffect(() => {
    if (result === 'paid') forgetCheckout();
  }, [result]);

  const bookingId = verify.data?.booking_id ?? remembered?.bookingId ?? null;
  const booking = useClientBooking(bookingId).data ?? null;
  const bookingsLink = (
    <LinkButton as={Link} to={`${basePath}/bookings`} variant="secondary">
      Back to bookings
    </LinkButton>
  );

  let body: React.ReactNode;
  if (!back || (!back.cancelled && !back.reference)) {
    body = <EmptyState message="There is no payment to check here." action={bookingsLink} />;
  } else if (!result && verify.isError) {
    body = <ErrorState message={errorMessage(verify.error, MESSAGES.payments.verifyFailed)} onRetry={() => void verify.refetch()} />;
  } else if (!result) {
    body = <PaymentResultPanel result="checking" reference={reference} />;
  } else {
    let actions: React.ReactNode;
    if (result === 'paid') {
      actions = (
        <>
          {recorded ? (
            <LinkButton as={Link} to={`${basePath}/payments/${recorded.id}/receipt`} data-testid="view-receipt">
              View receipt
            </LinkButton>
          ) : null}
          {bookingsLink}
        </>
      );
    } else if (result === 'pending') {
      actions = (
        <>
          <Button onClick={() => void verify.refetch()} loading={verify.isFetching} loadingText="Checking..." data-testid="check-again">
            Check again
          </Button>
          {bookingsLink}
        </>
      );
    } else if (result === 'refunded') {
      actions = (
        <LinkButton as={Link} to={`${basePath}/payments`} variant="secondary">
          Payment History
        </LinkButton>
      );
    } else {
      actions = (
        <>
          {booking && canPayBooking(booking) ? (
            <Button onClick={() => setPaying(booking)} data-testid="pay-again">
              Try again
            </Button>
          ) : null}
          {bookingsLink}
        </>
      );
    }
    body = (
      <PaymentResultPanel
        result={result}
        message={RESULT_TEXT[result]}
        amountKobo={verify.data?.amount_kobo ?? (result === 'cancelled' ? null : recorded?.amount_kobo)}
        reference={reference}
        actions={actions}
      />
    );
  }

  return (
    <Stack $gap={16}>
      {body}
      <PayNowDialog
        booking={paying}
        defaultEmail={remembered?.email ?? accountEmail}
        returnPath={`${basePath}/payments/return`}
        onClose={() => setPaying(null)}
        goTo={goTo}
      />
    </Stack>
  );
}
