import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './types';

export interface AppliedMigration {
  version: string;
  name: string;
}

/**
 * The role migrations run as: what hosted Supabase calls `postgres` (not a superuser). See
 * bootstrap/00_roles_and_schemas.sql for why it has its own name here.
 */
export const MIGRATION_ROLE = 'hosted_postgres';

/** `20250101120000_create_profiles.sql` → version `20250101120000`, name `create_profiles`. */
export function parseMigrationFile(file: string): AppliedMigration | null {
  const m = /^(\d+)_(.+)\.sql$/.exec(file);
  return m ? { version: m[1]!, name: m[2]! } : null;
}

/** The migration history exactly as the Supabase CLI creates it (pkg/migration/history.go), so `supabase db push`
 * and `supabase migration list` read and extend what local-supabase recorded, and the other way round. */
const CREATE_HISTORY = [
  'create schema if not exists supabase_migrations',
  'create table if not exists supabase_migrations.schema_migrations (version text not null primary key)',
  'alter table supabase_migrations.schema_migrations add column if not exists statements text[]',
  'alter table supabase_migrations.schema_migrations add column if not exists name text',
];

/** A migration that failed: which file, and the database's own error (its SQLSTATE kept in `code`). */
export class MigrationError extends Error {
  constructor(
    readonly file: string,
    override readonly cause: unknown,
  ) {
    super(`migration ${file} failed: ${(cause as Error).message}`);
  }
  get code(): string | undefined {
    return (this.cause as { code?: string }).code;
  }
}

/**
 * Applies the pending `dir/*.sql` in version order as the Supabase CLI does: each file in a transaction of its own,
 * as the migration role (so what needs a superuser fails here as on hosted), with hosted's search_path for that
 * role, recorded in supabase_migrations.schema_migrations in the same transaction. Already-applied versions are
 * skipped. A failing file stops the run; the files before it stay applied. Returns the migrations this call applied.
 */
export async function applyMigrations(db: Database, dir: string | undefined): Promise<AppliedMigration[]> {
  if (!dir || !existsSync(dir)) return [];
  const files = readdirSync(dir)
    .map((f) => ({ f, m: parseMigrationFile(f) }))
    .filter((x): x is { f: string; m: AppliedMigration } => x.m !== null)
    .sort((a, b) => a.m.version.localeCompare(b.m.version));
  const applied: AppliedMigration[] = [];
  // Several servers may start on one database at once: each step holds the same transaction-scoped lock.
  const asMigrationRole = async (tx: { exec(sql: string): Promise<void>; query: Database['query'] }) => {
    await tx.query('select pg_advisory_xact_lock(5432101)');
    await tx.exec(`set local role ${MIGRATION_ROLE}; set local search_path to "$user", public, extensions`);
  };
  const done = await db.transaction(async (tx) => {
    await asMigrationRole(tx);
    for (const sql of CREATE_HISTORY) await tx.exec(sql);
    const { rows } = await tx.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
    return new Set(rows.map((r) => r.version));
  });
  try {
    for (const { f, m } of files) {
      if (done.has(m.version)) continue;
      const sql = readFileSync(path.join(dir, f), 'utf8');
      const ran = await db.transaction(async (tx) => {
        await asMigrationRole(tx);
        // Another server may have applied it while this one waited for the lock.
        const again = await tx.query('select 1 from supabase_migrations.schema_migrations where version = $1', [m.version]);
        if (again.rows.length) return false;
        try {
          await tx.exec(sql);
        } catch (err) {
          throw new MigrationError(f, err);
        }
        await tx.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [
          m.version,
          m.name,
          [sql],
        ]);
        return true;
      });
      if (ran) applied.push(m);
    }
  } finally {
    // PostgREST reloads its schema cache on this notification; our REST layer listens for it too.
    if (applied.length) await db.query(`notify pgrst, 'reload schema'`);
  }
  return applied;
}
