import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MoneyListQuery, PaymentStatus } from '@spotless/shared-data/money';
import { renderAdmin } from '../../test/render';
import { adminTransaction, moneyPage } from '../../test/fixtures';
import { TransactionsTable } from './TransactionsTable';

const query: MoneyListQuery<PaymentStatus> = { status: 'all', search: '', page: 1 };
const rows = [
  adminTransaction(),
  adminTransaction({ id: 'pay-2', reference: 'spl_partly000000000000000000', status: 'partially_refunded', refunded_kobo: 1_000_000 }),
  adminTransaction({ id: 'pay-3', reference: 'spl_pending000000000000000000', status: 'pending', paid_at: null, method: null }),
  adminTransaction({ id: 'pay-4', reference: 'CASH-001', provider: 'manual', method: 'cash', customer_email: null }),
];

function setup(over: { onRefund?: jest.Mock; total?: number; page?: number } = {}) {
  const onQuery = jest.fn();
  const onRefund = over.onRefund ?? jest.fn(() => Promise.resolve(true));
  renderAdmin(<TransactionsTable data={moneyPage(rows, { total: over.total, page: over.page })} query={{ ...query, page: over.page ?? 1 }} onQuery={onQuery} onRefund={onRefund} />);
  return { onQuery, onRefund };
}

describe('TransactionsTable', () => {
  it('offers Refund only on completed or partly refunded Paystack payments', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Payments' });
    expect(within(table).getByRole('button', { name: 'Refund spl_0123456789abcdef01234567' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Refund spl_partly000000000000000000' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Refund spl_pending/ })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Refund CASH-001' })).not.toBeInTheDocument();
    expect(within(table).getByText('Partly refunded')).toBeInTheDocument();
    expect(within(table).getByText('Cash (manual)')).toBeInTheDocument();
  });

  it('refunds what is left by default, refuses more than that, and needs a reason', async () => {
    const { onRefund } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Refund spl_partly000000000000000000' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund spl_partly000000000000000000' });
    const amount = within(dialog).getByLabelText(/Amount/);
    expect(amount).toHaveValue('35000');
    expect(within(dialog).getByText(/Left to refund: ₦35,000.00/)).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '35000.01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByText('Enter an amount from ₦0.01 to ₦35,000.00.')).toBeInTheDocument();
    expect(within(dialog).getByText('Give a reason for the refund.')).toBeInTheDocument();
    expect(onRefund).not.toHaveBeenCalled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '12,500.50');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Two rooms not cleaned');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(onRefund).toHaveBeenCalledWith(expect.objectContaining({ id: 'pay-2' }), 1_250_050, 'Two rooms not cleaned');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog open when the refund was refused', async () => {
    const { onRefund } = setup({ onRefund: jest.fn(() => Promise.resolve(false)) });
    await userEvent.click(await screen.findByRole('button', { name: 'Refund spl_0123456789abcdef01234567' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'No show');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(onRefund).toHaveBeenCalledWith(expect.anything(), 4_500_000, 'No show'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('filters by status, searches, and pages with the total shown', async () => {
    const { onQuery } = setup({ total: 45, page: 2 });
    expect(screen.getByTestId('pager-total')).toHaveTextContent('21–40 of 45');
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'refunded' } });
    expect(onQuery).toHaveBeenLastCalledWith({ status: 'refunded' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Reference or e-mail' }), 'chioma@');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onQuery).toHaveBeenLastCalledWith({ search: 'chioma@' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onQuery).toHaveBeenLastCalledWith({ page: 3 });
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onQuery).toHaveBeenLastCalledWith({ page: 1 });
  });

  it('has no Next on the last page and says so when nothing matches', async () => {
    renderAdmin(<TransactionsTable data={moneyPage([], { total: 0 })} query={query} onQuery={jest.fn()} onRefund={jest.fn()} />);
    expect(await screen.findByText('No payment history available.')).toBeInTheDocument();
    expect(screen.getByTestId('pager-total')).toHaveTextContent('None');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows the error with a retry instead of the table', async () => {
    const onRetry = jest.fn();
    renderAdmin(<TransactionsTable data={undefined} query={query} onQuery={jest.fn()} onRefund={jest.fn()} error={new Error('boom')} onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(onRetry).toHaveBeenCalled();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
