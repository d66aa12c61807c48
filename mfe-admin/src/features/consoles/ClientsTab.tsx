// Client List: every client with contact and residence.
import { useAdminClients, type AdminClient } from '@spotless/shared-data';
import { DataTable } from '@spotless/shared-ui/antd';
import { QueryFrame } from '../../lib/feedback';

export function ClientsTab() {
  const clients = useAdminClients();
  return (
    <QueryFrame isLoading={clients.isLoading} error={clients.error} onRetry={() => void clients.refetch()}>
      <DataTable<AdminClient>
        caption="Clients"
        rowKey="id"
        dataSource={clients.data ?? []}
        emptyText="No clients found."
        columns={[
          { title: 'Name', dataIndex: 'full_name' },
          { title: 'Email', dataIndex: 'email' },
          { title: 'Phone', dataIndex: 'phone' },
          { title: 'State', dataIndex: 'state_of_residence' },
          { title: 'LGA', dataIndex: 'lga_of_residence' },
        ]}
      />
    </QueryFrame>
  );
}
