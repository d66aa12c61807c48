import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** The repository root and bench's scratch folder (git-ignored). */
export const REPO = path.resolve(__dirname, '..', '..', '..');
export const TMP = path.join(REPO, 'bench', '.tmp');
export const LOCAL_SUPABASE = path.join(REPO, 'local-supabase');

/** PostgreSQL used for the PostgreSQL runs (a fresh database per run; superuser `postgres`). */
export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Ports of bench's own servers, apart from pnpm start (8080/54321) and e2e (8090/54329). All below Linux's ephemeral
 * range (32768-60999): the load rounds open thousands of client connections, and one of them once held 54352 when
 * the PGlite server wanted to listen there (EADDRINUSE).
 */
export const PORTS = {
  web: 8110,
  startWeb: 8111,
  pageSupabase: 24350,
  restPostgres: 24351,
  restPglite: 24352,
  realtime: 24353,
  startSupabase: 24354,
  restAb: 24355,
  functions: 24356,
  payments: 24357,
  paystack: 24358,
} as const;

export const JWT_SECRET = 'bench-jwt-secret-with-at-least-32-characters';
export const DEMO_PASSWORD = 'Spotless#2025';

const children = new Set<ChildProcess>();

/** Kills every process group bench started (on exit or Ctrl-C), by id. */
export function killAll(): void {
  for (const c of children) killGroup(c);
}
function killGroup(c: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): void {
  if (c.pid && c.exitCode === null && c.signalCode === null) {
    try {
      process.kill(-c.pid, signal);
    } catch {
      /* already gone */
    }
  }
}
process.on('exit', killAll);
for (const s of ['SIGINT', 'SIGTERM'] as const) process.on(s, () => (killAll(), process.exit(130)));

export function tmpDir(label: string): string {
  const dir = path.join(TMP, `${label}-${randomBytes(4).toString('hex')}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs a command to completion; rejects with its output on failure. */
export function run(cmd: string, args: string[], opts: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: opts.cwd ?? REPO, env: { ...process.env, ...opts.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}:\n${out.slice(-2000)}`))));
  });
}

export interface Service {
  pid: number;
  child: ChildProcess;
  stop(): Promise<void>;
  output(): string;
}

