/**
 * Fault injection for the resilience suites: a TCP proxy in front of PostgreSQL that can be cut and restored,
 * throw-away databases on the machine's PostgreSQL, local-supabase as a child process (so it can be SIGKILLed),
 * and supabase-js clients for a given server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import ws from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

export const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REPO_MIGRATIONS = path.resolve(__dirname, '..', '..', '..', 'supabase', 'migrations');
export const SEED_FILE = path.resolve(__dirname, '..', '..', '..', 'supabase', 'seed.sql');
export const LOCAL_SUPABASE = path.resolve(__dirname, '..', '..');

/** A fresh database on the machine's PostgreSQL; `drop()` removes it (never touches other databases). */
export async function tempDatabase(prefix = 'ls_fault'): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    name,
    url: PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`),
    async drop() {
      const a = new pg.Client({ connectionString: PG_ADMIN_URL });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/** Terminates every backend connected to `database` (what a failover or an admin kill does to the server). */
export async function terminateBackends(database: string): Promise<number> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  const r = await admin.query(`select count(*) filter (where pg_terminate_backend(pid)) as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`, [database]);
  await admin.end();
  return Number(r.rows[0].n);
}

/** A TCP proxy we control: `cut()` drops every connection and refuses new ones until `restore()`. */
export interface TcpProxy {
  port: number;
  cut(): void;
  restore(): void;
  /** Connections accepted since start (to prove the client really reconnected). */
  accepted(): number;
  close(): Promise<void>;
}

export async function tcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let down = false;
  let count = 0;
  const server = net.createServer((inbound) => {
    if (down) {
      inbound.destroy();
      return;
    }
    count++;
    const outbound = net.connect(targetPort, targetHost);
    sockets.add(inbound);
    sockets.add(outbound);
    const close = () => {
      inbound.destroy();
      outbound.destroy();
      sockets.delete(inbound);
      sockets.delete(outbound);
    };
    inbound.on('error', close).on('close', close);
    outbound.on('error', close).on('close', close);
    inbound.pipe(outbound);
    outbound.pipe(inbound);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    cut() {
      down = true;
      for (const s of sockets) s.destroy();
      sockets.clear();
    },
    restore() {
      down = false;
    },
    accepted: () => count,
    async close() {
      down = true;
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const port = (s.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

/** local-supabase as a child process (`tsx src/main.ts`), with its own DATA_DIR and PORT. */
export interface ChildServer {
  url: string;
  process: ChildProcess;
  keys: { anonKey: string; serviceRoleKey: string };
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<number | null>;
}

export async function spawnServer(env: { dataDir: string; port: number; databaseUrl?: string; extra?: Record<string, string> }): Promise<ChildServer> {
  let output = '';
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: env.dataDir,
    PORT: String(env.port),
    LOG_LEVEL: 'warn',
    RATE_LIMITS: 'off',
    MIGRATIONS_DIR: REPO_MIGRATIONS,
    ...env.extra,
  };
  delete childEnv.DATABASE_URL;
  delete childEnv.NODE_OPTIONS;
  if (env.databaseUrl) childEnv.DATABASE_URL = env.databaseUrl;
  // `node --import tsx` (not the tsx CLI, which forks a second process): the child IS the server, so a SIGKILL
  // sent to it kills the server and nothing survives holding the port or the data folder.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: LOCAL_SUPABASE, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${env.port}`;
  let running = true;
  void exited.then(() => (running = false));
  for (;;) {
    if (!running) throw new Error(`local-supabase exited before answering:\n${output}`);
    try {
      const r = await fetch(`${url}/auth/v1/health`);
      if (r.status < 500 && /keys file/.test(output)) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const keys = JSON.parse(readFileSync(path.join(env.dataDir, 'keys.json'), 'utf8')) as { anonKey: string; serviceRoleKey: string };
  return { url, process: child, keys, output: () => output, exited };
}

export const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: ws as never },
};

export function clientFor(url: string, key: string): SupabaseClient {
  return createClient(url, key, clientOptions);
}

/** The demo seed, applied through a server's database handle (as `pnpm db:seed` does). */
export function seedSql(): string {
  return readFileSync(SEED_FILE, 'utf8');
}

/** Polls `check` until it returns a value (not undefined), at most `attempts` times, `everyMs` apart. */
export async function eventually<T>(check: () => Promise<T | undefined>, attempts = 200, everyMs = 100): Promise<T> {
  let last: unknown;
  for (let i = 0; i < attempts; i++) {
    try {
      const v = await check();
      if (v !== undefined) return v;
    } catch (err) {
      last = err;
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`condition never held${last ? `: ${(last as Error).message}` : ''}`);
}
