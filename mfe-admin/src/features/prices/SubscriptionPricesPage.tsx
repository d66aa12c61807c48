// Subscriptions Prices: subscription plans with add / edit / duplicate / delete and the bulk auto-update.
import { useState } from 'react';
import {
  formatNaira,
  MESSAGES,
  useAdminPlans,
  useDeletePlan,
  useDuplicatePlan,
  useFrequencies,
  useSavePlan,
  type AdminPlan,
} from '@spotless/shared-data';
import { Button, Container, Heading, Modal, toast } from '@spotless/shared-ui';
import { confirmAction, DataTable } from '@spotless/shared-ui/antd';
import { QueryFrame, toastError } from '../../lib/feedback';
import { AutoUpdatePanel } from './AutoUpdatePanel';
import { PlanForm } from './PlanForm';

export default function SubscriptionPricesPage() {
  const plans = useAdminPlans();
  const frequencies = useFrequencies();
  const save = useSavePlan();
  const remove = useDeletePlan();
  const duplicate = useDuplicatePlan();
  const [editing, setEditing] = useState<AdminPlan | 'new' | null>(null);
  const row = editing === 'new' ? null : editing;
  const onDelete = async (plan: AdminPlan) => {
    if (!(await confirmAction({ title: 'Are you sure you want to delete this subscription?', okText: 'Delete', danger: true }))) return;
    remove.mutate(plan.id, { onSuccess: () => toast.success(MESSAGES.admin.subscriptionPlanDone('deleted')), onError: (e) => toastError(e, MESSAGES.admin.subscriptionPlanFailed('delete')) });
  };
  return (
    <Container>
      <Heading level={1}>Subscriptions Prices</Heading>
      <AutoUpdatePanel scope="subscription_plans" />
      <section aria-label="Subscription plans" style={{ marginTop: 16 }}>
        <Button onClick={() => setEditing('new')}>Add Subscription</Button>
        <QueryFrame isLoading={plans.isLoading} error={plans.error} onRetry={() => void plans.refetch()}>
          <DataTable<AdminPlan>
            caption="Subscription plans"
            rowKey="id"
            dataSource={plans.data ?? []}
            emptyText="No subscriptions found."
            columns={[
              { title: 'Building type', dataIndex: 'building_type' },
              { title: 'Rooms', dataIndex: 'num_rooms' },
              { title: 'Frequency', dataIndex: 'frequency_name' },
              { title: 'Price', dataIndex: 'price_kobo', render: (v: number) => formatNaira(v) },
              { title: 'Discount', dataIndex: 'discount_percentage', render: (v: number) => `${v}%` },
              { title: 'Final price', dataIndex: 'final_price_kobo', render: (v: number) => formatNaira(v) },
              { title: 'Description', dataIndex: 'description' },
              {
                title: 'Actions',
                key: 'actions',
                render: (_, p) => {
                  const name = `${p.building_type} ${p.num_rooms} rooms ${p.frequency_name}`;
                  return (
                    <span style={{ display: 'inline-flex', gap: 8, flexWrap: 'wrap' }}>
                      <Button size="sm" variant="secondary" aria-label={`Edit ${name}`} onClick={() => setEditing(p)}>
                        Edit
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={`Duplicate ${name}`}
                        disabled={duplicate.isPending}
                        onClick={() =>
                          duplicate.mutate(p, {
                            onSuccess: () => toast.success(MESSAGES.admin.subscriptionPlanDone('duplicated')),
                            onError: (e) => toastError(e, MESSAGES.admin.subscriptionPlanFailed('duplicate')),
                          })
                        }
                      >
                        Duplicate
                      </Button>
                      <Button size="sm" variant="danger" aria-label={`Delete ${name}`} disabled={remove.isPending} onClick={() => void onDelete(p)}>
                        Delete
                      </Button>
                    </span>
                  );
                },
              },
            ]}
          />
        </QueryFrame>
      </section>
      <Modal open={editing !== null} title={row ? 'Edit Subscription' : 'Add Subscription'} onClose={() => setEditing(null)}>
        {editing !== null ? (
          <PlanForm
            key={row?.id ?? 'new'}
            row={row}
            frequencies={frequencies.data ?? []}
            busy={save.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={(input) =>
              save.mutate(
                { id: row?.id, input },
                {
                  onSuccess: (action) => {
                    toast.success(MESSAGES.admin.subscriptionPlanDone(action));
                    setEditing(null);
                  },
                  onError: (e) => toastError(e, MESSAGES.admin.subscriptionPlanFailed('save')),
                },
              )
            }
          />
        ) : null}
      </Modal>
    </Container>
  );
}
