import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderCleaner } from '../../test/render';
import { payout } from '../../test/fixtures';
import { NO_PAYOUTS, payoutNote, PayoutsTable } from './PayoutsTable';

const rows = [
  payout(),
  payout({ id: 'po-2', status: 'queued', waitingReason: 'no_payout_account', grossKobo: 1_000_000, commissionKobo: 150_000, amountKobo: 850_000 }),
  payout({ id: 'po-3', status: 'processing', transferReference: 'spo_abcdef0123456789abcdef01_1', amountKobo: 100_000 }),
  payout({ id: 'po-4', status: 'paid', paidAt: '2025-06-25T09:00:00Z', amountKobo: 1_000_000 }),
  payout({ id: 'po-5', status: 'failed', failureReason: 'Account number is invalid', amountKobo: 500_000 }),
];

describe('PayoutsTable', () => {
  it('shows each payout with its amounts, badge, reference and why it waits or failed', async () => {
    renderCleaner(<PayoutsTable payouts={rows} loading={false} error={null} onRetry={() => {}} />);
    const table = await screen.findByRole('table', { name: 'Payouts' });
    const held = within(table).getAllByRole('row')[1]!;
    expect(within(held).getByText('₦30,000.00')).toBeInTheDocument();
    expect(within(held).getByText('₦4,500.00')).toBeInTheDocument();
    expect(within(held).getByText('₦25,500.00')).toBeInTheDocument();
    expect(within(held).getByText('Held')).toBeInTheDocument();
    expect(within(table).getAllByText('On the way')).toHaveLength(2);
    expect(within(table).getByText('Add your bank account')).toBeInTheDocument();
    expect(within(table).getByText('spo_abcdef0123456789abcdef01_1')).toBeInTheDocument();
    expect(within(table).getByText('Paid out')).toBeInTheDocument();
    expect(within(table).getByText('Failed')).toBeInTheDocument();
    expect(within(table).getByText('Account number is invalid')).toBeInTheDocument();
  });

  it('totals what the cleaner receives per status, leaving out empty ones', () => {
    renderCleaner(<PayoutsTable payouts={rows} loading={false} error={null} onRetry={() => {}} />);
    expect(screen.getByTestId('payout-total-held')).toHaveTextContent('Held (1): ₦25,500.00');
    expect(screen.getByTestId('payout-total-on-the-way')).toHaveTextContent('On the way (2): ₦9,500.00');
    expect(screen.getByTestId('payout-total-paid-out')).toHaveTextContent('Paid out (1): ₦10,000.00');
    expect(screen.getByTestId('payout-total-failed')).toHaveTextContent('Failed (1): ₦5,000.00');
    expect(screen.queryByTestId('payout-total-cancelled')).not.toBeInTheDocument();
  });

  it('says when there are no payouts, and offers Retry on an error', async () => {
    const first = renderCleaner(<PayoutsTable payouts={[]} loading={false} error={null} onRetry={() => {}} />);
    expect(screen.getByText(NO_PAYOUTS)).toBeInTheDocument();
    first.unmount();
    const onRetry = jest.fn();
    renderCleaner(<PayoutsTable payouts={[]} loading={false} error={new Error('Could not load your payouts.')} onRetry={onRetry} />);
    expect(screen.getByText('Could not load your payouts.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('explains a payout waiting for a review', () => {
    expect(payoutNote(payout({ status: 'queued', waitingReason: 'account_in_review' }))).toBe('Your account is being reviewed');
    expect(payoutNote(payout({ status: 'queued' }))).toBe('Sending to your bank');
    expect(payoutNote(payout({ status: 'held' }))).toBe('Released when the job is confirmed');
  });
});
