import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { Tabs } from './Tabs';

const items = [
  { key: 'profile', label: 'Profile', children: <p>Profile details</p> },
  { key: 'bookings', label: 'Bookings', children: <p>Bookings list</p> },
  { key: 'notifications', label: 'Notifications', children: <p>Notifications list</p> },
  { key: 'schedules', label: 'Schedules & Payments', children: <p>Schedules and payments</p> },
];

/** Controlled like a URL-synced page would be (here the "URL" is local state). */
function ControlledTabs({ initial = 'profile' }: { initial?: string }) {
  const [key, setKey] = useState(initial);
  return <Tabs aria-label="Client dashboard" items={items} activeKey={key} onChange={setKey} />;
}

const meta = {
  title: 'Dashboard (antd)/Tabs',
  component: ControlledTabs,
} satisfies Meta<typeof ControlledTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClientDashboard: Story = {};
/** Opened on a deep-linked tab. */
export const DeepLinked: Story = { args: { initial: 'notifications' } };
