import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Link, MemoryRouter } from '../router';
import { AreaMenuLinks } from './AreaMenuLinks';

const meta = {
  title: 'Layout/AreaMenuLinks',
  component: AreaMenuLinks,
  decorators: [(Story) => <MemoryRouter>{Story()}</MemoryRouter>],
  args: {
    linkAs: Link,
    menu: {
      label: 'Admin menu',
      sections: [
        { key: 'home', label: 'Home', to: '/admin' },
        { key: 'squads', label: 'Squads DB', to: '/admin/cleaners', current: true },
        { key: 'activities', label: 'Activities DB', to: '/admin/activities' },
        { key: 'notifications', label: 'Notifications', to: '/admin/notifications' },
        { key: 'chats', label: 'chats', to: '/admin/chats', count: 3, countLabel: 'unread chat notifications' },
        { key: 'logout', label: 'Logout', to: '/logout' },
      ],
    },
  },
} satisfies Meta<typeof AreaMenuLinks>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The admin area's sections as the top bar's phone menu shows them: Squads DB is the page on screen. */
export const AdminSections: Story = {};

/** A cleaner with 120 unread notifications: the count stops at 99+. */
export const CleanerWithManyUnread: Story = {
  args: {
    menu: {
      label: 'Cleaner menu',
      sections: [
        { key: 'home', label: 'Home', to: '/' },
        { key: 'profile', label: 'My Profile', to: '/cleaner/profile' },
        { key: 'dashboard', label: 'Dashboard', to: '/cleaner/bids', current: true },
        { key: 'settings', label: 'Settings', to: '/cleaner/settings' },
        { key: 'logout', label: 'Logout', to: '/logout' },
        { key: 'notifications', label: 'Notification', to: '/cleaner/notifications', count: 120, countLabel: 'unread' },
      ],
    },
  },
};
