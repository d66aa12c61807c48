import type { Queryable } from '../db/types';
import { withProviders, type Metadata } from './metadata';
import { updateUser, upsertEmailIdentity, type UserRow } from './users';

/**
 * Makes `address` the user's confirmed e-mail: identity and metadata follow, and an anonymous
 * user becomes a permanent one with the same id (the guest keeps everything they created).
 */
export async function applyConfirmedEmail(q: Queryable, user: UserRow, address: string): Promise<UserRow> {
  const providers = Array.isArray(user.raw_app_meta_data?.providers) ? (user.raw_app_meta_data!.providers as string[]) : [];
  const meta: Metadata = { ...(user.raw_user_meta_data ?? {}), sub: user.id, email: address, email_verified: true, phone_verified: false };
  const updated = await updateUser(q, user.id, {
    email: address,
    email_change: null,
    email_confirmed_at: new Date(),
    is_anonymous: false,
    raw_app_meta_data: withProviders(user.is_anonymous ? {} : user.raw_app_meta_data, [...providers, 'email']),
    raw_user_meta_data: meta,
  });
  await upsertEmailIdentity(q, updated, true);
  return updated;
}
