// Prices Dashboard: the bulk auto-update and the cleaning prices list, wired to the database with the spec's toasts.
import { MESSAGES } from '@spotless/shared-data';
import { useAdminPrices, useDeletePrice, useSavePrice } from '@spotless/shared-data/console';
import { Container, Heading, toast } from '@spotless/shared-ui';
import { toastError } from '../../lib/feedback';
import { AutoUpdatePanel } from './AutoUpdatePanel';
import { PricesTable } from './PricesTable';

export default function PricesPage() {
  const prices = useAdminPrices();
  const save = useSavePrice();
  const remove = useDeletePrice();
  return (
    <Container>
      <Heading level={1}>Prices Dashboard</Heading>
      <AutoUpdatePanel scope="cleaning_prices" rows={prices.data} />
      <PricesTable
        rows={prices.data ?? []}
        loading={prices.isLoading}
        error={prices.error}
        onRetry={() => void prices.refetch()}
        saving={save.isPending}
        deleting={remove.isPending}
        onSave={(id, input) =>
          save.mutateAsync({ id, input }).then(
            () => {
              toast.success(MESSAGES.admin.priceDone(id ? 'updated' : 'added'));
              return true;
            },
            (e: unknown) => {
              toastError(e, MESSAGES.admin.priceFailed(id ? 'updating' : 'adding'));
              return false;
            },
          )
        }
        onDelete={(price) =>
          remove.mutate(price.id, { onSuccess: () => toast.success(MESSAGES.admin.priceDone('deleted')), onError: (e) => toastError(e, MESSAGES.admin.priceFailed('deleting')) })
        }
      />
    </Container>
  );
}
