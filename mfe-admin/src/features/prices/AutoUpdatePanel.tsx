// The bulk auto-update of a price list, wired to the database: its stored settings and locks, and the run itself
// (refused while "Lock all prices" is on).
import { MESSAGES } from '@spotless/shared-data';
import { useAutoUpdatePrices, usePriceUpdateSettings, useSetPriceLocks, type PriceScope } from '@spotless/shared-data/console';
import { Card, toast } from '@spotless/shared-ui';
import { QueryFrame, toastError } from '../../lib/feedback';
import { AutoUpdateForm } from './AutoUpdateForm';
import type { UpdatableRow } from './auto-update';

/** Subscription plans are priced per visit: the form says so, as the database applies it. */
const PER_VISIT_HINT = "Per visit: each plan's monthly price is rooms × this × its visits a month.";

const doneText = (scope: PriceScope) => (scope === 'subscription_plans' ? MESSAGES.admin.autoUpdated : MESSAGES.admin.priceDone('updated'));

export function AutoUpdatePanel({ scope, rows }: { scope: PriceScope; rows?: readonly UpdatableRow[] }) {
  const settings = usePriceUpdateSettings(scope);
  const locks = useSetPriceLocks(scope);
  const update = useAutoUpdatePrices(scope);
  return (
    <Card title="Auto-update prices" titleLevel={2}>
      <QueryFrame isLoading={settings.isLoading} error={settings.error} onRetry={() => void settings.refetch()}>
        {settings.data ? (
          <AutoUpdateForm
            name={`${scope}-types`}
            settings={settings.data}
            rows={rows}
            busy={update.isPending}
            perRoomHint={scope === 'subscription_plans' ? PER_VISIT_HINT : undefined}
            onLock={(patch) =>
              locks.mutateAsync(patch).catch((e: unknown) => {
                toastError(e, MESSAGES.admin.autoUpdateFailed);
                throw e;
              })
            }
            onSubmit={(input) =>
              update.mutate(input, { onSuccess: () => toast.success(doneText(scope)), onError: (e) => toastError(e, MESSAGES.admin.autoUpdateFailed) })
            }
          />
        ) : null}
      </QueryFrame>
    </Card>
  );
}
