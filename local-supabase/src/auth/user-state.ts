import type { UserRow } from './users';

/** True while `banned_until` lies in the future. */
export function isBanned(user: UserRow, now = Date.now()): boolean {
  if (!user.banned_until) return false;
  return new Date(user.banned_until).getTime() > now;
}

/** True once the e-mail (or phone) has been confirmed. */
export function isConfirmed(user: UserRow): boolean {
  return Boolean(user.email_confirmed_at || user.phone_confirmed_at);
}
