// Canonical paths inside each area, relative to its prefix. The shell's redirect table points the spec's paths here
// (e.g. /bids-dashboard -> /cleaner/bids), so each area's routes.tsx must render every path listed for it. Marketing
// and guest own named top-level paths; client, cleaner and admin own everything below /client, /cleaner, /admin.
import type { AreaName } from './remote-contract';

export const AREA_PREFIX: Record<AreaName, string> = {
  marketing: '',
  guest: '',
  client: '/client',
  cleaner: '/cleaner',
  admin: '/admin',
};

/** Top-level public paths owned by marketing and guest (React Router patterns). */
export const PUBLIC_AREA_PATHS = {
  marketing: ['/', '/about', '/subscription', '/partners', '/privacy-policy', '/terms'],
  guest: [
    '/request-quote',
    '/book',
    '/find-a-cleaner',
    '/cleaning-prices',
    '/chat',
    '/chat/:id',
    '/my-requests',
    '/my-requests/bookings/:bookingId',
    '/cleaners/:id',
  ],
} as const satisfies Partial<Record<AreaName, readonly string[]>>;

/** Paths below the prefix of the signed-in areas ('' = the dashboard). */
export const PRIVATE_AREA_PATHS = {
  client: [
    '',
    'profile',
    'bookings',
    'bookings/book',
    'quotes',
    'quotes/new',
    'quotes/approved',
    'schedules',
    'payments',
    'notifications',
    'reviews',
  ],
  cleaner: [
    '',
    'profile',
    'profile/public',
    'profile/personal',
    'profile/specialty',
    'profile/service-info',
    'profile/bio',
    'verification',
    'bids',
    'bids/guest-quotes',
    'bids/guest-bookings',
    'bids/client-quotes',
    'bids/client-bookings',
    'bids/status',
    'bookings',
    'schedules',
    'notifications',
    'reviews',
    'earnings',
    'settings',
  ],
  admin: [
    '',
    'activities',
    'activities/guest-bookings',
    'activities/guest-bids',
    'activities/guest-quotes',
    'activities/client-quotes',
    'activities/approved-quotes',
    'activities/client-bookings',
    'cleaners',
    'verification',
    'reviews',
    'payments',
    'clients',
    'match',
    'schedules',
    'subscriptions',
    'prices',
    'subscription-prices',
    'standby',
    'notifications',
    'chats',
    'audit',
    'admins',
  ],
} as const satisfies Partial<Record<AreaName, readonly string[]>>;

export type PrivateArea = keyof typeof PRIVATE_AREA_PATHS;
