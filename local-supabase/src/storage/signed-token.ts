import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { secretBytes } from '../keys';
import { invalidJwt } from './errors';
import { signerFromClaims, type Signer } from './signer';

/** Signed upload URLs stay valid for two hours, as on Supabase. */
export const UPLOAD_TOKEN_SECONDS = 2 * 60 * 60;

/**
 * Claims of a signed download/upload token; `url` is `{bucket}/{decoded object name}`. `owner` and `signed_as` say
 * who signed (the URL acts as them when used); `upsert`, only on upload tokens, whether it may replace an object.
 */
export interface SignedClaims extends Partial<Signer> {
  url: string;
  upsert?: boolean;
  scope: 'download' | 'upload';
}

/** What a verified token grants: its object, and the signer it acts as. */
export interface SignedGrant {
  url: string;
  scope: SignedClaims['scope'];
  signer: Signer;
  upsert: boolean;
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
export async function verifyToken(secret: string, token: string | null, url: string, scope: SignedClaims['scope']): Promise<SignedGrant> {
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
  return { url, scope, signer: signerFromClaims(payload), upsert: payload.upsert === true };
}
