import type { Queryable } from '../db/types';
import type { AuthContext } from './context';
import { AuthError } from './errors';
import { issueOneTimeToken, type TokenKind } from './one-time-tokens';
import { SmsSendError, sendTermiiSms } from './sms-sender';
import { smsText } from './sms-settings';
import { updateUser, type UserRow } from './users';

/** What a code proves: the user's own phone (sign-up, sign-in) or a new phone (phone change). */
export type PhoneOtpKind = 'sms' | 'phone_change';

const TOKEN_KIND: Record<PhoneOtpKind, TokenKind> = { sms: 'confirmation_token', phone_change: 'phone_change_token' };

export const SMS_SENT_KEY = 'sms';

/** GoTrue's answer to a code asked for before max_frequency has passed: how long is left, in whole seconds. */
function tooSoon(sentAt: Date | string | null | undefined, seconds: number): AuthError | undefined {
  if (!sentAt) return undefined;
  const left = Math.ceil((new Date(sentAt).getTime() + seconds * 1000 - Date.now()) / 1000);
  if (left <= 0) return undefined;
  return new AuthError(429, 'over_sms_send_rate_limit', `For security purposes, you can only request this after ${left} seconds.`);
}

/**
 * Issues a code for `phone` and sends it by SMS inside the caller's transaction, so a failed send leaves nothing
 * behind (no token, no sent time), as GoTrue does. Checks, in GoTrue's order: the per-user frequency
 * ([auth.sms] max_frequency), then the project's SMS budget ([auth.rate_limit] sms_sent).
 */
export async function sendPhoneOtp(
  q: Queryable,
  ctx: AuthContext,
  opts: { user: UserRow; phone: string; kind: PhoneOtpKind },
): Promise<{ user: UserRow; messageId: string }> {
  const { config, log } = ctx.deps;
  const { user, phone, kind } = opts;
  if (config.rateLimits) {
    const wait = tooSoon(kind === 'sms' ? user.confirmation_sent_at : user.phone_change_sent_at, config.sms.maxFrequencySeconds);
    if (wait) throw wait;
    if (!ctx.limits.sms.take(SMS_SENT_KEY)) throw new AuthError(429, 'over_sms_send_rate_limit', 'SMS rate limit exceeded');
  }
  const { otp } = await issueOneTimeToken(q, user.id, TOKEN_KIND[kind], phone, config.sms.otpLength);
  const updated = await updateUser(
    q,
    user.id,
    kind === 'sms' ? { confirmation_sent_at: new Date() } : { phone_change: phone, phone_change_sent_at: new Date() },
  );
  try {
    const messageId = await sendTermiiSms(config.sms, phone, smsText(config.sms.template, otp));
    return { user: updated, messageId };
  } catch (err) {
    if (!(err instanceof SmsSendError)) throw err;
    log.warn({ err: err.message }, 'auth: SMS not sent');
    throw new AuthError(500, 'sms_send_failed', 'Error sending confirmation OTP to provider');
  }
}
