import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Queryable } from '../db/types';
import { bearerToken, verifyJwt } from '../http/request-context';
import { AuthError } from './errors';
import { isUuid } from './request-input';
import { findSession } from './sessions';
import { findUserById, type UserRow } from './users';

/** A signed-in caller of a user endpoint. */
export interface AuthenticatedUser {
  user: UserRow;
  claims: Record<string, unknown>;
  sessionId?: string;
}

async function claimsOf(req: FastifyRequest, config: Config): Promise<Record<string, unknown>> {
  const token = bearerToken(req);
  if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  try {
    return await verifyJwt(token, config.jwtSecret);
  } catch (err) {
    const expired = (err as { code?: string }).code === 'PGRST303';
    throw new AuthError(
      403,
      'bad_jwt',
      expired
        ? 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired'
        : 'invalid JWT: unable to parse or verify signature, signature is invalid',
    );
  }
}

/**
 * Resolves the user behind the bearer token of a user endpoint (/user, /logout). Unlike PostgREST,
 * Auth also insists that the user and the token's session still exist, so sign-out and deletion
 * take effect here immediately.
 */
export async function requireUser(req: FastifyRequest, q: Queryable, config: Config): Promise<AuthenticatedUser> {
  const claims = await claimsOf(req, config);
  const sub = claims.sub;
  if (typeof sub !== 'string' || !sub) throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  const user = isUuid(sub) ? await findUserById(q, sub) : undefined;
  if (!user || user.deleted_at) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  const sessionId = typeof claims.session_id === 'string' && claims.session_id ? claims.session_id : undefined;
  if (sessionId) {
    const session = isUuid(sessionId) ? await findSession(q, sessionId) : undefined;
    if (!session || session.user_id !== user.id) {
      throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
  }
  return { user, claims, sessionId };
}

/** Admin endpoints need a bearer whose role is service_role (GoTrue: 403 not_admin otherwise). */
export async function requireAdmin(req: FastifyRequest, config: Config): Promise<void> {
  const claims = await claimsOf(req, config);
  if (claims.role !== 'service_role' && claims.role !== 'supabase_admin') {
    throw new AuthError(403, 'not_admin', 'User not allowed');
  }
}
