import type { Queryable } from '../db/types';
import { AuthError } from './errors';
import { insertRefreshToken } from './sessions';
import { isBanned } from './user-state';
import { findUserById, type UserRow } from './users';

/**
 * How long a just-rotated refresh token may be presented again (two tabs refreshing at once);
 * GoTrue's REFRESH_TOKEN_REUSE_INTERVAL default.
 */
export const REUSE_INTERVAL_SECONDS = 10;

interface TokenRow {
  id: string;
  token: string;
  session_id: string | null;
  revoked: boolean;
  within_reuse: boolean;
}

/** The next token of the session, or `reused` when a leaked token was presented (the session is gone). */
export type Rotation = { reused?: false; user: UserRow; sessionId: string; refreshToken: string } | { reused: true };

/** GoTrue's answer to a reused refresh token. */
export const alreadyUsed = () => new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');

const notFound = () => new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

/**
 * Exchanges a refresh token for the next one of its session. The presented token is revoked
 * atomically, so two concurrent refreshes cannot both rotate it; the loser (or a second tab within
 * the reuse window) receives the session's current token instead. A revoked token presented after
 * the window means it leaked: the whole session is revoked and `{reused: true}` returned.
 */
export async function rotateRefreshToken(
  q: Queryable,
  presented: string,
): Promise<Rotation> {
  const found = await q.query<TokenRow>(
    `select id::text, token, session_id::text, revoked,
            updated_at > now() - make_interval(secs => $2) as within_reuse
       from auth.refresh_tokens where token = $1 for update`,
    [presented, REUSE_INTERVAL_SECONDS],
  );
  const row = found.rows[0];
  if (!row) throw notFound();
  if (!row.session_id) throw new AuthError(400, 'session_not_found', 'Invalid Refresh Token: Session Not Found');
  const session = await q.query<{ user_id: string; expired: boolean }>(
    `select user_id::text, coalesce(not_after < now(), false) as expired from auth.sessions where id = $1::uuid`,
    [row.session_id],
  );
  const s = session.rows[0];
  if (!s) throw new AuthError(400, 'session_not_found', 'Invalid Refresh Token: Session Not Found');
  if (s.expired) throw new AuthError(400, 'session_expired', 'Invalid Refresh Token: Session Expired');
  const user = await findUserById(q, s.user_id);
  if (!user || user.deleted_at) throw notFound();
  if (isBanned(user)) throw new AuthError(400, 'user_banned', 'User is banned');

  if (row.revoked) {
    if (!row.within_reuse) {
      await q.query(`delete from auth.sessions where id = $1::uuid`, [row.session_id]);
      // Returned, not thrown: the revocation must commit even though the caller answers with an error.
      return { reused: true };
    }
    const current = await q.query<{ token: string }>(
      `select token from auth.refresh_tokens where session_id = $1::uuid and revoked = false order by id desc limit 1`,
      [row.session_id],
    );
    const token = current.rows[0]?.token ?? (await insertRefreshToken(q, user.id, row.session_id, presented));
    return { user, sessionId: row.session_id, refreshToken: token };
  }

  await q.query(`update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1::bigint`, [row.id]);
  const next = await insertRefreshToken(q, user.id, row.session_id, presented);
  await q.query(`update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1::uuid`, [row.session_id]);
  return { user, sessionId: row.session_id, refreshToken: next };
}
