import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { createUser, Inbox, RawSocket, realtimeClient, subscribe, upgradeStatus, type TestUser } from './helpers';

/**
 * supabase-protocol.md §7.5, items 86-98: the real supabase-js client (and a raw Phoenix socket
 * where the wire itself is the subject) against local-supabase on PGlite, or on PostgreSQL with
 * TEST_DB=postgres. Rows are written straight to the database; the capture triggers see them as
 * they would see writes through REST.
 */

type Change = {
  eventType: string;
  new: Record<string, unknown>;
  old: Record<string, unknown>;
  schema: string;
  table: string;
  commit_timestamp: string;
  errors: unknown;
};

let server: TestServer;
const clients: SupabaseClient[] = [];
const sockets: RawSocket[] = [];

function client(user?: TestUser): SupabaseClient {
  const c = realtimeClient(server, user);
  clients.push(c);
  return c;
}

async function rawSocket(): Promise<RawSocket> {
  const s = await RawSocket.open(server);
  sockets.push(s);
  return s;
}

/** Subscribes to postgres_changes with the given bindings and returns the received payloads. */
async function listen(
  c: SupabaseClient,
  bindings: { event: '*' | 'INSERT' | 'UPDATE' | 'DELETE'; schema: string; table?: string; filter?: string }[],
  name = `ch-${Math.random().toString(36).slice(2)}`,
): Promise<{ channel: RealtimeChannel; changes: Inbox<Change> }> {
  const changes = new Inbox<Change>();
  const channel = c.channel(name);
  for (const b of bindings) channel.on('postgres_changes' as never, b as never, ((p: Change) => changes.push(p)) as never);
  await subscribe(channel, { changes: true });
  return { channel, changes };
}

async function insertTodo(title: string, userId: string | null): Promise<number> {
  const r = await server.db.query<{ id: string | number }>(`insert into public.todos (title, user_id) values ($1, $2) returning id`, [title, userId]);
  return Number(r.rows[0]!.id);
}

beforeAll(async () => {
  server = await startTestServer();
});

afterEach(async () => {
  for (const s of sockets.splice(0)) s.close();
  for (const c of clients.splice(0)) {
    await c.removeAllChannels();
    c.realtime.disconnect();
  }
});

afterAll(async () => {
  await server?.stop();
});

test('86: the upgrade with the anon key succeeds; a missing or unknown apikey gets 401', async () => {
  expect(await upgradeStatus(server, server.keys.anon)).toBe(101);
  expect(await upgradeStatus(server, server.keys.serviceRole)).toBe(101);
  expect(await upgradeStatus(server, 'not-a-key')).toBe(401);
  expect(await upgradeStatus(server, undefined)).toBe(401);
  // A correctly signed token that is not one of the project's keys is not an apikey either.
  const user = await createUser(server);
  expect(await upgradeStatus(server, user.jwt)).toBe(401);
});

test('87: heartbeats on topic phoenix are answered with phx_reply ok and the same ref', async () => {
  const s = await rawSocket();
  const ref = s.send(null, 'phoenix', 'heartbeat', {});
  expect(await s.reply(ref)).toEqual([null, ref, 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
  const ref2 = s.send(null, 'phoenix', 'heartbeat', {});
  expect(ref2).not.toBe(ref);
  expect((await s.reply(ref2))[1]).toBe(ref2);
});

test('88: subscribe() reports SUBSCRIBED and the join reply echoes every binding in order with an integer id', async () => {
  const c = client();
  const channel = c
    .channel('room88')
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'todos', filter: 'done=eq.true' }, () => undefined)
    .on('postgres_changes', { event: '*', schema: 'public' }, () => undefined);
  const { statuses } = await subscribe(channel, { changes: true });
  expect(statuses.items[0]).toBe('SUBSCRIBED');

  const s = await rawSocket();
  const bindings = [
    { event: 'INSERT', schema: 'public', table: 'todos', filter: 'user_id=eq.5e8c7d3a-0000-4000-8000-000000000001' },
    { event: '*', schema: 'public' },
    { event: 'DELETE', schema: 'public', table: 'rt_notes' },
  ];
  const ref = s.send('1', 'realtime:room88', 'phx_join', {
    config: { broadcast: { self: false, ack: false }, presence: { key: '', enabled: false }, postgres_changes: bindings, private: false },
  });
  const [joinRef, replyRef, topic, event, payload] = await s.reply(ref);
  expect([joinRef, replyRef, topic, event]).toEqual(['1', ref, 'realtime:room88', 'phx_reply']);
  const { status, response } = payload as { status: string; response: { postgres_changes: Record<string, unknown>[] } };
  expect(status).toBe('ok');
  expect(response.postgres_changes).toHaveLength(3);
  response.postgres_changes.forEach((echoed, i) => {
    const { id, ...rest } = echoed;
    expect(rest).toEqual(bindings[i]);
    expect(Number.isInteger(id)).toBe(true);
    expect(id).not.toBe(0);
  });
  const ids = response.postgres_changes.map((b) => b.id);
  expect(new Set(ids).size).toBe(3);
});

