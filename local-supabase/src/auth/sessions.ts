import { randomBytes, randomUUID } from 'node:crypto';
import type { Config } from '../config';
import type { Queryable } from '../db/types';
import { signAccessToken, type AmrEntry } from './access-token';
import { loadUserJson } from './user-json';
import type { UserRow } from './users';

/** Where a sign-in came from, kept on the session row for the user's own review. */
export interface ClientInfo {
  userAgent?: string;
  ip?: string;
}

export interface SessionRow {
  id: string;
  user_id: string;
  aal: string | null;
  not_after: Date | string | null;
}

/** Refresh tokens are opaque random strings; the client only stores and returns them. */
export function newRefreshToken(): string {
  return randomBytes(18).toString('base64url');
}

export async function insertRefreshToken(q: Queryable, userId: string, sessionId: string, parent: string | null): Promise<string> {
  const token = newRefreshToken();
  await q.query(
    `insert into auth.refresh_tokens (token, user_id, session_id, parent, revoked) values ($1, $2, $3::uuid, $4, false)`,
    [token, userId, sessionId, parent],
  );
  return token;
}

/**
 * Starts a session for `user`, signed in by `method` (password, anonymous, otp, recovery, ...):
 * one auth.sessions row (its id is the JWT session_id), its amr claim and a first refresh token.
 * Returns the user as updated (last_sign_in_at).
 */
export async function createSession(
  q: Queryable,
  user: UserRow,
  method: string,
  client: ClientInfo = {},
): Promise<{ sessionId: string; refreshToken: string; user: UserRow }> {
  const sessionId = randomUUID();
  await q.query(
    `insert into auth.sessions (id, user_id, aal, user_agent, ip, refreshed_at) values ($1::uuid, $2::uuid, 'aal1', $3, $4, now())`,
    [sessionId, user.id, client.userAgent ?? null, client.ip ?? null],
  );
  await q.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1::uuid, $2)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, method],
  );
  const signedIn = await q.query<UserRow>(
    `update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1::uuid returning *`,
    [user.id],
  );
  await q.query(`update auth.identities set last_sign_in_at = now() where user_id = $1::uuid`, [user.id]);
  const refreshToken = await insertRefreshToken(q, user.id, sessionId, null);
  return { sessionId, refreshToken, user: signedIn.rows[0] ?? user };
}

export async function findSession(q: Queryable, id: string): Promise<SessionRow | undefined> {
  const r = await q.query<SessionRow>(`select id, user_id, aal, not_after from auth.sessions where id = $1::uuid`, [id]);
  return r.rows[0];
}

async function amrOf(q: Queryable, sessionId: string): Promise<AmrEntry[]> {
  const r = await q.query<{ method: string; ts: number | string }>(
    `select authentication_method as method, extract(epoch from updated_at)::bigint as ts
       from auth.mfa_amr_claims where session_id = $1::uuid order by updated_at desc`,
    [sessionId],
  );
  return r.rows.map((row) => ({ method: row.method, timestamp: Number(row.ts) }));
}

/** The token response of protocol §3.3 for a session and its current refresh token. */
export async function sessionResponse(
  q: Queryable,
  config: Config,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
): Promise<Record<string, unknown>> {
  const session = await findSession(q, sessionId);
  const amr = await amrOf(q, sessionId);
  const { token, expiresAt } = await signAccessToken(config, user, { id: sessionId, aal: session?.aal ?? 'aal1', amr });
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: config.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await loadUserJson(q, user),
  };
}

/** Logout scopes of GoTrue: this session, every session of the user, or all but this one. */
export type LogoutScope = 'local' | 'global' | 'others';

export async function revokeSessions(q: Queryable, userId: string, scope: LogoutScope, currentSessionId?: string): Promise<void> {
  if (scope === 'local') {
    if (currentSessionId) await q.query(`delete from auth.sessions where id = $1::uuid`, [currentSessionId]);
  } else if (scope === 'others') {
    await q.query(`delete from auth.sessions where user_id = $1::uuid and id <> $2::uuid`, [userId, currentSessionId ?? null]);
  } else {
    await q.query(`delete from auth.sessions where user_id = $1::uuid`, [userId]);
  }
}
