import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { NotificationList, type NotificationItem } from './NotificationList';

const sample: NotificationItem[] = Array.from({ length: 12 }, (_, i) => ({
  id: `n${i + 1}`,
  message: i % 2 ? `Your booking #${100 + i} was accepted.` : `New quote request in Lagos (#${200 + i}).`,
  isRead: i > 3,
  category: i % 2 ? 'Bookings' : 'Client quote requests',
  createdAt: new Date(Date.UTC(2025, 0, 10 + i, 9, 30)).toISOString(),
  createdAtLabel: `${10 + i} Jan 2025, 10:30 am`,
}));

function LiveList({ initial }: { initial: NotificationItem[] }) {
  const [items, setItems] = useState(initial);
  return (
    <NotificationList
      title="Notifications"
      items={items}
      onMarkRead={(id) => setItems((all) => all.map((n) => (n.id === id ? { ...n, isRead: true } : n)))}
      onMarkAllRead={() => setItems((all) => all.map((n) => ({ ...n, isRead: true })))}
    />
  );
}

const meta = {
  title: 'Dashboard (antd)/NotificationList',
  component: LiveList,
  args: { initial: sample },
} satisfies Meta<typeof LiveList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve items: the list scrolls past 500 px. */
export const Mixed: Story = {};
export const Empty: Story = { args: { initial: [] } };
