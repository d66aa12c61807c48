import { existsSync } from 'node:fs';
import { readConfigTables } from './config-toml';

/** The settings of supabase/config.toml's [auth] and [auth.email] tables that local-supabase follows. */
export interface AuthSettingsFile {
  /** [auth] jwt_expiry: access-token lifetime in seconds. */
  jwtExpiry?: number;
  /** [auth.email] enable_confirmations: a new address must be confirmed before it counts. */
  enableConfirmations?: boolean;
  /** [auth.email] double_confirm_changes: an e-mail change is confirmed from the current address too. */
  doubleConfirmChanges?: boolean;
  /** [auth.sms] enable_signup, enable_confirmations, template, max_frequency and [auth.rate_limit] sms_sent. */
  sms?: { enableSignup?: boolean; enableConfirmations?: boolean; template?: string; maxFrequency?: string; sentPerHour?: number };
}

/** Tables whose keys are read; quoted strings only from [auth.sms] (the SMS template, max_frequency). */
const TABLES = new Set(['auth', 'auth.email', 'auth.sms', 'auth.rate_limit']);

/**
 * Reads those keys from a Supabase CLI config.toml (readConfigTables); a missing file or key leaves the setting
 * undefined, so the caller's default (GoTrue's) applies.
 */
export function readAuthSettings(file: string): AuthSettingsFile {
  if (!existsSync(file)) return {};
  const values = readConfigTables(file, TABLES);
  const bool = (key: string) => (values.has(key) ? values.get(key) === 'true' : undefined);
  const expiry = Number(values.get('auth.jwt_expiry'));
  const smsSent = Number(values.get('auth.rate_limit.sms_sent'));
  return {
    jwtExpiry: Number.isInteger(expiry) && expiry > 0 ? expiry : undefined,
    enableConfirmations: bool('auth.email.enable_confirmations'),
    doubleConfirmChanges: bool('auth.email.double_confirm_changes'),
    sms: {
      enableSignup: bool('auth.sms.enable_signup'),
      enableConfirmations: bool('auth.sms.enable_confirmations'),
      template: values.get('auth.sms.template'),
      maxFrequency: values.get('auth.sms.max_frequency'),
      sentPerHour: Number.isInteger(smsSent) && smsSent > 0 ? smsSent : undefined,
    },
  };
}

/** A TOML basic string's text (escaped quotes and backslashes undone); other values as written. */
