import { AuthFailure, getSupabase, toAuthFailure } from '@spotless/shared-data';
import { ACCOUNT_TEXTS } from './texts';

/**
 * Asks Auth to change the signed-in person's e-mail address. Nothing changes until the new address confirms (and,
 * with double confirmation on, the current one too): the links land on the site, which signs the person in.
 * @returns the screen's text saying what to do next
 * @throws AuthFailure: email_exists, rate_limited (one e-mail a minute), network
 */
export async function changeEmail(newEmail: string): Promise<string> {
  const address = newEmail.trim();
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getUser();
  if (data.user?.email && data.user.email.toLowerCase() === address.toLowerCase()) {
    throw new AuthFailure('unknown', ACCOUNT_TEXTS.emailChangeSame);
  }
  const { error } = await supabase.auth.updateUser({ email: address }, { emailRedirectTo: `${window.location.origin}/account` });
  if (error) throw toAuthFailure(error, ACCOUNT_TEXTS.emailChangeFailed);
  return ACCOUNT_TEXTS.emailChangeSent(address);
}
