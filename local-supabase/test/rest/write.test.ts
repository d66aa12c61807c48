import { anonClient, createUser, serviceClient, startTestServer, type TestServer, type TestUser } from './helpers';

// supabase-protocol.md §7.2 items 33-42: insert, upsert, update, delete, RLS on writes, rollback.
let server: TestServer;
let owner: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  owner = await createUser(server);
});
afterAll(async () => server?.stop());

async function todoRow(id: number): Promise<Record<string, unknown> | undefined> {
  const r = await server.db.query('select id::int, title, done, user_id from public.todos where id = $1', [id]);
  return r.rows[0];
}

async function ownTodo(title: string): Promise<number> {
  const { data, error } = await owner.client.from('todos').insert({ title }).select('id').single();
  if (error) throw new Error(error.message);
  return (data as { id: number }).id;
}

test('§7.2.33 insert without select is 201 with data null', async () => {
  const res = await owner.client.from('todos').insert({ title: 'x-33' });
  expect(res.status).toBe(201);
  expect(res.error).toBeNull();
  expect(res.data).toBeNull();
  const r = await server.db.query('select count(*)::int as n from public.todos where title = $1 and user_id = $2', ['x-33', owner.id]);
  expect(r.rows[0]).toEqual({ n: 1 });
});

test('§7.2.34 bulk insert fills missing keys with NULL, or with the column default under defaultToNull:false', async () => {
  const rows = [{ title: 'a-34' }, { title: 'b-34', done: true }];
  const nulls = await owner.client.from('todos').insert(rows).select('title, done');
  expect(nulls.error).toBeNull();
  expect(nulls.data).toEqual([
    { title: 'a-34', done: null },
    { title: 'b-34', done: true },
  ]);
  const defaults = await owner.client.from('todos').insert(rows, { defaultToNull: false }).select('title, done');
  expect(defaults.data).toEqual([
    { title: 'a-34', done: false },
    { title: 'b-34', done: true },
  ]);
});

test('§7.2.35 duplicate key is 409 23505, FK violation 409 23503, NOT NULL violation 400 23502', async () => {
  const service = serviceClient(server);
  const dup = await service.from('people').insert({ id: 1, name: 'again' });
  expect(dup.status).toBe(409);
  expect(dup.error?.code).toBe('23505');
  const fk = await service.from('messages').insert({ id: 35, body: 'x', sender_id: 999 });
  expect(fk.status).toBe(409);
  expect(fk.error?.code).toBe('23503');
  expect(fk.error?.details).toMatch(/999/);
  const notNull = await service.from('people').insert({ id: 35 });
  expect(notNull.status).toBe(400);
  expect(notNull.error?.code).toBe('23502');
});

test('§7.2.36 upsert merges on the primary key, ignoreDuplicates leaves the row, onConflict uses a unique column', async () => {
  const id = await ownTodo('old-36');
  const merged = await owner.client.from('todos').upsert({ id, title: 'new-36' }).select('id, title');
  expect(merged.error).toBeNull();
  expect(merged.data).toEqual([{ id, title: 'new-36' }]);
  expect((await todoRow(id))?.title).toBe('new-36');

  const ignored = await owner.client.from('todos').upsert({ id, title: 'ignored-36' }, { ignoreDuplicates: true });
  expect(ignored.error).toBeNull();
  expect((await todoRow(id))?.title).toBe('new-36');

  const service = serviceClient(server);
  const before = await server.db.query<{ id: string }>(`select id from public.settings where user_key = 'k1'`);
  const byKey = await service.from('settings').upsert({ user_key: 'k1', theme: 'dark' }, { onConflict: 'user_key' }).select('id, user_key, theme');
  expect(byKey.error).toBeNull();
  expect(byKey.data).toEqual([{ id: Number(before.rows[0]!.id), user_key: 'k1', theme: 'dark' }]);
  const count = await server.db.query<{ n: number }>(`select count(*)::int as n from public.settings`);
  expect(count.rows[0]!.n).toBe(1);
});

