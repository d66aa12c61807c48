import type { Session } from '@supabase/supabase-js';
import { requestHumanCheck } from '../captcha/human-check';
import { getSupabase } from '../client/supabase-client';
import { MESSAGES } from '../constants/messages';
import { unwrap } from '../errors/unwrap';
import { normaliseNigerianPhone } from '../format/phone';
import { storeActiveRole } from './active-role';
import { AuthFailure, toAuthFailure } from './auth-failure';
import { confirmationRedirect } from './confirmation-redirect';
import { useAuth } from './auth-store';
import { initAuth } from './init-auth';
import type { AppRole } from './roles';
import { applySession, applySignedOut, syncAccount } from './session-sync';

/** Follows the session and returns the client: every action needs both. */
async function ready() {
  await initAuth();
  return getSupabase();
}

/**
 * The captcha token Auth asks for on sign-ups (anonymous too), password sign-ins, one-time codes and recovery when
 * the project has a captcha (config.toml [auth.captcha]); undefined without one. The shell shows the check.
 * @throws AuthFailure captcha_failed when the visitor closes the check
 */
export async function humanCheckToken(): Promise<string | undefined> {
  try {
    return await requestHumanCheck();
  } catch (error) {
    throw new AuthFailure('captcha_failed', MESSAGES.auth.captchaCancelled, { cause: error });
  }
}

/** Stores the session and loads its account; an account that fails to load fails the action with `message`. */
async function adopt(session: Session, message: string): Promise<AppRole[]> {
  applySession(session);
  try {
    return (await syncAccount(session)).roles;
  } catch (error) {
    throw new AuthFailure('unknown', message, { cause: error });
  }
}

/**
 * Signs in with e-mail and password and loads the user's roles.
 * @returns the roles (one → go to its dashboard; several → role picker; see {@link dashboardPathFor})
 * @throws AuthFailure: invalid_credentials (one message for unknown e-mail and wrong password), rate_limited,
 *   email_not_confirmed, banned, network
 */
export async function signIn(email: string, password: string): Promise<{ roles: AppRole[] }> {
  const supabase = await ready();
  const captchaToken = await humanCheckToken();
  const { data, error } = await supabase.auth.signInWithPassword({ email: email.trim(), password, options: { captchaToken } });
  if (error || !data.session) throw toAuthFailure(error, MESSAGES.auth.loginError);
  return { roles: await adopt(data.session, MESSAGES.auth.loginError) };
}

/** What registration asks for (spec §5). */
export interface SignUpInput {
  email: string;
  password: string;
  fullName: string;
  /** Any common Nigerian form; stored as +234XXXXXXXXXX. */
  phone: string;
  accountType: 'client' | 'cleaner';
  /** Required for cleaners by the form, optional for clients. */
  address?: string;
  /** Optional picture URL (spec: "picture URL optional"); the sign-up trigger copies it to the profile. */
  avatarUrl?: string;
}

/** Outcome of {@link signUp}. */
export interface SignUpResult {
  /** True when Auth requires e-mail confirmation: no session yet (show "check your email"). */
  needsEmailConfirmation: boolean;
  /** Roles when signed in straight away (autoconfirm); empty otherwise. */
  roles: AppRole[];
}

/**
 * Registers a client or cleaner. Name, phone, account type and address travel as user metadata; the database's
 * sign-up trigger turns them into the profile and the role (the trigger only ever grants client or cleaner).
 * @throws AuthFailure: invalid_phone, email_exists, weak_password, rate_limited, network
 */
export async function signUp(input: SignUpInput): Promise<SignUpResult> {
  const phone = normaliseNigerianPhone(input.phone);
  if (!phone) throw new AuthFailure('invalid_phone');
  const supabase = await ready();
  const metadata: Record<string, string> = {
    full_name: input.fullName.trim(),
    phone,
    account_type: input.accountType,
  };
  if (input.address?.trim()) metadata.address = input.address.trim();
  if (input.avatarUrl?.trim()) metadata.avatar_url = input.avatarUrl.trim();
  const captchaToken = await humanCheckToken();
  const { data, error } = await supabase.auth.signUp({
    email: input.email.trim(),
    password: input.password,
    // The confirmation link lands on the sign-in page, which takes the session from it and goes on.
    options: { data: metadata, captchaToken, emailRedirectTo: confirmationRedirect() },
  });
  if (error) throw toAuthFailure(error, MESSAGES.auth.registrationFailed);
  if (!data.session) return { needsEmailConfirmation: true, roles: [] };
  return { needsEmailConfirmation: false, roles: await adopt(data.session, MESSAGES.auth.registrationFailed) };
}

