// The cleaner's payouts (data-free): what each paid job brings them, where the money is (Held until the job is
// confirmed, On the way, Paid out, Failed, Cancelled) and why one waits or failed; totals per status above the table.
import { formatDate } from '@spotless/shared-data';
import { payoutStatusLabel, payoutTotals, payoutWaitingText, type CleanerPayout } from '@spotless/shared-data/money';
import { EmptyState, ErrorState, NairaAmount, StatusBadge, Text } from '@spotless/shared-ui';
import { DataTable } from '@spotless/shared-ui/antd';

/** Ours: the list's empty text. */
export const NO_PAYOUTS = 'No payouts yet. A payout appears once a customer pays for a job.';

/** What the cleaner should know about a payout beyond its status (why it waits or failed, when it was paid). */
export function payoutNote(p: Pick<CleanerPayout, 'status' | 'waitingReason' | 'failureReason' | 'paidAt'>): string {
  if (p.status === 'held') return 'Released when the job is confirmed';
  if (p.status === 'queued') return payoutWaitingText(p.waitingReason) ?? 'Sending to your bank';
  if (p.status === 'processing') return 'Sent to your bank';
  if (p.status === 'paid') return p.paidAt ? `Paid ${formatDate(p.paidAt)}` : '';
  if (p.status === 'failed') return p.failureReason ?? 'The transfer failed';
  if (p.status === 'cancelled') return 'The customer was refunded';
  return '';
}

export function PayoutsTable({
  payouts,
  loading,
  error,
  onRetry,
}: {
  payouts: readonly CleanerPayout[];
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
}) {
  if (error) return <ErrorState message={error.message} onRetry={onRetry} />;
  const totals = payoutTotals(payouts).filter((t) => t.count > 0);
  return (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {totals.length ? (
        <ul aria-label="Payout totals" style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 24px', listStyle: 'none', margin: 0, padding: 0 }}>
          {totals.map((t) => (
            <li key={t.group} data-testid={`payout-total-${t.group.toLowerCase().replace(/ /g, '-')}`}>
              <Text as="span" tone="secondary">
                {t.group} ({t.count}):{' '}
              </Text>
              <Text as="span" weight="bold">
                <NairaAmount kobo={t.amountKobo} />
              </Text>
            </li>
          ))}
        </ul>
      ) : null}
      {!loading && payouts.length === 0 ? (
        <EmptyState message={NO_PAYOUTS} />
      ) : (
        <div role="region" aria-label="Payouts table" tabIndex={0} style={{ overflowX: 'auto' }} data-testid="earnings-payouts">
          <DataTable<CleanerPayout>
            caption="Payouts"
            rowKey="id"
            loading={loading}
            emptyText={NO_PAYOUTS}
            dataSource={[...payouts]}
            columns={[
              {
                title: 'Job',
                key: 'job',
                render: (_, p) => (
                  <>
                    {p.services.join(', ') || '—'}
                    {p.scheduledDate ? <Text size="sm" tone="secondary">{formatDate(p.scheduledDate)}</Text> : null}
                  </>
                ),
              },
              { title: 'Reference', key: 'reference', render: (_, p) => <code>{p.transferReference ?? p.reference}</code> },
              { title: 'Price', key: 'gross', render: (_, p) => <NairaAmount kobo={p.grossKobo} /> },
              { title: 'Fee', key: 'fee', render: (_, p) => <NairaAmount kobo={p.commissionKobo} /> },
              { title: 'You receive', key: 'net', render: (_, p) => <NairaAmount kobo={p.amountKobo} /> },
              { title: 'Status', key: 'status', render: (_, p) => <StatusBadge status={p.status} label={payoutStatusLabel(p.status)} /> },
              { title: 'Details', key: 'note', render: (_, p) => payoutNote(p) },
            ]}
          />
        </div>
      )}
    </div>
  );
}
