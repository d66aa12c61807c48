// The client's booking page while a cleaner who dropped the job is being replaced: it says so, until when, that
// cancelling is free and offers Cancel (not Reschedule); when a replacement takes the job it names who is coming.
// The page runs its real hooks; their data is what the database sent (seeded in the query cache, no server).
jest.setTimeout(30_000);

import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { bookingMessageKeys, bookingPageKeys, replacementKeys, type BookingPageBooking, type BookingStandby } from '@spotless/shared-data/booking-page';
import { SpotlessThemeProvider } from '@spotless/shared-ui';
import { MemoryRouter, Route, Routes } from '@spotless/shared-ui/router';
import { signedInClient, startNoServer } from '../../test/no-server';
import BookingPage from './BookingPage';

const SLOW = { timeout: 15_000 };
let server: Awaited<ReturnType<typeof startNoServer>>;
beforeAll(async () => {
  server = await startNoServer();
  signedInClient();
});
afterAll(async () => {
  await server.stop();
});

/** A booking id as the database makes them (its reference is BK-3F2A91C0). */
const ID = '3f2a91c0-5b1e-4c1d-9a2b-0c0d0e0f1a2b';

const booking = (over: Partial<BookingPageBooking> = {}): BookingPageBooking => ({
  id: ID, customer_id: 'u-1', customer_kind: 'client', cleaner_id: null, services: ['Deep Cleaning'], location: 'Allen Avenue',
  state: 'Lagos', lga: 'Ikeja', num_rooms: 3, building_type: null, building_condition: null, special_request: null, scheduled_date: null,
  starts_at: '2031-03-05T09:00:00Z', ends_at: '2031-03-05T11:00:00Z', budget_kobo: null, price_kobo: 2_500_000, status: 'pending',
  payment_status: 'paid', source: 'direct', created_at: '2031-03-01T08:00:00Z', disputed_at: null, cleaner_name: null, reviewed: false, ...over,
});
const standby = (over: Partial<BookingStandby> = {}): BookingStandby => ({
  id: 's-1', state: 'open', reason: 'cleaner_cancelled', openedAt: '2031-03-02T10:00:00Z', deadlineAt: '2031-03-02T14:00:00Z', closedAt: null, ...over,
});

function renderPage(client: QueryClient) {
  return render(
    <SpotlessThemeProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/client/bookings/${ID}`]}>
          <Routes>
            <Route path="/client/bookings/:bookingId" element={<BookingPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </SpotlessThemeProvider>,
  );
}

it('says a replacement is being found, until when, and that cancelling is free; then who is coming', async () => {
  // Nothing is refetched: the cache holds what the database (and its live updates) sent.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(bookingPageKeys.booking(ID), booking());
  client.setQueryData(bookingPageKeys.events(ID), []);
  client.setQueryData(bookingMessageKeys.thread(ID), []);
  client.setQueryData(replacementKeys.standby(ID), standby());
  renderPage(client);

  const notice = await screen.findByTestId('replacement-notice', {}, SLOW);
  expect(notice).toHaveAttribute('role', 'status');
  expect(notice).toHaveTextContent('Finding a replacement');
  expect(notice).toHaveTextContent('Your cleaner cancelled this booking.');
  expect(notice).toHaveTextContent('at the latest by 2 Mar 2031, 15:00');
  expect(notice).toHaveTextContent('You can wait, or cancel free of charge.');
  expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeEnabled();
  expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull();

  // A replacement accepted: the booking and its standby change (as Realtime brings them), the page follows.
  act(() => {
    client.setQueryData(bookingPageKeys.booking(ID), booking({ cleaner_id: 'c-2', cleaner_name: 'Kunle Ade', status: 'accepted' }));
    client.setQueryData(replacementKeys.standby(ID), standby({ state: 'taken', closedAt: '2031-03-02T10:20:00Z' }));
  });
  await waitFor(() => expect(screen.getByTestId('replacement-notice')).toHaveTextContent('Kunle Ade is coming'));
  expect(screen.getByTestId('replacement-notice')).toHaveAttribute('data-kind', 'found');
  expect(screen.getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
});

it('shows no notice on a booking whose cleaner never dropped it', async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(bookingPageKeys.booking(ID), booking({ cleaner_id: 'c-1', cleaner_name: 'Tobi Bello', status: 'accepted' }));
  client.setQueryData(bookingPageKeys.events(ID), []);
  client.setQueryData(bookingMessageKeys.thread(ID), []);
  client.setQueryData(replacementKeys.standby(ID), null);
  renderPage(client);
  expect(await screen.findByRole('button', { name: 'Reschedule' }, SLOW)).toBeInTheDocument();
  expect(screen.getByText('Tobi Bello')).toBeInTheDocument();
  expect(screen.queryByTestId('replacement-notice')).toBeNull();
  // The reference the client quotes to support and can type into the bookings search, beside the title.
  expect(screen.getByTestId('booking-reference')).toHaveTextContent('BK-3F2A91C0');
});

it('a visit of a schedule says it is not paid on its own and offers no Pay now', async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(bookingPageKeys.booking(ID), booking({
    cleaner_id: 'c-1', cleaner_name: 'Tobi Bello', status: 'accepted', source: 'schedule', price_kobo: null, payment_status: 'unpaid',
    services: ['Weekly Cleaning'],
  }));
  client.setQueryData(bookingPageKeys.events(ID), []);
  client.setQueryData(bookingMessageKeys.thread(ID), []);
  client.setQueryData(replacementKeys.standby(ID), null);
  renderPage(client);
  expect(await screen.findByText('Part of a schedule', {}, SLOW)).toBeInTheDocument();
  expect(screen.getByText('Not paid on its own: this visit is part of a recurring schedule.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Pay now/ })).toBeNull();
  // Moving or cancelling one visit is the booking's own change (its policy).
  expect(screen.getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
});
