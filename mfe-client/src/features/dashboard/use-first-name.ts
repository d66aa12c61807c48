// The signed-in person's first name, for greetings: profile name first, else the e-mail's local part.
import { useAuth } from '@spotless/shared-data';

export function firstNameFrom(fullName: string | null | undefined, email: string | null | undefined): string {
  const name = fullName?.trim();
  if (name) return name.split(/\s+/)[0] ?? name;
  return email?.split('@')[0] ?? '';
}

export function useFirstName(): string {
  const profile = useAuth((state) => state.profile) as { full_name?: string | null } | null;
  const email = useAuth((state) => state.user?.email);
  return firstNameFrom(profile?.full_name, email);
}
