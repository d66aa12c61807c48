// Client List (data-free): every client with contact and residence.
import type { AdminClient } from '@spotless/shared-data/console';
import { DataTable } from '@spotless/shared-ui/antd';
import { QueryFrame, type ListState } from '../../lib/feedback';

export function ClientsTable({ rows, loading = false, error = null, onRetry }: { rows: readonly AdminClient[] } & ListState) {
  return (
    <QueryFrame isLoading={loading} error={error} onRetry={onRetry}>
      <DataTable<AdminClient>
        caption="Clients"
        // One page from the database; the container shows the pager with the total.
        pagination={false}
        rowKey="id"
        dataSource={[...rows]}
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
