/** One Turnstile widget as its dashboard shows it: a public site key and the secret the server verifies with. */
export interface Widget {
  siteKey: string;
  secret: string;
  /**
   * Turnstile decides per visitor whether to ask for a click. `false`: the box ticks itself, as it does for most
   * visitors in Turnstile's managed mode; `true`: the visitor must tick "I'm human".
   */
  interactive: boolean;
}

export interface CaptchaConfig {
  port: number;
  host: string;
  widgets: Widget[];
  /** Seconds a token stays valid (Turnstile: 300). */
  tokenTtlSeconds: number;
}

// Local keys, recognisably not Cloudflare's: a product wired to them is wired to this fake.
export const DEFAULT_SITE_KEY = 'local-turnstile-site-key';
export const DEFAULT_INTERACTIVE_SITE_KEY = 'local-turnstile-interactive-site-key';
export const DEFAULT_SECRET = 'local-turnstile-secret';

/** Settings from the environment (README), overridable by the caller (tests pass port 0). */
export function loadConfig(overrides: Partial<CaptchaConfig> = {}, env: NodeJS.ProcessEnv = process.env): CaptchaConfig {
  const secret = env.CAPTCHA_SECRET || DEFAULT_SECRET;
  return {
    port: Number(env.PORT ?? 54350),
    host: env.HOST ?? '127.0.0.1',
    widgets: [
      { siteKey: env.CAPTCHA_SITE_KEY || DEFAULT_SITE_KEY, secret, interactive: false },
      { siteKey: env.CAPTCHA_INTERACTIVE_SITE_KEY || DEFAULT_INTERACTIVE_SITE_KEY, secret, interactive: true },
    ],
    tokenTtlSeconds: Number(env.CAPTCHA_TOKEN_TTL_SECONDS ?? 300),
    ...overrides,
  };
}
