import { MESSAGES } from '../constants/messages';

/** Why an auth action failed, in terms a screen can branch on. */
export type AuthFailureKind =
  | 'invalid_credentials'
  | 'rate_limited'
  | 'email_not_confirmed'
  | 'banned'
  | 'network'
  | 'email_exists'
  | 'weak_password'
  | 'same_password'
  | 'invalid_phone'
  | 'session_missing'
  | 'captcha_failed'
  | 'unknown';

/**
 * The error every auth action throws. `message` is ready for a toast; `kind` is for branching (e.g. offer
 * "resend confirmation" on email_not_confirmed); `code` is Auth's own error code for logs.
 */
export class AuthFailure extends Error {
  readonly kind: AuthFailureKind;
  readonly code: string | undefined;

  /**
   * @param kind failure category
   * @param message user-facing text (defaults to the standard text of the kind)
   */
  constructor(kind: AuthFailureKind, message?: string, options: { code?: string; cause?: unknown } = {}) {
    super(message ?? DEFAULT_MESSAGES[kind], options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AuthFailure';
    this.kind = kind;
    this.code = options.code;
  }
}

const DEFAULT_MESSAGES: Record<AuthFailureKind, string> = {
  invalid_credentials: MESSAGES.auth.invalidCredentials,
  rate_limited: MESSAGES.auth.rateLimited,
  email_not_confirmed: MESSAGES.auth.emailNotConfirmed,
  banned: MESSAGES.auth.banned,
  network: MESSAGES.auth.network,
  email_exists: MESSAGES.auth.emailExists,
  weak_password: MESSAGES.auth.weakPassword,
  same_password: MESSAGES.auth.samePassword,
  invalid_phone: MESSAGES.auth.invalidPhone,
  session_missing: MESSAGES.auth.noLoggedInUser,
  captcha_failed: MESSAGES.auth.captchaFailed,
  unknown: MESSAGES.auth.unexpectedTryAgain,
};

// Auth error codes (supabase-protocol.md §3.1) by the kind they mean to a user.
const KIND_BY_CODE: Record<string, AuthFailureKind> = {
  invalid_credentials: 'invalid_credentials',
  over_request_rate_limit: 'rate_limited',
  over_email_send_rate_limit: 'rate_limited',
  email_not_confirmed: 'email_not_confirmed',
  user_banned: 'banned',
  user_already_exists: 'email_exists',
  email_exists: 'email_exists',
  weak_password: 'weak_password',
  same_password: 'same_password',
  session_not_found: 'session_missing',
  captcha_failed: 'captcha_failed',
  no_authorization: 'session_missing',
};

interface AuthErrorLike {
  name?: unknown;
  status?: unknown;
  code?: unknown;
  message?: unknown;
}

/**
 * Converts whatever supabase-js returned or threw into an {@link AuthFailure}. Works on the error's shape
 * (name/status/code) rather than supabase-js's classes, so this module does not pull supabase-js into the first
 * bundle. Unrecognised errors get `fallbackMessage` (the spec's text for the screen).
 */
export function toAuthFailure(error: unknown, fallbackMessage: string = MESSAGES.auth.unexpectedTryAgain): AuthFailure {
  if (error instanceof AuthFailure) return error;
  const e: AuthErrorLike = typeof error === 'object' && error !== null ? (error as AuthErrorLike) : {};
  const code = typeof e.code === 'string' ? e.code : undefined;
  const status = typeof e.status === 'number' ? e.status : undefined;
  const name = typeof e.name === 'string' ? e.name : '';
  const options = { code, cause: error };

  const byCode = code ? KIND_BY_CODE[code] : undefined;
  if (byCode === 'rate_limited' || (!byCode && status === 429)) return new AuthFailure('rate_limited', rateLimitText(e.message), options);
  if (byCode) return new AuthFailure(byCode, undefined, options);
  if (name === 'AuthSessionMissingError') return new AuthFailure('session_missing', undefined, options);
  // auth-js reports network failures and 5xx as AuthRetryableFetchError; a raw fetch failure is a TypeError.
  if (name === 'AuthRetryableFetchError' || (status !== undefined && status >= 500) || error instanceof TypeError) {
    return new AuthFailure('network', undefined, options);
  }
  // Servers without the API-version header send no code; recognise the standard wording as a last resort.
  if (typeof e.message === 'string' && /invalid login credentials/i.test(e.message)) {
    return new AuthFailure('invalid_credentials', undefined, options);
  }
  return new AuthFailure('unknown', fallbackMessage, options);
}

/** The real wait when Auth's text states it ("you can only request this after 42 seconds"), else the general text. */
function rateLimitText(message: unknown): string {
  const seconds = typeof message === 'string' ? /(\d+)\s*seconds?/i.exec(message)?.[1] : undefined;
  return seconds ? MESSAGES.auth.rateLimitedFor(Number(seconds)) : MESSAGES.auth.rateLimited;
}
