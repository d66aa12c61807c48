import type { Queryable } from '../db/types';
import { AuthError } from './errors';
import { verifyPassword } from './passwords';
import type { UserRow } from './users';

/**
 * Sign-in methods that prove the address by an e-mailed link or code. GoTrue exempts such sessions from the
 * current-password rule, since someone who forgot the password signs in this way to set a new one.
 */
const EMAILED_METHODS = ['recovery', 'otp', 'magiclink'];

export async function isRecoverySession(q: Queryable, sessionId: string | undefined): Promise<boolean> {
  if (!sessionId) return false;
  const r = await q.query<{ n: number }>(
    `select count(*)::int as n from auth.mfa_amr_claims where session_id = $1::uuid and authentication_method = any($2::text[])`,
    [sessionId, EMAILED_METHODS],
  );
  return Number(r.rows[0]?.n ?? 0) > 0;
}

/** GoTrue's answers: the same message for a missing and a wrong current password, told apart by the code. */
const MESSAGE = 'Current password required when setting new password.';

export async function assertCurrentPassword(user: UserRow, currentPassword: string | undefined): Promise<void> {
  if (!currentPassword) throw new AuthError(400, 'current_password_required', MESSAGE);
  if (!(await verifyPassword(currentPassword, user.encrypted_password))) {
    throw new AuthError(400, 'current_password_invalid', MESSAGE);
  }
}
