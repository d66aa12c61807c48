// Where each side-menu entry goes (spec: Home /, My Profile, Dashboard = bids dashboard, Settings, Logout,
// Notification), and which entry a path belongs to.
export function menuTargets(basePath: string) {
  return {
    home: '/',
    profile: `${basePath}/profile`,
    dashboard: `${basePath}/bids`,
    settings: `${basePath}/settings`,
    logout: '/logout',
    notifications: `${basePath}/notifications`,
  } as const;
}

export function menuKeyFor(pathname: string, basePath: string): string | undefined {
  const rest = pathname.startsWith(basePath) ? pathname.slice(basePath.length).replace(/^\/+/, '') : pathname;
  const first = rest.split('/')[0] ?? '';
  if (first === 'profile' || first === 'verification') return 'profile';
  if (['bids', 'bookings', 'schedules', 'earnings'].includes(first)) return 'dashboard';
  if (first === 'settings') return 'settings';
  if (first === 'notifications') return 'notifications';
  return undefined;
}
