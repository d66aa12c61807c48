import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { notification } from '../../test/fixtures';
import { NotificationsView } from './NotificationsView';

const meta = {
  title: 'Admin/Notifications',
  component: NotificationsView,
  args: {
    notifications: [
      notification(),
      notification({ id: 'n-2', category: 'review', message: 'New review for Adaeze', is_read: true }),
      notification({ id: 'n-3', category: 'verification', message: 'Tunde Bello submitted documents' }),
    ],
    onMarkRead: () => undefined,
    onMarkAllRead: () => undefined,
    onDelete: () => undefined,
  },
} satisfies Meta<typeof NotificationsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClientAndCleaner: Story = {};
export const Empty: Story = { args: { notifications: [] } };
export const Failed: Story = { args: { notifications: [], error: new Error('Could not load notifications'), onRetry: () => undefined } };
