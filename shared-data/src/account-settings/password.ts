import { AuthFailure, getSupabase, toAuthFailure } from '@spotless/shared-data';
import { ACCOUNT_TEXTS } from './texts';

/**
 * Sign-ins after which Auth sets a new password without the current one (GoTrue's Session.IsRecovery): whoever
 * signed in with a code sent to their phone or e-mail has just proved the account is theirs, and a phone-only
 * account has no password to give.
 */
const CODE_SIGN_INS = ['otp', 'magiclink', 'recovery'];

/**
 * Whether Auth will ask this session for the current password: yes after a password sign-in, no after a code.
 * Read from the session's own `amr` claim; when it cannot be read, the form asks, and Auth has the last word.
 */
export async function currentPasswordNeeded(): Promise<boolean> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  if (error || !data) return true;
  // An amr entry is { method, timestamp } on every server we speak to; the type also allows a bare method name.
  return !data.currentAuthenticationMethods.some((m) => CODE_SIGN_INS.includes(typeof m === 'string' ? m : m.method));
}

/**
 * Changes (or, for an account that never had one, sets) the signed-in person's password. The current password, when
 * given, travels with the new one and Auth checks it (GoTrue's current_password): the browser never decides whether
 * it was right, nor whether it was needed.
 * @throws AuthFailure with a message for the screen: a missing or wrong current password, the same password,
 *   a weak one, rate limits, network
 */
export async function changePassword(currentPassword: string | undefined, newPassword: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.updateUser(currentPassword ? { password: newPassword, current_password: currentPassword } : { password: newPassword });
  if (!error) return;
  const code = (error as { code?: unknown }).code;
  if (code === 'current_password_required') throw new AuthFailure('invalid_credentials', ACCOUNT_TEXTS.currentPasswordRequired, { code, cause: error });
  if (code === 'current_password_invalid') throw new AuthFailure('invalid_credentials', ACCOUNT_TEXTS.currentPasswordWrong, { code, cause: error });
  throw toAuthFailure(error, ACCOUNT_TEXTS.passwordChangeFailed);
}
