import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import {
  applyMigrations,
  bootstrapSupabaseEnvironment,
  openPglite,
  openPostgres,
  type Database,
} from '@spotless/local-supabase';

/** Which engine a suite runs on: TEST_DB=postgres uses the server at 127.0.0.1:5432, otherwise in-memory PGlite. */
export const TEST_DB: 'pglite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The repository's migrations, applied to every test database. */
export const MIGRATIONS_DIR = process.env.MIGRATIONS_DIR ?? path.resolve(__dirname, '..', '..', 'migrations');

export interface TestDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
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

/**
 * A fresh database with Supabase's environment and all migrations. On PostgreSQL the database is uniquely named
 * (`sb_test_<hex>`) and dropped by close().
 */
export async function openTestDatabase(kind: 'pglite' | 'postgres' = TEST_DB): Promise<TestDatabase> {
  let db: Database;
  let drop: (() => Promise<void>) | undefined;
  if (kind === 'postgres') {
    const name = `sb_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${name}`);
    db = await openPostgres(PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`), 30);
    drop = () => adminQuery(`drop database if exists ${name} with (force)`);
  } else {
    db = await openPglite();
  }
  await bootstrapSupabaseEnvironment(db);
  await applyMigrations(db, MIGRATIONS_DIR);
  return {
    db,
    kind,
    async close() {
      await db.close();
      if (drop) await drop();
    },
  };
}
