import type { Queryable } from '../db/types';
import { insertRefreshToken } from './sessions';

/**
 * Raises a session to aal2 after a factor was verified: the session remembers the factor, its amr gains the
 * method, and its refresh token is swapped for a new one (the old one counts as rotated), as GoTrue does. Returns
 * the new refresh token.
 */
export async function raiseSessionToAal2(q: Queryable, userId: string, sessionId: string, factorId: string, method: string): Promise<string> {
  await q.query(`update auth.sessions set aal = 'aal2', factor_id = $2::uuid, updated_at = now() where id = $1::uuid`, [sessionId, factorId]);
  await q.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1::uuid, $2)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method],
  );
  const current = await q.query<{ token: string }>(
    `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1::uuid and revoked = false returning token`,
    [sessionId],
  );
  return insertRefreshToken(q, userId, sessionId, current.rows.at(-1)?.token ?? null);
}

/**
 * Ends the user's sessions below aal2 once a factor exists (GoTrue's InvalidateSessionsWithAALLessThan): a session
 * that signed in with the password alone must pass the new factor too.
 */
export async function endSessionsBelowAal2(q: Queryable, userId: string): Promise<void> {
  await q.query(`delete from auth.sessions where user_id = $1::uuid and coalesce(aal, 'aal1') <> 'aal2'`, [userId]);
}
