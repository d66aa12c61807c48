// Payments console: every payment, from the database.
import { useAdminPayments } from '@spotless/shared-data';
import { PaymentsTable } from './PaymentsTable';

export function PaymentsTab() {
  const payments = useAdminPayments();
  return <PaymentsTable rows={payments.data ?? []} loading={payments.isLoading} error={payments.error} onRetry={() => void payments.refetch()} />;
}
