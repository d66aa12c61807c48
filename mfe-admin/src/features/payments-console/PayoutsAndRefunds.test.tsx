import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../../test/render';
import { adminPayout, adminRefund, moneyPage } from '../../test/fixtures';
import { payoutDetail, PayoutsTable } from './PayoutsTable';
import { RefundsTable } from './RefundsTable';

describe('PayoutsTable', () => {
  const rows = [
    adminPayout(),
    adminPayout({ id: 'po-2', reference: 'spo_failed00000000000000000', transfer_reference: 'spo_failed00000000000000000_2', status: 'failed', attempts: 2, failure_reason: 'Account is dormant' }),
    adminPayout({ id: 'po-3', reference: 'spo_waiting0000000000000000', status: 'queued', waiting_reason: 'account_in_review' }),
  ];

  it('retries failed payouts only and sends due payouts on demand', async () => {
    const onRetryPayout = jest.fn();
    const onSendDue = jest.fn();
    renderAdmin(<PayoutsTable data={moneyPage(rows)} query={{ status: 'all', search: '', page: 1 }} onQuery={jest.fn()} onRetryPayout={onRetryPayout} onSendDue={onSendDue} />);
    const table = await screen.findByRole('table', { name: 'Payouts' });
    expect(within(table).getAllByRole('button', { name: /Retry payout/ })).toHaveLength(1);
    await userEvent.click(within(table).getByRole('button', { name: 'Retry payout spo_failed00000000000000000_2' }));
    expect(onRetryPayout).toHaveBeenCalledWith(expect.objectContaining({ id: 'po-2' }));
    expect(within(table).getByText('Account is dormant · 2 attempts')).toBeInTheDocument();
    expect(within(table).getByText('Waiting: account in review')).toBeInTheDocument();
    expect(within(table).getAllByText('₦38,250.00')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Send due payouts' }));
    expect(onSendDue).toHaveBeenCalled();
  });

  it('names why a payout waits', () => {
    expect(payoutDetail(adminPayout({ status: 'queued', waiting_reason: 'no_payout_account' }))).toBe('Waiting: no bank account');
    expect(payoutDetail(adminPayout({ status: 'held' }))).toBe('Until the job is confirmed');
    expect(payoutDetail(adminPayout({ status: 'failed', attempts: 1, failure_reason: null }))).toBe('Transfer failed');
  });
});

describe('RefundsTable', () => {
  it('lists refunds with who asked, and retries failed ones only', async () => {
    const onRetryRefund = jest.fn();
    const rows = [adminRefund(), adminRefund({ id: 'rf-2', status: 'failed', failure_reason: 'Transaction has been fully reversed', requested_by_kind: 'system', reason: 'The booking was cancelled' })];
    renderAdmin(<RefundsTable data={moneyPage(rows, { total: 2 })} query={{ status: 'all', search: '', page: 1 }} onQuery={jest.fn()} onRetryRefund={onRetryRefund} />);
    const table = await screen.findByRole('table', { name: 'Refunds' });
    expect(within(table).getByText('Cleaner arrived late (Admin)')).toBeInTheDocument();
    expect(within(table).getByText('The booking was cancelled (Automatic)')).toBeInTheDocument();
    expect(within(table).getByText('Transaction has been fully reversed')).toBeInTheDocument();
    const retries = within(table).getAllByRole('button', { name: /Retry refund/ });
    expect(retries).toHaveLength(1);
    await userEvent.click(retries[0]!);
    expect(onRetryRefund).toHaveBeenCalledWith(expect.objectContaining({ id: 'rf-2' }));
    expect(screen.getByTestId('pager-total')).toHaveTextContent('1–2 of 2');
  });
});
