import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { secretBytes } from '../keys';
import { invalidJwt } from './errors';

/** Signed upload URLs stay valid for two hours, as on Supabase. */
export const UPLOAD_TOKEN_SECONDS = 2 * 60 * 60;

/** Claims of a signed download/upload token; `url` is `{bucket}/{decoded object name}`. */
export interface SignedClaims {
  url: string;
  /** Only on upload tokens: who will own the object and whether it may replace one. */
  owner?: string | null;
  upsert?: boolean;
  scope: 'download' | 'upload';
}

/** Signs a token with the project JWT secret, like Supabase Storage does. */
export async function signToken(secret: string, claims: SignedClaims, expiresInSeconds: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresInSeconds)
    .sign(secretBytes(secret));
}

/**
 * Verifies a signed token for `url` and `scope`; anything wrong is Storage's InvalidJWT with the
 * jsonwebtoken-style texts clients may show ("jwt expired", "invalid signature").
 */
export async function verifyToken(secret: string, token: string | null, url: string, scope: SignedClaims['scope']): Promise<SignedClaims> {
  if (!token) throw invalidJwt('jwt must be provided');
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, secretBytes(secret), { algorithms: ['HS256'] }));
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw invalidJwt('jwt expired');
    if (err instanceof joseErrors.JWSSignatureVerificationFailed) throw invalidJwt('invalid signature');
    throw invalidJwt('jwt malformed');
  }
  // Tokens made before scopes existed are download tokens.
  const tokenScope = payload.scope === 'upload' ? 'upload' : 'download';
  if (payload.url !== url || tokenScope !== scope) throw invalidJwt('Invalid signature for this URL');
  return {
    url,
    scope,
    owner: typeof payload.owner === 'string' ? payload.owner : null,
    upsert: payload.upsert === true,
  };
}
