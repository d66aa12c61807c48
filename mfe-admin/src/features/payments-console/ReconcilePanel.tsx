// Reconciliation (data-free): our Paystack payments beside Paystack's transactions for a date range (default this
// month), each difference flagged (Missing here, Missing at Paystack, Amount differs, Status differs), with counts.
import { useState, type FormEvent } from 'react';
import { ADMIN_MONEY_TEXTS, RECONCILE_ISSUE_LABELS, type ReconcileIssue, type Reconciliation, type ReconcileRow } from '@spotless/shared-data/money';
import { Button, FormError, NairaAmount, StatusBadge, Text, TextField } from '@spotless/shared-ui';
import { DataTable } from '@spotless/shared-ui/antd';

const ISSUES = Object.keys(RECONCILE_ISSUE_LABELS) as ReconcileIssue[];

export function ReconcilePanel({
  initialRange,
  running = false,
  result,
  error,
  onRun,
}: {
  initialRange: { from: string; to: string };
  running?: boolean;
  result: Reconciliation | undefined;
  /** The last run's error text. */
  error?: string | null;
  onRun: (range: { from: string; to: string }) => void;
}) {
  const [range, setRange] = useState(initialRange);
  const [rangeError, setRangeError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!range.from || !range.to || range.from > range.to) {
      setRangeError(ADMIN_MONEY_TEXTS.reconcileRangeInvalid);
      return;
    }
    setRangeError(null);
    onRun(range);
  };
  return (
    <section aria-label="Reconciliation">
      <form noValidate onSubmit={submit} aria-label="Reconcile with Paystack" style={{ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap', marginBottom: 12 }}>
        <div style={{ width: 180 }}>
          <TextField label="From" type="date" value={range.from} onChange={(e) => setRange({ ...range, from: e.target.value })} />
        </div>
        <div style={{ width: 180 }}>
          <TextField label="To" type="date" value={range.to} onChange={(e) => setRange({ ...range, to: e.target.value })} />
        </div>
        <Button type="submit" loading={running} loadingText="Comparing…" data-testid="reconcile-run">
          Compare with Paystack
        </Button>
      </form>
      <FormError>{rangeError ?? error ?? null}</FormError>
      {result ? (
        <>
          <ul aria-label="Reconciliation summary" style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 24px', listStyle: 'none', padding: 0 }}>
            <li data-testid="reconcile-count-matching">
              <Text as="span">Matching: {result.summary.matching}</Text>
            </li>
            {ISSUES.map((issue) => (
              <li key={issue} data-testid={`reconcile-count-${issue}`}>
                <Text as="span" weight={result.summary[issue] > 0 ? 'bold' : 'normal'}>
                  {RECONCILE_ISSUE_LABELS[issue]}: {result.summary[issue]}
                </Text>
              </li>
            ))}
          </ul>
          <DataTable<ReconcileRow>
            caption="Payments compared with Paystack"
            rowKey="reference"
            dataSource={result.rows}
            emptyText="No payments in these dates."
            pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
            columns={[
              { title: 'Reference', key: 'reference', render: (_, r) => <code>{r.reference}</code> },
              {
                title: 'Result',
                key: 'issue',
                render: (_, r) => <StatusBadge status={r.issue ? 'failed' : 'completed'} label={r.issue ? RECONCILE_ISSUE_LABELS[r.issue] : 'Matches'} />,
              },
              { title: 'Our status', key: 'ours', render: (_, r) => r.our_status ?? '—' },
              { title: 'Paystack status', key: 'theirs', render: (_, r) => r.paystack_status ?? '—' },
              { title: 'Our amount', key: 'our_amount', render: (_, r) => <NairaAmount kobo={r.our_amount_kobo} /> },
              { title: 'Paystack amount', key: 'their_amount', render: (_, r) => <NairaAmount kobo={r.paystack_amount_kobo} /> },
            ]}
          />
        </>
      ) : null}
    </section>
  );
}
