import type { Config } from '../config';
import type { Queryable } from '../db/types';
import type { OutgoingMail } from '../mail/mailer';
import { mailFor, prepareLink } from './auth-links';
import { composeEmailChangeNotice } from './email-templates';
import { withProviders, type Metadata } from './metadata';
import { dropOneTimeTokens } from './one-time-tokens';
import type { CodeChallenge } from './pkce';
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

/**
 * Whether a new address must be confirmed before it replaces the current one. A user without an
 * address (an anonymous guest keeping their requests) is signing up, so sign-up's setting decides;
 * everyone else follows the e-mail change setting (config.toml's [auth.email] enable_confirmations).
 */
export function emailChangeNeedsConfirmation(config: Config, user: UserRow): boolean {
  return user.email ? config.confirmEmailChange : config.confirmEmail;
}

/**
 * Records a pending change to `address` and prepares its e-mails, as GoTrue's sendEmailChange does:
 * a link to the new address and, with secure e-mail change (double_confirm_changes) and a current
 * address, one to the current address too. The change is applied only once every link sent has
 * been followed (verification.ts).
 */
export async function requestEmailChange(
  q: Queryable,
  config: Config,
  opts: { user: UserRow; address: string; redirectTo: string; pkce?: CodeChallenge },
): Promise<{ user: UserRow; mails: OutgoingMail[] }> {
  const { address, redirectTo, pkce } = opts;
  let user = await updateUser(q, opts.user.id, { email_change: address });
  const toNew = await prepareLink(q, config, { user, kind: 'email_change', address, redirectTo, pkce });
  user = toNew.user;
  const mails = [mailFor(toNew, address)];
  const current = user.email;
  if (config.secureEmailChange && current) {
    const toCurrent = await prepareLink(q, config, {
      user,
      kind: 'email_change',
      address: current,
      redirectTo,
      pkce,
      tokenKind: 'email_change_token_current',
    });
    user = toCurrent.user;
    mails.push(composeEmailChangeNotice(current, address, toCurrent.actionLink, toCurrent.otp));
  } else {
    // A current-address step left from an earlier secure request must not hold up (or complete) this one.
    await dropOneTimeTokens(q, user.id, 'email_change_token_current');
  }
  return { user, mails };
}
