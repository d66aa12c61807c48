// The subscription plans list (data-free): Add / Edit in a dialog, Duplicate, Delete after confirmation. onSave
// resolves true when the plan was saved (the dialog closes).
import { useState } from 'react';
import type { Frequency } from '@spotless/shared-data';
import type { AdminPlan, PlanInput } from '@spotless/shared-data/console';
import { Button, formatNaira, Modal } from '@spotless/shared-ui';
import { confirmAction, DataTable } from '@spotless/shared-ui/antd';
import { QueryFrame } from '../../lib/feedback';
import { PlanForm } from './PlanForm';
import { RowActions } from './RowActions';

export function PlansTable({
  rows,
  frequencies,
  loading = false,
  error = null,
  onRetry,
  saving,
  deleting,
  duplicating,
  onSave,
  onDuplicate,
  onDelete,
}: {
  rows: readonly AdminPlan[];
  frequencies: readonly Frequency[];
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  saving?: boolean;
  deleting?: boolean;
  duplicating?: boolean;
  onSave: (id: string | undefined, input: PlanInput) => Promise<boolean>;
  onDuplicate: (plan: AdminPlan) => void;
  onDelete: (plan: AdminPlan) => void;
}) {
  const [editing, setEditing] = useState<AdminPlan | 'new' | null>(null);
  const row = editing === 'new' ? null : editing;
  const askDelete = async (plan: AdminPlan) => {
    if (await confirmAction({ title: 'Are you sure you want to delete this subscription?', okText: 'Delete', danger: true })) onDelete(plan);
  };
  return (
    <section aria-label="Subscription plans" style={{ marginTop: 16 }}>
      <Button onClick={() => setEditing('new')}>Add Subscription</Button>
      <QueryFrame isLoading={loading} error={error} onRetry={onRetry}>
        <DataTable<AdminPlan>
          caption="Subscription plans"
          rowKey="id"
          dataSource={[...rows]}
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
              render: (_, p) => (
                <RowActions
                  name={`${p.building_type} ${p.num_rooms} rooms ${p.frequency_name}`}
                  onEdit={() => setEditing(p)}
                  onDelete={() => void askDelete(p)}
                  deleting={deleting}
                  duplicate={{ onDuplicate: () => onDuplicate(p), busy: duplicating }}
                />
              ),
            },
          ]}
        />
      </QueryFrame>
      <Modal open={editing !== null} title={row ? 'Edit Subscription' : 'Add Subscription'} onClose={() => setEditing(null)}>
        {editing !== null ? (
          <PlanForm
            key={row?.id ?? 'new'}
            row={row}
            frequencies={frequencies}
            busy={saving}
            onCancel={() => setEditing(null)}
            onSubmit={(input) => void onSave(row?.id, input).then((saved) => saved && setEditing(null))}
          />
        ) : null}
      </Modal>
    </section>
  );
}
