import type { Session } from '@supabase/supabase-js';
import {
  AuthFailure,
  MESSAGES,
  getSupabase,
  initAuth,
  normaliseNigerianPhone,
  requestHumanCheck,
  toAuthFailure,
  useAuth,
  type AppRole,
} from '@spotless/shared-data';

/**
 * Phone sign-in, sign-up and phone change by SMS code (issue 24), through supabase-js's phone provider. People type
 * Nigerian numbers in any common form; Auth is given E.164 (+234…), which it stores as digits, as GoTrue does.
 */

/** Texts of the phone screens (the spec has none for them). */
export const PHONE_MESSAGES = {
  codeWrong: 'That code is wrong or has expired. Check it, or ask for a new code.',
  noAccount: 'No account uses this number yet. Sign up with it, or sign in with your e-mail.',
  phoneTaken: 'Another account already uses this phone number.',
  notConfirmed: 'Confirm your number with the code we sent first.',
  smsFailed: 'We could not send the SMS. Please try again in a minute.',
  tooManySms: 'We cannot send more codes right now. Please try again later.',
  wait: (seconds: number) => `Please wait ${seconds} seconds before asking for a new code.`,
} as const;

/** How long to wait before asking for another code: the countdown the screens show. */
export const RESEND_WAIT_SECONDS = 60;

/** A refused "send me a code" that says how long to wait (Auth's max_frequency). */
export class SmsWaitFailure extends AuthFailure {
  constructor(
    readonly seconds: number,
    options: { code?: string; cause?: unknown } = {},
  ) {
    super('rate_limited', PHONE_MESSAGES.wait(seconds), options);
  }
}

/**
 * A Nigerian number in any common form ('0803 123 4567', '234803…', '+234 803…') as Auth takes it: '+2348031234567'.
 * @throws AuthFailure invalid_phone
 */
export function phoneForAuth(input: string): string {
  const phone = normaliseNigerianPhone(input);
  if (!phone) throw new AuthFailure('invalid_phone');
  return phone;
}

/** What Auth said about a phone request, in the phone screens' words; anything else as the other auth actions say it. */
export function toPhoneAuthFailure(error: unknown, fallback: string = MESSAGES.auth.unexpectedTryAgain): AuthFailure {
  if (error instanceof AuthFailure) return error;
  const e = (typeof error === 'object' && error !== null ? error : {}) as { code?: unknown; status?: unknown; message?: unknown };
  const code = typeof e.code === 'string' ? e.code : undefined;
  const message = typeof e.message === 'string' ? e.message : '';
  const options = { code, cause: error };
  switch (code) {
    case 'otp_expired':
      return new AuthFailure('invalid_credentials', PHONE_MESSAGES.codeWrong, options);
    case 'otp_disabled':
      return new AuthFailure('invalid_credentials', PHONE_MESSAGES.noAccount, options);
    case 'phone_exists':
      return new AuthFailure('unknown', PHONE_MESSAGES.phoneTaken, options);
    case 'phone_not_confirmed':
      return new AuthFailure('unknown', PHONE_MESSAGES.notConfirmed, options);
    case 'validation_failed':
      if (/phone/i.test(message)) return new AuthFailure('invalid_phone', undefined, options);
      break;
    case 'over_sms_send_rate_limit': {
      const seconds = /after (\d+) seconds?/.exec(message)?.[1];
      return seconds ? new SmsWaitFailure(Number(seconds), options) : new AuthFailure('rate_limited', PHONE_MESSAGES.tooManySms, options);
    }
  }
  // auth-js reports Auth's 500 sms_send_failed as a retryable fetch error without its code.
  if (e.status === 500) return new AuthFailure('network', PHONE_MESSAGES.smsFailed, options);
  return toAuthFailure(error, fallback);
}

async function ready() {
  await initAuth();
  return getSupabase();
}

/**
 * The captcha token Auth asks for on codes by SMS and phone sign-ups when the project has a captcha
 * ([auth.captcha]; undefined without one): the shell shows the human check.
 */
async function humanCheck(): Promise<string | undefined> {
  try {
    return await requestHumanCheck();
  } catch (error) {
    throw new AuthFailure('captcha_failed', MESSAGES.auth.captchaCancelled, { cause: error });
  }
}

/**
 * The roles of the account a new session belongs to, once the auth store loaded them: supabase-js announces the
 * session (SIGNED_IN) and the store, following it, loads profile and roles.
 */
function rolesOf(session: Session, timeoutMs = 15_000): Promise<AppRole[]> {
  return new Promise((resolve, reject) => {
    const settled = (): boolean => {
      const state = useAuth.getState();
      if (state.user?.id !== session.user.id || state.status !== 'signed-in') return false;
      if (state.accountError) reject(new AuthFailure('unknown', MESSAGES.auth.loginError, { cause: state.accountError }));
      else resolve(state.roles as AppRole[]);
      return true;
    };
    if (settled()) return;
    const timer = setTimeout(() => {
      stop();
      reject(new AuthFailure('network', MESSAGES.auth.loginError));
    }, timeoutMs);
    const stop = useAuth.subscribe(() => {
      if (settled()) {
        clearTimeout(timer);
        stop();
      }
    });
  });
}

