// A printable receipt (/client/payments/:paymentId/receipt): Print calls window.print(); on paper only the receipt
// shows (the receipt's own print rules hide the app around it).
import { useParams, Link } from '@spotless/shared-ui/router';
import { isDataError, MESSAGES } from '@spotless/shared-data';
import { receiptFacts, usePaymentReceipt } from '@spotless/shared-data/money';
import { ErrorState, LinkButton, Loading, PaymentReceipt } from '@spotless/shared-ui';

export default function PaymentReceiptPage({ basePath = '/client' }: { basePath?: string }) {
  const { paymentId } = useParams();
  const receipt = usePaymentReceipt(paymentId);
  const backLink = (
    <LinkButton as={Link} to={`${basePath}/payments`} variant="secondary">
      Back to Payment History
    </LinkButton>
  );
  if (receipt.isError) {
    const notFound = isDataError(receipt.error) && receipt.error.message === MESSAGES.payments.receiptNotFound;
    return (
      <ErrorState
        message={isDataError(receipt.error) ? receipt.error.message : MESSAGES.payments.receiptLoadFailed}
        onRetry={notFound ? undefined : () => void receipt.refetch()}
      />
    );
  }
  if (!receipt.data) return <Loading message="Loading receipt..." />;
  return <PaymentReceipt {...receiptFacts(receipt.data)} actions={backLink} />;
}

