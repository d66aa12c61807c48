import { fireEvent, screen } from '@testing-library/react';
import { renderAdmin } from '../../test/render';
import { MessageReportsView } from './MessageReportsView';

const row = {
  id: 'r1', message_id: 'm1', booking_id: 'b1', services: ['House Cleaning'], reason: 'Asks for cash', body: 'Pay me outside the app',
  reporter_role: 'customer', reporter_name: 'Funke Adeyemi', sender_role: 'cleaner', sender_name: 'Adaeze Nwosu',
  sent_at: '2026-11-25T13:05:00Z', created_at: '2026-11-25T13:10:00Z', closed_at: null,
};

describe('MessageReportsView', () => {
  it('shows the words, who said them, who reported them and why, and closes a report', () => {
    const onClose = jest.fn();
    renderAdmin(<MessageReportsView rows={[row]} loading={false} error={null} onRetry={jest.fn()} onClose={onClose} closingId={null} emptyText="No reported messages." />);
    expect(screen.getByText('Pay me outside the app')).toBeInTheDocument();
    expect(screen.getByText(/Cleaner \(Adaeze Nwosu\), 25 Nov 2026, 14:05/)).toBeInTheDocument();
    expect(screen.getByText(/Reported by the customer \(Funke Adeyemi\) on 25 Nov 2026, 14:10: Asks for cash/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close report' }));
    expect(onClose).toHaveBeenCalledWith('r1');
  });

  it('opens the reported message\'s booking, with its whole conversation', () => {
    renderAdmin(<MessageReportsView rows={[row]} loading={false} error={null} onRetry={jest.fn()} onClose={jest.fn()} closingId={null} emptyText="No reported messages." bookingHref={(id) => `/admin/bookings/${id}`} />);
    expect(screen.getByRole('link', { name: 'Open booking and conversation' })).toHaveAttribute('href', '/admin/bookings/b1');
  });

  it('says when there is nothing to review', () => {
    renderAdmin(<MessageReportsView rows={[]} loading={false} error={null} onRetry={jest.fn()} onClose={jest.fn()} closingId={null} emptyText="No reported messages." />);
    expect(screen.getByText('No reported messages.')).toBeInTheDocument();
  });
});
