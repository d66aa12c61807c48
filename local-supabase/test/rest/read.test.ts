import { anonClient, createUser, rest, serviceClient, startTestServer, type TestServer } from './helpers';

// supabase-protocol.md §7.2 items 11-32: reading, embedding, filters, ordering, paging, media types.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // todos ↔ labels through todo_labels: t1 has x and y, t2 has y, t3 has none.
  await server.db.exec(`
    insert into public.todos (id, title, data) values (900001, 'rt1', '{"a": [1, 2], "b": 5}'), (900002, 'rt2', null), (900003, 'rt3', null);
    insert into public.labels (id, name) values (1, 'x'), (2, 'y');
    insert into public.todo_labels values (900001, 1), (900001, 2), (900002, 2);
    insert into public.people values (3, 'Cid');
    insert into public.messages values (3, 'to nobody', null, 1);
    insert into public.todos (title) select 'page-' || i from generate_series(1, 25) i;
    insert into public.todos (title) select 'bulk-' || i from generate_series(1, 1005) i;
  `);
});
afterAll(async () => server?.stop());

async function sqlIds(where: string, params: unknown[] = []): Promise<number[]> {
  const r = await server.db.query<{ id: number }>(`select id from public.samples where ${where} order by id`, params);
  return r.rows.map((x) => Number(x.id));
}

const ids = (data: { id: number }[] | null) => (data ?? []).map((r) => r.id);

test('§7.2.11 select() answers a JSON array with 200, also for exactly one row', async () => {
  const all = await anonClient(server).from('samples').select();
  expect(all.status).toBe(200);
  expect(Array.isArray(all.data)).toBe(true);
  expect(all.data).toHaveLength(5);
  const one = await anonClient(server).from('samples').select().eq('id', 1);
  expect(one.status).toBe(200);
  expect(Array.isArray(one.data)).toBe(true);
  expect(one.data).toHaveLength(1);
});

test('§7.2.12 aliases and JSON paths name the keys: id, name, a (JSON) and b (text)', async () => {
  const { data, error } = await serviceClient(server).from('todos').select('id, name:title, data->a, data->>b').eq('id', 900001);
  expect(error).toBeNull();
  expect(data).toEqual([{ id: 900001, name: 'rt1', a: [1, 2], b: '5' }]);
  expect(Object.keys(data![0]!).sort()).toEqual(['a', 'b', 'id', 'name']);
});

test('§7.2.13 to-one embeds are objects or null, to-many are arrays ([] when empty), junction embeds list the far side', async () => {
  const anon = anonClient(server);
  const m2o = await anon.from('messages').select('id, sender:people!messages_sender_fkey(name)').order('id');
  expect(m2o.data).toEqual([
    { id: 1, sender: { name: 'Ann' } },
    { id: 2, sender: { name: 'Bob' } },
    { id: 3, sender: null },
  ]);
  const o2m = await anon.from('people').select('name, messages!messages_sender_fkey(id)').order('id');
  expect(o2m.data).toEqual([
    { name: 'Ann', messages: [{ id: 1 }] },
    { name: 'Bob', messages: [{ id: 2 }] },
    { name: 'Cid', messages: [] },
  ]);
  const m2m = await serviceClient(server).from('todos').select('id, labels(name)').in('id', [900001, 900002, 900003]).order('id');
  expect(m2m.data).toEqual([
    { id: 900001, labels: [{ name: 'x' }, { name: 'y' }] },
    { id: 900002, labels: [{ name: 'y' }] },
    { id: 900003, labels: [] },
  ]);
});

test('§7.2.14 two FKs to one table: un-hinted embed is 300 PGRST201, a !fk hint resolves, an unrelated table is 400 PGRST200', async () => {
  const anon = anonClient(server);
  const ambiguous = await anon.from('messages').select('*, people(name)');
  expect(ambiguous.status).toBe(300);
  expect(ambiguous.error?.code).toBe('PGRST201');
  const hinted = await anon.from('messages').select('id, people!messages_recipient_fkey(name)').eq('id', 1);
  expect(hinted.data).toEqual([{ id: 1, people: { name: 'Bob' } }]);
  const unrelated = await anon.from('messages').select('*, unrelated(*)');
  expect(unrelated.status).toBe(400);
  expect(unrelated.error?.code).toBe('PGRST200');
});

test('§7.2.15 !inner drops parents without a matching child; without it parents stay with filtered arrays', async () => {
  const service = serviceClient(server);
  const inner = await service.from('todos').select('id, labels!inner(name)').in('id', [900001, 900002, 900003]).eq('labels.name', 'x');
  expect(inner.data).toEqual([{ id: 900001, labels: [{ name: 'x' }] }]);
  const left = await service.from('todos').select('id, labels(name)').in('id', [900001, 900002, 900003]).eq('labels.name', 'x').order('id');
  expect(left.data).toEqual([
    { id: 900001, labels: [{ name: 'x' }] },
    { id: 900002, labels: [] },
    { id: 900003, labels: [] },
  ]);
});

