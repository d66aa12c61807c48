/**
 * PostgreSQL connection loss: local-supabase reaches the database through a TCP proxy we cut and restore (the
 * machine's PostgreSQL itself is never stopped), and separately has its backends killed with pg_terminate_backend.
 * Meanwhile REST answers 503 with a JSON error; afterwards every service works again without a restart, and
 * LISTEN (the realtime change feed) re-establishes itself.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLocalSupabase, type LocalSupabase } from '../../src';
import { openPostgres } from '../../src/db/postgres';
import { clientFor, eventually, REPO_MIGRATIONS, tcpProxy, tempDatabase, terminateBackends, type TcpProxy } from './helpers';

jest.setTimeout(120_000);

let db: Awaited<ReturnType<typeof tempDatabase>>;
let proxy: TcpProxy;
let server: LocalSupabase;
const dataDir = path.join(os.tmpdir(), `ls-fault-pg-${randomBytes(4).toString('hex')}`);

beforeAll(async () => {
  db = await tempDatabase();
  proxy = await tcpProxy(5432);
  server = await startLocalSupabase({
    port: 0,
    dataDir,
    databaseUrl: db.url.replace('127.0.0.1:5432', `127.0.0.1:${proxy.port}`),
    migrationsDir: REPO_MIGRATIONS,
    logLevel: 'silent',
    rateLimits: false,
    // Sign-up answers with a session (confirmations off), so a test can sign up during an outage.
    confirmEmail: false,
    jwtSecret: 'fault-secret-with-at-least-32-characters-long',
  });
});

afterAll(async () => {
  await server?.stop();
  await proxy?.close();
  await db?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function get(pathAndQuery: string, token?: string) {
  const r = await fetch(`${server.url}${pathAndQuery}`, {
    headers: { apikey: server.keys.anon, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const text = await r.text();
  return { status: r.status, text, type: r.headers.get('content-type') ?? '' };
}

test('while the connection is cut REST answers 503 JSON; after it is back everything works without a restart', async () => {
  const anon = clientFor(server.url, server.keys.anon);
  const email = `cut-${randomBytes(3).toString('hex')}@example.com`;
  const signUp = await anon.auth.signUp({ email, password: 'password-123', options: { data: { full_name: 'Cut Test', account_type: 'client' } } });
  expect(signUp.error).toBeNull();
  const token = signUp.data.session!.access_token;
  expect((await get('/rest/v1/cleaning_prices?select=id&limit=1')).status).toBe(200);
  expect((await get('/rest/v1/profiles?select=email', token)).text).toContain(email);

  proxy.cut();
  for (const p of ['/rest/v1/cleaning_prices?select=id&limit=1', '/rest/v1/profiles?select=email']) {
    const r = await get(p, token);
    expect(r.status).toBe(503);
    expect(r.type).toContain('application/json');
    const body = JSON.parse(r.text) as { code: string; message: string };
    expect(body.code).toBe('08006');
    expect(body.message).toMatch(/connection/i);
    expect(r.text).not.toMatch(/ECONN|at .*\.ts|stack/);
  }
  const rpc = await fetch(`${server.url}/rest/v1/rpc/is_admin`, { method: 'POST', headers: { apikey: server.keys.anon, authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' });
  expect(rpc.status).toBe(503);

  const acceptedBefore = proxy.accepted();
  proxy.restore();
  // The very next requests succeed: no restart, no stale pooled connection handed out.
  for (let i = 0; i < 3; i++) expect((await get('/rest/v1/cleaning_prices?select=id&limit=1')).status).toBe(200);
  expect((await get('/rest/v1/profiles?select=email', token)).text).toContain(email);
  const again = await anon.auth.signInWithPassword({ email, password: 'password-123' });
  expect(again.error).toBeNull();
  expect(proxy.accepted()).toBeGreaterThan(acceptedBefore);
});

/** A raw request whose answer must be Auth's or Storage's "unavailable" error: 503, JSON, no internals. */
async function unavailable(method: string, pathAndQuery: string, init: { token?: string; body?: string | Buffer; type?: string; headers?: Record<string, string> } = {}) {
  const r = await fetch(`${server.url}${pathAndQuery}`, {
    method,
    headers: {
      apikey: server.keys.anon,
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body !== undefined ? { 'content-type': init.type ?? 'application/json' } : {}),
      ...init.headers,
    },
    body: init.body,
  });
  const text = await r.text();
  expect({ path: pathAndQuery, status: r.status }).toEqual({ path: pathAndQuery, status: 503 });
  expect(r.headers.get('content-type')).toContain('application/json');
  expect(text).not.toMatch(/ECONN|Connection terminated|at .*\.[jt]s|stack|08006/);
  return JSON.parse(text) as Record<string, unknown>;
}

