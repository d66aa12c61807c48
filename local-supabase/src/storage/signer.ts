import type { Queryable } from '../db/types';
import type { Caller } from '../http/request-context';
import { invalidJwt } from './errors';
import { callerUid } from './storage-context';

type SignerRole = 'anon' | 'authenticated' | 'service_role';
const SIGNER_ROLES: readonly unknown[] = ['anon', 'authenticated', 'service_role'];

/**
 * Who made a signed URL, as its token records them: the object owner (`sub`) and the database role, in `signed_as`.
 * Never in `role`: the token is signed with the project JWT secret, so a `role` claim would make every signed URL an
 * API key for that role (a service_role-signed URL a service key) at REST, Storage and Realtime.
 */
export interface Signer {
  owner: string | null;
  signed_as: SignerRole;
  /**
   * The assurance level of the signer's session when signing (aal2 after MFA): the database grants admin power only
   * at aal2, so an admin's URL is re-checked at the level it was made with.
   */
  aal?: 'aal1' | 'aal2';
}

/** The identity a signed URL carries for `caller` (no e-mail or other personal data: the URL may be handed on). */
export function signerOf(caller: Caller): Signer {
  const signedAs = caller.role === 'service_role' || caller.role === 'authenticated' ? caller.role : 'anon';
  const aal = signedAs === 'authenticated' && caller.claims.aal === 'aal2' ? { aal: 'aal2' as const } : {};
  return { owner: callerUid(caller), signed_as: signedAs, ...aal };
}

/**
 * The identity recorded in a verified token. Tokens made before signers were recorded carry only `owner`: they count
 * as that user (or as anon without one), never as the server, so an old token cannot write or read past RLS.
 */
export function signerFromClaims(payload: Record<string, unknown>): Signer {
  const owner = typeof payload.owner === 'string' && payload.owner ? payload.owner : null;
  const signedAs = SIGNER_ROLES.includes(payload.signed_as) ? (payload.signed_as as SignerRole) : owner ? 'authenticated' : 'anon';
  const aal = signedAs === 'authenticated' && payload.aal === 'aal2' ? { aal: 'aal2' as const } : {};
  return { owner: signedAs === 'authenticated' ? owner : null, signed_as: signedAs, ...aal };
}

interface SignerRow {
  email: string | null;
  phone: string | null;
  aud: string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  is_anonymous: boolean;
  usable: boolean;
}

/**
 * The caller a signed URL acts as when it is used: the signer as they are NOW, with the claims Auth would put in
 * their token, so the bucket's policies decide again exactly as for the signer's own request. A signer who was
 * deleted or banned since signing can no longer use their URLs.
 */
export async function callerOfSigner(db: Queryable, signer: Signer): Promise<Caller> {
  if (signer.signed_as !== 'authenticated') return { role: signer.signed_as, claims: { role: signer.signed_as } };
  const r = await db.query<SignerRow>(
    `select email, phone, aud, raw_app_meta_data, raw_user_meta_data, coalesce(is_anonymous, false) as is_anonymous,
            (deleted_at is null and (banned_until is null or banned_until <= now())) as usable
       from auth.users where id = $1::uuid`,
    [signer.owner],
  );
  const user = r.rows[0];
  if (!user?.usable) throw invalidJwt('The user who signed this URL no longer has access');
  return {
    role: 'authenticated',
    claims: {
      sub: signer.owner,
      role: 'authenticated',
      aud: user.aud ?? 'authenticated',
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      is_anonymous: user.is_anonymous,
      aal: signer.aal ?? 'aal1',
    },
  };
}
