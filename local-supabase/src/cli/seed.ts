/**
 * `pnpm db:seed [--force]`: loads supabase/seed.sql into the database local-supabase uses (DATABASE_URL, else PGlite
 * in DATA_DIR/pgdata). Brings the schema up to date first. Does nothing when the demo data is already there, unless
 * --force (the seed removes its own rows before re-inserting them). With PGlite, stop the server first: one process
 * at a time may open a PGlite data folder.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { bootstrapSupabaseEnvironment } from '../db/bootstrap';
import { applyMigrations, MIGRATION_ROLE } from '../db/migrate';
import { openDatabase } from '../db/open';

const SEED_FILE = process.env.SEED_FILE ?? path.resolve(__dirname, '..', '..', '..', 'supabase', 'seed.sql');
/** An account only the seed creates: its presence means the database is seeded. */
const MARKER_EMAIL = 'superadmin@demo.spotless.ng';

async function main(argv: string[]): Promise<number> {
  const force = argv.includes('--force');
  if (!existsSync(SEED_FILE)) {
    console.error(`seed file not found: ${SEED_FILE}`);
    return 1;
  }
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    await bootstrapSupabaseEnvironment(db);
    const applied = await applyMigrations(db, config.migrationsDir);
    if (applied.length) console.log(`applied ${applied.length} migration(s)`);
    const seeded = await db.query<{ seeded: boolean }>(
      `select exists (select 1 from auth.users where email = $1) as seeded`,
      [MARKER_EMAIL],
    );
    if (seeded.rows[0]?.seeded && !force) {
      console.log('database already seeded; nothing to do (use --force to reseed)');
      return 0;
    }
    const sql = readFileSync(SEED_FILE, 'utf8');
    // As `supabase db reset` loads it: as postgres (here its stand-in), so a seed that needs more fails here too.
    await db.transaction(async (tx) => {
      await tx.exec(`set local role ${MIGRATION_ROLE}`);
      await tx.exec(sql);
    });
    console.log(`seeded ${config.databaseUrl ? 'PostgreSQL' : `PGlite at ${path.join(config.dataDir, 'pgdata')}`} from ${path.relative(process.cwd(), SEED_FILE)}`);
    return 0;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error((err as Error).message);
    process.exit(1);
  },
);
