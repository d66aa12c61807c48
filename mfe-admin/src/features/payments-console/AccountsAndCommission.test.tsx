import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../../test/render';
import { accountToReview } from '../../test/fixtures';
import { AccountsReview, NO_ACCOUNTS } from './AccountsReview';
import { CommissionPanel } from './CommissionPanel';
import { ReconcilePanel } from './ReconcilePanel';

describe('AccountsReview', () => {
  it('shows the bank name beside the profile name; approves, or rejects only with a note', async () => {
    const onApprove = jest.fn();
    const onReject = jest.fn(() => Promise.resolve(true));
    renderAdmin(<AccountsReview rows={[accountToReview()]} onApprove={onApprove} onReject={onReject} />);
    const table = await screen.findByRole('table', { name: 'Payout accounts to review' });
    expect(within(table).getByText('Adaeze Nwosu')).toBeInTheDocument();
    expect(within(table).getByText('ADE BUSINESS VENTURES')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Approve account of Adaeze Nwosu' }));
    expect(onApprove).toHaveBeenCalledWith(expect.objectContaining({ cleaner_id: 'c-1' }));
    await userEvent.click(within(table).getByRole('button', { name: 'Reject account of Adaeze Nwosu' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject account of Adaeze Nwosu' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Say why the account is rejected.')).toBeInTheDocument();
    expect(onReject).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText(/Note/), 'A business account');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(onReject).toHaveBeenCalledWith(expect.objectContaining({ cleaner_id: 'c-1' }), 'A business account');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when no account waits', async () => {
    renderAdmin(<AccountsReview rows={[]} onApprove={jest.fn()} onReject={jest.fn()} />);
    expect(await screen.findByText(NO_ACCOUNTS)).toBeInTheDocument();
  });
});

describe('CommissionPanel', () => {
  it('shows the percentage and changes it within 0–50% with two decimals', async () => {
    const onSave = jest.fn(() => Promise.resolve(true));
    renderAdmin(
      <CommissionPanel bps={1500} onSave={onSave} months={[{ month: '2025-06-01', jobs: 3, gross_kobo: 9_000_000, commission_kobo: 1_350_000, paid_out_kobo: 5_100_000 }]} />,
    );
    expect(screen.getByTestId('commission-current')).toHaveTextContent('15%');
    expect(await screen.findByText('June 2025')).toBeInTheDocument();
    expect(screen.getByText('₦13,500.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    const input = screen.getByLabelText(/Commission \(%\)/);
    expect(input).toHaveValue('15');
    await userEvent.clear(input);
    await userEvent.type(input, '50.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Enter a percentage from 0 to 50, with at most two decimals.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '12.75');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith('12.75');
    await waitFor(() => expect(screen.queryByLabelText(/Commission \(%\)/)).not.toBeInTheDocument());
  });
});

describe('ReconcilePanel', () => {
  it('runs for the chosen dates and flags each difference with counts', async () => {
    const onRun = jest.fn();
    const first = renderAdmin(<ReconcilePanel initialRange={{ from: '2025-06-01', to: '2025-06-30' }} result={undefined} onRun={onRun} />);
    expect(screen.getByLabelText('From')).toHaveValue('2025-06-01');
    await userEvent.click(screen.getByRole('button', { name: 'Compare with Paystack' }));
    expect(onRun).toHaveBeenCalledWith({ from: '2025-06-01', to: '2025-06-30' });
    const row = (reference: string, issue: 'missing_here' | 'amount_differs' | null) => ({
      reference, issue, our_status: issue === 'missing_here' ? null : 'completed', paystack_status: 'success', our_amount_kobo: issue === 'missing_here' ? null : 100, paystack_amount_kobo: 200,
    });
    first.unmount();
    renderAdmin(
      <ReconcilePanel
        initialRange={{ from: '2025-06-01', to: '2025-06-30' }}
        result={{ rows: [row('spl_a', 'missing_here'), row('spl_b', 'amount_differs'), row('spl_c', null)], summary: { matching: 1, missing_here: 1, missing_at_paystack: 0, amount_differs: 1, status_differs: 0 } }}
        onRun={onRun}
      />,
    );
    expect(screen.getByTestId('reconcile-count-missing_here')).toHaveTextContent('Missing here: 1');
    expect(screen.getByTestId('reconcile-count-amount_differs')).toHaveTextContent('Amount differs: 1');
    expect(screen.getByTestId('reconcile-count-matching')).toHaveTextContent('Matching: 1');
    const table = await screen.findByRole('table', { name: 'Payments compared with Paystack' });
    expect(within(table).getByText('Missing here')).toBeInTheDocument();
    expect(within(table).getByText('Amount differs')).toBeInTheDocument();
    expect(within(table).getByText('Matches')).toBeInTheDocument();
  });

  it('refuses a start after the end', async () => {
    const onRun = jest.fn();
    renderAdmin(<ReconcilePanel initialRange={{ from: '2025-06-30', to: '2025-06-01' }} result={undefined} onRun={onRun} />);
    await userEvent.click(screen.getByRole('button', { name: 'Compare with Paystack' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a start date on or before the end date.');
    expect(onRun).not.toHaveBeenCalled();
  });
});
