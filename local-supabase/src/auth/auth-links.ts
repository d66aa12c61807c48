import type { Config } from '../config';
import type { Queryable } from '../db/types';
import { composeAuthMail, type AuthMailKind } from './email-templates';
import { issueOneTimeToken, type TokenKind } from './one-time-tokens';
import { createFlowState, PKCE_PREFIX, type CodeChallenge } from './pkce';
import { actionLink } from './redirects';
import type { OutgoingMail } from '../mail/mailer';
import { updateUser, type UserPatch, type UserRow } from './users';

const TOKEN_KIND: Record<AuthMailKind, TokenKind> = {
  signup: 'confirmation_token',
  invite: 'confirmation_token',
  recovery: 'recovery_token',
  magiclink: 'recovery_token',
  email_change: 'email_change_token_new',
};

/** The `amr` method a verified link of each kind signs in with (GoTrue's names). */
export const LINK_SIGN_IN_METHOD: Record<AuthMailKind, string> = {
  signup: 'email/signup',
  invite: 'invite',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change: 'email_change',
};

const SENT_AT: Record<AuthMailKind, keyof UserPatch> = {
  signup: 'confirmation_sent_at',
  invite: 'confirmation_sent_at',
  recovery: 'recovery_sent_at',
  magiclink: 'recovery_sent_at',
  email_change: 'email_change_sent_at',
};

export interface PreparedLink {
  otp: string;
  hashedToken: string;
  actionLink: string;
  redirectTo: string;
  verificationType: AuthMailKind;
  user: UserRow;
}

/**
 * Issues the single-use token for an e-mail link (and the PKCE flow state when the client sent a
 * code challenge), records when it was sent and returns the link. `address` is where it goes: the
 * user's e-mail, or the new address for an e-mail change (`tokenKind` picks the current address's
 * token of a secure change, whose link still says type=email_change).
 */
export async function prepareLink(
  q: Queryable,
  config: Config,
  opts: { user: UserRow; kind: AuthMailKind; address: string; redirectTo: string; pkce?: CodeChallenge; tokenKind?: TokenKind },
): Promise<PreparedLink> {
  const { user, kind, address, redirectTo, pkce } = opts;
  const { otp, hashedToken } = await issueOneTimeToken(q, user.id, opts.tokenKind ?? TOKEN_KIND[kind], address);
  let linkToken = hashedToken;
  if (pkce) {
    await createFlowState(q, user.id, LINK_SIGN_IN_METHOD[kind], pkce);
    linkToken = PKCE_PREFIX + hashedToken;
  }
  const updated = await updateUser(q, user.id, { [SENT_AT[kind]]: new Date() } as UserPatch);
  return {
    otp,
    hashedToken,
    actionLink: actionLink(config, linkToken, kind, redirectTo),
    redirectTo,
    verificationType: kind,
    user: updated,
  };
}

/** The e-mail for a prepared link. */
export function mailFor(link: PreparedLink, address: string): OutgoingMail {
  return composeAuthMail(link.verificationType, address, link.actionLink, link.otp);
}

/** True when a mail of this kind went out less than a minute ago (GoTrue's per-address frequency limit). */
export function sentRecently(sentAt: Date | string | null | undefined, seconds = 60): boolean {
  if (!sentAt) return false;
  return Date.now() - new Date(sentAt).getTime() < seconds * 1000;
}
