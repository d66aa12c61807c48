import type { Queryable } from '../db/types';
import { withProviders } from './metadata';
import { insertUser, updateUser, type UserRow } from './users';

/** The (not soft-deleted) user whose phone is `phone` (E.164 digits, as stored). */
export async function findUserByPhone(q: Queryable, phone: string): Promise<UserRow | undefined> {
  const r = await q.query<UserRow>(`select * from auth.users where phone = $1 and deleted_at is null`, [phone]);
  return r.rows[0];
}

/** The user whose pending phone change targets `phone`. */
export async function findUserByPendingPhone(q: Queryable, phone: string): Promise<UserRow | undefined> {
  const r = await q.query<UserRow>(
    `select * from auth.users where phone_change = $1 and deleted_at is null order by phone_change_sent_at desc nulls last limit 1`,
    [phone],
  );
  return r.rows[0];
}

/** Creates or refreshes the phone identity of a user (provider_id = user id, as GoTrue does). */
export async function upsertPhoneIdentity(q: Queryable, user: UserRow, phoneVerified: boolean): Promise<void> {
  const data = { sub: user.id, phone: user.phone, email_verified: false, phone_verified: phoneVerified };
  await q.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
     values ($1::text, $1::uuid, $2::jsonb, 'phone', now())
     on conflict (provider_id, provider) do update set identity_data = excluded.identity_data, updated_at = now()`,
    [user.id, JSON.stringify(data)],
  );
}

/** A new phone user, as GoTrue creates one from POST /signup or /otp: no e-mail, provider `phone`. */
export async function insertPhoneUser(
  q: Queryable,
  opts: { id: string; phone: string; data: Record<string, unknown>; encryptedPassword?: string | null; confirmed: boolean },
): Promise<UserRow> {
  const user = await insertUser(q, {
    id: opts.id,
    aud: 'authenticated',
    role: 'authenticated',
    phone: opts.phone,
    phone_confirmed_at: opts.confirmed ? new Date() : null,
    encrypted_password: opts.encryptedPassword ?? null,
    raw_app_meta_data: withProviders({}, ['phone']),
    // Identity data wins over client data for these keys, as in GoTrue.
    raw_user_meta_data: { ...opts.data, sub: opts.id, phone: opts.phone, email_verified: false, phone_verified: opts.confirmed },
    is_anonymous: false,
  });
  await upsertPhoneIdentity(q, user, opts.confirmed);
  return user;
}

/**
 * Makes `phone` the user's confirmed phone: sign-up or sign-in code (its own phone) or a phone change (the new
 * one). An anonymous guest becomes a permanent user with the same id, as with a first e-mail.
 */
export async function applyConfirmedPhone(q: Queryable, user: UserRow, phone: string): Promise<UserRow> {
  const providers = Array.isArray(user.raw_app_meta_data?.providers) ? (user.raw_app_meta_data!.providers as string[]) : [];
  const updated = await updateUser(q, user.id, {
    phone,
    phone_change: '',
    phone_confirmed_at: new Date(),
    is_anonymous: false,
    raw_app_meta_data: withProviders(user.is_anonymous ? {} : user.raw_app_meta_data, [...providers, 'phone']),
    raw_user_meta_data: { ...(user.raw_user_meta_data ?? {}), phone_verified: true },
  });
  await upsertPhoneIdentity(q, updated, true);
  return updated;
}
