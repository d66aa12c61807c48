import { getSupabase } from '../client/supabase-client';
import { MESSAGES } from '../constants/messages';
import { humanCheckToken } from './actions';
import { AuthFailure, toAuthFailure } from './auth-failure';
import { confirmationRedirect } from './confirmation-redirect';
import { initAuth } from './init-auth';
import { applySession } from './session-sync';

/**
 * Sends the sign-up confirmation e-mail again (Auth allows one a minute per address). Auth answers the same for an
 * unknown address, so this reveals nothing about who has an account.
 * @throws AuthFailure: rate_limited (with Auth's own wait), network
 */
export async function resendSignupConfirmation(email: string): Promise<void> {
  const supabase = await getSupabase();
  const captchaToken = await humanCheckToken();
  const { error } = await supabase.auth.resend({
    type: 'signup',
    email: email.trim(),
    options: { emailRedirectTo: confirmationRedirect(), captchaToken },
  });
  if (error) throw toAuthFailure(error, MESSAGES.auth.unexpectedTryAgain);
}

/**
 * Opens a recovery session with the six-digit code of the password-reset e-mail (the alternative to its link);
 * the reset page then sets the new password.
 * @throws AuthFailure with the link's "invalid or expired" text when the code is wrong or old
 */
export async function verifyRecoveryCode(email: string, code: string): Promise<void> {
  await initAuth();
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.verifyOtp({ email: email.trim(), token: code.trim(), type: 'recovery' });
  if (error || !data.session) {
    const failure = toAuthFailure(error, MESSAGES.auth.invalidOrExpiredToken);
    // A wrong or old code reads as Auth's otp_expired; network trouble and rate limits keep their own texts.
    throw failure.kind === 'network' || failure.kind === 'rate_limited'
      ? failure
      : new AuthFailure('unknown', MESSAGES.auth.invalidOrExpiredToken, { code: failure.code, cause: error });
  }
  applySession(data.session);
}
