// Payouts (data-free): cleaners' shares a page at a time, by status, searched by reference or the cleaner's e-mail;
// Retry on a failed payout; "Send due payouts" runs payments/process now instead of waiting for the schedule.
import {
  formatDate,
} from '@spotless/shared-data';
import {
  ADMIN_PAYOUT_STATUSES,
  adminPayoutStatusLabel,
  type AdminPayout,
  type MoneyListQuery,
  type MoneyPage,
  type PayoutStatus,
} from '@spotless/shared-data/money';
import { Button, NairaAmount, StatusBadge, Text } from '@spotless/shared-ui';
import { DataTable } from '@spotless/shared-ui/antd';
import { QueryFrame, type ListState } from '../../lib/feedback';
import { ListFilters, Pager } from './ListControls';

/** Ours: the list's empty text. */
export const NO_PAYOUTS = 'No payouts found.';

/** Why a payout waits or failed, in the operator's words. */
export function payoutDetail(p: Pick<AdminPayout, 'status' | 'waiting_reason' | 'failure_reason' | 'attempts' | 'paid_at'>): string {
  if (p.status === 'failed') return [p.failure_reason ?? 'Transfer failed', p.attempts > 1 ? `${p.attempts} attempts` : ''].filter(Boolean).join(' · ');
  if (p.status === 'queued' && p.waiting_reason) return p.waiting_reason === 'no_payout_account' ? 'Waiting: no bank account' : 'Waiting: account in review';
  if (p.status === 'paid' && p.paid_at) return `Paid ${formatDate(p.paid_at)}`;
  if (p.status === 'held') return 'Until the job is confirmed';
  return '';
}

export function PayoutsTable({
  data,
  query,
  onQuery,
  retryingId,
  onRetryPayout,
  sending,
  onSendDue,
  loading = false,
  error = null,
  onRetry,
}: {
  data: MoneyPage<AdminPayout> | undefined;
  query: MoneyListQuery<PayoutStatus>;
  onQuery: (change: Partial<MoneyListQuery<PayoutStatus>>) => void;
  /** The payout being retried, if any. */
  retryingId?: string | null;
  onRetryPayout: (payout: AdminPayout) => void;
  sending?: boolean;
  onSendDue: () => void;
} & ListState) {
  return (
    <section aria-label="Payouts">
      <div style={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end' }}>
        <ListFilters
          label="Payouts"
          status={query.status}
          statuses={ADMIN_PAYOUT_STATUSES.map((s) => ({ value: s, label: adminPayoutStatusLabel(s) }))}
          onStatus={(status) => onQuery({ status: status as PayoutStatus | 'all' })}
          search={query.search}
          onSearch={(search) => onQuery({ search })}
        />
        <div style={{ marginBottom: 12 }}>
          <Button onClick={onSendDue} loading={sending} loadingText="Sending…" data-testid="send-due-payouts">
            Send due payouts
          </Button>
        </div>
      </div>
      <QueryFrame isLoading={loading && !data} error={error} onRetry={onRetry}>
        <DataTable<AdminPayout>
          caption="Payouts"
          rowKey="id"
          loading={loading}
          pagination={false}
          dataSource={data?.rows ?? []}
          emptyText={NO_PAYOUTS}
          columns={[
            { title: 'Reference', key: 'reference', render: (_, p) => <code>{p.transfer_reference ?? p.reference}</code> },
            {
              title: 'Cleaner',
              key: 'cleaner',
              render: (_, p) => (
                <>
                  {p.cleaner_name || '—'}
                  <Text size="sm" tone="secondary">
                    {p.cleaner_email ?? ''}
                  </Text>
                </>
              ),
            },
            { title: 'Price', key: 'gross', render: (_, p) => <NairaAmount kobo={p.gross_kobo} /> },
            { title: 'Fee', key: 'fee', render: (_, p) => <NairaAmount kobo={p.commission_kobo} /> },
            { title: 'Payout', key: 'net', render: (_, p) => <NairaAmount kobo={p.amount_kobo} /> },
            { title: 'Status', key: 'status', render: (_, p) => <StatusBadge status={p.status} label={adminPayoutStatusLabel(p.status)} /> },
            { title: 'Details', key: 'detail', render: (_, p) => payoutDetail(p) },
            {
              title: 'Actions',
              key: 'actions',
              fixed: 'right',
              render: (_, p) =>
                p.status === 'failed' ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={retryingId === p.id}
                    onClick={() => onRetryPayout(p)}
                    aria-label={`Retry payout ${p.transfer_reference ?? p.reference}`}
                    data-testid={`retry-payout-${p.reference}`}
                  >
                    Retry
                  </Button>
                ) : null,
            },
          ]}
        />
        {data ? <Pager label="Payouts" page={data.page} pageSize={data.pageSize} total={data.total} onPage={(page) => onQuery({ page })} /> : null}
      </QueryFrame>
    </section>
  );
}