test('89: a postgres_changes join is confirmed by a system ok message; an invalid filter yields status error', async () => {
  const c = client();
  const ok = c.channel('room89').on('postgres_changes', { event: '*', schema: 'public', table: 'todos' }, () => undefined);
  const { system } = await subscribe(ok);
  const msg = await system.waitFor('system ok', (p) => p.extension === 'postgres_changes');
  expect(msg).toMatchObject({ extension: 'postgres_changes', status: 'ok', channel: 'room89' });

  const bad = c.channel('room89-bad').on('postgres_changes', { event: '*', schema: 'public', table: 'todos', filter: 'title=foo.x' }, () => undefined);
  const badResult = await subscribe(bad);
  const err = await badResult.system.waitFor('system error', (p) => p.extension === 'postgres_changes');
  expect(err.status).toBe('error');
  expect(String(err.message)).toContain('Error parsing `filter` params');

  const unknownTable = c.channel('room89-table').on('postgres_changes', { event: '*', schema: 'public', table: 'no_such_table' }, () => undefined);
  const unknownResult = await subscribe(unknownTable);
  expect((await unknownResult.system.waitFor('system error', (p) => p.extension === 'postgres_changes')).status).toBe('error');
});

test('90: INSERT, UPDATE and DELETE payloads; old carries the PK by default and the full row with REPLICA IDENTITY FULL', async () => {
  const c = client(); // anon identity: rt_notes has no RLS, and the anon role may read it
  const { changes } = await listen(c, [{ event: '*', schema: 'public', table: 'rt_notes' }]);
  const ins = await server.db.query<{ id: string | number }>(`insert into public.rt_notes (body, n) values ('first', 1) returning id`);
  const id = Number(ins.rows[0]!.id);
  const inserted = await changes.waitFor('INSERT', (p) => p.eventType === 'INSERT' && p.new.id === id);
  expect(inserted).toMatchObject({ schema: 'public', table: 'rt_notes', eventType: 'INSERT', old: {}, errors: null });
  expect(inserted.new).toMatchObject({ id, body: 'first', n: 1, owner: null });
  expect(inserted.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

  await server.db.query(`update public.rt_notes set body = 'second', n = 2 where id = $1`, [id]);
  const updated = await changes.waitFor('UPDATE', (p) => p.eventType === 'UPDATE');
  expect(updated.new).toMatchObject({ id, body: 'second', n: 2 });
  expect(updated.old).toMatchObject({ id, body: 'first', n: 1 }); // REPLICA IDENTITY FULL

  await server.db.query(`delete from public.rt_notes where id = $1`, [id]);
  const deleted = await changes.waitFor('DELETE', (p) => p.eventType === 'DELETE');
  expect(deleted.new).toEqual({});
  expect(deleted.old).toMatchObject({ id, body: 'second' });

  // Default replica identity (todos): old holds only the primary key. RLS-protected rows need their owner.
  const owner = await createUser(server);
  const todoFeed = await listen(client(owner), [{ event: '*', schema: 'public', table: 'todos' }]);
  const todoId = await insertTodo('todo', owner.id);
  await todoFeed.changes.waitFor('todo INSERT', (p) => p.eventType === 'INSERT' && p.new.id === todoId);
  await server.db.query(`update public.todos set title = 'changed', tags = '{a,b}' where id = $1`, [todoId]);
  const todoUpdate = await todoFeed.changes.waitFor('todo UPDATE', (p) => p.eventType === 'UPDATE');
  expect(todoUpdate.old).toEqual({ id: todoId });
  expect(todoUpdate.new).toMatchObject({ id: todoId, title: 'changed', tags: ['a', 'b'], done: false, user_id: owner.id });
  await server.db.query(`delete from public.todos where id = $1`, [todoId]);
  const todoDelete = await todoFeed.changes.waitFor('todo DELETE', (p) => p.eventType === 'DELETE');
  expect(todoDelete.old).toEqual({ id: todoId });
  expect(todoDelete.new).toEqual({});
});

test('91: filters (eq, in, gt) select rows, and event UPDATE receives only updates while * receives all', async () => {
  const c = client();
  const eq = await listen(c, [{ event: 'INSERT', schema: 'public', table: 'rt_notes', filter: 'body=eq.wanted' }]);
  const inList = await listen(c, [{ event: 'INSERT', schema: 'public', table: 'rt_notes', filter: 'n=in.(3,5)' }]);
  const gt = await listen(c, [{ event: 'INSERT', schema: 'public', table: 'rt_notes', filter: 'n=gt.4' }]);
  const updatesOnly = await listen(c, [{ event: 'UPDATE', schema: 'public', table: 'rt_notes' }]);
  const all = await listen(c, [{ event: '*', schema: 'public', table: 'rt_notes' }]);

  await server.db.query(`insert into public.rt_notes (body, n) values ('other', 1), ('wanted', 3), ('other', 4), ('other', 5)`);
  await server.db.query(`update public.rt_notes set body = 'updated' where n = 1`);
  await server.db.query(`insert into public.rt_notes (body, n) values ('last', 0)`);

  // Changes arrive in commit order: once 'last' is in, every earlier change has been delivered.
  await all.changes.waitFor('last insert', (p) => p.new.body === 'last');
  expect(all.changes.items.map((p) => p.eventType)).toEqual(['INSERT', 'INSERT', 'INSERT', 'INSERT', 'UPDATE', 'INSERT']);
  await eq.changes.waitFor('eq match', () => true);
  await inList.changes.waitFor('in match', (p) => p.new.n === 5);
  await gt.changes.waitFor('gt match', () => true);
  await updatesOnly.changes.waitFor('update', () => true);
  expect(eq.changes.items.map((p) => p.new.body)).toEqual(['wanted']);
  expect(inList.changes.items.map((p) => p.new.n)).toEqual([3, 5]);
  expect(gt.changes.items.map((p) => p.new.n)).toEqual([5]);
  expect(updatesOnly.changes.items.map((p) => [p.eventType, p.new.body])).toEqual([['UPDATE', 'updated']]);
});

test('92: RLS hides other users\' rows from a subscriber while the owner receives them', async () => {
  const alice = await createUser(server);
  const bob = await createUser(server);
  const aliceFeed = await listen(client(alice), [{ event: '*', schema: 'public', table: 'todos' }]);
  const bobFeed = await listen(client(bob), [{ event: '*', schema: 'public', table: 'todos' }]);
  const anonClient = client();
  const anonFeed = await listen(anonClient, [{ event: '*', schema: 'public', table: 'todos' }]);

  const aliceRow = await insertTodo('alice secret', alice.id);
  await server.db.query(`update public.todos set done = true where id = $1`, [aliceRow]);
  const bobRow = await insertTodo('bob', bob.id);

  await bobFeed.changes.waitFor("bob's row", (p) => p.new.id === bobRow);
  await aliceFeed.changes.waitFor("alice's update", (p) => p.eventType === 'UPDATE');
  expect(aliceFeed.changes.items.map((p) => [p.eventType, p.new.id])).toEqual([
    ['INSERT', aliceRow],
    ['UPDATE', aliceRow],
  ]);
  // Bob's feed is in commit order, so alice's earlier changes would have come first.
  expect(bobFeed.changes.items.map((p) => p.new.id)).toEqual([bobRow]);

  // The anon role has no policy on todos: it sees nothing. A marker on the same socket, committed
  // last, arrives after anything that was sent to the anon channel.
  const marker = await listen(anonClient, [{ event: 'INSERT', schema: 'public', table: 'rt_notes' }]);
  await server.db.query(`insert into public.rt_notes (body) values ('anon marker')`);
  await marker.changes.waitFor('marker', () => true);
  expect(anonFeed.changes.items).toEqual([]);
});

test('93: an access_token push switches the channel identity so hidden rows start arriving', async () => {
  const user = await createUser(server);
  const c = client(); // signed out: the join carries the anon key
  const todos = new Inbox<Change>();
  const markers = new Inbox<Change>();
  const channel = c
    .channel('room93', { config: { broadcast: { ack: true } } })
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'todos' }, (p) => todos.push(p as unknown as Change))
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_notes' }, (p) => markers.push(p as unknown as Change));
  await subscribe(channel, { changes: true });
  /** Changes reach a channel in commit order: once a marker committed after X arrived, X was handled. */
  const settle = async (label: string) => {
    await server.db.query(`insert into public.rt_notes (body) values ($1)`, [label]);
    await markers.waitFor(label, (p) => p.new.body === label);
  };

  await insertTodo('before sign-in', user.id);
  await settle('marker 93a');
  expect(todos.items).toEqual([]);

  await c.realtime.setAuth(user.jwt); // what supabase-js does on SIGNED_IN: pushes access_token
  // Frames are handled in order, so an acknowledged broadcast proves the token push was processed.
  expect(await channel.send({ type: 'broadcast', event: 'sync', payload: {} })).toBe('ok');
  const visible = await insertTodo('after sign-in', user.id);
  await todos.waitFor('row after sign-in', (p) => p.new.id === visible);
  expect(todos.items.map((p) => p.new.id)).toEqual([visible]);

  // Signing out pushes the anon key again: rows stop arriving.
  await c.realtime.setAuth(server.keys.anon);
  expect(await channel.send({ type: 'broadcast', event: 'sync', payload: {} })).toBe('ok');
  await insertTodo('after sign-out', user.id);
  await settle('marker 93b');
  expect(todos.items.map((p) => p.new.id)).toEqual([visible]);
});

