// A schedule's visit is a booking (issue 27) and is listed in My Bookings with the others, so a reference from a
// reminder or a notice is found there; it says which schedule it belongs to and is never offered for payment.
jest.setTimeout(30_000);

import { screen, within } from '@testing-library/react';
import { renderClient } from '../../test/render';
import { clientBooking } from '../../test/fixtures';
import { MyBookingsTable } from './MyBookingsTable';

it('marks a visit booking "Part of <schedule> schedule" with no payment to make, and leaves other bookings as they are', async () => {
  renderClient(
    <MyBookingsTable
      onConfirm={jest.fn()}
      onPay={jest.fn()}
      bookings={[
        clientBooking({ id: 'v-1', status: 'accepted', source: 'schedule', services: ['Weekly Cleaning'], budget_kobo: null }),
        clientBooking({ id: 'b-2', status: 'accepted', price_kobo: 2_500_000 }),
      ]}
    />,
  );
  const [visit, other] = await screen.findAllByTestId('booking-row', {}, { timeout: 15_000 });
  expect(within(visit!).getByTestId('schedule-visit-label')).toHaveTextContent('Part of Weekly Cleaning schedule');
  expect(within(visit!).getByTestId('booking-payment')).toHaveTextContent('Part of a schedule');
  expect(within(visit!).queryByTestId('pay-now')).toBeNull();
  expect(within(other!).queryByTestId('schedule-visit-label')).toBeNull();
  expect(within(other!).getByTestId('pay-now')).toBeInTheDocument();
});
