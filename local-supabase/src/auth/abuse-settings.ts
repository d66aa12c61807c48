import { readConfigTables } from './config-toml';

/** Where hosted GoTrue sends each provider's tokens (supabase/auth internal/security). */
const SITEVERIFY: Record<CaptchaProvider, string> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  hcaptcha: 'https://hcaptcha.com/siteverify',
};

export type CaptchaProvider = 'turnstile' | 'hcaptcha';

/** config.toml's [auth.captcha], resolved: on only with a secret. */
export interface CaptchaSettings {
  provider: CaptchaProvider;
  secret: string;
  /** The provider's siteverify, or env CAPTCHA_SITEVERIFY_URL (the local fake, local-captcha/). */
  verifyUrl: string;
}

/** What config.toml says against bots on a shared address: the captcha and the anonymous sign-ins per IP and hour. */
export interface AbuseSettings {
  captcha?: CaptchaSettings;
  anonymousSignInsPerHour: number;
}

const ABUSE_TABLES = new Set(['auth.captcha', 'auth.rate_limit']);

/** `env(NAME)` as the Supabase CLI substitutes it; other values as written. */
function resolveEnv(value: string | undefined, env: NodeJS.ProcessEnv): string {
  const m = /^env\(([A-Za-z_][A-Za-z0-9_]*)\)$/.exec(value ?? '');
  return (m ? env[m[1]!] : value)?.trim() ?? '';
}

/**
 * Reads [auth.captcha] (enabled, provider, secret) and [auth.rate_limit] anonymous_users. The captcha is on when the
 * file enables it and its secret resolves: a test server or a developer without a secret set keeps guests working
 * without one, while `pnpm start` and the e2e stack set it (and point CAPTCHA_SITEVERIFY_URL at local-captcha).
 * Env ANONYMOUS_SIGN_INS_PER_HOUR overrides the limit (a test stack that must hit it).
 */
export function readAbuseSettings(file: string, env: NodeJS.ProcessEnv): AbuseSettings {
  const v = readConfigTables(file, ABUSE_TABLES);
  const perHour = Number(env.ANONYMOUS_SIGN_INS_PER_HOUR ?? v.get('auth.rate_limit.anonymous_users'));
  const provider = v.get('auth.captcha.provider');
  const secret = resolveEnv(v.get('auth.captcha.secret'), env);
  const on = v.get('auth.captcha.enabled') === 'true' && (provider === 'turnstile' || provider === 'hcaptcha') && secret !== '';
  return {
    captcha: on
      ? { provider: provider as CaptchaProvider, secret, verifyUrl: env.CAPTCHA_SITEVERIFY_URL || SITEVERIFY[provider as CaptchaProvider] }
      : undefined,
    // GoTrue's default when the file is silent.
    anonymousSignInsPerHour: Number.isInteger(perHour) && perHour > 0 ? perHour : 30,
  };
}
