import { AuthFailure, getSupabase, toAuthFailure } from '@spotless/shared-data';
import { ACCOUNT_TEXTS } from './texts';

/**
 * Changes the signed-in person's password. The current password travels with the new one and Auth checks it
 * (GoTrue's current_password): the browser never decides whether it was right.
 * @throws AuthFailure with a message for the screen: a missing or wrong current password, the same password,
 *   a weak one, rate limits, network
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.updateUser({ password: newPassword, current_password: currentPassword });
  if (!error) return;
  const code = (error as { code?: unknown }).code;
  if (code === 'current_password_required') throw new AuthFailure('invalid_credentials', ACCOUNT_TEXTS.currentPasswordRequired, { code, cause: error });
  if (code === 'current_password_invalid') throw new AuthFailure('invalid_credentials', ACCOUNT_TEXTS.currentPasswordWrong, { code, cause: error });
  throw toAuthFailure(error, ACCOUNT_TEXTS.passwordChangeFailed);
}
