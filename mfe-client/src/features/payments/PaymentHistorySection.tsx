// Payment History (Schedules & Payments tab; /client/payments).
import { errorMessage, MESSAGES } from '@spotless/shared-data';
import { useClientPayments } from '@spotless/shared-data/money';
import { ErrorState, Heading } from '@spotless/shared-ui';
import { PaymentsTable } from './PaymentsTable';

export default function PaymentHistorySection({ basePath = '/client' }: { basePath?: string }) {
  const payments = useClientPayments();
  return (
    <section aria-labelledby="payments-title" id="payment-history">
      <Heading level={2} id="payments-title">
        Payment History
      </Heading>
      {payments.isError ? (
        <ErrorState message={errorMessage(payments.error, MESSAGES.payments.loadFailed)} onRetry={() => void payments.refetch()} />
      ) : (
        <PaymentsTable payments={payments.data ?? []} loading={payments.isPending} receiptHref={(p) => `${basePath}/payments/${p.id}/receipt`} />
      )}
    </section>
  );
}
