// The two files the shell reads at start-up. Deployers edit them; no rebuild is needed to point the shell at another
// Supabase project or another build of an area.
import { AREA_NAMES, type AreaName } from '@spotless/tooling/federation/remote-contract';

export interface AppConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  /**
   * The captcha the project's Auth asks for ([auth.captcha] in supabase/config.toml): Cloudflare Turnstile's public
   * site key and widget script (https://challenges.cloudflare.com/turnstile/v0/api.js, or local-captcha's). Absent:
   * no captcha.
   */
  captcha?: { siteKey: string; scriptUrl: string };
}

/** Area name -> absolute or site-relative URL of that remote's mf-manifest.json. */
export type RemotesConfig = Record<AreaName, string>;

export type Parsed<T> = { ok: true; value: T } | { ok: false; problems: string[] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function parseAppConfig(json: unknown): Parsed<AppConfig> {
  if (!isRecord(json)) return { ok: false, problems: ['config.json must be a JSON object.'] };
  const problems: string[] = [];
  const { supabaseUrl, supabaseAnonKey } = json;
  if (typeof supabaseUrl !== 'string' || !isHttpUrl(supabaseUrl)) {
    problems.push('config.json: "supabaseUrl" must be an http(s) URL.');
  }
  if (typeof supabaseAnonKey !== 'string' || supabaseAnonKey.trim() === '') {
    problems.push('config.json: "supabaseAnonKey" must be a non-empty string.');
  }
  const captcha = parseCaptcha(json.captcha, problems);
  if (problems.length > 0) return { ok: false, problems };
  const value: AppConfig = { supabaseUrl: supabaseUrl as string, supabaseAnonKey: supabaseAnonKey as string };
  if (captcha) value.captcha = captcha;
  return { ok: true, value };
}

function parseCaptcha(json: unknown, problems: string[]): AppConfig['captcha'] {
  if (json === undefined || json === null) return undefined;
  if (!isRecord(json) || typeof json.siteKey !== 'string' || json.siteKey.trim() === '' || typeof json.scriptUrl !== 'string' || !isHttpUrl(json.scriptUrl)) {
    problems.push('config.json: "captcha" must hold a "siteKey" and the http(s) "scriptUrl" of the widget.');
    return undefined;
  }
  return { siteKey: json.siteKey, scriptUrl: json.scriptUrl };
}

/** Site-relative ('/remotes/x/mf-manifest.json') or http(s) URLs ending in mf-manifest.json. */
function isManifestUrl(value: string): boolean {
  const pathPart = value.split(/[?#]/)[0] ?? '';
  if (!pathPart.endsWith('.json')) return false;
  return value.startsWith('/') || isHttpUrl(value);
}

export function parseRemotesConfig(json: unknown): Parsed<RemotesConfig> {
  if (!isRecord(json)) return { ok: false, problems: ['remotes.json must be a JSON object of area name to URL.'] };
  const problems: string[] = [];
  const remotes: Partial<RemotesConfig> = {};
  for (const area of AREA_NAMES) {
    const url = json[area];
    if (typeof url !== 'string' || !isManifestUrl(url)) {
      problems.push(`remotes.json: "${area}" must be the URL of its mf-manifest.json.`);
    } else {
      remotes[area] = url;
    }
  }
  for (const key of Object.keys(json)) {
    if (!(AREA_NAMES as readonly string[]).includes(key)) problems.push(`remotes.json: unknown area "${key}".`);
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, value: remotes as RemotesConfig };
}