test('§7.2.16 comparison operators on int, text, uuid and timestamptz match SQL', async () => {
  const ops = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;
  const cases: [string, string, string][] = [
    ['id', '3', 'integer'],
    ['label', 'beta', 'text'],
    ['ref', '00000000-0000-0000-0000-000000000002', 'uuid'],
    ['at', '2024-02-01T00:00:00+00:00', 'timestamptz'],
  ];
  const anon = anonClient(server);
  for (const [column, value, type] of cases) {
    for (const [op, sqlOp] of Object.entries(ops)) {
      const { data, error } = await anon.from('samples').select('id').filter(column, op, value).order('id');
      expect(error).toBeNull();
      expect({ column, op, ids: ids(data) }).toEqual({ column, op, ids: await sqlIds(`${column} ${sqlOp} $1::${type}`, [value]) });
    }
  }
});

test('§7.2.17 like is case-sensitive, ilike is not, and * stands for % in raw like filters', async () => {
  const anon = anonClient(server);
  expect(ids((await anon.from('samples').select('id').like('label', 'alpha')).data)).toEqual([]);
  expect(ids((await anon.from('samples').select('id').ilike('label', 'alpha')).data)).toEqual([1]);
  expect(ids((await anon.from('samples').select('id').like('label', '%amm%')).data)).toEqual([3]);
  expect(ids((await anon.from('samples').select('id').filter('label', 'like', '*amm*')).data)).toEqual([3]);
  expect(ids((await anon.from('samples').select('id').filter('label', 'ilike', '*A*').order('id')).data)).toEqual([1, 2, 3, 4]);
});

test('§7.2.18 is null matches NULL rows and not.is.null the others', async () => {
  const anon = anonClient(server);
  expect(ids((await anon.from('samples').select('id').is('label', null)).data)).toEqual([5]);
  expect(ids((await anon.from('samples').select('id').not('label', 'is', null).order('id')).data)).toEqual([1, 2, 3, 4]);
});

test('§7.2.19 in() returns exactly the listed rows and quoted items keep their commas', async () => {
  const anon = anonClient(server);
  expect(ids((await anon.from('samples').select('id').in('id', [1, 2, 3]).order('id')).data)).toEqual([1, 2, 3]);
  expect(ids((await anon.from('samples').select('id').in('label', ['a,b'])).data)).toEqual([4]);
  expect(ids((await anon.from('samples').select('id').in('label', ['a', 'b'])).data)).toEqual([]);
});

test('§7.2.20 contains / containedBy / overlaps behave like @>, <@ and && on text[] and jsonb', async () => {
  const anon = anonClient(server);
  const q = () => anon.from('samples').select('id').order('id');
  expect(ids((await q().contains('tags', ['green'])).data)).toEqual(await sqlIds(`tags @> '{green}'`));
  expect(ids((await q().containedBy('tags', ['red', 'green', 'blue'])).data)).toEqual(await sqlIds(`tags <@ '{red,green,blue}'`));
  expect(ids((await q().overlaps('tags', ['red', 'blue'])).data)).toEqual(await sqlIds(`tags && '{red,blue}'`));
  expect(ids((await q().contains('doc', { k: 1 })).data)).toEqual([1, 5]);
  expect(await sqlIds(`doc @> '{"k":1}'`)).toEqual([1, 5]);
});

test('§7.2.21 textSearch uses to_tsquery, plainto_, phraseto_ and websearch_to_tsquery with the given config', async () => {
  const anon = anonClient(server);
  const search = (query: string, type?: 'plain' | 'phrase' | 'websearch') =>
    anon.from('samples').select('id').textSearch('body', query, { config: 'english', type }).order('id');
  expect(ids((await search('fat & cat')).data)).toEqual([2, 3]);
  expect(ids((await search('fat cat', 'plain')).data)).toEqual([2, 3]);
  expect(ids((await search('quick fox', 'phrase')).data)).toEqual([3]);
  expect(ids((await search('"quick fox" or lazy', 'websearch')).data)).toEqual([1, 3]);
  // Without a config the database default applies, exactly as in SQL.
  const plainDefault = await anon.from('samples').select('id').textSearch('body', 'fat & cat').order('id');
  expect(ids(plainDefault.data)).toEqual(await sqlIds(`to_tsvector(body) @@ to_tsquery('fat & cat')`));
});

test('§7.2.22 or() with a nested and() returns the rows of that boolean expression', async () => {
  const { data } = await anonClient(server).from('samples').select('id').or('id.eq.1,and(score.is.null,id.gt.2)').order('id');
  expect(ids(data)).toEqual(await sqlIds('id = 1 or (score is null and id > 2)'));
  expect(ids(data)).toEqual([1, 3]);
});

test('§7.2.23 a value sent with + for spaces matches the text with spaces', async () => {
  const res = await rest(server, '/samples?select=id&label=eq.Gamma+ray');
  expect(await res.json()).toEqual([{ id: 3 }]);
  expect(ids((await anonClient(server).from('samples').select('id').eq('label', 'Gamma ray')).data)).toEqual([3]);
});

test('§7.2.24 an unknown operator is 400 PGRST100', async () => {
  const { error, status } = await anonClient(server).from('samples').select('id').filter('id', 'eqq', '1');
  expect(status).toBe(400);
  expect(error?.code).toBe('PGRST100');
});

