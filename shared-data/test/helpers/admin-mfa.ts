// The console's second sign-in step, done by a test: the admin's authenticator is the secret the set-up showed,
// and its codes are computed here (RFC 6238, local-supabase's implementation).
import { totpCode } from '../../../local-supabase/src/auth/totp';
import { fetchMfaStep, startTotpEnrolment, submitTotpCode } from '../../src/mfa';

export interface HeldTotp {
  factorId: string;
  secret: string;
}

/** Brings the signed-in admin to aal2: sets up an authenticator the first time, then enters its current code. */
export async function passAdminMfa(held?: HeldTotp): Promise<HeldTotp> {
  let factor = held;
  if (!factor) {
    const step = await fetchMfaStep();
    if (step.kind !== 'enrol') throw new Error('the admin already has an authenticator this test does not hold');
    const enrolment = await startTotpEnrolment();
    factor = { factorId: enrolment.factorId, secret: enrolment.secret };
  }
  await submitTotpCode(factor.factorId, totpCode(factor.secret));
  return factor;
}
