/** Account roles, as stored in `user_roles.role`. Guests have no role: they are anonymous sessions. */
export const APP_ROLES = ['client', 'cleaner', 'admin', 'super_admin'] as const;
/** One of {@link APP_ROLES}. */
export type AppRole = (typeof APP_ROLES)[number];

/** True when `value` is a known role (rows from the database are checked before use). */
export function isAppRole(value: unknown): value is AppRole {
  return typeof value === 'string' && (APP_ROLES as readonly string[]).includes(value);
}

/** Where signing in lands for a role: /client, /cleaner, or /admin (admins and super admins). */
export function dashboardPathFor(role: AppRole): '/client' | '/cleaner' | '/admin' {
  switch (role) {
    case 'client':
      return '/client';
    case 'cleaner':
      return '/cleaner';
    case 'admin':
    case 'super_admin':
      return '/admin';
  }
}

/** True for admin and super_admin. */
export function isAdminRole(role: AppRole | null | undefined): boolean {
  return role === 'admin' || role === 'super_admin';
}
