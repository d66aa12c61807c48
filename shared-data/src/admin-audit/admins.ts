// The console's admins list (issue 25): who holds admin power, with MFA set up or not, since when; a super_admin
// revokes one. The database decides everything (list_admins and revoke_admin_role are super_admin only at aal2;
// nobody revokes themselves; the last super_admin keeps the role) and its refusals are shown as it words them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataError, domainKeys, getSupabase, unwrap } from '@spotless/shared-data';
import { operatorAuditKeys } from './operator-audit';

export type AdminRoleName = 'admin' | 'super_admin';

export interface AdminMember {
  userId: string;
  email: string;
  fullName: string;
  role: AdminRoleName;
  mfaEnabled: boolean;
  since: string;
}

export const adminsKeys = domainKeys('admins');
export const ADMIN_ROLE_LABELS: Readonly<Record<AdminRoleName, string>> = { admin: 'Admin', super_admin: 'Super admin' };
export const ADMINS_TEXTS = {
  fetchFailed: 'Error fetching admins',
  revokeFailed: 'Error revoking the admin role',
  revoked: (name: string) => `${name} is no longer an admin.`,
  empty: 'No admins yet.',
} as const;

interface ListedAdmin {
  user_id: string;
  email: string;
  full_name: string | null;
  role: string;
  mfa_enabled: boolean;
  since: string;
}

/** SQLSTATEs the database raises on purpose, with messages written for people. */
const REFUSALS = new Set(['42501', '22023', 'PT404']);

/** @throws DataError "Error fetching admins" */
export async function fetchAdmins(): Promise<AdminMember[]> {
  const supabase = await getSupabase();
  // list_admins returns a table, which the generated types give as Json rows: the shape is the function's.
  const rows = (unwrap(await supabase.rpc('list_admins'), ADMINS_TEXTS.fetchFailed) ?? []) as unknown as ListedAdmin[];
  return rows.map((r) => ({
    userId: r.user_id,
    email: r.email,
    fullName: r.full_name ?? '',
    role: r.role === 'super_admin' ? 'super_admin' : 'admin',
    mfaEnabled: r.mfa_enabled,
    since: r.since,
  }));
}

export function useAdmins(enabled = true) {
  return useQuery({ queryKey: adminsKeys.lists(), queryFn: fetchAdmins, enabled });
}

/**
 * Removes one admin role from a person (both, for a super_admin, when called for each).
 * @throws DataError with the database's refusal ("You cannot remove your own admin role.", "The last super admin
 *   cannot be removed.") or "Error revoking the admin role"
 */
export async function revokeAdmin(userId: string, role: AdminRoleName): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('revoke_admin_role', { p_user_id: userId, p_role: role });
  if (!error) return;
  const ours = error.code && REFUSALS.has(error.code) && error.message;
  throw new DataError(ours ? error.message : ADMINS_TEXTS.revokeFailed, { code: error.code || undefined, detail: error.message, cause: error });
}

/** Revokes every admin role the person holds (a super_admin holds super_admin, and maybe admin too). */
export async function revokeAllAdminRoles(member: Pick<AdminMember, 'userId' | 'role'>): Promise<void> {
  if (member.role === 'super_admin') await revokeAdmin(member.userId, 'super_admin');
  await revokeAdmin(member.userId, 'admin');
}

export function useRevokeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeAllAdminRoles,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminsKeys.all });
      void queryClient.invalidateQueries({ queryKey: operatorAuditKeys.all });
    },
  });
}
