/**
 * What a new hosted Supabase project refuses, local-supabase refuses too: migrations run as a stand-in for hosted's
 * `postgres` (not a superuser), on a database where only hosted's pre-installed extensions exist. Each fixture folder
 * holds a file that applies anywhere, then one that hosted refuses.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { bootstrapSupabaseEnvironment } from '../../src/db/bootstrap';
import { applyMigrations, MigrationError, MIGRATION_ROLE } from '../../src/db/migrate';
import { openPglite } from '../../src/db/pglite';
import { openPostgres } from '../../src/db/postgres';
import type { Database } from '../../src/db/types';
import { TEST_DB } from '../helpers/test-server';

const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const FIXTURES = path.join(__dirname, '..', 'fixtures', 'hosted-refusals');

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database with local-supabase's environment and no migrations. */
async function freshDatabase(): Promise<{ db: Database; close(): Promise<void> }> {
  if (TEST_DB !== 'postgres') {
    const db = await openPglite();
    await bootstrapSupabaseEnvironment(db);
    return { db, close: () => db.close() };
  }
  const name = `ls_hosted_${randomBytes(5).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const db = await openPostgres(PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`));
  await bootstrapSupabaseEnvironment(db);
  return {
    db,
    async close() {
      await db.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

async function applied(db: Database): Promise<string[]> {
  const r = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by 1');
  return r.rows.map((x) => x.version);
}

async function tableExists(db: Database, name: string): Promise<boolean> {
  const r = await db.query<{ t: string | null }>('select to_regclass($1)::text as t', [name]);
  return r.rows[0]!.t !== null;
}

describe(`migrations as hosted runs them (${TEST_DB})`, () => {
  let t: Awaited<ReturnType<typeof freshDatabase>>;
  beforeEach(async () => {
    t = await freshDatabase();
  });
  afterEach(async () => {
    await t?.close();
  });

  it('comes with only the extensions a new hosted project has', async () => {
    const r = await t.db.query<{ extname: string }>(
      `select extname from pg_extension where extname <> 'plpgsql' order by 1`,
    );
    expect(r.rows.map((x) => x.extname)).toEqual(['pgcrypto', 'uuid-ossp']);
  });

  it('runs them as a role that is not a superuser and gives what it creates no default grants', async () => {
    const r = await t.db.query<{ rolsuper: boolean; rolbypassrls: boolean }>(
      'select rolsuper, rolbypassrls from pg_roles where rolname = $1',
      [MIGRATION_ROLE],
    );
    expect(r.rows[0]).toEqual({ rolsuper: false, rolbypassrls: true });
    await applyMigrations(t.db, path.join(FIXTURES, 'needs-superuser')).catch(() => undefined);
    const owner = await t.db.query<{ owner: string; acl: string | null }>(
      `select pg_get_userbyid(relowner) as owner, relacl::text as acl from pg_class where oid = 'public.notes'::regclass`,
    );
    expect(owner.rows[0]).toEqual({ owner: MIGRATION_ROLE, acl: null });
  });

  it('refuses a migration that uses an extension it never creates, keeping the files before it', async () => {
    const err = await applyMigrations(t.db, path.join(FIXTURES, 'missing-extension')).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(MigrationError);
    expect((err as MigrationError).file).toBe('20250101000100_index_notes_by_trigram.sql');
    expect((err as MigrationError).message).toMatch(/gin_trgm_ops/);
    expect(await applied(t.db)).toEqual(['20250101000000']);
    expect(await tableExists(t.db, 'public.notes')).toBe(true);
  });

  it('refuses a migration that needs a superuser, leaving nothing of that file behind', async () => {
    const err = await applyMigrations(t.db, path.join(FIXTURES, 'needs-superuser')).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(MigrationError);
    expect((err as MigrationError).code).toBe('42501');
    expect((err as MigrationError).message).toMatch(/permission denied to create event trigger/);
    expect(await applied(t.db)).toEqual(['20250101000000']);
    expect(await tableExists(t.db, 'public.ddl_log')).toBe(false);
  });
});
