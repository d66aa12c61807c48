import { screen } from '@testing-library/react';
import { renderCleaner } from '../../test/render';
import { EarningsView } from './EarningsPage';

describe('EarningsView', () => {
  it('totals the months in naira', async () => {
    renderCleaner(<EarningsView loading={false} months={[{ month: '2025-06-01', jobs: 3, amountKobo: 7_500_000 }, { month: '2025-05-01', jobs: 1, amountKobo: 2_000_000 }]} />);
    expect(screen.getByTestId('earnings-total')).toHaveTextContent('₦95,000.00');
    expect(screen.getByTestId('earnings-jobs')).toHaveTextContent('4 completed jobs');
    expect(screen.getByText('A job counts once the customer confirms it was completed, or 48 hours after you mark it completed.')).toBeInTheDocument();
    // The month table is shared-ui's lazily loaded DataTable: it appears a tick after render.
    expect(await screen.findByText('June 2025')).toBeInTheDocument();
  });

  it('says so when there are no completed jobs', () => {
    renderCleaner(<EarningsView loading={false} months={[]} />);
    expect(screen.getByText('No completed jobs yet.')).toBeInTheDocument();
    expect(screen.getByTestId('earnings-total')).toHaveTextContent('₦0.00');
  });

  it('shows loading, not ₦0.00, while the months load', () => {
    renderCleaner(<EarningsView loading months={[]} />);
    expect(screen.queryByTestId('earnings-total')).not.toBeInTheDocument();
    expect(screen.queryByText('₦0.00')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading earnings...');
  });
});
