// Subscriptions: active subscriptions with Upgrade to premium.
import { MESSAGES, useActiveSubscriptions, useUpgradeSubscription, type AdminSubscription } from '@spotless/shared-data';
import { Button, toast } from '@spotless/shared-ui';
import { DataTable } from '@spotless/shared-ui/antd';
import { QueryFrame, toastError } from '../../lib/feedback';

export function SubscriptionsTab() {
  const subscriptions = useActiveSubscriptions();
  const upgrade = useUpgradeSubscription();
  return (
    <QueryFrame isLoading={subscriptions.isLoading} error={subscriptions.error} onRetry={() => void subscriptions.refetch()}>
      <DataTable<AdminSubscription>
        caption="Active subscriptions"
        rowKey="id"
        dataSource={subscriptions.data ?? []}
        emptyText="No subscriptions found."
        columns={[
          { title: 'Client', dataIndex: 'client_name' },
          { title: 'Email', dataIndex: 'client_email' },
          { title: 'Type', dataIndex: 'subscription_type' },
          { title: 'Start', dataIndex: 'start_date' },
          { title: 'End', dataIndex: 'end_date' },
          {
            title: 'Actions',
            key: 'actions',
            render: (_, s) =>
              s.subscription_type === 'premium' ? null : (
                <Button
                  size="sm"
                  disabled={upgrade.isPending}
                  aria-label={`Upgrade ${s.client_name} to premium`}
                  onClick={() =>
                    upgrade.mutate(s.id, {
                      onSuccess: () => toast.success(MESSAGES.admin.subscriptionUpgraded),
                      onError: (e) => toastError(e, MESSAGES.admin.subscriptionUpgradeFailed),
                    })
                  }
                >
                  Upgrade to premium
                </Button>
              ),
          },
        ]}
      />
    </QueryFrame>
  );
}
