import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import {
  applyMigrations,
  bootstrapSupabaseEnvironment,
  MIGRATION_ROLE,
  openPglite,
  openPostgres,
  type Database,
} from '@spotless/local-supabase';
import { supabaseCli } from './supabase-cli';

/**
 * Which engine a suite runs on: TEST_DB=postgres uses the server at 127.0.0.1:5432, otherwise in-memory PGlite.
 * TEST_DB=hosted is PostgreSQL laid out like a new hosted Supabase project, with the migrations deployed by the real
 * Supabase CLI (`supabase db push`) instead of local-supabase.
 */
export const TEST_DB: 'pglite' | 'postgres' | 'hosted' =
  process.env.TEST_DB === 'postgres' || process.env.TEST_DB === 'hosted' ? process.env.TEST_DB : 'pglite';
const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The repository's migrations, applied to every test database. */
export const MIGRATIONS_DIR = process.env.MIGRATIONS_DIR ?? path.resolve(__dirname, '..', '..', 'migrations');

export interface TestDatabase {
  db: Database;
  kind: 'pglite' | 'postgres' | 'hosted';
  /** PostgreSQL only: the superuser's connection string (the platform's, as an API server connects). */
  url?: string;
  /** PostgreSQL only: the connection string of the role migrations run as (hosted's `postgres`). */
  migrationRoleUrl?: string;
  /** Closes the connection and drops the PostgreSQL database when one was created. */
  close(): Promise<void>;
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** An empty, uniquely named PostgreSQL database (`sb_test_<hex>`): its superuser connection string, and its drop. */
export async function createScratchDatabase(): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `sb_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  return {
    name,
    url: PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}

/**
 * A fresh database with Supabase's environment and all migrations. On PostgreSQL the database is uniquely named
 * (`sb_test_<hex>`) and dropped by close().
 */
export async function openTestDatabase(kind: 'pglite' | 'postgres' | 'hosted' = TEST_DB): Promise<TestDatabase> {
  let db: Database;
  let drop: (() => Promise<void>) | undefined;
  let url: string | undefined;
  let migrationRoleUrl: string | undefined;
  if (kind !== 'pglite') {
    const scratch = await createScratchDatabase();
    url = scratch.url;
    db = await openPostgres(url, 30);
    drop = scratch.drop;
    migrationRoleUrl = `postgresql://${MIGRATION_ROLE}@${new URL(url).host}/${scratch.name}?sslmode=disable`;
  } else {
    db = await openPglite();
  }
  // The platform's part (what a new hosted project comes with), then the project's migrations.
  await bootstrapSupabaseEnvironment(db);
  if (kind === 'hosted') await supabaseCli(['db', 'push', '--db-url', migrationRoleUrl!, '--yes']);
  else await applyMigrations(db, MIGRATIONS_DIR);
  return {
    db,
    kind,
    url,
    migrationRoleUrl,
    async close() {
      await db.close();
      if (drop) await drop();
    },
  };
}