test('94: a table outside the supabase_realtime publication produces no events', async () => {
  const c = client();
  const { changes } = await listen(c, [{ event: '*', schema: 'public' }]);
  await server.db.query(`insert into public.rt_unpublished (body) values ('invisible')`);
  await server.db.query(`insert into public.rt_notes (body) values ('published')`);
  await changes.waitFor('published row', (p) => p.new.body === 'published');
  expect(changes.items.map((p) => p.table)).toEqual(['rt_notes']);

  // Adding the table to the publication later (a migration) starts its events without a restart.
  await server.db.exec(`alter publication supabase_realtime add table public.rt_unpublished`);
  try {
    await server.db.query(`insert into public.rt_unpublished (body) values ('now published')`);
    await changes.waitFor('row of the newly published table', (p) => p.table === 'rt_unpublished');
  } finally {
    await server.db.exec(`alter publication supabase_realtime drop table public.rt_unpublished`);
  }
});

test('95: broadcasts (binary kind-3 frames) reach other clients; self+ack also echoes to the sender and send() resolves ok', async () => {
  const received = new Inbox<Record<string, unknown>>();
  const echoed = new Inbox<Record<string, unknown>>();
  const a = client().channel('room95', { config: { broadcast: { self: true, ack: true } } });
  a.on('broadcast', { event: 'cursor' }, (p) => echoed.push(p));
  const b = client().channel('room95');
  b.on('broadcast', { event: 'cursor' }, (p) => received.push(p));
  await subscribe(a);
  await subscribe(b);

  expect(await a.send({ type: 'broadcast', event: 'cursor', payload: { x: 1 } })).toBe('ok');
  expect(await received.waitFor('broadcast at B')).toEqual({ type: 'broadcast', event: 'cursor', payload: { x: 1 } });
  expect(await echoed.waitFor('broadcast echoed to A')).toEqual({ type: 'broadcast', event: 'cursor', payload: { x: 1 } });

  // Without self, the sender does not get its own message; B's message reaches A.
  const fromB = new Inbox<Record<string, unknown>>();
  a.on('broadcast', { event: 'from-b' }, (p) => fromB.push(p));
  await b.send({ type: 'broadcast', event: 'from-b', payload: { y: 2 } });
  expect(await fromB.waitFor('broadcast from B')).toMatchObject({ event: 'from-b', payload: { y: 2 } });
  expect(received.items).toHaveLength(1);
});

