// Earnings (/cleaner/earnings): completed jobs and amounts earned per month in naira, and the total to date
// (RPC my_cleaner_earnings: agreed price of each completed booking, else its budget). A job counts once its customer
// confirmed the completion, or 72 hours after it was marked completed; the page says so.
import { earningsTotal, useCleanerEarnings, type EarningsMonth } from '@spotless/shared-data';
import { Card, Container, EmptyState, ErrorState, Heading, NairaAmount, Text } from '@spotless/shared-ui';
import { DataTable } from '@spotless/shared-ui/antd';
import { AntdPage } from '../../components/AntdPage';

const monthFormat = new Intl.DateTimeFormat('en-NG', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export function EarningsView({ months, loading }: { months: readonly EarningsMonth[]; loading: boolean }) {
  const total = earningsTotal(months);
  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Card title="Total to date" titleLevel={2}>
        <Text size="lg" weight="bold" data-testid="earnings-total">
          <NairaAmount kobo={total.amountKobo} />
        </Text>
        <Text tone="secondary" data-testid="earnings-jobs">
          {total.jobs} completed {total.jobs === 1 ? 'job' : 'jobs'}
        </Text>
        <Text size="sm" tone="secondary">
          A job counts once the customer confirms it was completed, or 72 hours after you mark it completed.
        </Text>
      </Card>
      {!loading && months.length === 0 ? <EmptyState message="No completed jobs yet." /> : null}
      {loading || months.length > 0 ? (
      <div role="region" aria-label="Earnings per month table" tabIndex={0} style={{ overflowX: 'auto' }}>
      <DataTable<EarningsMonth>
        scroll={{ x: undefined }}
        caption="Earnings per month"
        rowKey="month"
        loading={loading}
        emptyText="No completed jobs yet."
        dataSource={[...months]}
        columns={[
          { title: 'Month', key: 'month', render: (_, m) => monthFormat.format(new Date(`${m.month}T00:00:00Z`)) },
          { title: 'Completed jobs', dataIndex: 'jobs', key: 'jobs' },
          { title: 'Earned', key: 'amount', render: (_, m) => <NairaAmount kobo={m.amountKobo} /> },
        ]}
      />
      </div>
      ) : null}
    </div>
  );
}

function EarningsPageContent() {
  const earnings = useCleanerEarnings();
  return (
    <Container>
      <Heading level={1}>Earnings</Heading>
      {earnings.isError ? (
        <ErrorState message={earnings.error.message} onRetry={() => void earnings.refetch()} />
      ) : (
        <EarningsView months={earnings.data ?? []} loading={earnings.isPending} />
      )}
    </Container>
  );
}

export default function EarningsPage() {
  return (
    <AntdPage>
      <EarningsPageContent  />
    </AntdPage>
  );
}
