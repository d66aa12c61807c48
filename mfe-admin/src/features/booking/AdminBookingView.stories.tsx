import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from '@spotless/shared-ui/router';
import { AdminBookingView } from './AdminBookingView';
import { adminBookingView, adminMessage } from './fixtures';

const meta = {
  title: 'Admin/Bookings/Booking view',
  component: AdminBookingView,
  decorators: [(Story) => <MemoryRouter><Story /></MemoryRouter>],
  args: {
    view: adminBookingView(),
    loading: false,
    error: null,
    onRetry: () => {},
    basePath: '/admin',
    timeline: [{ id: 1, title: 'Booking requested', when: '1 Mar 2031, 09:00', actor: 'The customer', at: '2031-03-01T08:00:00Z' }],
    conversation: {
      messages: [adminMessage(), adminMessage({ id: 'm-2', senderRole: 'cleaner', senderName: 'Tobi Bello', body: 'Pay me cash instead.', reports: 1, openReports: 1, reportReasons: ['Asks for cash.'] })],
      loading: false,
      error: null,
      onRetry: () => {},
    },
  },
} satisfies Meta<typeof AdminBookingView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Replaced: Story = {};
export const NotFound: Story = { args: { view: null } };
