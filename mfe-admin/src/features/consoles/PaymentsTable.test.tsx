import { fireEvent, screen, within } from '@testing-library/react';
import { renderAdmin } from '../../test/render';
import { adminPayment } from '../../test/fixtures';
import { filterPayments, PaymentsTable } from './PaymentsTable';

const rows = [adminPayment(), adminPayment({ id: 'p-2', status: 'pending', paid_at: null, amount_kobo: 1_250_050, reference: 'PAY-002', client_name: 'Emeka Eze' })];
const table = () => screen.getByRole('table', { name: 'Payments' });

describe('PaymentsTable', () => {
  it('shows amounts in naira and filters Completed / Pending', async () => {
    renderAdmin(<PaymentsTable rows={rows} />);
    await screen.findByRole('table', { name: 'Payments' });
    expect(within(table()).getByText('₦45,000.00')).toBeInTheDocument();
    expect(within(table()).getByText('₦12,500.50')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'completed' } });
    expect(within(table()).getByText('PAY-001')).toBeInTheDocument();
    expect(within(table()).queryByText('PAY-002')).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'pending' } });
    expect(within(table()).getByText('PAY-002')).toBeInTheDocument();
    expect(within(table()).queryByText('PAY-001')).not.toBeInTheDocument();
  });

  it('says No payment history available. when nothing matches', async () => {
    renderAdmin(<PaymentsTable rows={[adminPayment()]} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'pending' } });
    expect(await screen.findByText('No payment history available.')).toBeInTheDocument();
  });

  it('shows the error with a retry instead of the table', async () => {
    const onRetry = jest.fn();
    renderAdmin(<PaymentsTable rows={[]} error={new Error('boom')} onRetry={onRetry} />);
    fireEvent.click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(onRetry).toHaveBeenCalled();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('filterPayments keeps every row for All', () => {
    expect(filterPayments(rows, 'all')).toHaveLength(2);
    expect(filterPayments(rows, 'completed').map((p) => p.id)).toEqual(['p-1']);
  });
});
