import type { Queryable } from '../db/types';
import { AuthError, otpExpired } from './errors';
import { consumeOneTimeToken, hashToken } from './one-time-tokens';
import { applyConfirmedPhone, findUserByPendingPhone, findUserByPhone } from './phone-users';
import { isBanned } from './user-state';
import { findUserById, type UserRow } from './users';

/**
 * POST /verify with a phone: `sms` (sign-up or sign-in code) or `phone_change` (the new phone's code). The code
 * is single-use and valid `ttlSeconds`; unknown, used, expired or someone else's codes are all 403 otp_expired.
 * Returns the user, with the phone confirmed (or changed), for the session the code opens.
 */
export async function verifyPhoneToken(
  q: Queryable,
  input: { type: string; phone: string; otp: string },
  ttlSeconds: number,
): Promise<UserRow> {
  if (input.type !== 'sms' && input.type !== 'phone_change') {
    throw new AuthError(400, 'validation_failed', 'Verify requires a verification type (sms, phone_change)');
  }
  const holder = input.type === 'sms' ? await findUserByPhone(q, input.phone) : await findUserByPendingPhone(q, input.phone);
  if (!holder) throw otpExpired();
  const consumed = await consumeOneTimeToken(
    q,
    hashToken(input.phone, input.otp),
    [input.type === 'sms' ? 'confirmation_token' : 'phone_change_token'],
    ttlSeconds,
  );
  if (!consumed || consumed.userId !== holder.id || consumed.relatesTo !== input.phone) throw otpExpired();
  const user = await findUserById(q, consumed.userId);
  if (!user || user.deleted_at) throw otpExpired();
  if (isBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned');
  if (input.type === 'phone_change') {
    const taken = await findUserByPhone(q, input.phone);
    if (taken && taken.id !== user.id) {
      throw new AuthError(422, 'phone_exists', 'A user with this phone number has already been registered');
    }
    return applyConfirmedPhone(q, user, input.phone);
  }
  return user.phone_confirmed_at ? user : applyConfirmedPhone(q, user, input.phone);
}
