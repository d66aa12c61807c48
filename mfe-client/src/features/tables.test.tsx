// The client's tables: spec columns, naira from kobo, status badges, upcoming visits and the spec's empty texts.
jest.setTimeout(30_000);

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderClient } from '../test/render';
import { clientBooking, payment, schedule } from '../test/fixtures';
import { MyBookingsTable } from './booking-center/MyBookingsTable';
import { PaymentsTable } from './payments/PaymentsTable';
import { SchedulesTable } from './schedules/SchedulesTable';

const SLOW = { timeout: 15_000 };

it('My Cleaners Bookings: cleaner, service type, status; Unknown Cleaner when the cleaner is not listed', async () => {
  renderClient(<MyBookingsTable bookings={[clientBooking(), clientBooking({ id: 'b-2', status: 'accepted', cleaner: null, price_kobo: 3_000_000 })]} />);
  const rows = await screen.findAllByTestId('booking-row', {}, SLOW);
  expect(rows[0]).toHaveTextContent('Adaeze Nwosu');
  expect(rows[0]).toHaveTextContent('House Cleaning, Window Cleaning');
  expect(rows[0]).toHaveTextContent('Pending');
  expect(rows[0]).toHaveTextContent('₦25,000');
  expect(rows[1]).toHaveTextContent('Unknown Cleaner');
  expect(rows[1]).toHaveTextContent('Accepted');
  expect(rows[1]).toHaveTextContent('₦30,000');
});

it('My Cleaners Bookings: Confirm completion only for a job the cleaner marked done', async () => {
  const onConfirm = jest.fn();
  renderClient(
    <MyBookingsTable
      bookings={[clientBooking({ status: 'awaiting_confirmation' }), clientBooking({ id: 'b-2', status: 'accepted' }), clientBooking({ id: 'b-3', status: 'completed' })]}
      onConfirm={onConfirm}
    />,
  );
  const rows = await screen.findAllByTestId('booking-row', {}, SLOW);
  expect(rows[0]).toHaveTextContent('Awaiting confirmation');
  const buttons = screen.getAllByRole('button', { name: 'Confirm completion of House Cleaning, Window Cleaning' });
  expect(buttons).toHaveLength(1);
  expect(within(rows[0]!).getByRole('button')).toBe(buttons[0]);
  await userEvent.click(buttons[0]!);
  expect(onConfirm).toHaveBeenCalledWith(expect.objectContaining({ id: 'b-1' }));
});

it('My Cleaners Bookings: No bookings found.', async () => {
  renderClient(<MyBookingsTable bookings={[]} />);
  expect(await screen.findByText('No bookings found.', {}, SLOW)).toBeInTheDocument();
});

it('Payment History: naira from kobo; No payment history available.', async () => {
  const { unmount } = renderClient(<PaymentsTable payments={[payment()]} />);
  const row = await screen.findByTestId('payment-row', {}, SLOW);
  expect(row).toHaveTextContent('₦88,000');
  expect(row).toHaveTextContent('USSD');
  expect(row).toHaveTextContent('Paid');
  unmount();
  renderClient(<PaymentsTable payments={[]} />);
  expect(await screen.findByText('No payment history available.', {}, SLOW)).toBeInTheDocument();
});

it('Your Schedules: upcoming visits from today, status label; pending waits for a match; No schedules found.', async () => {
  const { unmount } = renderClient(
    <SchedulesTable schedules={[schedule(), schedule({ id: 's-2', status: 'pending', cleaner: null, cleaner_id: null, visits: [] })]} today="2031-03-10" />,
  );
  const rows = await screen.findAllByTestId('schedule-row', {}, SLOW);
  const visits = within(rows[0]!).getByTestId('upcoming-visits');
  expect(within(visits).getAllByRole('listitem').map((li) => li.textContent))
    .toEqual(['10 Mar 2031, 08:00–10:00', '17 Mar 2031, 08:00–10:00', '24 Mar 2031, 08:00–10:00', '31 Mar 2031, 08:00–10:00', '+1 more']);
  expect(rows[0]).toHaveTextContent('08:00–10:00');
  expect(rows[0]).toHaveTextContent('Active');
  expect(rows[1]).toHaveTextContent('Pending');
  expect(rows[1]).toHaveTextContent('After a cleaner is matched');
  unmount();
  renderClient(<SchedulesTable schedules={[]} today="2031-03-10" />);
  expect(await screen.findByText('No schedules found.', {}, SLOW)).toBeInTheDocument();
});
