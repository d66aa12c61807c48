import type { AuthSettingsFile } from './auth-settings-file';
import { parseGoDuration } from './duration';

/**
 * Phone sign-in settings: config.toml's [auth.sms] and [auth.rate_limit] sms_sent as GoTrue applies them, and the
 * SMS gateway. Hosted Supabase has no Termii sender of its own (README "Phone sign-in"): here local-supabase posts
 * to a Termii-compatible API, the local Termii by default, Termii itself when TERMII_BASE_URL and TERMII_API_KEY say so.
 */
export interface SmsSettings {
  /** [auth.sms] enable_signup: the phone provider is on (GoTrue's external phone provider). */
  enabled: boolean;
  /** [auth.sms] enable_confirmations: a phone sign-up must be confirmed by code before it counts. */
  confirmations: boolean;
  /** [auth.sms] template, with `{{ .Code }}` where the code goes. */
  template: string;
  /** [auth.sms] max_frequency: the least time between two codes to one user. */
  maxFrequencySeconds: number;
  /** [auth.rate_limit] sms_sent: SMS per hour for the whole project. */
  sentPerHour: number;
  /** GoTrue's SMS OTP: 6 digits, valid 60 seconds (hosted's defaults; config.toml has no key for them). */
  otpLength: number;
  otpExpirySeconds: number;
  /** Base URL of the Termii API (`/api/sms/send` is appended), its key and the sender ID. */
  termiiBaseUrl: string;
  termiiApiKey: string;
  termiiSender: string;
}

/** The local Termii's default port and key (local-termii/src/config.ts), so `pnpm supabase` works next to it. */
const LOCAL_TERMII = 'http://127.0.0.1:54332';
const LOCAL_TERMII_KEY = 'TLlocaltermii000000000000000000000000000000000000000000000000';

function positiveInt(raw: string | undefined): number | undefined {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n > 0 ? n : undefined;
}

export function smsSettingsFrom(env: NodeJS.ProcessEnv, file: AuthSettingsFile): SmsSettings {
  const sms = file.sms ?? {};
  const frequencyMs = parseGoDuration(env.SMS_MAX_FREQUENCY ?? sms.maxFrequency ?? '') ?? 60_000;
  return {
    enabled: env.SMS_ENABLED === 'false' ? false : env.SMS_ENABLED === 'true' ? true : (sms.enableSignup ?? false),
    confirmations: env.SMS_CONFIRMATIONS === 'false' ? false : env.SMS_CONFIRMATIONS === 'true' ? true : (sms.enableConfirmations ?? true),
    template: sms.template ?? 'Your code is {{ .Code }}',
    maxFrequencySeconds: Math.ceil(frequencyMs / 1000),
    sentPerHour: positiveInt(env.SMS_SENT_PER_HOUR) ?? sms.sentPerHour ?? 30,
    otpLength: 6,
    otpExpirySeconds: positiveInt(env.SMS_OTP_EXPIRY) ?? 60,
    termiiBaseUrl: (env.TERMII_BASE_URL || LOCAL_TERMII).replace(/\/+$/, ''),
    termiiApiKey: env.TERMII_API_KEY || LOCAL_TERMII_KEY,
    termiiSender: env.TERMII_SENDER || 'Spotless',
  };
}

/** The template with the code in place of `{{ .Code }}` (Go template spacing variants included). */
export function smsText(template: string, code: string): string {
  return template.replace(/\{\{\s*\.Code\s*\}\}/g, code);
}
