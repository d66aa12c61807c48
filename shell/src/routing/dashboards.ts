// Where each role lands after sign-in, and which area each role may enter.
import type { PrivateArea } from '@spotless/tooling/federation/area-routes';

export type Role = 'client' | 'cleaner' | 'admin' | 'super_admin';

export const DASHBOARD_OF: Record<Role, string> = {
  client: '/client',
  cleaner: '/cleaner',
  admin: '/admin',
  super_admin: '/admin',
};

/** The roles that may enter an area (a super_admin is an admin with more powers). */
export const ROLES_FOR_AREA: Record<PrivateArea, readonly Role[]> = {
  client: ['client'],
  cleaner: ['cleaner'],
  admin: ['admin', 'super_admin'],
};

/** Roles in the order a multi-role person is most likely to want by default. */
export const ROLE_PRIORITY: readonly Role[] = ['super_admin', 'admin', 'cleaner', 'client'];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLE_PRIORITY as readonly string[]).includes(value);
}
