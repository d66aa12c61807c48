import { readSession, removeSession, writeSession } from '../storage/session-storage';
import { isAppRole, type AppRole } from './roles';

// Per user and per tab: a person who is both client and cleaner can work as cleaner in one tab and client in
// another, and the choice does not leak to the next person using a shared device (sessionStorage dies with the tab).
const keyFor = (userId: string) => `spotless.activeRole.${userId}`;

/**
 * The role a user works as: the stored choice if they still hold it, else their only role, else null (several
 * roles and no choice yet: the shell shows the role picker).
 */
export function resolveActiveRole(userId: string, roles: readonly AppRole[]): AppRole | null {
  const stored = readSession(keyFor(userId));
  if (isAppRole(stored) && roles.includes(stored)) return stored;
  return roles.length === 1 ? roles[0]! : null;
}

/** Remembers the chosen role for this user in this tab. */
export function storeActiveRole(userId: string, role: AppRole): void {
  writeSession(keyFor(userId), role);
}

/** Forgets the choice (on sign-out). */
export function forgetActiveRole(userId: string): void {
  removeSession(keyFor(userId));
}
