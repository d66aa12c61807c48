import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { SideMenu } from './SideMenu';

const adminItems = [
  { key: '/', label: 'Home' },
  { key: '/providers-dashboard', label: 'Squads DB' },
  { key: '/client-dashboard', label: 'Client Dashboard' },
  { key: '/admin-subscriptionsupdates', label: 'Subscriptions Prices' },
  { key: '/general-dashboards', label: 'Activities DB' },
  { key: '/admin-cleaningprice', label: 'Prices Dashboard' },
  { key: '/admin-notifications', label: 'Notifications' },
  { key: '/admin-chat', label: 'chats' },
  { key: '/logout', label: 'Logout' },
];

function AdminMenu() {
  const [selected, setSelected] = useState('/general-dashboards');
  return <SideMenu label="Admin menu" items={adminItems} selectedKey={selected} onSelect={setSelected} />;
}

const meta = {
  title: 'Dashboard (antd)/SideMenu',
  component: AdminMenu,
} satisfies Meta<typeof AdminMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A column from 768 px; a Menu button with a drawer below. */
export const Admin: Story = {};
