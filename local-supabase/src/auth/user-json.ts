import type { Queryable } from '../db/types';
import { iso } from './iso';
import { factorJson, factorsOf, type FactorRow } from './mfa-factors';
import { identitiesOf, type IdentityRow, type UserRow } from './users';


function identityJson(i: IdentityRow): Record<string, unknown> {
  return {
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data,
    provider: i.provider,
    last_sign_in_at: iso(i.last_sign_in_at),
    created_at: iso(i.created_at),
    updated_at: iso(i.updated_at),
    email: i.email ?? undefined,
  };
}

/**
 * The user object of GoTrue (protocol §3.2): fixed keys always present, optional timestamps
 * omitted when null. JSON.stringify drops the undefined ones.
 */
export function userJson(u: UserRow, identities: IdentityRow[], factors: FactorRow[] = []): Record<string, unknown> {
  return {
    id: u.id,
    aud: u.aud ?? 'authenticated',
    role: u.role ?? 'authenticated',
    email: u.email ?? '',
    email_confirmed_at: iso(u.email_confirmed_at),
    phone: u.phone ?? '',
    phone_confirmed_at: iso(u.phone_confirmed_at),
    phone_change_sent_at: iso(u.phone_change_sent_at),
    new_phone: u.phone_change || undefined,
    confirmed_at: iso(u.confirmed_at ?? u.email_confirmed_at),
    confirmation_sent_at: iso(u.confirmation_sent_at),
    recovery_sent_at: iso(u.recovery_sent_at),
    email_change_sent_at: iso(u.email_change_sent_at),
    new_email: u.email_change || undefined,
    invited_at: iso(u.invited_at),
    last_sign_in_at: iso(u.last_sign_in_at),
    banned_until: iso(u.banned_until),
    deleted_at: iso(u.deleted_at),
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    // GoTrue leaves `factors` out when there are none.
    factors: factors.length ? factors.map(factorJson) : undefined,
    created_at: iso(u.created_at),
    updated_at: iso(u.updated_at),
    is_anonymous: u.is_anonymous,
  };
}

/** Loads the identities and MFA factors and renders the user. */
export async function loadUserJson(q: Queryable, u: UserRow): Promise<Record<string, unknown>> {
  return userJson(u, await identitiesOf(q, u.id), await factorsOf(q, u.id));
}
