// The guest's booking page while their cleaner's dropped job is offered to others: it says a replacement is being
// found and that cancelling is free, with Cancel and without Reschedule; after nobody took it in time, it says so.
// The page runs its real hooks; their data is what the database sent (seeded in the query cache, no server).
jest.setTimeout(30_000);

import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useAuth, type AuthState } from '@spotless/shared-data';
import { bookingMessageKeys, bookingPageKeys, replacementKeys, type BookingPageBooking, type BookingStandby } from '@spotless/shared-data/booking-page';
import { SpotlessThemeProvider } from '@spotless/shared-ui';
import { MemoryRouter, Route, Routes } from '@spotless/shared-ui/router';
import { watchSupabase, type SupabaseWatch } from '../../test/watch-supabase';
import GuestBookingPage from './GuestBookingPage';

const SLOW = { timeout: 15_000 };
let watch: SupabaseWatch;
beforeAll(async () => {
  watch = await watchSupabase();
  // The guest's anonymous session, as after their first booking.
  const user = { id: 'g-1', email: null, is_anonymous: true } as unknown as NonNullable<AuthState['user']>;
  useAuth.setState({ ...useAuth.getInitialState(), status: 'signed-in', user, roles: [], activeRole: null });
});
afterAll(async () => {
  await watch.stop();
});

const booking = (over: Partial<BookingPageBooking> = {}): BookingPageBooking => ({
  id: 'b-9', customer_id: 'g-1', customer_kind: 'guest', cleaner_id: null, services: ['Window Cleaning'], location: 'Yaba',
  state: 'Lagos', lga: 'Yaba', num_rooms: 2, building_type: null, building_condition: null, special_request: null, scheduled_date: null,
  starts_at: '2031-03-05T09:00:00Z', ends_at: '2031-03-05T11:00:00Z', budget_kobo: null, price_kobo: 900_000, status: 'pending',
  payment_status: 'unpaid', source: 'direct', created_at: '2031-03-01T08:00:00Z', disputed_at: null, cleaner_name: null, reviewed: false, ...over,
});
const standby = (over: Partial<BookingStandby> = {}): BookingStandby => ({
  id: 's-9', state: 'open', reason: 'no_show', openedAt: '2031-03-05T09:30:00Z', deadlineAt: '2031-03-05T10:00:00Z', closedAt: null, ...over,
});

function renderPage(b: BookingPageBooking, s: BookingStandby) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(bookingPageKeys.booking('b-9'), b);
  client.setQueryData(bookingPageKeys.events('b-9'), []);
  client.setQueryData(bookingMessageKeys.thread('b-9'), []);
  client.setQueryData(replacementKeys.standby('b-9'), s);
  return render(
    <SpotlessThemeProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/my-requests/bookings/b-9']}>
          <Routes>
            <Route path="/my-requests/bookings/:bookingId" element={<GuestBookingPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </SpotlessThemeProvider>,
  );
}

it('says a replacement is being found for a cleaner who did not come, and that cancelling is free', async () => {
  renderPage(booking(), standby());
  const notice = await screen.findByTestId('replacement-notice', {}, SLOW);
  expect(notice).toHaveTextContent('Finding a replacement');
  expect(notice).toHaveTextContent('Your cleaner did not start in time.');
  expect(notice).toHaveTextContent('at the latest by 5 Mar 2031, 11:00');
  expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeEnabled();
  expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull();
});

it('says nobody was found yet once the offers closed', async () => {
  renderPage(booking(), standby({ state: 'expired', closedAt: '2031-03-05T10:00:00Z' }));
  const notice = await screen.findByTestId('replacement-notice', {}, SLOW);
  expect(notice).toHaveTextContent('No replacement found yet');
  expect(notice).toHaveTextContent('Nobody has taken it yet. Our team will contact you.');
  expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull();
});
