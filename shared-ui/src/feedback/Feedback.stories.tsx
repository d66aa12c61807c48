import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { Loading } from './Loading';
import { Spinner } from './Spinner';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { message: 'No bids available.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoBids: Story = {};
export const NoNotifications: Story = { args: { message: 'No notifications available.' } };
/** Section that failed to load, with Retry. */
export const Error: Story = {
  render: () => <ErrorState message="This section is temporarily unavailable" onRetry={() => undefined} />,
};
export const LoadingBookings: Story = { render: () => <Loading message="Loading bookings..." /> };
export const SpinnerAlone: Story = { render: () => <Spinner size={32} /> };
