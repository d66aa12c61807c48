/**
 * Edge Functions through the unmodified supabase-js (`functions.invoke`) and raw fetch, against the fixture
 * functions (test/fixtures/functions): verify_jwt, tokens, bodies, headers, CORS, errors and the environment.
 */
import { FunctionsHttpError } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { startFunctionsServer, type FunctionsTestServer } from './helpers';

let server: FunctionsTestServer;
const secret = 'test-secret-with-at-least-32-characters-long';

beforeAll(async () => {
  server = await startFunctionsServer();
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const fn = (name: string) => `${server.url}/functions/v1/${name}`;
interface Echo {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

async function signed(claims: Record<string, unknown>, key = secret, expiresIn: string | number = '1h'): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(key));
}

describe('verify_jwt (on by default)', () => {
  it('refuses a request without Authorization with hosted 401 body, before the function runs', async () => {
    const r = await fetch(fn('echo'), { method: 'POST', headers: { apikey: server.keys.anon } });
    expect(r.status).toBe(401);
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await r.json()).toEqual({ code: 401, message: 'Missing authorization header' });
  });

  it('refuses a token signed with another secret, an expired token and a malformed header', async () => {
    const forged = await signed({ role: 'service_role' }, 'another-secret-with-at-least-32-characters!');
    const expired = await signed({ role: 'authenticated', sub: 'x' }, secret, Math.floor(Date.now() / 1000) - 3600);
    for (const token of [forged, expired]) {
      const r = await fetch(fn('echo'), { headers: { authorization: `Bearer ${token}` } });
      expect(r.status).toBe(401);
      expect(await r.json()).toEqual({ code: 401, message: 'Invalid JWT' });
    }
    for (const header of ['Basic dXNlcjpwYXNz', 'Bearer not-a-jwt', 'Bearer ']) {
      const r = await fetch(fn('echo'), { headers: { authorization: header } });
      expect(r.status).toBe(401);
      expect(((await r.json()) as { code: number }).code).toBe(401);
    }
  });

  it('refuses through supabase-js with a FunctionsHttpError whose context is the 401', async () => {
    const client = server.anon();
    const { data, error } = await client.functions.invoke('echo', { headers: { Authorization: 'Bearer nope.nope.nope' } });
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    expect((error as FunctionsHttpError).context.status).toBe(401);
  });

  it('lets the anon key, a signed-in user and the service key in; the function sees which token came', async () => {
    const anon = await server.anon().functions.invoke<Echo>('echo', { body: { who: 'anon' } });
    expect(anon.error).toBeNull();
    expect(anon.data!.headers.authorization).toBe(`Bearer ${server.keys.anon}`);
    expect(anon.data!.headers.apikey).toBe(server.keys.anon);

    const { client, userId } = await server.signUp();
    const user = await client.functions.invoke<Echo>('echo', { body: { who: 'user' } });
    expect(user.error).toBeNull();
    const token = user.data!.headers.authorization!.replace(/^Bearer /, '');
    expect(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub).toBe(userId);

    const service = await server.service().functions.invoke<Echo>('echo', { body: { who: 'service' } });
    expect(service.error).toBeNull();
    expect(service.data!.headers.authorization).toBe(`Bearer ${server.keys.serviceRole}`);
  });

  it('does not check a function whose config.toml says verify_jwt = false, and needs no apikey (a webhook)', async () => {
    const r = await fetch(fn('open'), { method: 'POST', body: 'event' });
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ open: true, authorization: null });
    const bogus = await fetch(fn('open'), { headers: { authorization: 'Bearer whatever' } });
    expect(await bogus.json()).toEqual({ open: true, authorization: 'Bearer whatever' });
  });
});

