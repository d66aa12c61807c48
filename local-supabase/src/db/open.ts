import path from 'node:path';
import type { Config } from '../config';
import type { Database } from './types';
import { openPglite } from './pglite';
import { compileWasmOptimisedOnly } from './pglite-memory';
import { openPostgres } from './postgres';

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite persisted in DATA_DIR/pgdata. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  // A PGlite on a data folder serves for hours (in-memory ones are short-lived tests): less resident code is worth
  // the slower first compile.
  compileWasmOptimisedOnly();
  return openPglite(path.join(config.dataDir, 'pgdata'));
}