test('96: track() on two clients gives a presence sync with both keys, and a disconnect a leave', async () => {
  const c1 = client();
  const c2 = client();
  const syncs = new Inbox<string[]>();
  const leaves = new Inbox<string>();
  const ch1 = c1.channel('room96', { config: { presence: { key: 'alice' } } });
  ch1.on('presence', { event: 'sync' }, () => syncs.push(Object.keys(ch1.presenceState()).sort()));
  ch1.on('presence', { event: 'leave' }, ({ key }) => leaves.push(key));
  const ch2 = c2.channel('room96', { config: { presence: { key: 'bob' } } });
  ch2.on('presence', { event: 'sync' }, () => undefined);
  await subscribe(ch1);
  await subscribe(ch2);

  expect(await ch1.track({ online_at: 'now', name: 'Alice' })).toBe('ok');
  expect(await ch2.track({ online_at: 'now', name: 'Bob' })).toBe('ok');
  await syncs.waitFor('sync with both keys', (keys) => keys.join() === 'alice,bob');
  const state = ch1.presenceState() as Record<string, Record<string, unknown>[]>;
  expect(state.bob![0]).toMatchObject({ name: 'Bob' });
  expect(typeof state.bob![0]!.presence_ref).toBe('string');

  c2.realtime.disconnect();
  expect(await leaves.waitFor('leave of bob')).toBe('bob');
  await syncs.waitFor('sync without bob', (keys) => keys.join() === 'alice');
});

