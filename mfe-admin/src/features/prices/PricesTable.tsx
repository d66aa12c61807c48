// The cleaning prices list (data-free): substring filters on building type, condition, rooms and category, Add /
// Edit in a dialog, Delete after confirmation. onSave resolves true when the row was saved (the dialog closes).
import { useState } from 'react';
import { MESSAGES } from '@spotless/shared-data';
import { filterPrices, type AdminPrice, type PriceFilters, type PriceInput } from '@spotless/shared-data/console';
import { Button, formatNaira, Modal, TextField } from '@spotless/shared-ui';
import { confirmAction, DataTable } from '@spotless/shared-ui/antd';
import { QueryFrame } from '../../lib/feedback';
import { PriceForm } from './PriceForm';
import { RowActions } from './RowActions';

export function PricesTable({
  rows,
  loading = false,
  error = null,
  onRetry,
  saving,
  deleting,
  onSave,
  onDelete,
}: {
  rows: readonly AdminPrice[];
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  saving?: boolean;
  deleting?: boolean;
  onSave: (id: string | undefined, input: PriceInput) => Promise<boolean>;
  onDelete: (price: AdminPrice) => void;
}) {
  const [filters, setFilters] = useState<PriceFilters>({});
  const [editing, setEditing] = useState<AdminPrice | 'new' | null>(null);
  const row = editing === 'new' ? null : editing;
  const askDelete = async (price: AdminPrice) => {
    if (await confirmAction({ title: 'Are you sure you want to delete this price?', okText: 'Delete', danger: true })) onDelete(price);
  };
  const filter = (key: keyof PriceFilters, label: string) => (
    <TextField label={label} value={filters[key] ?? ''} onChange={(e) => setFilters((f) => ({ ...f, [key]: e.target.value }))} />
  );
  return (
    <section aria-label="Cleaning prices" style={{ marginTop: 16 }}>
      <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', alignItems: 'end' }}>
        {filter('buildingType', 'Filter by building type')}
        {filter('condition', 'Filter by condition')}
        {filter('rooms', 'Filter by rooms')}
        {filter('category', 'Filter by category')}
        <Button onClick={() => setEditing('new')}>Add Price</Button>
      </div>
      <QueryFrame isLoading={loading} error={error} onRetry={onRetry}>
        <DataTable<AdminPrice>
          caption="Cleaning prices"
          rowKey="id"
          dataSource={filterPrices(rows, filters)}
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
              render: (_, p) => (
                <RowActions
                  name={`${p.building_type} ${p.building_condition} ${p.num_rooms} rooms ${p.service_category}`}
                  onEdit={() => setEditing(p)}
                  onDelete={() => void askDelete(p)}
                  deleting={deleting}
                />
              ),
            },
          ]}
        />
      </QueryFrame>
      <Modal open={editing !== null} title={row ? 'Edit Price' : 'Add Price'} onClose={() => setEditing(null)}>
        {editing !== null ? (
          <PriceForm
            key={row?.id ?? 'new'}
            row={row}
            busy={saving}
            onCancel={() => setEditing(null)}
            onSubmit={(input) => void onSave(row?.id, input).then((saved) => saved && setEditing(null))}
          />
        ) : null}
      </Modal>
    </section>
  );
}
