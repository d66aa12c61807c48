import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './types';

export interface AppliedMigration {
  version: string;
  name: string;
}

/** `20250101120000_create_profiles.sql` → version `20250101120000`, name `create_profiles`. */
export function parseMigrationFile(file: string): AppliedMigration | null {
  const m = /^(\d+)_(.+)\.sql$/.exec(file);
  return m ? { version: m[1]!, name: m[2]! } : null;
}

/**
 * Applies the pending `dir/*.sql` in version order, together in one transaction (all or none), and records it in
 * supabase_migrations.schema_migrations as the Supabase CLI does. Already-applied versions are skipped.
 * Returns the migrations applied by this call.
 */
export async function applyMigrations(db: Database, dir: string | undefined): Promise<AppliedMigration[]> {
  if (!dir || !existsSync(dir)) return [];
  const files = readdirSync(dir)
    .map((f) => ({ f, m: parseMigrationFile(f) }))
    .filter((x): x is { f: string; m: AppliedMigration } => x.m !== null)
    .sort((a, b) => a.m.version.localeCompare(b.m.version));
  const applied: AppliedMigration[] = [];
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(5432101)');
    const done = new Set(
      (await tx.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
        (r) => r.version,
      ),
    );
    for (const { f, m } of files) {
      if (done.has(m.version)) continue;
      const sql = readFileSync(path.join(dir, f), 'utf8');
      try {
        await tx.exec(sql);
      } catch (err) {
        throw new Error(`migration ${f} failed: ${(err as Error).message}`);
      }
      await tx.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [
        m.version,
        m.name,
        [sql],
      ]);
      applied.push(m);
    }
  });
  // PostgREST reloads its schema cache on this notification; our REST layer listens for it too.
  if (applied.length) await db.query(`notify pgrst, 'reload schema'`);
  return applied;
}
