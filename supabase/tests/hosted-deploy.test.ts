/**
 * The README's "Using a real Supabase project", followed on a PostgreSQL database laid out like a new hosted project
 * (TEST_DB=hosted; local-supabase's bootstrap is that layout): the real Supabase CLI deploys the migrations and the
 * seed as hosted's non-superuser `postgres`, `migration list` agrees, and the first super_admin is made with the
 * service key alone, through an API server on that very database. Before issue 20, `db push` stopped at the first
 * migration (pg_trgm) and the service key met `42501 permission denied for table profiles`.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLocalSupabase, type LocalSupabase } from '@spotless/local-supabase';
import { MIGRATIONS_DIR, openTestDatabase, TEST_DB, type TestDatabase } from './helpers/database';
import { REPO_ROOT, supabaseCli } from './helpers/supabase-cli';

const onHosted = TEST_DB === 'hosted' ? describe : describe.skip;

function createSuperAdminCommand(env: Record<string, string>, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'pnpm',
      ['--filter', '@spotless/local-supabase', 'exec', 'tsx', 'src/cli/create-super-admin.ts', ...args],
      { cwd: REPO_ROOT, env: { ...process.env, ...env }, timeout: 120_000 },
      (err, stdout, stderr) => (err ? reject(new Error(`${stdout}${stderr}`)) : resolve(`${stdout}${stderr}`)),
    );
  });
}

onHosted('deploying to a hosted Supabase project with the Supabase CLI', () => {
  let t: TestDatabase;
  let server: LocalSupabase | undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sb-hosted-'));

  beforeAll(async () => {
    // Step 1 of the README (db push) happens here: openTestDatabase('hosted') runs `supabase db push`.
    t = await openTestDatabase('hosted');
  });
  afterAll(async () => {
    await server?.stop();
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('pushed every migration as a role that is not a superuser, and migration list agrees', async () => {
    const local = readdirSync(MIGRATIONS_DIR)
      .filter((f) => /^\d+_.+\.sql$/.test(f))
      .map((f) => f.split('_')[0]!)
      .sort();
    const remote = await t.db.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by 1');
    expect(remote.rows.map((r) => r.version)).toEqual(local);
    const owner = await t.db.query<{ owner: string; superuser: boolean }>(
      `select pg_get_userbyid(c.relowner) as owner, r.rolsuper as superuser
         from pg_class c join pg_roles r on r.oid = c.relowner where c.oid = 'public.profiles'::regclass`,
    );
    expect(owner.rows[0]!.superuser).toBe(false);

    const listed = await supabaseCli(['migration', 'list', '--db-url', t.migrationRoleUrl!]);
    for (const version of local) expect(listed).toMatch(new RegExp(`${version}\\s*\`?\\s*\\|\\s*\`?${version}`));
  });

  it('loads the demo seed with the CLI (db push --include-seed)', async () => {
    const out = await supabaseCli(['db', 'push', '--db-url', t.migrationRoleUrl!, '--include-seed', '--yes']);
    expect(out).toMatch(/Seeding data from supabase\/seed\.sql/);
    const n = await t.db.query<{ cleaners: string; users: string }>(
      `select (select count(*) from public.cleaner_profiles)::text as cleaners, (select count(*) from auth.users)::text as users`,
    );
    expect(n.rows[0]).toEqual({ cleaners: '41', users: '71' });
  });

  it('makes the first super_admin with only the URL and the service key, and that admin can sign in', async () => {
    // The API in front of the deployed database: nothing left for it to migrate.
    server = await startLocalSupabase({
      port: 0,
      dataDir,
      migrationsDir: MIGRATIONS_DIR,
      databaseUrl: t.url,
      logLevel: 'silent',
      rateLimits: false,
    });
    const env = { SUPABASE_URL: server.url, SUPABASE_SERVICE_ROLE_KEY: server.keys.serviceRole };

    // What create-super-admin needs first: reading profiles as service_role (42501 before issue 20).
    const read = await fetch(`${server.url}/rest/v1/profiles?select=id&limit=1`, {
      headers: { apikey: env.SUPABASE_SERVICE_ROLE_KEY, authorization: `Bearer ${env.SUPABASE_SERVICE_ROLE_KEY}` },
    });
    expect(read.status).toBe(200);

    const out = await createSuperAdminCommand(env, ['--email', 'owner@hosted.spotless.ng', '--password', 'Hosted#2026', '--name', 'Ada Owner']);
    expect(out).toMatch(/owner@hosted\.spotless\.ng/);

    // As supabase-js signs in (signInWithPassword) and then reads the caller's roles.
    const signIn = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: server.keys.anon, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@hosted.spotless.ng', password: 'Hosted#2026' }),
    });
    expect(signIn.status).toBe(200);
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const roles = await fetch(`${server.url}/rest/v1/user_roles?select=role`, {
      headers: { apikey: server.keys.anon, authorization: `Bearer ${token}` },
    });
    expect(roles.status).toBe(200);
    expect(((await roles.json()) as Array<{ role: string }>).map((r) => r.role)).toContain('super_admin');
  });
});
