import { startLocalSupabase } from '../src';

test('starts on in-memory PGlite and answers the gateway', async () => {
  const s = await startLocalSupabase({ port: 0, inMemory: true, migrationsDir: undefined, logLevel: 'silent' });
  try {
    const noKey = await fetch(`${s.url}/rest/v1/anything`);
    expect(noKey.status).toBe(401);
    expect(((await noKey.json()) as { message: string }).message).toBe('No API key found in request');
    const r = await s.db.query<{ n: number }>(`select count(*)::int as n from pg_roles where rolname in ('anon','authenticated','service_role')`);
    expect(r.rows[0]!.n).toBe(3);
  } finally {
    await s.stop();
  }
});
