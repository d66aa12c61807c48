// What the top bar offers: public links for visitors, and the current role's area links once signed in.
import type { Role } from '../routing/dashboards';

export interface NavLink {
  label: string;
  to: string;
}

export const PUBLIC_LINKS: readonly NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about' },
];

export const SIGNED_OUT_LINKS: readonly NavLink[] = [
  { label: 'Login', to: '/sign' },
  { label: 'Sign Up', to: '/register' },
];

export const ROLE_LINKS: Record<Role, readonly NavLink[]> = {
  client: [
    { label: 'Dashboard', to: '/client' },
    { label: 'Bookings', to: '/client/bookings' },
    { label: 'Quotes', to: '/client/quotes' },
    { label: 'Notifications', to: '/client/notifications' },
  ],
  cleaner: [
    { label: 'My Profile', to: '/cleaner/profile' },
    { label: 'Dashboard', to: '/cleaner/bids' },
    { label: 'Notifications', to: '/cleaner/notifications' },
    { label: 'Settings', to: '/cleaner/settings' },
  ],
  admin: [
    { label: 'Dashboard', to: '/admin' },
    { label: 'Activities DB', to: '/admin/activities' },
    { label: 'Squads DB', to: '/admin/cleaners' },
    { label: 'Notifications', to: '/admin/notifications' },
    { label: 'Chats', to: '/admin/chats' },
  ],
  super_admin: [
    { label: 'Dashboard', to: '/admin' },
    { label: 'Activities DB', to: '/admin/activities' },
    { label: 'Squads DB', to: '/admin/cleaners' },
    { label: 'Notifications', to: '/admin/notifications' },
    { label: 'Register Admin', to: '/adminregister' },
  ],
};