describe('requests and answers', () => {
  it('sends JSON with supabase-js and gets the parsed JSON back (protocol §7.6 99)', async () => {
    const { data, error } = await server.anon().functions.invoke<Echo>('echo', { body: { a: 1, list: [1, 2] } });
    expect(error).toBeNull();
    expect(data!.method).toBe('POST');
    expect(data!.headers['content-type']).toBe('application/json');
    expect(data!.body).toEqual({ json: { a: 1, list: [1, 2] } });
  });

  it('sends text, binary and form bodies as supabase-js encodes them', async () => {
    const client = server.anon();
    const text = await client.functions.invoke<Echo>('echo', { body: 'plain ₦ text' });
    expect(text.data!.body).toEqual({ text: 'plain ₦ text' });

    const bytes = new Uint8Array(70_000).map((_, i) => (i * 7) % 256);
    const binary = await client.functions.invoke<Echo>('echo', { body: new Blob([bytes]) });
    expect(binary.data!.headers['content-type']).toBe('application/octet-stream');
    const { createHash } = await import('node:crypto');
    expect(binary.data!.body).toEqual({ bytes: 70_000, sha256: createHash('sha256').update(bytes).digest('hex') });

    const form = new FormData();
    form.append('name', 'Ada');
    form.append('file', new Blob(['hello'], { type: 'text/plain' }), 'hello.txt');
    const multipart = await client.functions.invoke<Echo>('echo', { body: form });
    expect(multipart.data!.body).toEqual({ form: { name: 'Ada', file: { name: 'hello.txt', size: 5, type: 'text/plain' } } });

    const r = await fetch(fn('echo'), {
      method: 'POST',
      headers: { authorization: `Bearer ${server.keys.anon}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1&b=two+words',
    });
    expect(((await r.json()) as Echo).body).toEqual({ form: { a: '1', b: 'two words' } });
  });

  it('gets a binary answer as a Blob', async () => {
    const { data, error } = await server.anon().functions.invoke('echo?binary=1', { method: 'GET' });
    expect(error).toBeNull();
    expect(data).toBeInstanceOf(Blob);
    expect([...new Uint8Array(await (data as Blob).arrayBuffer())]).toEqual([...Array(256).keys()]);
  });

  it('passes every method, the sub-path and the query, as the function is mounted at /<name>', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const { data } = await server.anon().functions.invoke<Echo>('echo/items/42?x=1&y=%C3%A9', { method });
      expect(data).toMatchObject({ method, path: '/echo/items/42', query: { x: '1', y: 'é' } });
    }
  });

  it('passes request headers in and the function headers out, repeated Set-Cookie included', async () => {
    const r = await fetch(fn('echo'), {
      method: 'POST',
      headers: { authorization: `Bearer ${server.keys.anon}`, 'x-custom': 'in', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(r.status).toBe(200);
    const echo = (await r.json()) as Echo;
    expect(echo.headers['x-custom']).toBe('in');
    // The client's own chain is kept and the socket's address appended, as an edge proxy does.
    expect(echo.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
    expect(echo.headers['cf-connecting-ip']).toBe('127.0.0.1');
    expect(r.headers.get('x-echo')).toBe('out');
    expect(r.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  });

  it('keeps the status the function chose', async () => {
    const r = await fetch(fn('echo?status=418'), { headers: { authorization: `Bearer ${server.keys.anon}` } });
    expect(r.status).toBe(418);
  });
});

describe('CORS, as hosted: the function answers it', () => {
  it('passes a preflight (no credentials) to the function, which answers with its own CORS headers', async () => {
    const r = await fetch(fn('echo'), {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });
    expect(r.status).toBe(200);
    expect(await r.text()).toBe('ok');
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    expect(r.headers.get('access-control-allow-headers')).toBe('authorization, x-client-info, apikey, content-type, x-custom');
  });

  it('adds no CORS headers of its own to a function answer or to its refusals', async () => {
    const open = await fetch(fn('open'), { headers: { origin: 'https://app.example' } });
    expect(open.headers.get('access-control-allow-origin')).toBeNull();
    const refused = await fetch(fn('echo'), { headers: { origin: 'https://app.example' } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('errors', () => {
  it('answers a function that throws with 500 WORKER_ERROR JSON, without the message or stack', async () => {
    const { error } = await server.anon().functions.invoke('throws');
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' });
    expect(text).not.toMatch(/hunter2|secret detail|index\.ts|at /);
    // The details went to the log instead.
    expect(JSON.stringify(server.logs())).toMatch(/secret detail/);
  });

  it('answers 404 JSON for an unknown function, a disabled one and the bare prefix', async () => {
    for (const name of ['missing', 'disabled', '_shared', '', '..%2Fecho']) {
      const r = await fetch(fn(name), { headers: { authorization: `Bearer ${server.keys.anon}` } });
      expect(r.status).toBe(404);
      expect(await r.json()).toEqual({ code: 'NOT_FOUND', message: 'Requested function was not found' });
    }
  });

  it('answers 405 JSON for a method hosted does not accept', async () => {
    const r = await fetch(fn('echo'), { method: 'HEAD', headers: { authorization: `Bearer ${server.keys.anon}` } });
    expect(r.status).toBe(405);
    // fetch refuses to send TRACE; node:http does not.
    const { request } = await import('node:http');
    const trace = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(fn('echo'), { method: 'TRACE', headers: { authorization: `Bearer ${server.keys.anon}` } }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(trace.status).toBe(405);
    expect(JSON.parse(trace.body)).toEqual({ code: 'METHOD_NOT_ALLOWED', message: 'Method not allowed' });
  });
});

describe('environment', () => {
  it('is hosted: SUPABASE_URL and the keys, secrets from functions/.env, nothing of local-supabase itself', async () => {
    const { data } = await server.service().functions.invoke<Record<string, unknown>>('env', { method: 'GET' });
    expect(data).toMatchObject({
      SUPABASE_URL: server.url,
      SUPABASE_ANON_KEY: server.keys.anon,
      SUPABASE_SERVICE_ROLE_KEY: server.keys.serviceRole,
      SUPABASE_DB_URL: server.config.databaseUrl ?? '',
      FIXTURE_SECRET: 'from the env file',
      SECOND_SECRET: 'plain',
    });
    const names = data!.names as string[];
    for (const leaked of ['JWT_SECRET', 'DATABASE_URL', 'HOME', 'TEST_DB', 'NODE_OPTIONS', 'DATA_DIR']) expect(names).not.toContain(leaked);
  });
});
