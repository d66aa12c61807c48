// The admin side menu (spec §2 Admin area): Home, Squads DB, Client Dashboard, Subscriptions Prices, Activities DB,
// Prices Dashboard, Notifications, chats, Logout; where each goes and which entry a path belongs to.
export const MENU_LABELS = {
  home: 'Home',
  squads: 'Squads DB',
  clients: 'Client Dashboard',
  subscriptionPrices: 'Subscriptions Prices',
  activities: 'Activities DB',
  prices: 'Prices Dashboard',
  notifications: 'Notifications',
  chats: 'chats',
  logout: 'Logout',
} as const;

/** Entries only super_admins get (issue 25): the operator audit log and the admins list. */
export const SUPER_ADMIN_MENU_LABELS = {
  auditLog: 'Audit log',
  admins: 'Admins',
} as const;

export type MenuKey = keyof typeof MENU_LABELS | keyof typeof SUPER_ADMIN_MENU_LABELS;

/** The menu's entries in order: the spec's, with the super_admin ones before Logout when the viewer is one. */
export function menuEntries(superAdmin: boolean): [MenuKey, string][] {
  const spec = Object.entries(MENU_LABELS) as [MenuKey, string][];
  if (!superAdmin) return spec;
  return [...spec.slice(0, -1), ...(Object.entries(SUPER_ADMIN_MENU_LABELS) as [MenuKey, string][]), spec[spec.length - 1]!];
}

export function menuTargets(basePath: string): Record<MenuKey, string> {
  return {
    home: basePath,
    squads: `${basePath}/cleaners`,
    clients: `${basePath}/clients`,
    subscriptionPrices: `${basePath}/subscription-prices`,
    activities: `${basePath}/activities`,
    prices: `${basePath}/prices`,
    notifications: `${basePath}/notifications`,
    chats: `${basePath}/chats`,
    auditLog: `${basePath}/audit`,
    admins: `${basePath}/admins`,
    logout: '/logout',
  };
}

const SECTION_OF: Record<string, MenuKey> = {
  '': 'home',
  cleaners: 'squads',
  verification: 'squads',
  reviews: 'squads',
  payments: 'squads',
  clients: 'clients',
  match: 'clients',
  schedules: 'clients',
  subscriptions: 'clients',
  'subscription-prices': 'subscriptionPrices',
  activities: 'activities',
  // Standby bookings are activities waiting for a cleaner (admins' notifications link there).
  standby: 'activities',
  prices: 'prices',
  notifications: 'notifications',
  chats: 'chats',
  // Reported booking messages (issue 27): conversations, like the chats.
  'message-reports': 'chats',
  audit: 'auditLog',
  admins: 'admins',
};

export function menuKeyFor(pathname: string, basePath: string): MenuKey | undefined {
  if (!pathname.startsWith(basePath)) return undefined;
  const first = pathname.slice(basePath.length).replace(/^\/+/, '').split('/')[0] ?? '';
  return SECTION_OF[first];
}
