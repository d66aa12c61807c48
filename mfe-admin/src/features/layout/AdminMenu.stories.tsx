import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AdminMenu } from './AdminMenu';

const meta = {
  title: 'Admin/Layout/Side menu',
  component: AdminMenu,
  args: { basePath: '/admin', pathname: '/admin/activities', unreadChats: 3, onNavigate: () => undefined },
} satisfies Meta<typeof AdminMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithUnreadChats: Story = {};
export const OnHome: Story = { args: { pathname: '/admin', unreadChats: 0 } };
export const OnPhone: Story = { globals: { viewport: { value: 'phone' } } };
