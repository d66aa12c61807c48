import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderCleaner } from '../../test/render';
import { booking } from '../../test/fixtures';
import { BookingDetailsModal, BookingsTable } from './BookingsTable';

describe('BookingsTable', () => {
  it('shows the spec empty text, and the loading text while loading', () => {
    const first = renderCleaner(<BookingsTable caption="Client bookings" rows={[]} loading={false} error={null} onRetry={() => {}} canAccept />);
    expect(screen.getByText('No bookings found.')).toBeInTheDocument();
    first.unmount();
    renderCleaner(<BookingsTable caption="Client bookings" rows={[]} loading error={null} onRetry={() => {}} canAccept />);
    expect(screen.getByText('Loading bookings...')).toBeInTheDocument();
  });

  it('hides contact fields until the booking is accepted', () => {
    renderCleaner(<BookingsTable caption="Client bookings" rows={[booking()]} loading={false} error={null} onRetry={() => {}} canAccept />);
    expect(within(screen.getByRole('table')).getByText('Hidden')).toBeInTheDocument();
  });

  it('marks a visit of a schedule "Part of <schedule> schedule" (a job like any other, listed with them)', () => {
    renderCleaner(
      <BookingsTable caption="Client bookings" rows={[booking({ id: 'v-1', source: 'schedule', services: ['Weekly Cleaning'], status: 'accepted' }), booking({ id: 'b-2' })]}
        loading={false} error={null} onRetry={() => {}} canAccept />,
    );
    expect(screen.getAllByTestId('schedule-visit-label').map((e) => e.textContent)).toEqual(['Part of Weekly Cleaning schedule']);
  });

  it('shows an error with Retry', async () => {
    const onRetry = jest.fn();
    renderCleaner(<BookingsTable caption="Client bookings" rows={[]} loading={false} error={new Error('Error fetching bookings')} onRetry={onRetry} canAccept />);
    expect(screen.getByText('Error fetching bookings')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('BookingDetailsModal', () => {
  it('lists the spec fields with Accept, Reject and Close for a pending booking', () => {
    renderCleaner(<BookingDetailsModal booking={booking()} onClose={() => {}} canAccept />);
    const dialog = screen.getByRole('dialog', { name: 'Booking Details' });
    for (const label of ['Booking ID:', 'Service:', 'Special Request:', 'Number of Rooms:', 'Status:', 'Location:', 'Budget:', 'Building Type:', 'Building Condition:', 'Booking Date:']) {
      expect(within(dialog).getByText(label)).toBeInTheDocument();
    }
    expect(within(dialog).getByText('₦30,000.00', { exact: false })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: 'Close' }).length).toBeGreaterThan(0);
    expect(within(dialog).queryByRole('button', { name: 'Mark completed' })).not.toBeInTheDocument();
  });

  it('shows the booked slot and offers Reschedule and Cancel job on an accepted job (issue 27)', () => {
    // 09:00-11:00 UTC is 10:00-12:00 in Lagos.
    renderCleaner(<BookingDetailsModal booking={booking({ status: 'accepted', starts_at: '2031-03-03T09:00:00Z', ends_at: '2031-03-03T11:00:00Z' })} onClose={() => {}} canAccept />);
    const dialog = screen.getByRole('dialog', { name: 'Booking Details' });
    expect(within(dialog).getByTestId('booking-when')).toHaveTextContent('3 Mar 2031, 10:00–12:00');
    expect(within(dialog).getByRole('button', { name: 'Reschedule' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel job' })).toBeEnabled();
  });

  it('offers Mark completed once accepted and reveals the contact', () => {
    renderCleaner(
      <BookingDetailsModal
        booking={booking({ status: 'accepted', contact: { full_name: 'Funke Adeyemi', phone: '+2348051112222', email: null, address: '12 Awolowo Road' } })}
        onClose={() => {}}
        canAccept
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Booking Details' });
    expect(within(dialog).getByRole('button', { name: 'Mark completed' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Funke Adeyemi', { exact: false })).toBeInTheDocument();
    expect(within(dialog).queryByText('Hidden', { exact: false })).not.toBeInTheDocument();
  });

  it('names a job marked done as awaiting customer confirmation', () => {
    renderCleaner(<BookingsTable caption="Client bookings" rows={[booking({ status: 'awaiting_confirmation' })]} loading={false} error={null} onRetry={() => {}} canAccept />);
    expect(within(screen.getByRole('table')).getByText('Awaiting customer confirmation')).toBeInTheDocument();
  });

  it('says a problem was reported when the customer disputes a job marked done', () => {
    renderCleaner(<BookingsTable caption="Client bookings" rows={[booking({ status: 'awaiting_confirmation', disputed_at: '2025-06-21T09:00:00Z' })]} loading={false} error={null} onRetry={() => {}} canAccept />);
    const table = screen.getByRole('table');
    expect(within(table).getByText('Problem reported: an admin will decide')).toBeInTheDocument();
    expect(within(table).queryByText('Awaiting customer confirmation')).not.toBeInTheDocument();
  });

  it('offers nothing but Close while the customer has to confirm', () => {
    renderCleaner(<BookingDetailsModal booking={booking({ status: 'awaiting_confirmation' })} onClose={() => {}} canAccept />);
    const dialog = screen.getByRole('dialog', { name: 'Booking Details' });
    expect(within(dialog).getByText('Awaiting customer confirmation')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Mark completed' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('asks for the price before accepting, and goes back to the details', async () => {
    renderCleaner(<BookingDetailsModal booking={booking({ budget_kobo: 3_000_000 })} onClose={() => {}} canAccept />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept booking' });
    expect(within(dialog).getByLabelText(/Your price/)).toHaveValue('30000');
    expect(within(dialog).getByRole('button', { name: 'Accept booking' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'Booking Details' })).toBeInTheDocument();
  });

  it('disables Accept and says why for a suspended cleaner', () => {
    renderCleaner(<BookingDetailsModal booking={booking()} onClose={() => {}} canAccept={false} />);
    expect(screen.getByText('Your account is suspended. You cannot accept bookings.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeDisabled();
  });
});
