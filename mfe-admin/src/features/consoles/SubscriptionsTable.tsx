// Subscriptions (data-free): active subscriptions; a standard one can be upgraded to premium.
import { formatDate } from '@spotless/shared-data';
import type { AdminSubscription } from '@spotless/shared-data/console';
import { Button } from '@spotless/shared-ui';
import { DataTable } from '@spotless/shared-ui/antd';
import { QueryFrame, type ListState } from '../../lib/feedback';

/** Dates read as in every other table ("25 Nov 2026"), not as the database's 2026-11-25. */
const dayOrDash = (value: string | null) => (value ? formatDate(value) : '—');

export function SubscriptionsTable({
  rows,
  upgrading,
  onUpgrade,
  loading = false,
  error = null,
  onRetry,
}: { rows: readonly AdminSubscription[]; upgrading?: boolean; onUpgrade: (subscription: AdminSubscription) => void } & ListState) {
  return (
    <QueryFrame isLoading={loading} error={error} onRetry={onRetry}>
      <DataTable<AdminSubscription>
        caption="Active subscriptions"
        rowKey="id"
        dataSource={[...rows]}
        emptyText="No subscriptions found."
        columns={[
          { title: 'Client', dataIndex: 'client_name' },
          { title: 'Email', dataIndex: 'client_email' },
          { title: 'Type', dataIndex: 'subscription_type', render: (t: string) => (t === 'premium' ? 'Premium' : 'Standard') },
          { title: 'Start', dataIndex: 'start_date', render: dayOrDash },
          { title: 'End', dataIndex: 'end_date', render: dayOrDash },
          {
            title: 'Actions',
            key: 'actions',
            render: (_, s) =>
              s.subscription_type === 'premium' ? null : (
                <Button size="sm" disabled={upgrading} aria-label={`Upgrade ${s.client_name} to premium`} onClick={() => onUpgrade(s)}>
                  Upgrade to premium
                </Button>
              ),
          },
        ]}
      />
    </QueryFrame>
  );
}
