import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './types';

const dir = path.join(__dirname, 'bootstrap');

/**
 * Creates Supabase's environment (roles, auth/storage/realtime schemas, helpers). The files in
 * ./bootstrap are idempotent and run in name order at every start, before the migrations.
 */
export async function bootstrapSupabaseEnvironment(db: Database): Promise<void> {
  const files = readdirSync(dir).filter((f) => f.endsWith('.sql')).sort();
  // Several servers (and test databases) may bootstrap on one PostgreSQL at once. Roles belong to the cluster, not
  // to a database, so two bootstraps altering the same role fail with "tuple concurrently updated"; advisory locks
  // are per database, so the lock is taken on the shared role catalog itself (reads of it are not blocked).
  await db.transaction(async (tx) => {
    await tx.query('lock table pg_catalog.pg_authid in share row exclusive mode');
    await tx.query('select pg_advisory_xact_lock(5432100)');
    for (const f of files) await tx.exec(readFileSync(path.join(dir, f), 'utf8'));
  });
}
