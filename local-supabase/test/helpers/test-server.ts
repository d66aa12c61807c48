import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import ws from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startLocalSupabase, type LocalSupabase } from '../../src';
import type { Config } from '../../src/config';

/** Which database the suite runs on: TEST_DB=postgres uses the local server, else in-memory PGlite. */
export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const FIXTURES = path.join(__dirname, '..', 'fixtures', 'migrations');

export interface TestServer extends LocalSupabase {
  /** A supabase-js client with the anon key (no session persistence). */
  anon(): SupabaseClient;
  /** A supabase-js client with the service_role key. */
  service(): SupabaseClient;
  /** Creates a confirmed user through the admin API and returns a client signed in as them. */
  signUp(email?: string, password?: string): Promise<{ client: SupabaseClient; userId: string; email: string }>;
}

async function createTempDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `ls_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  return {
    url,
    async drop() {
      const a = new pg.Client({ connectionString: PG_ADMIN_URL });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

/** Starts local-supabase on a fresh database with the §7 fixtures (or `migrationsDir`). */
export async function startTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  let drop: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (TEST_DB === 'postgres') {
    const temp = await createTempDatabase();
    databaseUrl = temp.url;
    drop = temp.drop;
  }
  const dataDir = path.join(require('node:os').tmpdir(), `ls-test-${randomBytes(6).toString('hex')}`);
  const server = await startLocalSupabase({
    port: 0,
    inMemory: TEST_DB === 'pglite',
    databaseUrl,
    dataDir,
    migrationsDir: FIXTURES,
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    rateLimits: false,
    jwtSecret: 'test-secret-with-at-least-32-characters-long',
    // No Edge Functions unless a suite asks for them (test/functions): no Deno work at every server start.
    functionsDir: false,
    ...overrides,
  });
  // Node 20 has no global WebSocket: realtime-js needs `ws` as its transport.
  const opts = {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
  };
  let n = 0;
  return {
    ...server,
    anon: () => createClient(server.url, server.keys.anon, opts),
    service: () => createClient(server.url, server.keys.serviceRole, opts),
    async signUp(email, password = 'password-123') {
      const address = email ?? `user${++n}-${randomBytes(3).toString('hex')}@example.com`;
      // Confirmations are on (config.toml): users a test merely needs are created confirmed, as hosted tests would.
      const admin = createClient(server.url, server.keys.serviceRole, opts);
      const { data, error } = await admin.auth.admin.createUser({ email: address, password, email_confirm: true });
      if (error || !data.user) throw error ?? new Error('admin create returned no user');
      const client = createClient(server.url, server.keys.anon, opts);
      const r = await client.auth.signInWithPassword({ email: address, password });
      if (r.error) throw r.error;
      return { client, userId: data.user.id, email: address };
    },
    async stop() {
      await server.stop();
      if (drop) await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
