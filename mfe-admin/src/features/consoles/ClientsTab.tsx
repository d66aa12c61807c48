// Client List console: clients from the database.
import { useAdminClients } from '@spotless/shared-data';
import { ClientsTable } from './ClientsTable';

export function ClientsTab() {
  const clients = useAdminClients();
  return <ClientsTable rows={clients.data ?? []} loading={clients.isLoading} error={clients.error} onRetry={() => void clients.refetch()} />;
}
