import { menuEntries, menuKeyFor, menuTargets, MENU_LABELS } from './menu';

describe('admin menu', () => {
  it('lists the spec entries in order', () => {
    expect(Object.values(MENU_LABELS)).toEqual([
      'Home', 'Squads DB', 'Client Dashboard', 'Subscriptions Prices', 'Activities DB', 'Prices Dashboard', 'Notifications', 'chats', 'Logout',
    ]);
  });
  it('maps paths to their entry', () => {
    expect(menuKeyFor('/admin', '/admin')).toBe('home');
    expect(menuKeyFor('/admin/verification', '/admin')).toBe('squads');
    expect(menuKeyFor('/admin/activities/guest-bids', '/admin')).toBe('activities');
    expect(menuKeyFor('/admin/subscription-prices', '/admin')).toBe('subscriptionPrices');
    expect(menuKeyFor('/admin/match', '/admin')).toBe('clients');
    expect(menuKeyFor('/client', '/admin')).toBeUndefined();
    expect(menuTargets('/admin').logout).toBe('/logout');
    expect(menuKeyFor('/admin/audit', '/admin')).toBe('auditLog');
    expect(menuKeyFor('/admin/admins', '/admin')).toBe('admins');
  });
  it('adds Audit log and Admins before Logout for super admins only', () => {
    expect(menuEntries(false).map(([, label]) => label)).toEqual(Object.values(MENU_LABELS));
    expect(menuEntries(true).map(([, label]) => label).slice(-3)).toEqual(['Audit log', 'Admins', 'Logout']);
  });
});
