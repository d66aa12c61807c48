// The Client Dashboard's tabs (spec: profile, bookings, Notifications, Schedules & Payments; plus Pending Reviews),
// each with its own path below /client so tabs are deep-linkable.
export const DASHBOARD_TABS = [
  { key: 'profile', label: 'Profile' },
  { key: 'bookings', label: 'Bookings' },
  { key: 'notifications', label: 'Notifications' },
  { key: 'schedules', label: 'Schedules & Payments' },
  { key: 'reviews', label: 'Pending Reviews' },
] as const;

export type DashboardTab = (typeof DASHBOARD_TABS)[number]['key'];

/** The tab a path below the area belongs to (the area root shows Profile). */
export function dashboardTabFor(pathname: string, basePath: string): DashboardTab | '' {
  const rest = pathname.slice(basePath.length).replace(/^\/+|\/+$/g, '');
  const first = rest.split('/')[0] ?? '';
  switch (first) {
    case '':
    case 'profile':
      return 'profile';
    case 'bookings':
    case 'quotes':
      return 'bookings';
    case 'notifications':
      return 'notifications';
    case 'schedules':
    case 'payments':
      return 'schedules';
    case 'reviews':
      return 'reviews';
    default:
      return '';
  }
}
