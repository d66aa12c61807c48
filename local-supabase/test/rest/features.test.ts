import { anonClient, rest, serviceClient, startTestServer, type TestServer } from './helpers';

// PostgREST behaviour beyond the §7 checklist that apps and the security suite rely on.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.stop());

test('the schema cache reloads on NOTIFY pgrst', async () => {
  const before = await rest(server, '/late_table');
  expect(before.status).toBe(404);
  await server.db.exec(`create table public.late_table (id int primary key); insert into public.late_table values (7); notify pgrst, 'reload schema';`);
  let status = 0;
  for (let i = 0; i < 100 && status !== 200; i++) {
    status = (await rest(server, '/late_table')).status;
    if (status !== 200) await new Promise((r) => setTimeout(r, 50));
  }
  expect(status).toBe(200);
  expect(await (await rest(server, '/late_table')).json()).toEqual([{ id: 7 }]);
});

test('a read repeated after a schema reload is built against the new schema, not reused', async () => {
  await server.db.exec(`
    create table public.cache_parent (id int primary key);
    create table public.cache_child (id int primary key, parent_id int constraint cache_child_parent_fk references public.cache_parent (id));
    insert into public.cache_parent values (1); insert into public.cache_child values (10, 1);
    notify pgrst, 'reload schema';`);
  const path = '/cache_parent?select=id,cache_child(id)';
  const until = async (status: number) => {
    let res = await rest(server, path);
    for (let i = 0; i < 100 && res.status !== status; i++) {
      await new Promise((r) => setTimeout(r, 50));
      res = await rest(server, path);
    }
    return res;
  };
  const embedded = await until(200);
  expect(await embedded.json()).toEqual([{ id: 1, cache_child: [{ id: 10 }] }]);
  expect(await (await rest(server, path)).json()).toEqual([{ id: 1, cache_child: [{ id: 10 }] }]);
  await server.db.exec(`alter table public.cache_child drop constraint cache_child_parent_fk; notify pgrst, 'reload schema';`);
  const unrelated = await until(400);
  expect(unrelated.status).toBe(400);
  expect(((await unrelated.json()) as { code: string }).code).toBe('PGRST200');
});

test('Preference-Applied echoes honoured preferences and headers-only gives a Location', async () => {
  const res = await rest(server, '/people', {
    method: 'POST',
    headers: { 'content-type': 'application/json', Prefer: 'return=headers-only, count=exact' },
    body: JSON.stringify({ id: 50, name: 'Loc' }),
  });
  expect(res.status).toBe(201);
  expect(res.headers.get('preference-applied')).toBe('return=headers-only, count=exact');
  expect(res.headers.get('location')).toBe('/people?id=eq.50');
  expect(res.headers.get('content-range')).toBe('*/1');
  expect(await res.text()).toBe('');
});

test('stripNulls drops null keys and a Range header pages like limit/offset', async () => {
  const stripped = await anonClient(server).from('samples').select('id, label, score').eq('id', 5).stripNulls();
  expect(stripped.data).toEqual([{ id: 5, score: 5 }]);
  const ranged = await rest(server, '/samples?select=id&order=id', { headers: { Range: '1-2', 'Range-Unit': 'items' } });
  expect(ranged.headers.get('content-range')).toBe('1-2/*');
  expect(await ranged.json()).toEqual([{ id: 2 }, { id: 3 }]);
});

test('spread embeds merge to-one columns, views embed through base-table keys, related order sorts parents', async () => {
  const anon = anonClient(server);
  const spread = await anon.from('messages').select('id, ...people!messages_sender_fkey(sender_name:name)').order('id');
  expect(spread.data).toEqual([
    { id: 1, sender_name: 'Ann' },
    { id: 2, sender_name: 'Bob' },
  ]);
  const view = await anon.from('message_view').select('id, people(name)').order('id');
  expect(view.data).toEqual([
    { id: 1, people: { name: 'Ann' } },
    { id: 2, people: { name: 'Bob' } },
  ]);
  const related = await rest(server, '/messages?select=id,sender:people!messages_sender_fkey(name)&order=sender(name).desc');
  expect(((await related.json()) as { id: number }[]).map((m) => m.id)).toEqual([2, 1]);
});

test('embedded limit and existence filters (not.is.null) act like PostgREST', async () => {
  await server.db.exec(`insert into public.messages values (10, 'again', 1, 2)`);
  const limited = await rest(server, '/people?select=name,messages!messages_sender_fkey(id)&messages.order=id.desc&messages.limit=1&id=lt.50&order=id');
  expect(await limited.json()).toEqual([
    { name: 'Ann', messages: [{ id: 10 }] },
    { name: 'Bob', messages: [{ id: 2 }] },
  ]);
  const existing = await rest(server, '/people?select=name,messages!messages_sender_fkey(id)&messages.id=eq.2&messages=not.is.null');
  expect(await existing.json()).toEqual([{ name: 'Bob', messages: [{ id: 2 }] }]);
  await server.db.exec(`delete from public.messages where id = 10`);
});

test('max-affected with handling=strict refuses a PATCH touching more rows and rolls it back', async () => {
  // supabase-js types maxAffected() for PostgREST 13 only; the wire format is the same on 12.2.
  type Limited = { maxAffected(n: number): PromiseLike<{ error: { code: string } | null; status: number }> };
  const update = serviceClient(server).from('samples').update({ body: 'changed' }).in('id', [1, 2]) as unknown as Limited;
  const { error, status } = await update.maxAffected(1);
  expect(status).toBe(400);
  expect(error?.code).toBe('PGRST124');
  const rows = await server.db.query<{ body: string }>(`select body from public.samples where id in (1, 2) order by id`);
  expect(rows.rows.map((r) => r.body)).not.toContain('changed');
});

test('a function with one unnamed jsonb parameter receives the whole body; response GUCs set status and headers', async () => {
  const echoed = await anonClient(server).rpc('json_body', { any: [1, { x: true }] });
  expect(echoed.data).toEqual({ any: [1, { x: true }] });
  const res = await rest(server, '/rpc/accepted', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  expect(res.status).toBe(202);
  expect(res.headers.get('x-custom')).toBe('yes');
  expect(await res.json()).toBe('queued');
});

test('GET /rest/v1/ is an OpenAPI document listing tables with columns and rpc paths', async () => {
  const res = await rest(server, '/');
  expect(res.status).toBe(200);
  const doc = (await res.json()) as {
    swagger: string;
    paths: Record<string, unknown>;
    definitions: Record<string, { properties: Record<string, unknown> }>;
  };
  expect(doc.swagger).toBe('2.0');
  expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/todos', '/profiles', '/labels', '/todo_labels', '/samples', '/message_view', '/rpc/add']));
  expect(Object.keys(doc.definitions.todos!.properties)).toEqual(['id', 'title', 'done', 'user_id', 'tags', 'data', 'created_at']);
  expect(doc.definitions.todos!.properties.id).toMatchObject({ type: 'integer', format: 'bigint' });
  expect(doc.paths['/other']).toBeUndefined();
});

test('HEAD on a set-returning rpc counts without a body', async () => {
  const { data, count, error } = await anonClient(server).rpc('series_items', { n: 7 }, { head: true, count: 'exact' });
  expect(error).toBeNull();
  expect(data).toBeNull();
  expect(count).toBe(7);
});