/**
 * Signs out everywhere (scope global) and clears the store and the query cache. If the server cannot be reached
 * this device is still signed out (local scope), so a shared phone never stays logged in.
 */
export async function signOut(): Promise<void> {
  const supabase = await ready();
  const { error } = await supabase.auth.signOut({ scope: 'global' });
  if (error) await supabase.auth.signOut({ scope: 'local' });
  applySignedOut();
}

let guestSession: Promise<Session> | null = null;

/**
 * Returns the current session, creating an anonymous (guest) one if there is none. Guest forms call it on first
 * submit, so visitors who only browse never create users. Concurrent calls share one sign-in.
 * When the project has a captcha, the visitor passes the human check first (the shell shows it).
 * @throws AuthFailure: rate_limited, captcha_failed (refused or closed), network, unknown (anonymous sign-ins disabled)
 */
export async function ensureGuestSession(): Promise<Session> {
  const supabase = await ready();
  const { data } = await supabase.auth.getSession();
  if (data.session) return data.session;
  guestSession ??= (async () => {
    // Auth guards anonymous sign-ins with a captcha when the project has one (config.toml [auth.captcha]).
    const captchaToken = await humanCheckToken();
    const result = await supabase.auth.signInAnonymously(captchaToken ? { options: { captchaToken } } : undefined);
    if (result.error || !result.data.session) throw guestSignInFailure(result.error);
    applySession(result.data.session);
    return result.data.session;
  })().finally(() => {
    guestSession = null;
  });
  return guestSession;
}

/** A refused anonymous sign-in in a guest's terms: a busy shared address is not "too many attempts" of theirs. */
function guestSignInFailure(error: unknown): AuthFailure {
  const failure = toAuthFailure(error, MESSAGES.auth.unexpectedTryAgain);
  if (failure.kind !== 'rate_limited') return failure;
  return new AuthFailure('rate_limited', MESSAGES.auth.guestRateLimited, { code: failure.code, cause: error });
}

/** What a guest gives to keep their requests in a client account. */
export interface ConvertGuestInput {
  email: string;
  password: string;
  fullName: string;
  phone: string;
}

/**
 * Turns the current anonymous session into a client account without losing what the guest sent (same user id):
 * sets e-mail and password, fills the profile, then asks the database for the client role (`add_my_role`).
 * When Auth requires the new e-mail to be confirmed first, the user stays a guest until then and
 * `needsEmailConfirmation` is true (the role is added by calling this again after confirming).
 * @throws AuthFailure: session_missing (no guest session), invalid_phone, email_exists, weak_password, network
 */
export async function convertGuestToClient(
  input: ConvertGuestInput,
): Promise<{ roles: AppRole[]; needsEmailConfirmation: boolean }> {
  const phone = normaliseNigerianPhone(input.phone);
  if (!phone) throw new AuthFailure('invalid_phone');
  const supabase = await ready();
  const { data: current } = await supabase.auth.getSession();
  const user = current.session?.user;
  if (!user) throw new AuthFailure('session_missing');

  if (user.is_anonymous) {
    // account_type: the database makes the guest a client when the address is confirmed (confirmations on).
    const updated = await supabase.auth.updateUser(
      { email: input.email.trim(), password: input.password, data: { full_name: input.fullName.trim(), phone, account_type: 'client' } },
      { emailRedirectTo: confirmationRedirect() },
    );
    if (updated.error) throw toAuthFailure(updated.error, MESSAGES.auth.registrationFailed);
  }
  unwrap(
    await supabase.from('profiles').update({ full_name: input.fullName.trim(), phone }).eq('id', user.id),
    MESSAGES.auth.registrationFailed,
  );
  // The access token still says is_anonymous; the database decides from the token, so get a fresh one.
  const refreshed = await supabase.auth.refreshSession();
  if (refreshed.error || !refreshed.data.session) throw toAuthFailure(refreshed.error, MESSAGES.auth.registrationFailed);
  if (refreshed.data.session.user.is_anonymous) return { roles: [], needsEmailConfirmation: true };

  const { error } = await supabase.rpc('add_my_role', { p_role: 'client' });
  if (error) throw new AuthFailure('unknown', MESSAGES.auth.registrationFailed, { code: error.code, cause: error });
  return { roles: await adopt(refreshed.data.session, MESSAGES.auth.registrationFailed), needsEmailConfirmation: false };
}