/** Starts a long-running process in its own process group (so stop() ends it and its children). */
export function startProcess(cmd: string, args: string[], opts: { cwd?: string; env?: NodeJS.ProcessEnv }): Service {
  const child = spawn(cmd, args, { cwd: opts.cwd ?? REPO, env: { ...process.env, ...opts.env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  children.add(child);
  let out = '';
  const keep = (d: Buffer) => {
    out = (out + d.toString()).slice(-8000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((r) => child.on('exit', () => r()));
  return {
    pid: child.pid!,
    child,
    output: () => out,
    async stop() {
      killGroup(child, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 8000);
      await exited;
      clearTimeout(timer);
      children.delete(child);
    },
  };
}

export async function waitForUrl(url: string, timeoutMs: number, service?: Service): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (service && service.child.exitCode !== null) throw new Error(`process exited while waiting for ${url}:\n${service.output()}`);
    try {
      const r = await fetch(url);
      if (r.status < 500) return;
    } catch {
      /* not up yet */
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s${service ? `:\n${service.output()}` : ''}`);
}

/** Resident set size of a process in bytes (Linux /proc). */
export function rssBytes(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** Samples a process's RSS every `everyMs` until stopped; returns the peak. */
export function sampleRss(pid: number, everyMs = 200): { stop(): number } {
  let peak = rssBytes(pid);
  const t = setInterval(() => (peak = Math.max(peak, rssBytes(pid))), everyMs);
  return {
    stop() {
      clearInterval(t);
      return Math.max(peak, rssBytes(pid));
    },
  };
}

// ------------------------------------------------------------------------------------------------ PostgreSQL

export interface TempDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A fresh, empty database on the local PostgreSQL server. */
export async function createDatabase(label: string): Promise<TempDatabase> {
  const name = `bench_${label}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    name,
    url: PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`),
    async drop() {
      // BENCH_KEEP_DB=1 leaves it for EXPLAIN and other follow-ups (drop it yourself: dropdb -h 127.0.0.1 -U postgres <name>).
      if (process.env.BENCH_KEEP_DB === '1') {
        console.log(`kept database ${name} (BENCH_KEEP_DB=1)`);
        return;
      }
      const a = new pg.Client({ connectionString: PG_ADMIN_URL });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

// -------------------------------------------------------------------------------------------- local-supabase

export interface Supabase extends Service {
  url: string;
  anonKey: string;
  serviceKey: string;
  dataDir: string;
  keysFile: string;
  databaseUrl?: string;
}

function supabaseEnv(dataDir: string, port: number, databaseUrl?: string): NodeJS.ProcessEnv {
  return {
    DATA_DIR: dataDir,
    PORT: String(port),
    DATABASE_URL: databaseUrl ?? '',
    JWT_SECRET,
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'warn',
    SITE_URL: `http://127.0.0.1:${PORTS.web}`,
  };
}

/** Applies the migrations and loads supabase/seed.sql (local-supabase's own seed command). */
export async function seed(dataDir: string, databaseUrl?: string): Promise<void> {
  await run(process.execPath, ['--import', 'tsx', 'src/cli/seed.ts'], { cwd: LOCAL_SUPABASE, env: supabaseEnv(dataDir, 0, databaseUrl) });
  await liftWriteLimits(dataDir, databaseUrl);
}

/**
 * The benches measure the server, not the product's write rate limits (supabase/migrations/20250612000400): one
 * bench user creates thousands of quote requests, so the seeded database gets no limits.
 */
async function liftWriteLimits(dataDir: string, databaseUrl?: string): Promise<void> {
  const sql = 'update public.write_limits set per_session = null, per_ip = null';
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
    return;
  }
  const { openPglite } = await import('../../../local-supabase/src');
  const db = await openPglite(path.join(dataDir, 'pgdata'));
  try {
    await db.query(sql);
  } finally {
    await db.close();
  }
}

/** Starts local-supabase as its own node process (so its pid is the server's, for RSS). */
export async function startSupabase(opts: { port: number; dataDir: string; databaseUrl?: string; env?: NodeJS.ProcessEnv }): Promise<Supabase> {
  const service = startProcess(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: LOCAL_SUPABASE,
    env: { ...supabaseEnv(opts.dataDir, opts.port, opts.databaseUrl), ...opts.env },
  });
  const url = `http://127.0.0.1:${opts.port}`;
  await waitForUrl(`${url}/auth/v1/health`, 180_000, service);
  const keysFile = path.join(opts.dataDir, 'keys.json');
  const keys = JSON.parse(readFileSync(keysFile, 'utf8')) as { anonKey: string; serviceRoleKey?: string; serviceKey?: string };
  return { ...service, url, anonKey: keys.anonKey, serviceKey: keys.serviceRoleKey ?? keys.serviceKey ?? '', dataDir: opts.dataDir, keysFile, databaseUrl: opts.databaseUrl };
}

/** The production build served as deployed (scripts/serve.mjs). */
export async function startWeb(port: number, keysFile: string): Promise<Service & { url: string }> {
  const service = startProcess(process.execPath, ['scripts/serve.mjs', '--port', String(port), '--host', '127.0.0.1', '--keys', keysFile], { cwd: REPO });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/config.json`, 60_000, service);
  return { ...service, url };
}

/** A seeded local-supabase on PGlite or a fresh PostgreSQL database; stop() removes everything. */
export async function startSeededSupabase(kind: 'pglite' | 'postgres', port: number, label: string): Promise<Supabase & { teardown(): Promise<void>; db?: TempDatabase }> {
  const dataDir = tmpDir(`${label}-${kind}`);
  const db = kind === 'postgres' ? await createDatabase(label) : undefined;
  try {
    await seed(dataDir, db?.url);
    const s = await startSupabase({ port, dataDir, databaseUrl: db?.url });
    return {
      ...s,
      db,
      async teardown() {
        await s.stop();
        if (db) await db.drop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    if (db) await db.drop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
}

/** Password sign-in through Auth: the access token and user id of a demo account. */
export async function signIn(s: { url: string; anonKey: string }, email: string, password = DEMO_PASSWORD): Promise<{ token: string; userId: string }> {
  const r = await fetch(`${s.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: s.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await r.json()) as { access_token?: string; user?: { id: string } };
  if (!r.ok || !body.access_token || !body.user) throw new Error(`sign-in as ${email} failed: ${r.status} ${JSON.stringify(body)}`);
  return { token: body.access_token, userId: body.user.id };
}

/** An HS256 access token for `sub` (what Auth would issue), for bulk users created in SQL. */
export function mintJwt(sub: string, role = 'authenticated', ttlSeconds = 3600): string {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const head = b64({ alg: 'HS256', typ: 'JWT' });
  const body = b64({ sub, role, aud: 'authenticated', iat: now, exp: now + ttlSeconds, is_anonymous: false });
  const sig = createHmac('sha256', JWT_SECRET).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

export function loadAverage(): string {
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
}

// ------------------------------------------------------------------------------- the web stack (shared by modules)

export interface WebStack {
  web: string;
  supabase: Supabase;
}
let webStack: Promise<WebStack> | undefined;
const teardowns: (() => Promise<void>)[] = [];

/**
 * The production build (scripts/serve.mjs) over a seeded local-supabase on PGlite, as `pnpm start` runs it.
 * Started once and shared by the page benchmarks; run-all stops it.
 */
export function sharedWebStack(): Promise<WebStack> {
  webStack ??= (async () => {
    const supabase = await startSeededSupabase('pglite', PORTS.pageSupabase, 'web');
    teardowns.push(() => supabase.teardown());
    const web = await startWeb(PORTS.web, supabase.keysFile);
    teardowns.push(() => web.stop());
    return { web: web.url, supabase };
  })();
  return webStack;
}

export async function stopShared(): Promise<void> {
  webStack = undefined;
  while (teardowns.length) await teardowns.pop()!().catch((err) => console.error('teardown failed:', err));
}
