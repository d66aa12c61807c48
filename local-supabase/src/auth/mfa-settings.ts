import { existsSync } from 'node:fs';
import { readConfigTables } from './config-toml';

/** MFA settings of supabase/config.toml, as the Supabase CLI's template spells them. */
export interface MfaSettings {
  /** [auth.mfa] max_enrolled_factors: factors (verified or not) one user may hold. */
  maxEnrolledFactors: number;
  /** [auth.mfa.totp] enroll_enabled: new TOTP factors may be enrolled. */
  totpEnrollEnabled: boolean;
  /** [auth.mfa.totp] verify_enabled: TOTP factors may be challenged and verified. */
  totpVerifyEnabled: boolean;
  /** Seconds a challenge stays usable (GoTrue's MFA_CHALLENGE_EXPIRY_DURATION). */
  challengeExpirySeconds: number;
  /** Seconds an enrolment may wait for its first code before it is dropped (MFA_FACTOR_EXPIRY_DURATION). */
  factorExpirySeconds: number;
}

/** GoTrue's defaults where config.toml is silent (a missing [auth.mfa.totp] means TOTP on, as in GoTrue itself). */
export const DEFAULT_MFA: MfaSettings = {
  maxEnrolledFactors: 10,
  totpEnrollEnabled: true,
  totpVerifyEnabled: true,
  challengeExpirySeconds: 300,
  factorExpirySeconds: 300,
};

const MFA_TABLES = new Set(['auth.mfa', 'auth.mfa.totp']);

/** Reads [auth.mfa] and [auth.mfa.totp] from a CLI config.toml (plain `key = true|false|<integer>` lines). */
export function readMfaSettings(file: string): MfaSettings {
  if (!existsSync(file)) return { ...DEFAULT_MFA };
  const values = readConfigTables(file, MFA_TABLES);
  const bool = (key: string, fallback: boolean) => (values.has(key) ? values.get(key) === 'true' : fallback);
  const max = Number(values.get('auth.mfa.max_enrolled_factors'));
  return {
    ...DEFAULT_MFA,
    maxEnrolledFactors: Number.isInteger(max) && max > 0 ? max : DEFAULT_MFA.maxEnrolledFactors,
    totpEnrollEnabled: bool('auth.mfa.totp.enroll_enabled', DEFAULT_MFA.totpEnrollEnabled),
    totpVerifyEnabled: bool('auth.mfa.totp.verify_enabled', DEFAULT_MFA.totpVerifyEnabled),
  };
}