test('§7.2.25 order with nullsFirst, and referencedTable ordering that only sorts the embedded arrays', async () => {
  const anon = anonClient(server);
  const sorted = await anon.from('samples').select('id').order('label', { ascending: false, nullsFirst: true });
  expect(ids(sorted.data)).toEqual(await sqlOrder());
  expect(ids(sorted.data)[0]).toBe(5);
  const embedded = await serviceClient(server)
    .from('todos')
    .select('id, labels(name)')
    .in('id', [900001, 900002])
    .order('id')
    .order('name', { referencedTable: 'labels', ascending: false });
  expect(embedded.data).toEqual([
    { id: 900001, labels: [{ name: 'y' }, { name: 'x' }] },
    { id: 900002, labels: [{ name: 'y' }] },
  ]);
});

async function sqlOrder(): Promise<number[]> {
  const r = await server.db.query<{ id: number }>('select id from public.samples order by label desc nulls first');
  return r.rows.map((x) => Number(x.id));
}

test('§7.2.26 count exact with range(0,9) over 25 rows: 206, Content-Range 0-9/25, count 25; without count 200 and null', async () => {
  const service = serviceClient(server);
  const counted = await service.from('todos').select('id', { count: 'exact' }).like('title', 'page-%').order('id').range(0, 9);
  expect(counted.status).toBe(206);
  expect(counted.count).toBe(25);
  expect(counted.data).toHaveLength(10);
  const res = await fetch(`${server.url}/rest/v1/todos?select=id&title=like.page-*&offset=0&limit=10`, {
    headers: { apikey: server.keys.serviceRole, Authorization: `Bearer ${server.keys.serviceRole}`, Prefer: 'count=exact' },
  });
  expect(res.status).toBe(206);
  expect(res.headers.get('content-range')).toBe('0-9/25');
  const plain = await service.from('todos').select('id').like('title', 'page-%').range(0, 9);
  expect(plain.status).toBe(200);
  expect(plain.count).toBeNull();
});

test('§7.2.27 an offset beyond the total with count is 416 PGRST103', async () => {
  const { status, error } = await serviceClient(server).from('todos').select('id', { count: 'exact' }).like('title', 'page-%').range(40, 49);
  expect(status).toBe(416);
  expect(error?.code).toBe('PGRST103');
  expect(error?.details).toBe('An offset of 40 was requested, but there are only 25 rows.');
});

test('§7.2.28 head:true issues HEAD and yields data null with the count', async () => {
  const { data, count, status, error } = await serviceClient(server).from('todos').select('*', { count: 'exact', head: true }).like('title', 'page-%');
  expect(error).toBeNull();
  expect(status).toBe(200);
  expect(data).toBeNull();
  expect(count).toBe(25);
});

test('§7.2.29 a read without limit returns at most max-rows (1000)', async () => {
  const { data, count, status } = await serviceClient(server).from('todos').select('id', { count: 'exact' }).like('title', 'bulk-%');
  expect(data).toHaveLength(1000);
  expect(count).toBe(1005);
  expect(status).toBe(206);
});

test('§7.2.30 single(): one row is a bare object; 0 or 2 rows are 406 PGRST116 with exact texts', async () => {
  const anon = anonClient(server);
  const one = await anon.from('samples').select('id, label').eq('id', 1).single();
  expect(one.data).toEqual({ id: 1, label: 'Alpha' });
  const none = await anon.from('samples').select('id').eq('id', 999).single();
  expect(none.status).toBe(406);
  expect(none.error).toMatchObject({
    code: 'PGRST116',
    details: 'The result contains 0 rows',
    hint: null,
    message: 'JSON object requested, multiple (or no) rows returned',
  });
  const two = await anon.from('samples').select('id').in('id', [1, 2]).single();
  expect(two.status).toBe(406);
  expect(two.error?.details).toBe('The result contains 2 rows');
});

test('§7.2.31 maybeSingle() on zero rows gives data null and error null', async () => {
  const { data, error } = await anonClient(server).from('samples').select('id').eq('id', 999).maybeSingle();
  expect(error).toBeNull();
  expect(data).toBeNull();
});

test('§7.2.32 csv() returns text whose first line lists the selected columns', async () => {
  const { data, error } = await anonClient(server).from('samples').select('id,label').in('id', [1, 4]).order('id').csv();
  expect(error).toBeNull();
  expect(typeof data).toBe('string');
  const lines = (data as unknown as string).split('\n');
  expect(lines[0]).toBe('id,label');
  expect(lines.slice(1)).toEqual(['1,Alpha', '4,"a,b"']);
});

test('reads as a signed-in user only see their own todos (RLS applies to every read)', async () => {
  const a = await createUser(server);
  const b = await createUser(server);
  await a.client.from('todos').insert({ title: 'mine-a' });
  expect((await b.client.from('todos').select('title').eq('title', 'mine-a')).data).toEqual([]);
  expect((await a.client.from('todos').select('title').eq('title', 'mine-a')).data).toEqual([{ title: 'mine-a' }]);
});
