// Refunds (data-free): money sent back to customers, a page at a time, by status, searched by the payment's reference
// or e-mail; Retry on a failed refund.
import {
  formatDate,
} from '@spotless/shared-data';
import {
  adminRefundStatusLabel,
  REFUND_STATUSES,
  type AdminRefund,
  type MoneyListQuery,
  type MoneyPage,
  type RefundStatus,
} from '@spotless/shared-data/money';
import { Button, NairaAmount, StatusBadge, Text } from '@spotless/shared-ui';
import { DataTable } from '@spotless/shared-ui/antd';
import { QueryFrame, type ListState } from '../../lib/feedback';
import { ListFilters, Pager } from './ListControls';

/** Ours: the list's empty text. */
export const NO_REFUNDS = 'No refunds found.';

const BY: Readonly<Record<string, string>> = { admin: 'Admin', customer: 'Customer', system: 'Automatic' };

export function RefundsTable({
  data,
  query,
  onQuery,
  retryingId,
  onRetryRefund,
  loading = false,
  error = null,
  onRetry,
}: {
  data: MoneyPage<AdminRefund> | undefined;
  query: MoneyListQuery<RefundStatus>;
  onQuery: (change: Partial<MoneyListQuery<RefundStatus>>) => void;
  retryingId?: string | null;
  onRetryRefund: (refund: AdminRefund) => void;
} & ListState) {
  return (
    <section aria-label="Refunds">
      <ListFilters
        label="Refunds"
        status={query.status}
        statuses={REFUND_STATUSES.map((s) => ({ value: s, label: adminRefundStatusLabel(s) }))}
        onStatus={(status) => onQuery({ status: status as RefundStatus | 'all' })}
        search={query.search}
        onSearch={(search) => onQuery({ search })}
      />
      <QueryFrame isLoading={loading && !data} error={error} onRetry={onRetry}>
        <DataTable<AdminRefund>
          caption="Refunds"
          rowKey="id"
          loading={loading}
          pagination={false}
          dataSource={data?.rows ?? []}
          emptyText={NO_REFUNDS}
          columns={[
            {
              title: 'Payment',
              key: 'payment',
              render: (_, r) => (
                <>
                  <code>{r.payment_reference}</code>
                  <Text size="sm" tone="secondary">
                    {r.customer_email ?? ''}
                  </Text>
                </>
              ),
            },
            { title: 'Amount', key: 'amount', render: (_, r) => <NairaAmount kobo={r.amount_kobo} /> },
            { title: 'Reason', key: 'reason', render: (_, r) => `${r.reason} (${BY[r.requested_by_kind] ?? r.requested_by_kind})` },
            { title: 'Status', key: 'status', render: (_, r) => <StatusBadge status={r.status} label={adminRefundStatusLabel(r.status)} /> },
            { title: 'Details', key: 'detail', render: (_, r) => (r.status === 'failed' ? (r.failure_reason ?? '') : r.processed_at ? `Refunded ${formatDate(r.processed_at)}` : '') },
            { title: 'Requested', key: 'date', render: (_, r) => formatDate(r.created_at) },
            {
              title: 'Actions',
              key: 'actions',
              fixed: 'right',
              render: (_, r) =>
                r.status === 'failed' ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={retryingId === r.id}
                    onClick={() => onRetryRefund(r)}
                    aria-label={`Retry refund of ${r.payment_reference}`}
                    data-testid={`retry-refund-${r.id}`}
                  >
                    Retry
                  </Button>
                ) : null,
            },
          ]}
        />
        {data ? <Pager label="Refunds" page={data.page} pageSize={data.pageSize} total={data.total} onPage={(page) => onQuery({ page })} /> : null}
      </QueryFrame>
    </section>
  );
}
