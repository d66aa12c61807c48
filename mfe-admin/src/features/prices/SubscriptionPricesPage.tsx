// Subscriptions Prices: the bulk auto-update and the subscription plans list, wired to the database with the spec's toasts.
import { MESSAGES, useFrequencies } from '@spotless/shared-data';
import { useAdminPlans, useDeletePlan, useDuplicatePlan, useSavePlan } from '@spotless/shared-data/console';
import { Container, Heading, toast } from '@spotless/shared-ui';
import { toastError } from '../../lib/feedback';
import { AutoUpdatePanel } from './AutoUpdatePanel';
import { PlansTable } from './PlansTable';

export default function SubscriptionPricesPage() {
  const plans = useAdminPlans();
  const frequencies = useFrequencies();
  const save = useSavePlan();
  const remove = useDeletePlan();
  const duplicate = useDuplicatePlan();
  return (
    <Container>
      <Heading level={1}>Subscriptions Prices</Heading>
      <AutoUpdatePanel scope="subscription_plans" rows={plans.data} />
      <PlansTable
        rows={plans.data ?? []}
        frequencies={frequencies.data ?? []}
        loading={plans.isLoading}
        error={plans.error}
        onRetry={() => void plans.refetch()}
        saving={save.isPending}
        deleting={remove.isPending}
        duplicating={duplicate.isPending}
        onSave={(id, input) =>
          save.mutateAsync({ id, input }).then(
            (action) => {
              toast.success(MESSAGES.admin.subscriptionPlanDone(action));
              return true;
            },
            (e: unknown) => {
              toastError(e, MESSAGES.admin.subscriptionPlanFailed('save'));
              return false;
            },
          )
        }
        onDuplicate={(plan) =>
          duplicate.mutate(plan, {
            onSuccess: () => toast.success(MESSAGES.admin.subscriptionPlanDone('duplicated')),
            onError: (e) => toastError(e, MESSAGES.admin.subscriptionPlanFailed('duplicate')),
          })
        }
        onDelete={(plan) =>
          remove.mutate(plan.id, { onSuccess: () => toast.success(MESSAGES.admin.subscriptionPlanDone('deleted')), onError: (e) => toastError(e, MESSAGES.admin.subscriptionPlanFailed('delete')) })
        }
      />
    </Container>
  );
}
