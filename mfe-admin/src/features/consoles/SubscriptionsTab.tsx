// Subscriptions console: active subscriptions from the database with Upgrade to premium.
import { MESSAGES } from '@spotless/shared-data';
import { useActiveSubscriptions, useUpgradeSubscription } from '@spotless/shared-data/console';
import { toast } from '@spotless/shared-ui';
import { toastError } from '../../lib/feedback';
import { SubscriptionsTable } from './SubscriptionsTable';

export function SubscriptionsTab() {
  const subscriptions = useActiveSubscriptions();
  const upgrade = useUpgradeSubscription();
  return (
    <SubscriptionsTable
      rows={subscriptions.data ?? []}
      loading={subscriptions.isLoading}
      error={subscriptions.error}
      onRetry={() => void subscriptions.refetch()}
      upgrading={upgrade.isPending}
      onUpgrade={(s) =>
        upgrade.mutate(s.id, { onSuccess: () => toast.success(MESSAGES.admin.subscriptionUpgraded), onError: (e) => toastError(e, MESSAGES.admin.subscriptionUpgradeFailed) })
      }
    />
  );
}
