/**
 * The payments stack for the function tests: a real local-supabase (PGlite, the repository's migrations, a copy of
 * supabase/functions with its config.toml) and a real local Paystack whose webhooks go to the stack's
 * paystack-webhook function, both in this process on free ports. The functions' secrets are written to a file of
 * their own (FUNCTIONS_ENV_FILE), as `pnpm start` does, so a developer's supabase/functions/.env plays no part.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startLocalSupabase, type LocalSupabase } from '@spotless/local-supabase';
import { startLocalPaystack, type LocalPaystack } from '@spotless/local-paystack';

const SUPABASE_DIR = path.resolve(__dirname, '..');
export const SECRET = 'sk_test_functions_tests_000000000000000000';
export const SITE_URL = 'http://127.0.0.1:18999';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON and check it themselves
export type Json = any;

export interface Person {
  id: string;
  email: string | null;
  token: string;
  client: SupabaseClient;
}

export interface Stack {
  supabase: LocalSupabase;
  paystack: LocalPaystack;
  /** The database as its owner: for reading what the functions wrote and for test set-up only. */
  sql<T = Json>(text: string, params?: unknown[]): Promise<T[]>;
  /** A call to one of the functions with `token` (a user's access token or a project key). */
  call(token: string, method: string, route: string, body?: unknown): Promise<{ status: number; json: Json }>;
  /** Stops local Paystack: the functions' calls to it fail as when Paystack cannot be reached. */
  stopPaystack(): Promise<void>;
  /** Starts local Paystack again on its port with its records; `webhooks: false` runs it without a webhook URL set. */
  startPaystack(options?: { webhooks?: boolean }): Promise<void>;
  /** A call to local Paystack's API with the secret key. */
  paystackApi(method: string, route: string, body?: unknown): Promise<{ status: number; json: Json }>;
  signUp(fullName: string, accountType: 'client' | 'cleaner'): Promise<Person>;
  guest(): Promise<Person>;
  serviceKey: string;
  stop(): Promise<void>;
}

// Node 20 has no WebSocket and these tests open no realtime channel: a transport that is never constructed will do.
class NoWebSocket {
  constructor() {
    throw new Error('realtime is not used by the function tests');
  }
}
const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: NoWebSocket as never },
};

export async function startStack(): Promise<Stack> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'fn-payments-'));
  const project = path.join(root, 'supabase');
  mkdirSync(project);
  cpSync(path.join(SUPABASE_DIR, 'config.toml'), path.join(project, 'config.toml'));
  cpSync(path.join(SUPABASE_DIR, 'functions'), path.join(project, 'functions'), {
    recursive: true,
    filter: (src) => path.basename(src) !== '.env',
  });
  const envFile = path.join(root, 'functions.env');
  // Written before the first request: a function's process reads it when it starts.
  writeFileSync(envFile, `PAYSTACK_SECRET_KEY=${SECRET}\nSITE_URL=${SITE_URL}\n`);

  const supabase = await startLocalSupabase({
    port: 0,
    inMemory: true,
    dataDir: path.join(root, 'data'),
    migrationsDir: path.join(SUPABASE_DIR, 'migrations'),
    functionsDir: path.join(project, 'functions'),
    functionsEnvFile: envFile,
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    rateLimits: false,
    jwtSecret: `functions-tests-${randomBytes(16).toString('hex')}`,
  });
  const paystackOptions = {
    port: 0,
    host: '127.0.0.1',
    secretKey: SECRET,
    dataDir: path.join(root, 'paystack'),
    webhookUrl: `${supabase.url}/functions/v1/paystack-webhook` as string | undefined,
    settleDelayMs: 100,
    webhookRetryDelaysMs: [200, 500, 1000],
    webhookTimeoutMs: 10_000,
    publicUrl: undefined,
  };
  let paystack: LocalPaystack | undefined = await startLocalPaystack(paystackOptions);
  // The functions were given this address: a restart must come back on the same port.
  paystackOptions.port = Number(new URL(paystack.url).port);
  const paystackUrl = paystack.url;
  writeFileSync(envFile, `PAYSTACK_SECRET_KEY=${SECRET}\nPAYSTACK_BASE_URL=${paystackUrl}\nSITE_URL=${SITE_URL}\n`);

  /** Stops local Paystack as an outage would: open connections (the functions' keep-alive ones too) are cut. */
  async function stopNow(): Promise<void> {
    if (!paystack) return;
    const stopping = paystack.stop();
    paystack.app.server.closeAllConnections();
    await stopping;
    paystack = undefined;
  }

  let n = 0;
  async function session(client: SupabaseClient): Promise<{ id: string; token: string; email: string | null }> {
    const { data } = await client.auth.getSession();
    return { id: data.session!.user.id, token: data.session!.access_token, email: data.session!.user.email ?? null };
  }

  return {
    supabase,
    get paystack() {
      if (!paystack) throw new Error('local Paystack is stopped');
      return paystack;
    },
    async stopPaystack() {
      await stopNow();
    },
    async startPaystack({ webhooks = true } = {}) {
      await stopNow();
      paystack = await startLocalPaystack({ ...paystackOptions, webhookUrl: webhooks ? paystackOptions.webhookUrl : undefined });
    },
    serviceKey: supabase.keys.serviceRole,
    async sql(text, params = []) {
      return (await supabase.db.query(text, params)).rows as never[];
    },
    async call(token, method, route, body) {
      const res = await fetch(`${supabase.url}/functions/v1/${route}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, json: text ? JSON.parse(text) : null };
    },
    async paystackApi(method, route, body) {
      const res = await fetch(paystackUrl + route, {
        method,
        headers: { authorization: `Bearer ${SECRET}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: await res.json() };
    },
    async signUp(fullName, accountType) {
      const email = `${accountType}${++n}-${randomBytes(3).toString('hex')}@example.ng`;
      // Sign-ups need a confirmed address (config.toml): the person is created confirmed, as hosted tests would.
      const admin = createClient(supabase.url, supabase.keys.serviceRole, clientOptions);
      const created = await admin.auth.admin.createUser({
        email,
        password: 'password-123',
        email_confirm: true,
        user_metadata: { full_name: fullName, account_type: accountType, phone: '08031234567' },
      });
      if (created.error) throw created.error;
      const client = createClient(supabase.url, supabase.keys.anon, clientOptions);
      const { error } = await client.auth.signInWithPassword({ email, password: 'password-123' });
      if (error) throw error;
      return { ...(await session(client)), client };
    },
    async guest() {
      const client = createClient(supabase.url, supabase.keys.anon, clientOptions);
      const { error } = await client.auth.signInAnonymously();
      if (error) throw error;
      return { ...(await session(client)), client };
    },
    async stop() {
      await stopNow();
      await supabase.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Polls until `check` gives a value (webhooks and settlements arrive in the background). */
export async function eventually<T>(check: () => Promise<T | undefined | null | false>, what: string, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Posts a checkout page's form as a browser does; the redirect is not followed (its Location is the answer). */
export async function postForm(url: string, fields: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
}
