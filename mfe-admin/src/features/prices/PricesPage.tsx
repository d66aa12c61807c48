// Prices Dashboard: cleaning prices with substring filters (building type, condition, rooms, category), add / edit /
// delete, and the bulk auto-update.
import { useState } from 'react';
import { filterPrices, formatNaira, MESSAGES, useAdminPrices, useDeletePrice, useSavePrice, type AdminPrice, type PriceFilters } from '@spotless/shared-data';
import { Button, Container, Heading, Modal, TextField, toast } from '@spotless/shared-ui';
import { confirmAction, DataTable } from '@spotless/shared-ui/antd';
import { QueryFrame, toastError } from '../../lib/feedback';
import { AutoUpdatePanel } from './AutoUpdatePanel';
import { PriceForm } from './PriceForm';

export default function PricesPage() {
  const prices = useAdminPrices();
  const save = useSavePrice();
  const remove = useDeletePrice();
  const [filters, setFilters] = useState<PriceFilters>({});
  const [editing, setEditing] = useState<AdminPrice | 'new' | null>(null);
  const row = editing === 'new' ? null : editing;
  const onDelete = async (price: AdminPrice) => {
    if (!(await confirmAction({ title: 'Are you sure you want to delete this price?', okText: 'Delete', danger: true }))) return;
    remove.mutate(price.id, { onSuccess: () => toast.success(MESSAGES.admin.priceDone('deleted')), onError: (e) => toastError(e, MESSAGES.admin.priceFailed('deleting')) });
  };
  const filter = (key: keyof PriceFilters, label: string) => (
    <TextField label={label} value={filters[key] ?? ''} onChange={(e) => setFilters((f) => ({ ...f, [key]: e.target.value }))} />
  );
  return (
    <Container>
      <Heading level={1}>Prices Dashboard</Heading>
      <AutoUpdatePanel scope="cleaning_prices" />
      <section aria-label="Cleaning prices" style={{ marginTop: 16 }}>
        <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', alignItems: 'end' }}>
          {filter('buildingType', 'Filter by building type')}
          {filter('condition', 'Filter by condition')}
          {filter('rooms', 'Filter by rooms')}
          {filter('category', 'Filter by category')}
          <Button onClick={() => setEditing('new')}>Add Price</Button>
        </div>
        <QueryFrame isLoading={prices.isLoading} error={prices.error} onRetry={() => void prices.refetch()}>
          <DataTable<AdminPrice>
            caption="Cleaning prices"
            rowKey="id"
            dataSource={filterPrices(prices.data ?? [], filters)}
            emptyText={MESSAGES.visitors.noMatchingPrices}
            columns={[
              { title: 'Building type', dataIndex: 'building_type' },
              { title: 'Condition', dataIndex: 'building_condition' },
              { title: 'Rooms', dataIndex: 'num_rooms' },
              { title: 'Category', dataIndex: 'service_category' },
              { title: 'Base price', dataIndex: 'base_price_kobo', render: (v: number) => formatNaira(v) },
              { title: 'Discount', dataIndex: 'discount_percentage', render: (v: number) => `${v}%` },
              { title: 'Final price', dataIndex: 'final_price_kobo', render: (v: number) => formatNaira(v) },
              { title: 'Description', dataIndex: 'description' },
              {
                title: 'Actions',
                key: 'actions',
                render: (_, p) => {
                  const name = `${p.building_type} ${p.building_condition} ${p.num_rooms} rooms ${p.service_category}`;
                  return (
                    <span style={{ display: 'inline-flex', gap: 8 }}>
                      <Button size="sm" variant="secondary" aria-label={`Edit ${name}`} onClick={() => setEditing(p)}>
                        Edit
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
      <Modal open={editing !== null} title={row ? 'Edit Price' : 'Add Price'} onClose={() => setEditing(null)}>
        {editing !== null ? (
          <PriceForm
            key={row?.id ?? 'new'}
            row={row}
            busy={save.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={(input) =>
              save.mutate(
                { id: row?.id, input },
                {
                  onSuccess: () => {
                    toast.success(MESSAGES.admin.priceDone(row ? 'updated' : 'added'));
                    setEditing(null);
                  },
                  onError: (e) => toastError(e, MESSAGES.admin.priceFailed(row ? 'updating' : 'adding')),
                },
              )
            }
          />
        ) : null}
      </Modal>
    </Container>
  );
}
