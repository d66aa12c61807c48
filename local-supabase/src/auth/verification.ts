import type { Queryable } from '../db/types';
import { LINK_SIGN_IN_METHOD } from './auth-links';
import type { AuthMailKind } from './email-templates';
import { applyConfirmedEmail } from './email-change';
import { AuthError, otpExpired, validationFailed } from './errors';
import { consumeOneTimeToken, hashToken, holdsOneTimeToken, type ConsumedToken, type TokenKind } from './one-time-tokens';
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
  email_change: ['email_change_token_new', 'email_change_token_current'],
};

/** The token as the client presented it: the hash from a link, or the address and its 6-digit code. */
export type VerifyInput = { type: string } & ({ tokenHash: string } | { email: string; otp: string });

export interface Verified {
  user: UserRow;
  /** True when the link belonged to a PKCE flow: answer with an auth code, not tokens. */
  pkce: boolean;
  /** The amr method of the session this verification opens. */
  method: string;
  /**
   * A secure e-mail change whose other address has not confirmed yet: nothing changed and no
   * session opens (GoTrue answers "Confirmation link accepted...").
   */
  awaitingOtherAddress?: boolean;
}

/** GoTrue's answer to the first of the two links of a secure e-mail change. */
export const SINGLE_CONFIRMATION_ACCEPTED = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

const OTHER_EMAIL_CHANGE_TOKEN: Partial<Record<TokenKind, TokenKind>> = {
  email_change_token_new: 'email_change_token_current',
  email_change_token_current: 'email_change_token_new',
};

/**
 * Consumes the single-use token and applies what it proves: a confirmed address (sign-up, invite,
 * magic link, recovery) or a confirmed new address (e-mail change, once every address it asked
 * has confirmed). Unknown, used and expired tokens
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

  const method = 'otp' in input ? 'otp' : (LINK_SIGN_IN_METHOD[input.type as AuthMailKind] ?? 'otp');
  const otherStep = OTHER_EMAIL_CHANGE_TOKEN[consumed.kind];
  if (otherStep) {
    const address = pendingAddress(user, consumed);
    // Secure e-mail change: the first of the two links only records its step (its token is gone).
    if (await holdsOneTimeToken(q, user.id, otherStep)) return { user, pkce, method, awaitingOtherAddress: true };
    const taken = await findUserByEmail(q, address);
    if (taken && taken.id !== user.id) {
      throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    }
    user = await applyConfirmedEmail(q, user, address);
  } else if (!isConfirmed(user)) {
    user = await updateUser(q, user.id, {
      email_confirmed_at: new Date(),
      raw_user_meta_data: { ...(user.raw_user_meta_data ?? {}), email_verified: true },
    });
    await upsertEmailIdentity(q, user, true);
  }
  return { user, pkce, method };
}

/**
 * The address a consumed e-mail change token confirms: the user's pending change, which a token
 * for the new address must also name (a link from an older, replaced request confirms nothing).
 */
function pendingAddress(user: UserRow, consumed: ConsumedToken): string {
  const pending = user.email_change?.toLowerCase();
  if (!pending) throw otpExpired();
  if (consumed.kind === 'email_change_token_new' && consumed.relatesTo !== pending) throw otpExpired();
  return pending;
}
