import { decodeJwt } from 'jose';
import { API_ROLES, verifyJwt } from '../http/request-context';

/** Who a channel acts as when the server checks a change against RLS. */
export interface Identity {
  role: string;
  claims: Record<string, unknown>;
  token: string;
  /** Expiry in epoch seconds, from the token. */
  exp: number;
  /** Groups channels that see exactly the same rows, so each change is checked once per group. */
  key: string;
}

/** A token Realtime refuses; `message` is what the client shows. */
export class TokenError extends Error {}

/**
 * Verifies a token the way Realtime does: a valid signature, `role` and `exp` present, not expired,
 * and a role we let clients assume. Messages follow Supabase Realtime's wording.
 */
export async function identityFromToken(token: string, jwtSecret: string): Promise<Identity> {
  let claims: Record<string, unknown>;
  try {
    claims = await verifyJwt(token, jwtSecret);
  } catch {
    throw new TokenError(describeRejectedToken(token));
  }
  const role = claims.role;
  const exp = claims.exp;
  if (typeof role !== 'string' || typeof exp !== 'number') throw new TokenError('Fields `role` and `exp` are required in JWT');
  if (!API_ROLES.has(role)) throw new TokenError(`Role "${role}" is not allowed`);
  return { role, claims, token, exp, key: `${role}\u0000${JSON.stringify(claims)}` };
}

/** Why verification failed, in words the client can show (expired tokens say by how much). */
function describeRejectedToken(token: string): string {
  let claims: Record<string, unknown>;
  try {
    claims = decodeJwt(token) as Record<string, unknown>;
  } catch {
    return 'The token provided is not a valid JWT';
  }
  if (typeof claims.exp === 'number' && claims.exp * 1000 < Date.now()) {
    return `Token has expired ${Math.floor(Date.now() / 1000 - claims.exp)} seconds ago`;
  }
  return 'Invalid token signature';
}
