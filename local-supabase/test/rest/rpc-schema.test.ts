import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { anonClient, rest, startTestServer, type TestServer } from './helpers';

// supabase-protocol.md §7.2 items 43-50: schema selection, missing things, RPC shapes and errors.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.stop());

/** A client that records each request's method, URL and headers. */
function recordingClient(): { client: SupabaseClient; seen: { method: string; url: string; headers: Headers }[] } {
  const seen: { method: string; url: string; headers: Headers }[] = [];
  const client = createClient(server.url, server.keys.anon, {
    auth: { persistSession: false },
    realtime: { transport: ws as never },
    global: {
      fetch: (input: string | URL | Request, init?: RequestInit) => {
        seen.push({ method: init?.method ?? 'GET', url: String(input), headers: new Headers(init?.headers) });
        return fetch(input, init);
      },
    },
  });
  return { client, seen };
}

test('§7.2.43 schema("other") sends Accept-Profile: other, and an unexposed schema is 406 PGRST106', async () => {
  const { client, seen } = recordingClient();
  const res = await client.schema('other').from('things').select();
  expect(seen[0]!.headers.get('accept-profile')).toBe('other');
  expect(res.status).toBe(406);
  expect(res.error?.code).toBe('PGRST106');
  expect(res.error?.message).toBe('The schema must be one of the following: public, graphql_public');
  const write = await client.schema('other').from('things').insert({ id: 1 });
  expect(seen[1]!.headers.get('content-profile')).toBe('other');
  expect(write.error?.code).toBe('PGRST106');
  const exposed = await client.schema('public').from('samples').select('id').eq('id', 1);
  expect(exposed.data).toEqual([{ id: 1 }]);
});

test('§7.2.44 a missing column is 400 42703; a missing table is 404 with a JSON object body', async () => {
  const col = await anonClient(server).from('samples').select('nope');
  expect(col.status).toBe(400);
  expect(col.error?.code).toBe('42703');
  const table = await anonClient(server).from('nope').select();
  expect(table.status).toBe(404);
  expect(['42P01', 'PGRST205']).toContain(table.error?.code);
  const raw = await rest(server, '/nope');
  expect(raw.status).toBe(404);
  expect(raw.headers.get('content-type')).toMatch(/^application\/json/);
  const body = await raw.json();
  expect(body).toEqual(expect.objectContaining({ code: '42P01', message: 'relation "public.nope" does not exist' }));
  expect(Array.isArray(body)).toBe(false);
});

test('§7.2.45 inserting a key that is not a column is 400 PGRST204', async () => {
  const res = await anonClient(server).from('samples').insert({ id: 45, titel: 'typo' });
  expect(res.status).toBe(400);
  expect(res.error?.code).toBe('PGRST204');
  expect(res.error?.message).toBe("Could not find the 'titel' column of 'samples' in the schema cache");
});

test('§7.2.46 a scalar function returns the bare value and a void function 204 with data null', async () => {
  const add = await anonClient(server).rpc('add', { a: 1, b: 2 });
  expect(add).toMatchObject({ status: 200, data: 3, error: null });
  const raw = await rest(server, '/rpc/add', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":20,"b":22}' });
  expect(await raw.text()).toBe('42');
  const nothing = await anonClient(server).rpc('do_nothing');
  expect(nothing).toMatchObject({ status: 204, data: null, error: null });
});

test('§7.2.47 a setof function returns an array with chained filters, order and limit applied', async () => {
  const all = await anonClient(server).rpc('series_items', { n: 10 });
  expect(all.data).toHaveLength(10);
  const some = await anonClient(server).rpc('series_items', { n: 10 }).eq('even', true).gt('id', 3).order('id', { ascending: false }).limit(2).select('id, label');
  expect(some.error).toBeNull();
  expect(some.data).toEqual([
    { id: 10, label: 'item 10' },
    { id: 8, label: 'item 8' },
  ]);
  const scalars = await anonClient(server).rpc('square_all', { xs: [1, 2, 3] });
  expect(scalars.data).toEqual([1, 4, 9]);
});

test('§7.2.48 rpc(…, {get:true}) sends GET ?x=1, and a writing function fails there with 405', async () => {
  const { client, seen } = recordingClient();
  const add = await client.rpc('add', { a: 1, b: 2 }, { get: true });
  expect(add.data).toBe(3);
  expect(seen[0]!.method).toBe('GET');
  expect(new URL(seen[0]!.url).searchParams.get('a')).toBe('1');
  const bump = await client.rpc('bump', { counter: 'hits' }, { get: true });
  expect(bump.status).toBe(405);
  expect(bump.error?.code).toBe('25006');
  const stored = await server.db.query<{ value: number }>(`select value from public.counters where name = 'hits'`);
  expect(stored.rows[0]!.value).toBe(0);
  const viaPost = await client.rpc('bump', { counter: 'hits' });
  expect(viaPost.data).toBe(1);
});

test('§7.2.49 a missing function is 404 PGRST202', async () => {
  const res = await anonClient(server).rpc('no_such_fn', { a: 1 });
  expect(res.status).toBe(404);
  expect(res.error?.code).toBe('PGRST202');
  expect(res.error?.message).toBe('Could not find the function public.no_such_fn(a) in the schema cache');
  const wrongArgs = await anonClient(server).rpc('add', { a: 1, c: 2 });
  expect(wrongArgs.error?.code).toBe('PGRST202');
  expect(wrongArgs.error?.hint).toMatch(/public\.add\(a, b\)/);
});

test("§7.2.50 RAISE … USING DETAIL, HINT surfaces as 400 {code:'P0001', message, details, hint}", async () => {
  const res = await anonClient(server).rpc('boom');
  expect(res.status).toBe(400);
  expect(res.error).toMatchObject({ code: 'P0001', message: 'boom', details: 'd', hint: 'h' });
});

test('repeated calls of one shape each get their own arguments, whoever calls and whatever the values', async () => {
  // Calls with a body are built once per shape; only the arguments' value may change between them.
  const post = (fn: string, body: string) => rest(server, `/rpc/${fn}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  for (const [a, b] of [
    [1, 2],
    [40, 2],
    [-5, 5],
  ] as const) {
    expect(await (await post('add', JSON.stringify({ a, b }))).text()).toBe(String(a + b));
    expect(await (await post('add', JSON.stringify({ b, a }))).text()).toBe(String(a + b));
  }
  expect((await anonClient(server).rpc('series_items', { n: 3 })).data).toHaveLength(3);
  expect((await anonClient(server).rpc('series_items', { n: 5 })).data).toHaveLength(5);
  expect((await anonClient(server).rpc('square_all', { xs: [4] })).data).toEqual([16]);
  expect((await anonClient(server).rpc('square_all', { xs: [5, 6] })).data).toEqual([25, 36]);
  expect(await (await post('json_body', '[1,2]')).json()).toEqual([1, 2]);
  expect(await (await post('json_body', '"text"')).json()).toBe('text');
  // Other argument names are another shape: a missing function stays an error, however often a good call came first.
  const wrong = await post('add', JSON.stringify({ a: 1, c: 2 }));
  expect(wrong.status).toBe(404);
  expect(((await wrong.json()) as { code: string }).code).toBe('PGRST202');
});