/**
 * Sends a sign-in code to the number of an existing account (no account is created from the sign-in screen: a
 * new person registers, which asks for their name and role).
 * @returns the number as sent (E.164), to show and to verify with
 * @throws AuthFailure: invalid_phone, invalid_credentials (no account uses it), rate_limited ({@link SmsWaitFailure}
 *   with the seconds to wait), network
 */
export async function sendSignInCode(input: string): Promise<string> {
  const phone = phoneForAuth(input);
  const supabase = await ready();
  const captchaToken = await humanCheck();
  const { error } = await supabase.auth.signInWithOtp({ phone, options: { shouldCreateUser: false, captchaToken } });
  if (error) throw toPhoneAuthFailure(error);
  return phone;
}

/**
 * Checks a sign-in or sign-up code and signs the person in.
 * @returns the roles (see dashboardPathFor / the role picker)
 * @throws AuthFailure: invalid_credentials (wrong or expired code), rate_limited, network
 */
export async function verifyPhoneCode(phone: string, code: string): Promise<{ roles: AppRole[] }> {
  const supabase = await ready();
  const { data, error } = await supabase.auth.verifyOtp({ phone: phoneForAuth(phone), token: code.replace(/\s/g, ''), type: 'sms' });
  if (error || !data.session) throw toPhoneAuthFailure(error, PHONE_MESSAGES.codeWrong);
  return { roles: await rolesOf(data.session) };
}

/** What registration with a phone number asks for: the number signs in, so there is no e-mail. */
export interface PhoneSignUpInput {
  phone: string;
  password: string;
  fullName: string;
  accountType: 'client' | 'cleaner';
  address?: string;
  avatarUrl?: string;
}

/**
 * Registers with a phone number and password; Auth sends a code to confirm the number ({@link verifyPhoneCode}).
 * The profile and role come from the metadata as for an e-mail sign-up.
 * @returns the number as sent (E.164)
 * @throws AuthFailure: invalid_phone, weak_password, rate_limited, network
 */
export async function signUpWithPhone(input: PhoneSignUpInput): Promise<string> {
  const phone = phoneForAuth(input.phone);
  const supabase = await ready();
  const data: Record<string, string> = { full_name: input.fullName.trim(), phone, account_type: input.accountType };
  if (input.address?.trim()) data.address = input.address.trim();
  if (input.avatarUrl?.trim()) data.avatar_url = input.avatarUrl.trim();
  const captchaToken = await humanCheck();
  const { error } = await supabase.auth.signUp({ phone, password: input.password, options: { data, captchaToken } });
  if (error) throw toPhoneAuthFailure(error, MESSAGES.auth.registrationFailed);
  return phone;
}

/**
 * A new code for a phone sign-up that is not confirmed yet. (A sign-in code is asked for again with
 * {@link sendSignInCode}.)
 * @throws AuthFailure: rate_limited ({@link SmsWaitFailure}), network
 */
export async function resendSignUpCode(phone: string): Promise<void> {
  const supabase = await ready();
  const captchaToken = await humanCheck();
  const { error } = await supabase.auth.resend({ type: 'sms', phone: phoneForAuth(phone), options: { captchaToken } });
  if (error) throw toPhoneAuthFailure(error);
}

/**
 * Adds or changes the signed-in person's phone: Auth sends a code to the new number, and the change applies once
 * {@link confirmPhoneChange} checked it.
 * @returns the number as sent (E.164)
 * @throws AuthFailure: invalid_phone, unknown (another account uses it), session_missing, rate_limited, network
 */
export async function requestPhoneChange(input: string): Promise<string> {
  const phone = phoneForAuth(input);
  const supabase = await ready();
  const { error } = await supabase.auth.updateUser({ phone });
  if (error) throw toPhoneAuthFailure(error);
  return phone;
}

/**
 * Confirms a phone change with the code sent to the new number.
 * @throws AuthFailure: invalid_credentials (wrong or expired code), unknown (the number was taken meanwhile), network
 */
export async function confirmPhoneChange(phone: string, code: string): Promise<void> {
  const supabase = await ready();
  const { data, error } = await supabase.auth.verifyOtp({ phone: phoneForAuth(phone), token: code.replace(/\s/g, ''), type: 'phone_change' });
  if (error || !data.session) throw toPhoneAuthFailure(error, PHONE_MESSAGES.codeWrong);
}

/** A new code for a pending phone change. */
export async function resendPhoneChangeCode(phone: string): Promise<void> {
  const supabase = await ready();
  const captchaToken = await humanCheck();
  const { error } = await supabase.auth.resend({ type: 'phone_change', phone: phoneForAuth(phone), options: { captchaToken } });
  if (error) throw toPhoneAuthFailure(error);
}
