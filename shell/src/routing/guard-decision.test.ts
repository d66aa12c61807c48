import { decideAreaAccess, homeDashboard, safeNextPath, signInPath } from './guard-decision';
import { afterSignIn, destinationFor } from '../features/auth/after-sign-in';

const signedIn = (roles: string[], activeRole: string | null = roles[0] ?? null) => ({ status: 'signed-in' as const, roles, activeRole });

describe('decideAreaAccess', () => {
  it('waits while the session is unknown', () => {
    expect(decideAreaAccess({ status: 'loading', roles: [], activeRole: null }, 'client', '/client')).toEqual({ kind: 'wait' });
  });

  it('sends signed-out visitors and role-less guests to /sign with the page they wanted', () => {
    expect(decideAreaAccess({ status: 'signed-out', roles: [], activeRole: null }, 'cleaner', '/cleaner/bids?tab=2')).toEqual({
      kind: 'redirect',
      to: '/sign?next=%2Fcleaner%2Fbids%3Ftab%3D2',
    });
    expect(decideAreaAccess(signedIn([]), 'client', '/client')).toEqual({ kind: 'redirect', to: signInPath('/client') });
  });

  it('sends a signed-in person with the wrong role to their own dashboard', () => {
    expect(decideAreaAccess(signedIn(['client']), 'admin', '/admin')).toEqual({ kind: 'redirect', to: '/client' });
    expect(decideAreaAccess(signedIn(['cleaner']), 'client', '/client')).toEqual({ kind: 'redirect', to: '/cleaner' });
  });

  it('lets the right role in; admins and super admins share the console; multi-role people enter any of their areas', () => {
    expect(decideAreaAccess(signedIn(['admin']), 'admin', '/admin')).toEqual({ kind: 'allow', role: 'admin' });
    expect(decideAreaAccess(signedIn(['super_admin']), 'admin', '/admin')).toEqual({ kind: 'allow', role: 'super_admin' });
    expect(decideAreaAccess(signedIn(['client', 'cleaner'], 'client'), 'cleaner', '/cleaner')).toEqual({ kind: 'allow', role: 'cleaner' });
  });

  it('sends a person with roles of several areas and none chosen to the role picker, whatever area they open', () => {
    expect(decideAreaAccess(signedIn(['client', 'cleaner'], null), 'cleaner', '/cleaner/jobs')).toEqual({
      kind: 'redirect',
      to: signInPath('/cleaner/jobs'),
    });
    expect(decideAreaAccess(signedIn(['client', 'admin'], null), 'client', '/client')).toEqual({ kind: 'redirect', to: signInPath('/client') });
    // Admin and super admin open the same console: nothing to pick.
    expect(decideAreaAccess(signedIn(['admin', 'super_admin'], null), 'admin', '/admin')).toEqual({ kind: 'allow', role: 'super_admin' });
  });
});

describe('homeDashboard and safeNextPath', () => {
  it('prefers the active role, else the highest role', () => {
    expect(homeDashboard({ roles: ['client', 'cleaner'], activeRole: 'client' })).toBe('/client');
    expect(homeDashboard({ roles: ['client', 'admin'], activeRole: null })).toBe('/admin');
    expect(homeDashboard({ roles: [], activeRole: null })).toBeNull();
  });

  it('accepts only same-site paths as next', () => {
    expect(safeNextPath('/client/bookings')).toBe('/client/bookings');
    expect(safeNextPath('//evil.example')).toBeNull();
    expect(safeNextPath('https://evil.example')).toBeNull();
    expect(safeNextPath(null)).toBeNull();
  });
});

describe('afterSignIn', () => {
  it('goes straight to the dashboard for one role, honouring next only within that role', () => {
    expect(afterSignIn(['client'], null)).toEqual({ kind: 'go', to: '/client', role: 'client' });
    expect(afterSignIn(['client'], '/client/quotes')).toEqual({ kind: 'go', to: '/client/quotes', role: 'client' });
    expect(afterSignIn(['client'], '/admin')).toEqual({ kind: 'go', to: '/client', role: 'client' });
    expect(destinationFor('cleaner', '/find-a-cleaner')).toBe('/find-a-cleaner');
  });

  it('shows the role picker when the roles open different areas', () => {
    expect(afterSignIn(['client', 'cleaner'], null)).toEqual({ kind: 'pick', roles: ['cleaner', 'client'] });
    expect(afterSignIn(['admin', 'super_admin'], null)).toEqual({ kind: 'go', to: '/admin', role: 'super_admin' });
    expect(afterSignIn([], null)).toEqual({ kind: 'no-role' });
  });
});
