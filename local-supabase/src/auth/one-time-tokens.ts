import { createHash, randomInt } from 'node:crypto';
import type { Queryable } from '../db/types';

/**
 * GoTrue's token kinds in auth.one_time_tokens. Magic links reuse the recovery kind, as GoTrue does;
 * a secure e-mail change has one token per address (new and current).
 */
export type TokenKind =
  | 'confirmation_token'
  | 'recovery_token'
  | 'email_change_token_new'
  | 'email_change_token_current'
  | 'phone_change_token';

/** E-mail links and codes stay valid for one hour (Supabase's default OTP expiry). */
export const OTP_TTL_SECONDS = 3600;

/** The link token is a hash of address and code, so `{email, token}` and `{token_hash}` find the same row. */
export function hashToken(email: string, otp: string): string {
  return createHash('sha256').update(`${email.toLowerCase()}${otp}`).digest('hex');
}

/**
 * Issues a fresh single-use token for `userId` (replacing any older one of the same kind) and
 * returns the 6-digit code and the hash that goes into links. Only the hash is stored.
 */
export async function issueOneTimeToken(
  q: Queryable,
  userId: string,
  kind: TokenKind,
  email: string,
  length = 6,
): Promise<{ otp: string; hashedToken: string }> {
  const otp = String(randomInt(0, 10 ** length)).padStart(length, '0');
  const hashedToken = hashToken(email, otp);
  await q.query(`delete from auth.one_time_tokens where user_id = $1::uuid and token_type = $2`, [userId, kind]);
  await q.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to) values ($1::uuid, $2, $3, $4)`,
    [userId, kind, hashedToken, email.toLowerCase()],
  );
  return { otp, hashedToken };
}

export interface ConsumedToken {
  userId: string;
  kind: TokenKind;
  relatesTo: string;
}

/**
 * Finds an unexpired token with that hash among `kinds` and deletes it (links work once).
 * Returns undefined for unknown, expired or already used tokens.
 */
export async function consumeOneTimeToken(
  q: Queryable,
  tokenHash: string,
  kinds: TokenKind[],
  ttlSeconds = OTP_TTL_SECONDS,
): Promise<ConsumedToken | undefined> {
  const r = await q.query<{ user_id: string; token_type: TokenKind; relates_to: string }>(
    `delete from auth.one_time_tokens
      where id = (select id from auth.one_time_tokens
                   where token_hash = $1 and token_type = any($2::text[])
                     and created_at > now() - make_interval(secs => $3)
                   order by created_at desc limit 1)
      returning user_id::text, token_type, relates_to`,
    [tokenHash, kinds, ttlSeconds],
  );
  const row = r.rows[0];
  return row ? { userId: row.user_id, kind: row.token_type, relatesTo: row.relates_to } : undefined;
}

/** True while an unused token of `kind` is stored for the user, expired or not: its step was never taken. */
export async function holdsOneTimeToken(q: Queryable, userId: string, kind: TokenKind): Promise<boolean> {
  const r = await q.query(`select 1 from auth.one_time_tokens where user_id = $1::uuid and token_type = $2 limit 1`, [userId, kind]);
  return r.rows.length > 0;
}

/** Withdraws the user's tokens of `kind` (a step that no longer applies). */
export async function dropOneTimeTokens(q: Queryable, userId: string, kind: TokenKind): Promise<void> {
  await q.query(`delete from auth.one_time_tokens where user_id = $1::uuid and token_type = $2`, [userId, kind]);
}
