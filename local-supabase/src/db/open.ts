import path from 'node:path';
import type { Config } from '../config';
import type { Database } from './types';
import { compileWasmOptimisedOnly } from './pglite-memory';
import { openPgliteWorker } from './pglite-worker';
import { openPostgres } from './postgres';

/**
 * PostgreSQL when DATABASE_URL is set, otherwise PGlite persisted in DATA_DIR/pgdata, on a worker thread so that a
 * slow statement does not stop the other services (pglite-worker.ts).
 */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  // A PGlite on a data folder serves for hours (in-memory ones are short-lived tests): less resident code is worth
  // the slower first compile.
  compileWasmOptimisedOnly();
  return openPgliteWorker(path.join(config.dataDir, 'pgdata'));
}
