// Commission (data-free): the platform's percentage with Change (0 to 50%, two decimals, stored as basis points; jobs
// already paid keep theirs), and what it earned per month on payouts released to cleaners.
import { useState, type FormEvent } from 'react';
import { ADMIN_MONEY_TEXTS, bpsToPercent, percentToBps, type CommissionMonth } from '@spotless/shared-data/money';
import { Button, Card, NairaAmount, Text, TextField } from '@spotless/shared-ui';
import { DataTable } from '@spotless/shared-ui/antd';
import { QueryFrame } from '../../lib/feedback';

const monthFormat = new Intl.DateTimeFormat('en-NG', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Ours: the month table's empty text. */
export const NO_COMMISSION = 'No commission earned yet.';

export function CommissionPanel({
  bps,
  bpsLoading = false,
  bpsError = null,
  saving = false,
  onSave,
  months,
  monthsLoading = false,
  monthsError = null,
  onRetry,
}: {
  bps: number | undefined;
  bpsLoading?: boolean;
  bpsError?: unknown;
  saving?: boolean;
  /** Resolves true once stored (the form closes). */
  onSave: (percent: string) => Promise<boolean>;
  months: readonly CommissionMonth[];
  monthsLoading?: boolean;
  monthsError?: unknown;
  onRetry?: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (percentToBps(text) === null) {
      setError(ADMIN_MONEY_TEXTS.commissionInvalid);
      return;
    }
    void onSave(text).then((done) => done && setEditing(false));
  };

  return (
    <section aria-label="Commission" style={{ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Card title="Commission" titleLevel={2}>
        <QueryFrame isLoading={bpsLoading} error={bpsError} onRetry={onRetry}>
          {editing ? (
            <form noValidate onSubmit={submit} aria-label="Change commission" style={{ display: 'flex', gap: 8, alignItems: 'flex-start', flexWrap: 'wrap' }}>
              <div style={{ width: 200 }}>
                <TextField
                  label="Commission (%)"
                  inputMode="decimal"
                  value={text}
                  error={error}
                  hint="0 to 50, up to two decimals"
                  onChange={(e) => {
                    setText(e.target.value);
                    setError(undefined);
                  }}
                  data-testid="commission-input"
                />
              </div>
              <Button type="submit" loading={saving} loadingText="Saving…">
                Save
              </Button>
              <Button type="button" variant="secondary" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </form>
          ) : (
            <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
              <Text size="lg" weight="bold" data-testid="commission-current">
                {bps === undefined ? '—' : `${bpsToPercent(bps)}%`}
              </Text>
              <Button
                variant="secondary"
                onClick={() => {
                  setText(bps === undefined ? '' : bpsToPercent(bps));
                  setError(undefined);
                  setEditing(true);
                }}
              >
                Change
              </Button>
            </div>
          )}
          <Text size="sm" tone="secondary">
            Of each paid job’s price. A change applies to payments from now on.
          </Text>
        </QueryFrame>
      </Card>
      <QueryFrame isLoading={monthsLoading} error={monthsError} onRetry={onRetry}>
        <DataTable<CommissionMonth>
          caption="Commission per month"
          showCaption
          rowKey="month"
          dataSource={[...months]}
          emptyText={NO_COMMISSION}
          pagination={false}
          columns={[
            { title: 'Month', key: 'month', render: (_, m) => monthFormat.format(new Date(`${m.month}T00:00:00Z`)) },
            { title: 'Jobs', dataIndex: 'jobs', key: 'jobs' },
            { title: 'Paid by customers', key: 'gross', render: (_, m) => <NairaAmount kobo={m.gross_kobo} /> },
            { title: 'Commission', key: 'commission', render: (_, m) => <NairaAmount kobo={m.commission_kobo} /> },
            { title: 'Paid out to cleaners', key: 'paid', render: (_, m) => <NairaAmount kobo={m.paid_out_kobo} /> },
          ]}
        />
      </QueryFrame>
    </section>
  );
}
