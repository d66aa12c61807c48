import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { accountToReview, adminPayout, adminRefund, adminTransaction, moneyPage } from '../../test/fixtures';
import { AccountsReview } from './AccountsReview';
import { CommissionPanel } from './CommissionPanel';
import { PayoutsTable } from './PayoutsTable';
import { ReconcilePanel } from './ReconcilePanel';
import { RefundsTable } from './RefundsTable';
import { TransactionsTable } from './TransactionsTable';

const meta = { title: 'Admin/Payments console', component: TransactionsTable } satisfies Meta<typeof TransactionsTable>;

export default meta;
type Story = StoryObj;

const noop = () => undefined;
const yes = () => Promise.resolve(true);

export const Transactions: Story = {
  render: () => (
    <TransactionsTable
      data={moneyPage([adminTransaction(), adminTransaction({ id: 'pay-2', reference: 'spl_partly000000000000000000', status: 'partially_refunded', refunded_kobo: 1_000_000 }), adminTransaction({ id: 'pay-3', reference: 'CASH-001', provider: 'manual', method: 'cash' })], { total: 43 })}
      query={{ status: 'all', search: '', page: 1 }}
      onQuery={noop}
      onRefund={yes}
    />
  ),
};

export const Payouts: Story = {
  render: () => (
    <PayoutsTable
      data={moneyPage([adminPayout(), adminPayout({ id: 'po-2', status: 'failed', attempts: 1, failure_reason: 'Account is dormant' }), adminPayout({ id: 'po-3', status: 'queued', waiting_reason: 'no_payout_account' })])}
      query={{ status: 'all', search: '', page: 1 }}
      onQuery={noop}
      onRetryPayout={noop}
      onSendDue={noop}
    />
  ),
};

export const Refunds: Story = {
  render: () => (
    <RefundsTable
      data={moneyPage([adminRefund(), adminRefund({ id: 'rf-2', status: 'failed', failure_reason: 'Paystack refused the refund' })])}
      query={{ status: 'all', search: '', page: 1 }}
      onQuery={noop}
      onRetryRefund={noop}
    />
  ),
};

export const AccountsToReview: Story = { render: () => <AccountsReview rows={[accountToReview()]} onApprove={noop} onReject={yes} /> };

export const Commission: Story = {
  render: () => (
    <CommissionPanel bps={1500} onSave={yes} months={[{ month: '2025-06-01', jobs: 3, gross_kobo: 9_000_000, commission_kobo: 1_350_000, paid_out_kobo: 5_100_000 }]} />
  ),
};

export const Reconciliation: Story = {
  render: () => (
    <ReconcilePanel
      initialRange={{ from: '2025-06-01', to: '2025-06-30' }}
      onRun={noop}
      result={{
        rows: [
          { reference: 'spl_a', issue: 'amount_differs', our_status: 'completed', paystack_status: 'success', our_amount_kobo: 4_500_000, paystack_amount_kobo: 4_000_000 },
          { reference: 'spl_b', issue: null, our_status: 'completed', paystack_status: 'success', our_amount_kobo: 3_000_000, paystack_amount_kobo: 3_000_000 },
        ],
        summary: { matching: 1, missing_here: 0, missing_at_paystack: 0, amount_differs: 1, status_differs: 0 },
      }}
    />
  ),
};
