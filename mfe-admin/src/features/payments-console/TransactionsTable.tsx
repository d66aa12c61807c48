// Transactions (data-free): every payment, a page at a time, filtered by status and searched by reference or e-mail;
// Refund on completed and partly refunded Paystack payments. The action column stays pinned right so it shows on a
// 1366 px screen however wide the table gets.
import { useState } from 'react';
import {
  formatDate,
  MESSAGES,
} from '@spotless/shared-data';
import {
  adminPaymentStatusLabel,
  PAYMENT_STATUSES,
  paymentMethodLabel,
  refundableKobo,
  type AdminTransaction,
  type MoneyListQuery,
  type MoneyPage,
  type PaymentStatus,
} from '@spotless/shared-data/money';
import { Button, NairaAmount, StatusBadge, Text } from '@spotless/shared-ui';
import { DataTable } from '@spotless/shared-ui/antd';
import { QueryFrame, type ListState } from '../../lib/feedback';
import { ListFilters, Pager } from './ListControls';
import { RefundDialog } from './RefundDialog';

export function TransactionsTable({
  data,
  query,
  onQuery,
  refunding,
  onRefund,
  loading = false,
  error = null,
  onRetry,
}: {
  data: MoneyPage<AdminTransaction> | undefined;
  query: MoneyListQuery<PaymentStatus>;
  onQuery: (change: Partial<MoneyListQuery<PaymentStatus>>) => void;
  refunding?: boolean;
  onRefund: (payment: AdminTransaction, amountKobo: number, reason: string) => Promise<boolean>;
} & ListState) {
  const [toRefund, setToRefund] = useState<AdminTransaction | null>(null);
  return (
    <section aria-label="Transactions">
      <ListFilters
        label="Payments"
        status={query.status}
        statuses={PAYMENT_STATUSES.map((s) => ({ value: s, label: adminPaymentStatusLabel(s) }))}
        onStatus={(status) => onQuery({ status: status as PaymentStatus | 'all' })}
        search={query.search}
        onSearch={(search) => onQuery({ search })}
      />
      <QueryFrame isLoading={loading && !data} error={error} onRetry={onRetry}>
        <DataTable<AdminTransaction>
          caption="Payments"
          rowKey="id"
          loading={loading}
          pagination={false}
          dataSource={data?.rows ?? []}
          emptyText={MESSAGES.empty.payments}
          columns={[
            { title: 'Reference', key: 'reference', render: (_, p) => <code>{p.reference}</code> },
            {
              title: 'Customer',
              key: 'customer',
              render: (_, p) => (
                <>
                  {p.client_name || '—'}
                  <Text size="sm" tone="secondary">
                    {p.customer_email ?? p.client_email ?? ''}
                  </Text>
                </>
              ),
            },
            {
              title: 'Amount',
              key: 'amount',
              render: (_, p) => (
                <>
                  <NairaAmount kobo={p.amount_kobo} />
                  {p.refunded_kobo > 0 ? (
                    <Text size="sm" tone="secondary">
                      refunded <NairaAmount kobo={p.refunded_kobo} />
                    </Text>
                  ) : null}
                </>
              ),
            },
            { title: 'Method', key: 'method', render: (_, p) => (p.provider === 'manual' ? `${paymentMethodLabel(p.method)} (manual)` : paymentMethodLabel(p.method)) },
            { title: 'Status', key: 'status', render: (_, p) => <StatusBadge status={p.status} label={adminPaymentStatusLabel(p.status)} /> },
            { title: 'Date', key: 'date', render: (_, p) => formatDate(p.paid_at ?? p.created_at) },
            {
              title: 'Actions',
              key: 'actions',
              fixed: 'right',
              render: (_, p) =>
                refundableKobo(p) > 0 ? (
                  <Button size="sm" variant="secondary" onClick={() => setToRefund(p)} aria-label={`Refund ${p.reference}`} data-testid={`refund-${p.reference}`}>
                    Refund
                  </Button>
                ) : null,
            },
          ]}
        />
        {data ? <Pager label="Payments" page={data.page} pageSize={data.pageSize} total={data.total} onPage={(page) => onQuery({ page })} /> : null}
      </QueryFrame>
      <RefundDialog payment={toRefund} busy={refunding} onRefund={onRefund} onClose={() => setToRefund(null)} />
    </section>
  );
}
