// The shell's single door to the auth session (shared-data's zustand store). Everything in the shell reads the
// session through these hooks, so a change in shared-data's store touches one file.
import { chooseActiveRole, signIn, signOut, useAssuranceLevel, useAuth } from '@spotless/shared-data';
import type { GuardSession } from '../routing/guard-decision';

export { chooseActiveRole, signIn, signOut, useAssuranceLevel, useAuth };

/** The session fields the guards need, in the guard's own shape. */
export function useGuardSession(): GuardSession {
  const status = useAuth((state) => state.status);
  const roles = useAuth((state) => state.roles);
  const activeRole = useAuth((state) => state.activeRole);
  return { status, roles: roles as readonly string[], activeRole: (activeRole as string | null) ?? null };
}

/** First name for greetings: the profile's name, else the part of the e-mail before '@'. */
export function firstNameOf(fullName: string | null | undefined, email: string | null | undefined): string {
  const name = fullName?.trim();
  if (name) return name.split(/\s+/)[0] ?? name;
  return email?.split('@')[0] ?? '';
}
