import { createClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import ws from 'ws';
import { anonClient, clientWithToken, createUser, mintJwt, rest, serviceClient, startTestServer, type TestServer } from './helpers';

// supabase-protocol.md §7.1 items 1-8: keys, JWT verification and the request → role mapping.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.stop());

test('§7.1.1 a request without an apikey gets 401 with a JSON message', async () => {
  const res = await fetch(`${server.url}/rest/v1/todos`);
  expect(res.status).toBe(401);
  const body = (await res.json()) as { message?: unknown };
  expect(typeof body.message).toBe('string');
});

test('§7.1.2 a badly signed JWT gets 401 PGRST301 with WWW-Authenticate; an expired one says "JWT expired"', async () => {
  const forged = await new SignJWT({ role: 'authenticated', sub: '00000000-0000-0000-0000-000000000009' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('a-completely-different-secret-of-enough-length'));
  const res = await rest(server, '/todos', { headers: { Authorization: `Bearer ${forged}` } });
  expect(res.status).toBe(401);
  expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
  expect(((await res.json()) as { code: string }).code).toBe('PGRST301');
  const viaClient = await clientWithToken(server, forged).from('todos').select();
  expect(viaClient.status).toBe(401);
  expect(viaClient.error?.code).toBe('PGRST301');

  const expired = await mintJwt(server, { sub: '00000000-0000-0000-0000-000000000009' }, -3600);
  const r2 = await clientWithToken(server, expired).from('todos').select();
  expect(r2.status).toBe(401);
  expect(r2.error?.message).toBe('JWT expired');
});

test('§7.1.3 with the anon key auth.uid() is null and auth.role() is anon', async () => {
  const anon = anonClient(server);
  expect(await anon.rpc('whoami_uid')).toMatchObject({ data: null, error: null, status: 200 });
  expect(await anon.rpc('whoami_role')).toMatchObject({ data: 'anon', error: null });
});

test("§7.1.4 with a user token auth.uid() and auth.jwt()->>'email' are the token's sub and email", async () => {
  const user = await createUser(server);
  expect((await user.client.rpc('whoami_uid')).data).toBe(user.id);
  expect((await user.client.rpc('whoami_email')).data).toBe(user.email);
});

test('§7.1.5 request.method is POST for rpc() and GET for rpc(…, {get:true})', async () => {
  const anon = anonClient(server);
  expect((await anon.rpc('request_method')).data).toBe('POST');
  expect((await anon.rpc('request_method', {}, { get: true })).data).toBe('GET');
});

test("§7.1.6 request.headers carries the client's X-Client-Info", async () => {
  const client = createClient(server.url, server.keys.anon, {
    auth: { persistSession: false },
    realtime: { transport: ws as never },
    global: { headers: { 'X-Client-Info': 'rest-suite/7.1.6' } },
  });
  expect((await client.rpc('request_client_info')).data).toBe('rest-suite/7.1.6');
  const plain = await anonClient(server).rpc('request_client_info');
  expect(plain.data).toMatch(/^supabase-js/);
});

test('§7.1.7 current_user follows the bearer token: anon, authenticated, service_role', async () => {
  const user = await createUser(server);
  expect((await anonClient(server).rpc('whoami_db_user')).data).toBe('anon');
  expect((await user.client.rpc('whoami_db_user')).data).toBe('authenticated');
  expect((await serviceClient(server).rpc('whoami_db_user')).data).toBe('service_role');
});

test('§7.1.8 the service_role key reads rows RLS hides from the anon key', async () => {
  const user = await createUser(server);
  const ins = await user.client.from('todos').insert({ title: 'secret-7.1.8' }).select('id').single();
  expect(ins.error).toBeNull();
  const anon = await anonClient(server).from('todos').select('id').eq('title', 'secret-7.1.8');
  expect(anon).toMatchObject({ error: null, data: [] });
  const service = await serviceClient(server).from('todos').select('id').eq('title', 'secret-7.1.8');
  expect(service.data).toEqual([{ id: ins.data!.id }]);
});
