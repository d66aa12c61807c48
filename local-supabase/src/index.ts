/** Public API of local-supabase, used by tests, the seed and bench. */
export { startLocalSupabase, type LocalSupabase } from './server';
export { loadConfig, type Config } from './config';
export { openDatabase } from './db/open';
export { openPglite } from './db/pglite';
export { openPostgres } from './db/postgres';
export { bootstrapSupabaseEnvironment } from './db/bootstrap';
export { applyMigrations, MIGRATION_ROLE, MigrationError } from './db/migrate';
export type { Database, Queryable } from './db/types';
export { totpCode } from './auth/totp';
export { passTotp, type HeldFactor } from './testing/totp-session';
