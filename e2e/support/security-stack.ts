/**
 * The attacker's toolkit of the security suite: raw HTTP and supabase-js against the e2e stack's local-supabase
 * (real migrations + seed), the OpenAPI document as the list of what is exposed, hand-made JWTs, and scanners for
 * personal data in responses. Connection details come from the stack's /config.json (what a browser sees); the
 * service-role key and JWT secret are read from the stack's DATA_DIR only to set up and to check outcomes.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { E2E_DATA_DIR, E2E_WEB_URL } from './stack-config';
import { captchaFetch, captchaToken, needsCaptcha } from './captcha';
import { passMfaIfAdmin } from './admin-mfa';

export const DEMO_PASSWORD = 'Spotless#2025';

export interface Stack {
  url: string;
  anonKey: string;
  serviceKey: string;
  jwtSecret: string;
}

let stackPromise: Promise<Stack> | null = null;

/** The running stack: public settings from /config.json, secrets from DATA_DIR (checked to be the same server). */
export function stack(): Promise<Stack> {
  stackPromise ??= (async () => {
    const r = await fetch(`${E2E_WEB_URL}/config.json`);
    if (!r.ok) throw new Error(`config.json: ${r.status}`);
    const cfg = (await r.json()) as { supabaseUrl: string; supabaseAnonKey: string };
    const keys = JSON.parse(readFileSync(path.join(E2E_DATA_DIR, 'keys.json'), 'utf8')) as { url: string; anonKey: string; serviceRoleKey: string };
    if (keys.anonKey !== cfg.supabaseAnonKey) throw new Error('e2e/.tmp/data/keys.json belongs to another server than the web stack');
    const jwtSecret = readFileSync(path.join(E2E_DATA_DIR, 'jwt-secret'), 'utf8').trim();
    return { url: cfg.supabaseUrl, anonKey: cfg.supabaseAnonKey, serviceKey: keys.serviceRoleKey, jwtSecret };
  })();
  return stackPromise;
}

/** Node has no WebSocket; these clients never subscribe, so a transport that fails loudly is enough. */
class NoRealtime {
  constructor() {
    throw new Error('realtime is not used from the Node side of the security suite');
  }
}

const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  global: { fetch: captchaFetch },
  realtime: { transport: NoRealtime as unknown as typeof WebSocket },
};

export async function anonClient(): Promise<SupabaseClient> {
  const s = await stack();
  return createClient(s.url, s.anonKey, clientOptions);
}

export async function serviceClient(): Promise<SupabaseClient> {
  const s = await stack();
  return createClient(s.url, s.serviceKey, clientOptions);
}

export interface Actor {
  client: SupabaseClient;
  id: string;
  token: string;
  email?: string;
}

export async function signIn(email: string, password = DEMO_PASSWORD): Promise<Actor> {
  const client = await anonClient();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw new Error(`sign in as ${email}: ${error?.message}`);
  // Admins act at aal2 (after MFA), as the console does; the token is the session's after that step.
  await passMfaIfAdmin(client, email, (await stack()).url);
  const session = (await client.auth.getSession()).data.session!;
  return { client, id: data.user.id, token: session.access_token, email };
}

/** A fresh guest: an anonymous Auth session (what the site creates for a visitor). */
export async function newGuest(): Promise<Actor> {
  const client = await anonClient();
  const { data, error } = await client.auth.signInAnonymously();
  if (error || !data.session || !data.user) throw new Error(`anonymous sign-in: ${error?.message}`);
  return { client, id: data.user.id, token: data.session.access_token };
}

/** The data of a supabase-js result or a thrown error (the one helper all journeys use). */
export { ok } from './guest-api';

export interface RawResponse {
  status: number;
  text: string;
  json: unknown;
  headers: Headers;
}

/** One HTTP request to local-supabase with the anon key as apikey and `token` (if any) as bearer. */
export async function raw(
  method: string,
  pathAndQuery: string,
  opts: { token?: string; apikey?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const s = await stack();
  const headers: Record<string, string> = { apikey: opts.apikey ?? s.anonKey, ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    // A client of the product passes the human check before an Auth call the captcha guards: so do these probes.
    const sent = needsCaptcha(pathAndQuery, method, opts.body) ? { ...opts.body, gotrue_meta_security: { captcha_token: await captchaToken() } } : opts.body;
    body = typeof sent === 'string' ? sent : JSON.stringify(sent);
  }
  const r = await fetch(`${s.url}${pathAndQuery}`, { method, headers, body });
  const text = await r.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: r.status, text, json, headers: r.headers };
}

// ---------------------------------------------------------------------------------------------------- OpenAPI
export interface RpcParam {
  name: string;
  format: string;
  required: boolean;
}
export interface Exposed {
  tables: Record<string, Record<string, string>>;
  rpcs: Record<string, RpcParam[]>;
}