test('while the connection is cut Auth and Storage answer 503 in their own error shapes, then work again', async () => {
  const anon = clientFor(server.url, server.keys.anon);
  const email = `cut-auth-${randomBytes(3).toString('hex')}@example.com`;
  const signUp = await anon.auth.signUp({ email, password: 'password-123', options: { data: { full_name: 'Cut Auth', account_type: 'client' } } });
  expect(signUp.error).toBeNull();
  const { access_token: token, refresh_token: refresh, user } = signUp.data.session!;
  const avatar = `${user.id}/face.png`;
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  const put = await fetch(`${server.url}/storage/v1/object/avatars/${avatar}`, { method: 'POST', headers: { apikey: server.keys.anon, authorization: `Bearer ${token}`, 'content-type': 'image/png' }, body: png });
  expect(put.status).toBe(200);

  proxy.cut();
  try {
    // Auth, legacy shape (no X-Supabase-Api-Version): {code: 503, error_code, msg}.
    const legacy = [
      await unavailable('POST', '/auth/v1/token?grant_type=password', { body: JSON.stringify({ email, password: 'password-123' }) }),
      await unavailable('POST', '/auth/v1/token?grant_type=refresh_token', { body: JSON.stringify({ refresh_token: refresh }) }),
      await unavailable('GET', '/auth/v1/user', { token }),
      await unavailable('POST', '/auth/v1/signup', { body: JSON.stringify({ email: `cut-new-${randomBytes(3).toString('hex')}@example.com`, password: 'password-123' }) }),
    ];
    for (const body of legacy) {
      expect(body).toEqual({ code: 503, error_code: expect.any(String), msg: expect.stringMatching(/unavailable/i) });
    }
    // Auth, the 2024-01-01 shape auth-js asks for: {code, message}; auth-js reports it as a retryable fetch error.
    const versioned = await unavailable('GET', '/auth/v1/user', { token, headers: { 'x-supabase-api-version': '2024-01-01' } });
    expect(versioned).toEqual({ code: legacy[0]!.error_code, message: legacy[0]!.msg });
    const viaClient = await anon.auth.signInWithPassword({ email, password: 'password-123' });
    expect(viaClient.error?.status).toBe(503);
    expect(viaClient.error?.name).toBe('AuthRetryableFetchError');

    // Storage: {statusCode: '503', error, message} with HTTP 503.
    const storage = [
      await unavailable('POST', `/storage/v1/object/avatars/${user.id}/other.png`, { token, body: png, type: 'image/png' }),
      await unavailable('GET', `/storage/v1/object/authenticated/avatars/${avatar}`, { token }),
      await unavailable('GET', `/storage/v1/object/public/avatars/${avatar}`),
      await unavailable('POST', '/storage/v1/object/list/avatars', { token, body: JSON.stringify({ prefix: user.id }) }),
    ];
    for (const body of storage) expect(body).toEqual({ statusCode: '503', error: expect.any(String), message: expect.stringMatching(/unavailable/i) });
    const listed = await anon.storage.from('avatars').list(user.id);
    expect(listed.error).not.toBeNull();
  } finally {
    proxy.restore();
  }
  // Everything works again without a restart.
  const again = await anon.auth.signInWithPassword({ email, password: 'password-123' });
  expect(again.error).toBeNull();
  const me = await fetch(`${server.url}/auth/v1/user`, { headers: { apikey: server.keys.anon, authorization: `Bearer ${again.data.session!.access_token}` } });
  expect(me.status).toBe(200);
  const fresh = await anon.auth.signUp({ email: `cut-after-${randomBytes(3).toString('hex')}@example.com`, password: 'password-123' });
  expect(fresh.error).toBeNull();
  const authed = clientFor(server.url, server.keys.anon);
  await authed.auth.setSession({ access_token: again.data.session!.access_token, refresh_token: again.data.session!.refresh_token });
  expect((await authed.storage.from('avatars').upload(`${user.id}/other.png`, png, { contentType: 'image/png' })).error).toBeNull();
  const files = await authed.storage.from('avatars').list(user.id);
  expect(files.data?.map((f) => f.name).sort()).toEqual(['face.png', 'other.png']);
  const down = await authed.storage.from('avatars').download(avatar);
  expect(Buffer.from(await down.data!.arrayBuffer())).toEqual(png);
});

test('terminated backends: requests fail as 503 or succeed, never 500, and the server recovers by itself', async () => {
  expect((await get('/rest/v1/cleaning_prices?select=id&limit=1')).status).toBe(200);
  const killed = await terminateBackends(db.name);
  expect(killed).toBeGreaterThan(0);
  const statuses: number[] = [];
  for (let i = 0; i < 10; i++) statuses.push((await get('/rest/v1/cleaning_prices?select=id&limit=1')).status);
  expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
  // Once the dead connections are flushed, everything answers again.
  expect(statuses.slice(-3)).toEqual([200, 200, 200]);
});

test('a LISTEN connection comes back after the connection is cut (the realtime change feed keeps working)', async () => {
  const direct = await openPostgres(db.url.replace('127.0.0.1:5432', `127.0.0.1:${proxy.port}`), { poolSize: 2, listenRetryMs: 50 });
  const notifier = await openPostgres(db.url, { poolSize: 1 });
  try {
    const got: string[] = [];
    const unlisten = await direct.listen('fault_probe', (p) => got.push(p));
    await notifier.query(`select pg_notify('fault_probe', 'before')`);
    await eventually(async () => (got.includes('before') ? true : undefined));
    proxy.cut();
    await expect(direct.query('select 1')).rejects.toMatchObject({ code: '08006' });
    proxy.restore();
    // Notifications sent after the restore arrive once the listener has re-subscribed.
    await eventually(async () => {
      await notifier.query(`select pg_notify('fault_probe', 'after')`);
      return got.includes('after') ? true : undefined;
    });
    expect(got.filter((p) => p === 'before')).toEqual(['before']);
    await unlisten();
  } finally {
    await direct.close();
    await notifier.close();
  }
});
