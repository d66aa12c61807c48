import type { AppSupabaseClient } from '../client/types';
import { MESSAGES } from '../constants/messages';
import { unwrap } from '../errors/unwrap';
import { isAppRole, type AppRole } from './roles';

/** The signed-in person's row of `profiles`. */
export interface Profile {
  id: string;
  full_name: string;
  email: string | null;
  phone: string | null;
  avatar_url: string | null;
}

/** What the store needs to know about a signed-in user besides the session. */
export interface Account {
  profile: Profile | null;
  roles: AppRole[];
}

/**
 * Loads the profile and roles of `userId`. Roles come only from `user_roles` (RLS lets users read their own rows):
 * never from user metadata, which users can edit themselves.
 *
 * @throws DataError with the spec's profile message when either read fails
 */
export async function loadAccount(supabase: AppSupabaseClient, userId: string): Promise<Account> {
  const [profileResult, rolesResult] = await Promise.all([
    supabase.from('profiles').select('id, full_name, email, phone, avatar_url').eq('id', userId).maybeSingle(),
    supabase.from('user_roles').select('role').eq('user_id', userId),
  ]);
  const profile = unwrap(profileResult, MESSAGES.profile.retrieveFailed) as Profile | null;
  const rows = unwrap(rolesResult, MESSAGES.profile.retrieveFailed) as Array<{ role: unknown }> | null;
  const roles = (rows ?? []).map((r) => r.role).filter(isAppRole);
  // Stable order, so "the only role" and role-picker listings do not depend on row order.
  roles.sort((a, b) => ROLE_ORDER.indexOf(a) - ROLE_ORDER.indexOf(b));
  return { profile, roles };
}

const ROLE_ORDER: readonly AppRole[] = ['client', 'cleaner', 'admin', 'super_admin'];
