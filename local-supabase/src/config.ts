import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { readAbuseSettings, type CaptchaSettings } from './auth/abuse-settings';
import { readAuthSettings } from './auth/auth-settings-file';
import { smsSettingsFrom, type SmsSettings } from './auth/sms-settings';
import { readMfaSettings, type MfaSettings } from './auth/mfa-settings';
import { limitsFromEnv, type FunctionLimits } from './functions/limits';

/** Runtime settings, all from the environment (see README). */
export interface Config {
  port: number;
  host: string;
  /** Folder for PGlite data, the JWT secret, keys.json, stored files and the mailbox. */
  dataDir: string;
  /** PostgreSQL connection string; absent means embedded PGlite in dataDir. */
  databaseUrl?: string;
  jwtSecret: string;
  /**
   * Access-token lifetime in seconds (config.toml [auth] jwt_expiry). REST, Storage and Realtime accept
   * a token until it expires, as on hosted Supabase, so this bounds a token's life after sign-out.
   */
  jwtExpiry: number;
  /** Public URL of this server as browsers reach it (issuer of tokens, base of signed URLs). */
  publicUrl: string;
  /** Where links in e-mails should land (the shell). */
  siteUrl: string;
  smtpUrl?: string;
  /**
   * Require e-mail confirmation of sign-ups before password sign-in (GoTrue's MAILER_AUTOCONFIRM=false),
   * also when a guest gives their first address (config.toml [auth.email] enable_confirmations).
   */
  confirmEmail: boolean;
  /**
   * A password change needs the current password unless the session came from an e-mailed link or code
   * (GoTrue's GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD; on hosted, the dashboard's
   * "Require current password when updating"). On unless env UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD=false.
   */
  requireCurrentPassword: boolean;
  /** An e-mail change takes effect only after its link is followed (config.toml [auth.email] enable_confirmations). */
  confirmEmailChange: boolean;
  /** Secure e-mail change: the current address must confirm too (config.toml [auth.email] double_confirm_changes). */
  secureEmailChange: boolean;
  /** MFA (config.toml [auth.mfa], [auth.mfa.totp]). */
  mfa: MfaSettings;
  /** Folder of SQL migrations to apply at start (default: the repository's supabase/migrations). */
  migrationsDir?: string;
  /**
   * Folder of Edge Functions (`<name>/index.ts`, default the repository's supabase/functions), served at
   * /functions/v1 on Deno; its parent holds the config.toml with the `[functions.<name>]` settings. `false`: none.
   */
  functionsDir?: string | false;
  /**
   * The functions' secrets file (dotenv), as `supabase functions serve --env-file` takes it; default
   * `<functionsDir>/.env`. Lets a launcher give the functions its own secrets without touching the developer's file.
   */
  functionsEnvFile?: string;
  /** Hosted's CPU-time and wall-clock limits, enforced on functions (env FUNCTIONS_CPU_LIMIT_MS, FUNCTIONS_WALL_CLOCK_S). */
  functionLimits: FunctionLimits;
  /** Phone sign-in by SMS code: config.toml [auth.sms], the SMS budget and the Termii gateway (auth/sms-settings.ts). */
  sms: SmsSettings;
  /** Rate limits can be relaxed for test suites that sign in hundreds of times from one IP. */
  rateLimits: boolean;
  /** config.toml [auth.captcha] when on (auth/abuse-settings.ts); overrides: tests. */
  captcha?: CaptchaSettings;
  /** config.toml [auth.rate_limit] anonymous_users, or env ANONYMOUS_SIGN_INS_PER_HOUR. */
  anonymousSignInsPerHour: number;
  /** Run the jobs of cron.job (pg_cron's stand-in, src/cron). On unless env CRON=off. */
  cron: boolean;
  logLevel: string;
}

const repoRoot = path.resolve(__dirname, '..', '..');

/** An on/off environment variable; anything but true/false leaves the fallback. */
function flag(value: string | undefined, fallback: boolean): boolean {
  return value === 'true' ? true : value === 'false' ? false : fallback;
}

/** Read the JWT secret from env, else from dataDir, else generate and keep it there. */
function resolveJwtSecret(dataDir: string, fromEnv?: string): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const port = overrides.port ?? Number(env.PORT ?? 54321);
  const host = overrides.host ?? env.HOST ?? '127.0.0.1';
  const dataDir = path.resolve(overrides.dataDir ?? env.DATA_DIR ?? path.join(process.cwd(), '.data'));
  mkdirSync(dataDir, { recursive: true });
  const jwtSecret = overrides.jwtSecret ?? resolveJwtSecret(dataDir, env.JWT_SECRET);
  const publicUrl = overrides.publicUrl ?? env.PUBLIC_URL ?? `http://${host}:${port}`;
  // Hosted Supabase is configured from supabase/config.toml; GoTrue's defaults (both on) where it is silent.
  const authFile = readAuthSettings(env.SUPABASE_CONFIG ?? path.join(repoRoot, 'supabase', 'config.toml'));
  const abuse = readAbuseSettings(env.SUPABASE_CONFIG ?? path.join(repoRoot, 'supabase', 'config.toml'), env);
  const jwtExpiry = Number(env.JWT_EXPIRY);
  return {
    port,
    host,
    dataDir,
    databaseUrl: overrides.databaseUrl ?? (env.DATABASE_URL || undefined),
    jwtSecret,
    publicUrl,
    siteUrl: overrides.siteUrl ?? env.SITE_URL ?? 'http://127.0.0.1:8080',
    smtpUrl: overrides.smtpUrl ?? (env.SMTP_URL || undefined),
    jwtExpiry: overrides.jwtExpiry ?? (Number.isInteger(jwtExpiry) && jwtExpiry > 0 ? jwtExpiry : (authFile.jwtExpiry ?? 3600)),
    confirmEmail: overrides.confirmEmail ?? flag(env.CONFIRM_EMAIL, authFile.enableConfirmations ?? true),
    requireCurrentPassword:
      overrides.requireCurrentPassword ?? flag(env.UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD, true),
    confirmEmailChange:
      overrides.confirmEmailChange ?? flag(env.CONFIRM_EMAIL_CHANGE, authFile.enableConfirmations ?? true),
    secureEmailChange: overrides.secureEmailChange ?? flag(env.SECURE_EMAIL_CHANGE, authFile.doubleConfirmChanges ?? true),
    migrationsDir:
      overrides.migrationsDir ?? env.MIGRATIONS_DIR ?? path.join(repoRoot, 'supabase', 'migrations'),
    functionsDir: overrides.functionsDir ?? env.FUNCTIONS_DIR ?? path.join(repoRoot, 'supabase', 'functions'),
    functionsEnvFile: overrides.functionsEnvFile ?? (env.FUNCTIONS_ENV_FILE ? path.resolve(env.FUNCTIONS_ENV_FILE) : undefined),
    functionLimits: overrides.functionLimits ?? limitsFromEnv(env),
    sms: overrides.sms ?? smsSettingsFrom(env, authFile),
    rateLimits: overrides.rateLimits ?? env.RATE_LIMITS !== 'off',
    captcha: 'captcha' in overrides ? overrides.captcha : abuse.captcha,
    anonymousSignInsPerHour: overrides.anonymousSignInsPerHour ?? abuse.anonymousSignInsPerHour,
    logLevel: overrides.logLevel ?? env.LOG_LEVEL ?? 'info',
    cron: overrides.cron ?? env.CRON !== 'off',
    mfa: overrides.mfa ?? readMfaSettings(env.SUPABASE_CONFIG ?? path.join(repoRoot, 'supabase', 'config.toml')),
  };
}
