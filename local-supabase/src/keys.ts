import { SignJWT } from 'jose';

export interface ApiKeys {
  anon: string;
  serviceRole: string;
}

export function secretBytes(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** The legacy Supabase API keys: HS256 JWTs with role anon / service_role and a far-future expiry. */
export async function makeApiKeys(jwtSecret: string): Promise<ApiKeys> {
  const key = secretBytes(jwtSecret);
  const iat = 1_700_000_000;
  const exp = iat + 10 * 365 * 24 * 3600 * 2; // ~2043
  const sign = (role: string) =>
    new SignJWT({ iss: 'supabase-demo', role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(key);
  return { anon: await sign('anon'), serviceRole: await sign('service_role') };
}