test('§7.2.37 update is 204 without select, 200 with rows with select, and matching nothing is not an error', async () => {
  const id = await ownTodo('upd-37');
  const plain = await owner.client.from('todos').update({ done: true }).eq('id', id);
  expect(plain).toMatchObject({ status: 204, data: null, error: null });
  expect((await todoRow(id))?.done).toBe(true);
  const withRows = await owner.client.from('todos').update({ title: 'upd-37b' }).eq('id', id).select('id, title');
  expect(withRows).toMatchObject({ status: 200, error: null, data: [{ id, title: 'upd-37b' }] });
  const none = await owner.client.from('todos').update({ done: false }).eq('id', -1);
  expect(none).toMatchObject({ status: 204, error: null });
  const noneRows = await owner.client.from('todos').update({ done: false }).eq('id', -1).select();
  expect(noneRows).toMatchObject({ error: null, data: [] });
});

test('§7.2.38 delete with a filter is 204 and removes the row; delete without filters is 400 21000', async () => {
  const id = await ownTodo('del-38');
  const res = await owner.client.from('todos').delete().eq('id', id);
  expect(res).toMatchObject({ status: 204, error: null });
  expect(await todoRow(id)).toBeUndefined();
  const unfiltered = await owner.client.from('todos').delete();
  expect(unfiltered.status).toBe(400);
  expect(unfiltered.error?.code).toBe('21000');
  const total = await server.db.query<{ n: number }>('select count(*)::int as n from public.todos where user_id = $1', [owner.id]);
  expect(total.rows[0]!.n).toBeGreaterThan(0);
  const unfilteredUpdate = await owner.client.from('todos').update({ done: true });
  expect(unfilteredUpdate.error?.code).toBe('21000');
});

test('§7.2.39 a policy-violating insert is 403 42501 for a user and 401 for the anon key', async () => {
  const other = await createUser(server);
  const asUser = await owner.client.from('todos').insert({ title: 'theft-39', user_id: other.id });
  expect(asUser.status).toBe(403);
  expect(asUser.error?.code).toBe('42501');
  const asAnon = await anonClient(server).from('todos').insert({ title: 'anon-39' });
  expect(asAnon.status).toBe(401);
  expect(asAnon.error?.code).toBe('42501');
});

test('§7.2.40 updating or deleting rows hidden by RLS changes nothing and is not an error', async () => {
  const id = await ownTodo('hidden-40');
  const intruder = await createUser(server);
  const upd = await intruder.client.from('todos').update({ title: 'pwned' }).eq('id', id).select();
  expect(upd).toMatchObject({ error: null, data: [] });
  const del = await intruder.client.from('todos').delete().eq('id', id);
  expect(del.error).toBeNull();
  expect(await todoRow(id)).toMatchObject({ id, title: 'hidden-40' });
});

test('§7.2.41 insert().select() with an INSERT policy but no SELECT policy is a 42501 error', async () => {
  const plain = await anonClient(server).from('inbox').insert({ msg: 'hello' });
  expect(plain.status).toBe(201);
  const selected = await anonClient(server).from('inbox').insert({ msg: 'hello again' }).select();
  expect(selected.error?.code).toBe('42501');
  expect(selected.status).toBe(401);
  const userSelected = await owner.client.from('inbox').insert({ msg: 'from a user' }).select();
  expect(userSelected.error?.code).toBe('42501');
  expect(userSelected.status).toBe(403);
  const stored = await server.db.query<{ msg: string }>('select msg from public.inbox order by id');
  expect(stored.rows.map((r) => r.msg)).toEqual(['hello']);
});

test('§7.2.42 rollback() returns the representation but persists nothing', async () => {
  const res = await owner.client.from('todos').insert({ title: 'ghost-42' }).select('title').rollback();
  expect(res.error).toBeNull();
  expect(res.data).toEqual([{ title: 'ghost-42' }]);
  const stored = await server.db.query('select 1 from public.todos where title = $1', ['ghost-42']);
  expect(stored.rows).toHaveLength(0);
});