/**
 * Sends the password-reset e-mail. Resolves the same way whether or not the address has an account (show
 * `MESSAGES.auth.resetLinkSent`).
 * @param redirectTo absolute URL of the Reset Your Password page (e.g. `${origin}/reset-password`)
 * @throws AuthFailure: rate_limited, network
 */
export async function requestPasswordReset(email: string, redirectTo: string): Promise<void> {
  const supabase = await ready();
  const captchaToken = await humanCheckToken();
  const { error } = await supabase.auth.resetPasswordForEmail(email.trim(), { redirectTo, captchaToken });
  if (error) throw toAuthFailure(error, MESSAGES.auth.somethingWentWrong);
}

/**
 * Saves a new password in the recovery session of the reset link or code. An ordinary session needs the current
 * password too (Auth checks it: Account settings' changePassword sends it).
 * @throws AuthFailure: session_missing (link invalid or expired), weak_password, same_password, network
 */
export async function updatePassword(newPassword: string): Promise<void> {
  const supabase = await ready();
  const { data } = await supabase.auth.getSession();
  if (!data.session) throw new AuthFailure('session_missing', MESSAGES.auth.invalidResetLink);
  const { error } = await supabase.auth.updateUser({ password: newPassword });
  if (error) throw toAuthFailure(error, MESSAGES.auth.somethingWentWrong);
  useAuth.setState({ passwordRecovery: false });
}

/**
 * Chooses the role to work as (role picker) and remembers it for this user in this tab.
 * @throws Error when the user does not hold the role
 */
export function chooseActiveRole(role: AppRole): void {
  const { user, roles } = useAuth.getState();
  if (!user || !roles.includes(role)) throw new Error(`Cannot act as ${role}: role not held`);
  storeActiveRole(user.id, role);
  useAuth.setState({ activeRole: role });
}

/** The roles a person may add to their own account (admin roles are granted by a super_admin only). */
export type SelfServiceRole = 'client' | 'cleaner';

/**
 * Adds client or cleaner to the signed-in user's roles (RPC `add_my_role`): a client becomes a cleaner without a
 * second account. Reloads the roles and makes the new role the active one in this tab.
 * @returns the roles after the change
 * @throws AuthFailure: session_missing (nobody signed in, or a guest), network, unknown (the server's message)
 */
export async function addMyRole(role: SelfServiceRole): Promise<AppRole[]> {
  const supabase = await ready();
  const { data } = await supabase.auth.getSession();
  const session = data.session;
  if (!session || session.user.is_anonymous) throw new AuthFailure('session_missing');
  const { error } = await supabase.rpc('add_my_role', { p_role: role });
  if (error) {
    throw new AuthFailure('unknown', error.message || MESSAGES.auth.unexpectedTryAgain, { code: error.code, cause: error });
  }
  const roles = await adopt(session, MESSAGES.auth.unexpectedTryAgain);
  if (roles.includes(role)) chooseActiveRole(role);
  return roles;
}

/** A cleaner account's standing, as the admin set it. */
export type CleanerStanding = 'active' | 'suspended';

/**
 * The signed-in user's cleaner standing (`cleaner_profiles.status`), or null when they are not a cleaner. Sign-in
 * uses it to tell a suspended cleaner why their work is blocked.
 * @throws DataError with the spec's profile message when the read fails
 */
export async function fetchMyCleanerStanding(): Promise<CleanerStanding | null> {
  const supabase = await ready();
  const { data } = await supabase.auth.getSession();
  const userId = data.session?.user.id;
  if (!userId) return null;
  const result = await supabase.from('cleaner_profiles').select('status').eq('user_id', userId).maybeSingle();
  const row = unwrap(result, MESSAGES.profile.retrieveFailed) as { status: string } | null;
  if (!row) return null;
  return row.status === 'suspended' ? 'suspended' : 'active';
}
