// Earnings (/cleaner/earnings): completed jobs and amounts earned per month in naira, and the total to date
// (RPC my_cleaner_earnings: agreed price of each completed booking, else its budget). A job counts once its customer
// confirmed the completion, or 48 hours after it was marked completed; the page says so. Below: the payout account
// and the payouts (the money of paid jobs on its way to the cleaner's bank).
import { useState } from 'react';
import { errorMessage } from '@spotless/shared-data';
import { earningsTotal, useCleanerEarnings, type EarningsMonth } from '@spotless/shared-data/cleaner';
import {
  PAYOUT_TEXTS,
  useBanks,
  useMyPayoutAccount,
  useMyPayouts,
  useSavePayoutAccount,
} from '@spotless/shared-data/money';
import { Card, Container, EmptyState, ErrorState, Heading, Loading, NairaAmount, Text, toast } from '@spotless/shared-ui';
import { DataTable } from '@spotless/shared-ui/antd';
import { AntdPage } from '../../components/AntdPage';
import { PayoutAccountCard } from './PayoutAccountCard';
import { PayoutsTable } from './PayoutsTable';

const monthFormat = new Intl.DateTimeFormat('en-NG', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export function EarningsView({ months, loading }: { months: readonly EarningsMonth[]; loading: boolean }) {
  const total = earningsTotal(months);
  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Card title="Total to date" titleLevel={2}>
        {/* While the months load there is no total yet: ₦0.00 would read as "you earned nothing". */}
        {loading ? (
          <Loading message="Loading earnings..." />
        ) : (
          <>
            <Text size="lg" weight="bold" data-testid="earnings-total">
              <NairaAmount kobo={total.amountKobo} />
            </Text>
            <Text tone="secondary" data-testid="earnings-jobs">
              {total.jobs} completed {total.jobs === 1 ? 'job' : 'jobs'}
            </Text>
          </>
        )}
        <Text size="sm" tone="secondary">
          A job counts once the customer confirms it was completed, or 48 hours after you mark it completed.
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

function PayoutAccountSection() {
  const account = useMyPayoutAccount();
  const [changing, setChanging] = useState(false);
  const editing = changing || (account.isSuccess && account.data === null);
  // Paystack's bank list is fetched only when the form is shown.
  const banks = useBanks({ enabled: editing });
  const save = useSavePayoutAccount();
  if (account.isError) return <ErrorState message={account.error.message} onRetry={() => void account.refetch()} />;
  return (
    <PayoutAccountCard
      account={account.data ?? null}
      loading={account.isPending}
      editing={editing}
      onEdit={() => setChanging(true)}
      onCancelEdit={() => setChanging(false)}
      banks={banks.data ?? []}
      banksLoading={banks.isPending && editing}
      banksError={banks.isError ? banks.error.message : null}
      saving={save.isPending}
      onSave={(input) =>
        save.mutateAsync(input).then(
          () => {
            setChanging(false);
            return null;
          },
          (e: unknown) => {
            const text = errorMessage(e, PAYOUT_TEXTS.accountSaveFailed);
            toast.error(text);
            return text;
          },
        )
      }
    />
  );
}

function PayoutsSection() {
  const payouts = useMyPayouts();
  return (
    <section aria-labelledby="payouts-heading">
      <Heading level={2} id="payouts-heading">
        Payouts
      </Heading>
      <PayoutsTable payouts={payouts.data ?? []} loading={payouts.isPending} error={payouts.error} onRetry={() => void payouts.refetch()} />
    </section>
  );
}

function EarningsPageContent() {
  const earnings = useCleanerEarnings();
  return (
    <Container>
      <Heading level={1}>Earnings</Heading>
      <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        {earnings.isError ? (
          <ErrorState message={earnings.error.message} onRetry={() => void earnings.refetch()} />
        ) : (
          <EarningsView months={earnings.data ?? []} loading={earnings.isPending} />
        )}
        <PayoutAccountSection />
        <PayoutsSection />
      </div>
    </Container>
  );
}

export default function EarningsPage() {
  return (
    <AntdPage>
      <EarningsPageContent />
    </AntdPage>
  );
}
