import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types';
import { AuthError, validationFailed } from './errors';

/** Prefix GoTrue puts on e-mail tokens that belong to a PKCE flow. */
export const PKCE_PREFIX = 'pkce_';

/** Auth codes must be exchanged soon after the redirect. */
const AUTH_CODE_TTL_SECONDS = 300;

export interface CodeChallenge {
  challenge: string;
  method: 's256' | 'plain';
}

/** Reads `code_challenge`/`code_challenge_method` from a body; both absent (implicit flow) → undefined. */
export function codeChallengeOf(body: Record<string, unknown>): CodeChallenge | undefined {
  const challenge = body.code_challenge;
  const method = body.code_challenge_method;
  if ((challenge === undefined || challenge === null || challenge === '') && (method === undefined || method === null || method === '')) {
    return undefined;
  }
  if (typeof challenge !== 'string' || typeof method !== 'string') {
    throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  }
  const m = method.toLowerCase();
  if (m !== 's256' && m !== 'plain') throw validationFailed('code challenge method not supported');
  if (challenge.length < 43 || challenge.length > 128) throw validationFailed('code challenge has to be between 43 and 128 characters');
  return { challenge, method: m };
}

/** Remembers a code challenge for the user until the e-mail link is followed. */
export async function createFlowState(q: Queryable, userId: string, method: string, pkce: CodeChallenge): Promise<void> {
  await q.query(
    `insert into auth.flow_state (user_id, auth_code, code_challenge_method, code_challenge, authentication_method)
     values ($1::uuid, $2, $3, $4, $5)`,
    [userId, randomUUID(), pkce.method, pkce.challenge, method],
  );
}

/** After a verified PKCE link: the latest flow of that user and method gets a fresh auth code. */
export async function issueAuthCode(q: Queryable, userId: string, method: string): Promise<string | undefined> {
  const code = randomUUID();
  const r = await q.query<{ id: string }>(
    `update auth.flow_state set auth_code = $3, auth_code_issued_at = now(), updated_at = now()
      where id = (select id from auth.flow_state where user_id = $1::uuid and authentication_method = $2
                  order by created_at desc limit 1)
      returning id`,
    [userId, method, code],
  );
  return r.rows[0] ? code : undefined;
}

function challengeOf(verifier: string, method: string): string {
  return method === 'plain' ? verifier : createHash('sha256').update(verifier).digest('base64url');
}

/**
 * Exchanges an auth code and its verifier once; returns the user id and the sign-in method
 * (`recovery`, `email/signup`, ...). Unknown code → 404 flow_state_not_found; wrong verifier → 400.
 */
export async function exchangeAuthCode(q: Queryable, authCode: string, verifier: string): Promise<{ userId: string; method: string }> {
  const r = await q.query<{ id: string; user_id: string; code_challenge: string; code_challenge_method: string; authentication_method: string; expired: boolean }>(
    `select id::text, user_id::text, code_challenge, code_challenge_method, authentication_method,
            coalesce(auth_code_issued_at < now() - make_interval(secs => $2), true) as expired
       from auth.flow_state where auth_code = $1 for update`,
    [authCode, AUTH_CODE_TTL_SECONDS],
  );
  const flow = r.rows[0];
  if (!flow || flow.expired) throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  if (challengeOf(verifier, flow.code_challenge_method) !== flow.code_challenge) {
    throw new AuthError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
  }
  await q.query(`delete from auth.flow_state where id = $1::uuid`, [flow.id]);
  return { userId: flow.user_id, method: flow.authentication_method };
}
