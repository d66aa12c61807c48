/**
 * @spotless/shared-data/mfa: two-step sign-in for admins (issue 24), a TOTP factor (an authenticator app) enrolled
 * once, then a 6-digit code at each sign-in. The database grants admin power only to sessions at aal2, so the
 * console asks for the code first. Its own entry, like ./money.ts: only the console's sign-in step needs it, and it
 * reaches the client and the auth store through '@spotless/shared-data' (one instance per page).
 */
import { DataError, getSupabase, initAuth } from '@spotless/shared-data';

/** The screen texts of the two-step step, in one place (tests and screens read the same words). */
export const MFA_MESSAGES = {
  codeFormat: 'Enter the 6-digit code from your app.',
  wrongCode: 'That code is not right. Enter the code your app shows now.',
  tooManyTries: 'Too many tries. Wait a minute, then try again.',
  failed: 'Could not check the code. Please try again.',
  enrolFailed: 'Could not start the set-up. Please try again.',
} as const;

/** The authenticator set-up shown to the admin: the QR code to scan and the key to type instead. */
export interface TotpEnrolment {
  factorId: string;
  /** An SVG data URI. */
  qrCode: string;
  secret: string;
}

/** What stands between an aal1 admin and the console: a first set-up, or a code for their verified factor. */
export type MfaStep = { kind: 'enrol' } | { kind: 'code'; factorId: string };

async function ready() {
  await initAuth();
  return getSupabase();
}

/** Whether the signed-in user must set up an authenticator or enter a code from the one they have. */
export async function fetchMfaStep(): Promise<MfaStep> {
  const supabase = await ready();
  const { data, error } = await supabase.auth.mfa.listFactors();
  if (error) throw new DataError(MFA_MESSAGES.failed, { code: error.code, detail: error.message, cause: error });
  const verified = data.totp[0];
  return verified ? { kind: 'code', factorId: verified.id } : { kind: 'enrol' };
}

/**
 * Starts a new authenticator set-up. An earlier set-up that was never confirmed (the page was left) is dropped
 * first: only one waits at a time.
 */
export async function startTotpEnrolment(): Promise<TotpEnrolment> {
  const supabase = await ready();
  const listed = await supabase.auth.mfa.listFactors();
  if (listed.error) throw new DataError(MFA_MESSAGES.enrolFailed, { code: listed.error.code, cause: listed.error });
  for (const factor of listed.data.all.filter((f) => f.status !== 'verified')) {
    await supabase.auth.mfa.unenroll({ factorId: factor.id });
  }
  const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Authenticator app', issuer: 'Spotless NG' });
  if (error) throw new DataError(MFA_MESSAGES.enrolFailed, { code: error.code, detail: error.message, cause: error });
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

/**
 * Checks a code from the authenticator app; on success the session becomes aal2 (the auth store follows through
 * the MFA_CHALLENGE_VERIFIED event). The first code of a new set-up also confirms the set-up.
 * @throws DataError with one of {@link MFA_MESSAGES}
 */
export async function submitTotpCode(factorId: string, code: string): Promise<void> {
  const digits = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(digits)) throw new DataError(MFA_MESSAGES.codeFormat);
  const supabase = await ready();
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code: digits });
  if (!error) return;
  const message =
    error.code === 'mfa_verification_failed'
      ? MFA_MESSAGES.wrongCode
      : error.code === 'over_request_rate_limit' || error.status === 429
        ? MFA_MESSAGES.tooManyTries
        : MFA_MESSAGES.failed;
  throw new DataError(message, { code: error.code, detail: error.message, cause: error });
}