test('97: removeChannel() sends phx_leave, gets ok, and the subscribe callback receives CLOSED', async () => {
  const c = client();
  const channel = c.channel('room97').on('postgres_changes', { event: '*', schema: 'public', table: 'rt_notes' }, () => undefined);
  const { statuses } = await subscribe(channel, { changes: true });
  expect(await c.removeChannel(channel)).toBe('ok');
  expect(await statuses.waitFor('CLOSED', (s) => s === 'CLOSED')).toBe('CLOSED');

  // On the wire: the leave is acknowledged with the same refs.
  const s = await rawSocket();
  const joinRef = s.send('1', 'realtime:room97', 'phx_join', { config: { postgres_changes: [] } });
  await s.reply(joinRef);
  const leaveRef = s.send('1', 'realtime:room97', 'phx_leave', {});
  expect(await s.reply(leaveRef)).toEqual(['1', leaveRef, 'realtime:room97', 'phx_reply', { status: 'ok', response: {} }]);
  const after = s.send('1', 'realtime:room97', 'broadcast', { type: 'broadcast', event: 'e', payload: {} });
  expect(((await s.reply(after))[4] as { status: string }).status).toBe('error');
});

test('98: changes of a rolled-back transaction produce no event', async () => {
  const c = client();
  const { changes } = await listen(c, [{ event: '*', schema: 'public', table: 'rt_notes' }]);
  await expect(
    server.db.transaction(async (tx) => {
      await tx.query(`insert into public.rt_notes (body) values ('rolled back')`);
      await tx.query(`update public.rt_notes set body = 'rolled back too'`);
      throw new Error('roll back');
    }),
  ).rejects.toThrow('roll back');
  await server.db.query(`insert into public.rt_notes (body) values ('committed')`);
  await changes.waitFor('committed row', (p) => p.new.body === 'committed');
  expect(changes.items.map((p) => p.new.body)).toEqual(['committed']);
});
