import type { Role } from '../../routing/dashboards';

/** How roles are named to people. */
export const ROLE_LABELS: Record<Role, string> = {
  client: 'Client',
  cleaner: 'Cleaner',
  admin: 'Admin',
  super_admin: 'Super admin',
};
