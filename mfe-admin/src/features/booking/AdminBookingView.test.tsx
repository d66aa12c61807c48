import { screen, within } from '@testing-library/react';
import { renderAdmin } from '../../test/render';
import { AdminBookingView, type AdminBookingViewProps } from './AdminBookingView';
import { adminBookingView, adminMessage } from './fixtures';

const props = (overrides: Partial<AdminBookingViewProps> = {}): AdminBookingViewProps => ({
  view: adminBookingView(), loading: false, error: null, onRetry: () => {}, basePath: '/admin',
  timeline: [
    { id: 1, title: 'Booking requested', when: '1 Mar 2031, 09:00', actor: 'The customer', at: '2031-03-01T08:00:00Z' },
    { id: 2, title: 'Offered to standby cleaners', when: '2 Mar 2031, 11:00', actor: 'Spotless', at: '2031-03-02T10:00:00Z' },
  ],
  conversation: {
    messages: [
      adminMessage(),
      adminMessage({ id: 'm-2', senderRole: 'cleaner', senderName: 'Tobi Bello', body: 'Pay me cash instead.', reports: 1, openReports: 1, reportReasons: ['Asks for cash outside the app.'] }),
    ],
    loading: false, error: null, onRetry: () => {},
  },
  ...overrides,
});

it('shows the whole booking: parties, payment, standby, timeline and the conversation with the report marked', async () => {
  renderAdmin(<AdminBookingView {...props()} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Deep Cleaning' })).toBeInTheDocument();
  const details = screen.getByRole('region', { name: 'Booking' });
  expect(within(details).getByText('Ngozi Eze · Client · +2348031234572 · ngozi@example.ng')).toBeInTheDocument();
  expect(within(details).getByText('Kunle Ade')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Payment' })).getByText(/SPL-123/)).toBeInTheDocument();
  const standby = screen.getByRole('region', { name: 'Standby' });
  expect(within(standby).getByText('Taken by a cleaner')).toBeInTheDocument();
  expect(within(standby).getByText('Cleaner cancelled (Tobi Bello): "My van broke down."')).toBeInTheDocument();
  expect(within(standby).queryByRole('link', { name: 'Assign a cleaner in Standby' })).toBeNull();
  expect(await screen.findByText('Offered to standby cleaners')).toBeInTheDocument();

  const messages = within(screen.getByRole('list', { name: 'Conversation' })).getAllByTestId('admin-message');
  expect(messages.map((m) => m.dataset.reported)).toEqual(['no', 'yes']);
  expect(within(messages[1]!).getByText('Pay me cash instead.')).toBeInTheDocument();
  expect(within(messages[1]!).getByText('Asks for cash outside the app.', { exact: false })).toBeInTheDocument();
  expect(screen.getByText('Opening the conversation is recorded in the audit log.')).toBeInTheDocument();
  // Read-only: nothing to type or send.
  expect(screen.queryByRole('textbox')).toBeNull();
  expect(screen.getByRole('link', { name: '← Bookings' })).toHaveAttribute('href', '/admin/activities');
});

it('points to Standby while nobody has the job, and says when there is nothing to show', () => {
  const waiting = adminBookingView({
    cleanerName: null, payments: [],
    standbys: [{ ...adminBookingView().standbys[0]!, state: 'open', takenByName: null, closedAt: null, openOffers: 3 }],
  });
  renderAdmin(<AdminBookingView {...props({ view: { ...waiting, booking: { ...waiting.booking, cleaner_id: null, status: 'pending' } }, conversation: { messages: [], loading: false, error: null, onRetry: () => {} } })} />);
  expect(screen.getByRole('link', { name: 'Assign a cleaner in Standby' })).toHaveAttribute('href', '/admin/standby');
  expect(screen.getByText('None yet')).toBeInTheDocument();
  expect(screen.getByText('No payments yet.')).toBeInTheDocument();
  expect(screen.getByText('No messages in this booking.')).toBeInTheDocument();
});

it('says a booking that does not exist was not found', () => {
  renderAdmin(<AdminBookingView {...props({ view: null })} />);
  expect(screen.getByText('This booking was not found.')).toBeInTheDocument();
});
