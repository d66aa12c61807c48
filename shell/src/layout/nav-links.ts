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

/** The guest pages and the partnership page, in the footer of every page: each is one click from home (issue 26). */
export const GUEST_LINKS: readonly NavLink[] = [
  { label: 'Find a Cleaner', to: '/find-a-cleaner' },
  { label: 'Request a Quote', to: '/request-quote' },
  { label: 'Book a Cleaner', to: '/book' },
  { label: 'Cleaning Prices', to: '/cleaning-prices' },
  { label: 'Subscriptions', to: '/subscription' },
  { label: 'My Requests', to: '/my-requests' },
  { label: 'Partners', to: '/partners' },
];

export const SIGNED_OUT_LINKS: readonly NavLink[] = [
  { label: 'Login', to: '/sign' },
  { label: 'Sign Up', to: '/register' },
];

/** Where the bell leads for each role (the role's notifications page; the bell shows the unread count). */
export const NOTIFICATIONS_PATH: Record<Role, string> = {
  client: '/client/notifications',
  cleaner: '/cleaner/notifications',
  admin: '/admin/notifications',
  super_admin: '/admin/notifications',
};

export const ROLE_LINKS: Record<Role, readonly NavLink[]> = {
  client: [
    { label: 'Dashboard', to: '/client' },
    { label: 'Bookings', to: '/client/bookings' },
    { label: 'Quotes', to: '/client/quotes' },
  ],
  cleaner: [
    { label: 'My Profile', to: '/cleaner/profile' },
    { label: 'Dashboard', to: '/cleaner/bids' },
    { label: 'Settings', to: '/cleaner/settings' },
  ],
  admin: [
    { label: 'Dashboard', to: '/admin' },
    { label: 'Activities DB', to: '/admin/activities' },
    { label: 'Squads DB', to: '/admin/cleaners' },
    { label: 'Chats', to: '/admin/chats' },
  ],
  super_admin: [
    { label: 'Dashboard', to: '/admin' },
    { label: 'Activities DB', to: '/admin/activities' },
    { label: 'Squads DB', to: '/admin/cleaners' },
    { label: 'Register Admin', to: '/adminregister' },
  ],
};
