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
  // Several servers may start on one PostgreSQL at once: serialise bootstraps with an advisory lock.
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(5432100)');
    for (const f of files) await tx.exec(readFileSync(path.join(dir, f), 'utf8'));
  });
}
