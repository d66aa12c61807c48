import { startTestServer, type TestServer } from '../helpers/test-server';

/**
 * CORS as hosted Supabase answers it: Kong's cors plugin with its defaults in front of every API,
 * i.e. `Access-Control-Allow-Origin: *` and never `Access-Control-Allow-Credentials`. A reflected
 * origin with credentials would let any web page make credentialed reads in the visitor's name.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const EVIL = 'https://attacker.example';

const services: Array<[string, string, Record<string, string>]> = [
  ['REST', '/rest/v1/', {}],
  ['Auth', '/auth/v1/health', {}],
  ['Auth settings', '/auth/v1/settings', {}],
  ['Storage', '/storage/v1/bucket', {}],
  ['an unknown path', '/no/such/path', {}],
];

test.each(services)('%s answers a foreign Origin with "*" and without credentials', async (_name, path) => {
  const res = await fetch(`${server.url}${path}`, {
    headers: { origin: EVIL, apikey: server.keys.anon, authorization: `Bearer ${server.keys.anon}` },
  });
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  // What supabase-js reads from responses stays exposed (count, auth error codes, pagination).
  expect(res.headers.get('access-control-expose-headers')).toEqual(expect.stringContaining('content-range'));
  expect(res.headers.get('access-control-expose-headers')).toEqual(expect.stringContaining('x-supabase-api-version'));
});

test.each(services)('a preflight to %s is answered with "*", the asked headers and no credentials', async (_name, path) => {
  const res = await fetch(`${server.url}${path}`, {
    method: 'OPTIONS',
    headers: {
      origin: EVIL,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, apikey, content-type, x-client-info',
    },
  });
  expect(res.status).toBe(204);
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  expect(res.headers.get('access-control-allow-headers')).toBe('authorization, apikey, content-type, x-client-info');
  expect(res.headers.get('access-control-allow-methods')).toEqual(expect.stringContaining('PATCH'));
});

test('a request without Origin still gets "*" (same answer for every caller, nothing to vary on)', async () => {
  const res = await fetch(`${server.url}/auth/v1/health`);
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  expect(res.headers.get('vary') ?? '').not.toMatch(/origin/i);
});

test('the mailbox sends no CORS headers at all: no other site may read it from a browser', async () => {
  for (const path of ['/mail', '/mail/api/messages']) {
    const res = await fetch(`${server.url}${path}`, { headers: { origin: EVIL } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await fetch(`${server.url}${path}`, {
      method: 'OPTIONS',
      headers: { origin: EVIL, 'access-control-request-method': 'DELETE' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
    expect(preflight.status).toBeGreaterThanOrEqual(400);
    expect(preflight.status).toBeLessThan(500);
  }
});
