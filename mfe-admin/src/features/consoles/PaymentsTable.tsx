// Payments (data-free): Completed / Pending filter, amounts in naira.
import { useState } from 'react';
import { formatDate, MESSAGES, type AdminPayment } from '@spotless/shared-data';
import { formatNaira, SelectField, StatusBadge } from '@spotless/shared-ui';
import { DataTable } from '@spotless/shared-ui/antd';
import { QueryFrame, type ListState } from '../../lib/feedback';

export type PaymentFilter = 'all' | 'completed' | 'pending';

export function filterPayments(rows: readonly AdminPayment[], filter: PaymentFilter): AdminPayment[] {
  return filter === 'all' ? [...rows] : rows.filter((p) => p.status === filter);
}

export function PaymentsTable({ rows, loading = false, error = null, onRetry }: { rows: readonly AdminPayment[] } & ListState) {
  const [filter, setFilter] = useState<PaymentFilter>('all');
  return (
    <section aria-label="Payments">
      <div style={{ maxWidth: 240 }}>
        <SelectField
          label="Status"
          value={filter}
          onValueChange={(v) => setFilter(v as PaymentFilter)}
          options={[
            { value: 'all', label: 'All' },
            { value: 'completed', label: 'Completed' },
            { value: 'pending', label: 'Pending' },
          ]}
        />
      </div>
      <QueryFrame isLoading={loading} error={error} onRetry={onRetry}>
        <DataTable<AdminPayment>
          caption="Payments"
          rowKey="id"
          dataSource={filterPayments(rows, filter)}
          emptyText={MESSAGES.empty.payments}
          columns={[
            { title: 'Client', dataIndex: 'client_name' },
            { title: 'Amount', dataIndex: 'amount_kobo', render: (v: number) => formatNaira(v) },
            { title: 'Method', dataIndex: 'method' },
            { title: 'Reference', dataIndex: 'reference' },
            { title: 'Date', key: 'date', render: (_, p) => formatDate(p.paid_at ?? p.created_at) },
            { title: 'Status', dataIndex: 'status', render: (s: string) => <StatusBadge status={s === 'completed' ? 'Completed' : s === 'pending' ? 'Pending' : s} /> },
          ]}
        />
      </QueryFrame>
    </section>
  );
}
