import { startTestServer, type TestServer } from '../helpers/test-server';
import { authFetch, jsonOf } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

test('70: GET /auth/v1/.well-known/jwks.json returns {keys: [...]} without an apikey', async () => {
  const r = await fetch(`${server.url}/auth/v1/.well-known/jwks.json`);
  expect(r.status).toBe(200);
  const body = await jsonOf(r);
  expect(Array.isArray(body.keys)).toBe(true);
});

test('GET /health answers without an apikey; /settings describes the providers', async () => {
  const health = await fetch(`${server.url}/auth/v1/health`);
  expect(health.status).toBe(200);
  expect((await jsonOf(health)).name).toBe('GoTrue');
  const settings = await authFetch(server, '/settings');
  expect(await jsonOf(settings)).toMatchObject({ mailer_autoconfirm: false, disable_signup: false, external: { email: true, phone: true, anonymous_users: true } });
});

test('every Auth response carries X-Supabase-Api-Version, errors carry x-sb-error-code', async () => {
  for (const [path, init] of [
    ['/settings', {}],
    ['/token?grant_type=password', { body: { email: 'a@b.co', password: 'nope-nope' } }],
    ['/user', {}],
    ['/token?grant_type=magic', { body: {} }],
  ] as const) {
    const r = await authFetch(server, path, init);
    expect(r.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    if (r.status >= 400) expect(r.headers.get('x-sb-error-code')).toBeTruthy();
  }
});

test('malformed input gets 4xx JSON, never a stack trace', async () => {
  const cases: [string, RequestInit][] = [
    ['/signup', { method: 'POST', body: '[1,2,3]' }],
    ['/signup', { method: 'POST', body: '{"email":' }],
    ['/token?grant_type=password', { method: 'POST', body: '"just a string"' }],
    ['/token?grant_type=refresh_token', { method: 'POST', body: '{"refresh_token": {"$ne": null}}' }],
    ['/verify', { method: 'POST', body: '{"type":"recovery"}' }],
    ['/verify', { method: 'POST', body: '{"type":"nonsense","token_hash":"x"}' }],
    ['/recover', { method: 'POST', body: '{"email":"not-an-email"}' }],
    ['/admin/users/not-a-uuid', { method: 'GET' }],
    ['/admin/users', { method: 'POST', body: '{"email":"x@y.co","id":"nope"}' }],
    ['/admin/users', { method: 'POST', body: '{"email":"x@y.co","password_hash":"plain"}' }],
    ['/admin/generate_link', { method: 'POST', body: '{"type":"teleport","email":"x@y.co"}' }],
  ];
  for (const [path, init] of cases) {
    const r = await fetch(`${server.url}/auth/v1${path}`, {
      ...init,
      headers: {
        apikey: server.keys.anon,
        authorization: `Bearer ${server.keys.serviceRole}`,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
    });
    expect([path, r.status >= 400 && r.status < 500]).toEqual([path, true]);
    const text = await r.text();
    const body = JSON.parse(text);
    expect(typeof body.code).toBe('string');
    expect(typeof body.message).toBe('string');
    expect(text).not.toMatch(/\bat .+\.(ts|js):\d+/);
  }
});

test('GET /verify with a bad token redirects with an error fragment instead of failing', async () => {
  const r = await fetch(`${server.url}/auth/v1/verify?token=bogus&type=recovery&redirect_to=${encodeURIComponent('http://localhost:3000/x')}`, { redirect: 'manual' });
  expect(r.status).toBe(303);
  const location = new URL(r.headers.get('location')!);
  expect(location.origin).toBe('http://localhost:3000');
  expect(new URLSearchParams(location.hash.slice(1)).get('error_code')).toBe('otp_expired');
});

test('an unknown Auth path is a 404 in the Auth error shape', async () => {
  const r = await authFetch(server, '/no-such-endpoint');
  expect(r.status).toBe(404);
  expect(r.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  expect((await jsonOf(r)).code).toBe('not_found');
});
