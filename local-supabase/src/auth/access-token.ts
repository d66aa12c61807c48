import { SignJWT } from 'jose';
import type { Config } from '../config';
import { secretBytes } from '../keys';
import type { UserRow } from './users';

/** One entry of the `amr` claim. */
export interface AmrEntry {
  method: string;
  timestamp: number;
}

/** What the token says about the session it belongs to. */
export interface SessionClaims {
  id: string;
  aal: string;
  amr: AmrEntry[];
}

/**
 * Signs the user access token with exactly the claims of protocol §1.4, HS256 with the project
 * secret so PostgREST, Storage and Realtime accept it.
 */
export async function signAccessToken(
  config: Config,
  user: UserRow,
  session: SessionClaims,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<{ token: string; expiresAt: number }> {
  const expiresAt = nowSeconds + config.jwtExpiry;
  const claims = {
    iss: `${config.publicUrl}/auth/v1`,
    sub: user.id,
    aud: user.aud ?? 'authenticated',
    exp: expiresAt,
    iat: nowSeconds,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role ?? 'authenticated',
    aal: session.aal,
    amr: session.amr,
    session_id: session.id,
    is_anonymous: user.is_anonymous,
  };
  const token = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secretBytes(config.jwtSecret));
  return { token, expiresAt };
}
