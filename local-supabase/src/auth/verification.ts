import type { Queryable } from '../db/types';
import { LINK_SIGN_IN_METHOD } from './auth-links';
import type { AuthMailKind } from './email-templates';
import { applyConfirmedEmail } from './email-change';
import { AuthError, otpExpired, validationFailed } from './errors';
import { consumeOneTimeToken, hashToken, type TokenKind } from './one-time-tokens';
import { PKCE_PREFIX } from './pkce';
import { isBanned, isConfirmed } from './user-state';
import { findUserByEmail, findUserById, updateUser, upsertEmailIdentity, type UserRow } from './users';

/** Which stored token kinds each `type` of /verify accepts ('email' = any e-mail OTP, as in GoTrue). */
const KINDS_FOR_TYPE: Record<string, TokenKind[]> = {
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  recovery: ['recovery_token'],
  magiclink: ['recovery_token'],
  email: ['confirmation_token', 'recovery_token'],
  email_change: ['email_change_token_new'],
};

/** The token as the client presented it: the hash from a link, or the address and its 6-digit code. */
export type VerifyInput = { type: string } & ({ tokenHash: string } | { email: string; otp: string });

export interface Verified {
  user: UserRow;
  /** True when the link belonged to a PKCE flow: answer with an auth code, not tokens. */
  pkce: boolean;
  /** The amr method of the session this verification opens. */
  method: string;
}

/**
 * Consumes the single-use token and applies what it proves: a confirmed address (sign-up, invite,
 * magic link, recovery) or a confirmed new address (e-mail change). Unknown, used and expired tokens
 * all answer 403 otp_expired.
 */
export async function verifyEmailToken(q: Queryable, input: VerifyInput): Promise<Verified> {
  const kinds = KINDS_FOR_TYPE[input.type];
  if (!kinds) throw validationFailed(`Verify requires a verification type (${Object.keys(KINDS_FOR_TYPE).join(', ')})`);
  let hash: string;
  let pkce = false;
  if ('tokenHash' in input) {
    pkce = input.tokenHash.startsWith(PKCE_PREFIX);
    hash = pkce ? input.tokenHash.slice(PKCE_PREFIX.length) : input.tokenHash;
  } else {
    hash = hashToken(input.email, input.otp);
  }
  const consumed = await consumeOneTimeToken(q, hash, kinds);
  if (!consumed) throw otpExpired();
  let user = await findUserById(q, consumed.userId);
  if (!user || user.deleted_at) throw otpExpired();
  if (isBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned');

  if (consumed.kind === 'email_change_token_new') {
    const taken = await findUserByEmail(q, consumed.relatesTo);
    if (taken && taken.id !== user.id) {
      throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    }
    user = await applyConfirmedEmail(q, user, consumed.relatesTo);
  } else if (!isConfirmed(user)) {
    user = await updateUser(q, user.id, {
      email_confirmed_at: new Date(),
      raw_user_meta_data: { ...(user.raw_user_meta_data ?? {}), email_verified: true },
    });
    await upsertEmailIdentity(q, user, true);
  }
  const method = 'otp' in input ? 'otp' : (LINK_SIGN_IN_METHOD[input.type as AuthMailKind] ?? 'otp');
  return { user, pkce, method };
}