/** What PostgREST exposes, from GET /rest/v1/ (the OpenAPI 2 document supabase-js' CLI reads too). */
export async function exposed(): Promise<Exposed> {
  const r = await raw('GET', '/rest/v1/');
  if (r.status !== 200) throw new Error(`OpenAPI: ${r.status}`);
  const doc = r.json as {
    paths: Record<string, { post?: { parameters?: { schema?: { required?: string[]; properties?: Record<string, { format?: string }> } }[] } }>;
    definitions: Record<string, { properties: Record<string, { format?: string }> }>;
  };
  const tables: Exposed['tables'] = {};
  for (const [name, def] of Object.entries(doc.definitions)) {
    tables[name] = Object.fromEntries(Object.entries(def.properties).map(([c, v]) => [c, v.format ?? '']));
  }
  const rpcs: Exposed['rpcs'] = {};
  for (const [p, item] of Object.entries(doc.paths)) {
    if (!p.startsWith('/rpc/')) continue;
    const schema = item.post?.parameters?.[0]?.schema;
    const required = new Set(schema?.required ?? []);
    rpcs[p.slice(5)] = Object.entries(schema?.properties ?? {}).map(([name, v]) => ({ name, format: v.format ?? 'text', required: required.has(name) }));
  }
  return { tables, rpcs };
}

/** A plausible value for an RPC parameter of `format`; uuids are the ids under attack. */
export function valueFor(format: string, uuid: string): unknown {
  switch (format) {
    case 'uuid':
      return uuid;
    case 'integer':
    case 'bigint':
    case 'smallint':
      return 2;
    case 'numeric':
      return 10;
    case 'boolean':
      return true;
    case 'date':
      return new Date(Date.now() + 7 * 86400_000).toISOString().slice(0, 10);
    case 'text[]':
      return ['House Cleaning'];
    case 'customer_kind':
      return 'client';
    case 'notification_category':
      return 'general';
    case 'verification_decision':
      return 'approved';
    case 'cleaner_status':
      return 'active';
    default:
      return 'probe';
  }
}

// ---------------------------------------------------------------------------------------------------- JWTs
const b64 = (v: unknown) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');

/** An HS256 JWT signed with `secret` (the server's, to make expired/odd-role tokens; a wrong one, to forge). */
export function signJwt(payload: Record<string, unknown>, secret: string): string {
  const head = b64({ alg: 'HS256', typ: 'JWT' });
  const body = b64(payload);
  const sig = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

/** An unsigned token (`alg: none`), which a careless verifier would accept. */
export function unsignedJwt(payload: Record<string, unknown>): string {
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`;
}

export function randomSecret(): string {
  return randomBytes(40).toString('base64url');
}

export function decodeJwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

// ---------------------------------------------------------------------------------------------------- personal data
/** E-mail addresses. */
export const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/i;
/** Nigerian phone numbers in the forms the product accepts (+234…, 234…, 0…), spaces or dashes allowed. */
export const PHONE = /(?:\+?234|\b0)[\s-]?[789][01](?:[\s-]?\d){8}\b/;
/** Object paths of the private bucket, or any `<uuid>/<file>` storage key of a document. */
export const DOCUMENT_PATH = /verification-documents|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[^"\s]+\.(?:pdf|jpe?g|png|webp)/i;

/** Every string value inside `value` with its JSON path (for readable failures). */
export function stringsIn(value: unknown, at = '$'): { at: string; text: string }[] {
  if (typeof value === 'string') return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringsIn(v, `${at}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringsIn(v, `${at}.${k}`));
  return [];
}

/** The personal-data findings in a response body: e-mails, phones, document paths, and any known secret string. */
export function personalDataIn(value: unknown, secrets: Iterable<string> = [], allowPath?: (at: string, text: string) => boolean): string[] {
  const list = [...secrets].filter((s) => s.length >= 6);
  const findings: string[] = [];
  for (const { at, text } of stringsIn(value)) {
    if (EMAIL.test(text)) findings.push(`${at}: e-mail in ${JSON.stringify(text.slice(0, 80))}`);
    if (PHONE.test(text)) findings.push(`${at}: phone in ${JSON.stringify(text.slice(0, 80))}`);
    if (DOCUMENT_PATH.test(text) && !allowPath?.(at, text)) findings.push(`${at}: storage path in ${JSON.stringify(text.slice(0, 80))}`);
    for (const s of list) if (text.includes(s)) findings.push(`${at}: private value ${JSON.stringify(s.slice(0, 40))}`);
  }
  return findings;
}

/** Random id nobody owns. */
export function randomUuid(): string {
  const h = randomBytes(16).toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
