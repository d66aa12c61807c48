import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { createUser, Inbox, mintUserJwt, RawSocket, realtimeClient, subscribe } from './helpers';

/**
 * Protocol details beyond the §7.5 checklist: token errors, private channels, broadcast over REST,
 * binary payloads, malformed input, and that the queue of captured changes is not readable by API
 * roles.
 */

let server: TestServer;
const sockets: RawSocket[] = [];
const clients: SupabaseClient[] = [];

async function rawSocket(): Promise<RawSocket> {
  const s = await RawSocket.open(server);
  sockets.push(s);
  return s;
}

function client(): SupabaseClient {
  const c = realtimeClient(server);
  clients.push(c);
  return c;
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

test('a join with an expired or forged access_token is refused with the reason', async () => {
  const user = await createUser(server);
  const s = await rawSocket();
  const expired = await mintUserJwt(server, user.id, user.email, -120);
  const r1 = s.send('1', 'realtime:t1', 'phx_join', { config: {}, access_token: expired });
  const [, , , , p1] = await s.reply(r1);
  expect(p1).toMatchObject({ status: 'error', response: { reason: expect.stringMatching(/^Token has expired \d+ seconds ago$/) } });

  const r2 = s.send('2', 'realtime:t2', 'phx_join', { config: {}, access_token: 'not.a.jwt' });
  expect((await s.reply(r2))[4]).toMatchObject({ status: 'error', response: { reason: 'The token provided is not a valid JWT' } });

  // New-style opaque keys are ignored, and the socket's apikey is used instead.
  const r3 = s.send('3', 'realtime:t3', 'phx_join', { config: {}, access_token: 'sb_publishable_abc' });
  expect((await s.reply(r3))[4]).toMatchObject({ status: 'ok' });
});

test('an invalid access_token push closes the channel with a system error', async () => {
  const s = await rawSocket();
  const join = s.send('1', 'realtime:t4', 'phx_join', { config: {} });
  await s.reply(join);
  s.send('1', 'realtime:t4', 'access_token', { access_token: 'garbage' });
  const system = await s.frames.waitFor('system error', (f) => f[3] === 'system');
  expect(system[4]).toMatchObject({ extension: 'system', status: 'error', channel: 't4' });
  const close = await s.frames.waitFor('phx_close', (f) => f[3] === 'phx_close');
  expect(close.slice(0, 3)).toEqual(['1', null, 'realtime:t4']);
});

test('private channels are refused with an error reply', async () => {
  const s = await rawSocket();
  const ref = s.send('1', 'realtime:private-room', 'phx_join', { config: { private: true } });
  expect((await s.reply(ref))[4]).toMatchObject({ status: 'error' });
});

test('pushes to a topic that was never joined get an error reply; malformed frames are ignored', async () => {
  const s = await rawSocket();
  s.ws.send('this is not json');
  s.ws.send(JSON.stringify({ not: 'a phoenix message' }));
  s.ws.send(Buffer.from([9, 9, 9]));
  const ref = s.send('1', 'realtime:nowhere', 'broadcast', { type: 'broadcast', event: 'e', payload: {} });
  expect((await s.reply(ref))[4]).toEqual({ status: 'error', response: { reason: 'unmatched topic' } });
  // The socket is still usable.
  const hb = s.send(null, 'phoenix', 'heartbeat', {});
  expect((await s.reply(hb))[4]).toEqual({ status: 'ok', response: {} });
});

test('binary broadcast payloads are relayed as kind-4 frames and decoded by supabase-js', async () => {
  const received = new Inbox<Record<string, unknown>>();
  const a = client().channel('bin-room');
  const b = client().channel('bin-room');
  b.on('broadcast', { event: 'blob' }, (p) => received.push(p));
  await subscribe(a);
  await subscribe(b);
  const bytes = new Uint8Array([1, 2, 3, 250]);
  await a.send({ type: 'broadcast', event: 'blob', payload: bytes.buffer });
  const msg = await received.waitFor('binary broadcast');
  expect(msg.event).toBe('blob');
  expect([...new Uint8Array(msg.payload as ArrayBuffer)]).toEqual([1, 2, 3, 250]);
});

test('REST broadcast: httpSend and the messages endpoint reach subscribers; bad requests get 4xx JSON', async () => {
  const received = new Inbox<Record<string, unknown>>();
  const listener = client().channel('rest-room');
  listener.on('broadcast', { event: '*' }, (p) => received.push(p));
  await subscribe(listener);

  const sender = client().channel('rest-room');
  await expect(sender.httpSend('from-http', { n: 1 })).resolves.toEqual({ success: true });
  expect(await received.waitFor('httpSend message', (p) => p.event === 'from-http')).toEqual({
    type: 'broadcast',
    event: 'from-http',
    payload: { n: 1 },
  });

  const url = `${server.url}/realtime/v1/api/broadcast`;
  const headers = { apikey: server.keys.anon, 'content-type': 'application/json' };
  const ok = await fetch(url, {
    method: 'POST',
    headers,
    body: JSON.stringify({ messages: [{ topic: 'rest-room', event: 'batch', payload: { n: 2 }, private: false }] }),
  });
  expect(ok.status).toBe(202);
  expect(await received.waitFor('batch message', (p) => p.event === 'batch')).toMatchObject({ payload: { n: 2 } });

  const malformed = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ messages: 'nope' }) });
  expect(malformed.status).toBe(400);
  expect(await malformed.json()).toHaveProperty('message');
  const badJson = await fetch(url, { method: 'POST', headers, body: '{' });
  expect(badJson.status).toBe(400);
  const noKey = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"messages":[]}' });
  expect(noKey.status).toBe(401);
  expect(await noKey.json()).toMatchObject({ message: 'No API key found in request' });
});

test('the queue of captured changes is not readable by the API roles', async () => {
  await server.db.query(`insert into public.rt_notes (body) values ('secret')`);
  for (const role of ['anon', 'authenticated', 'service_role']) {
    await expect(
      server.db.transaction(async (tx) => {
        await tx.query(`select set_config('role', $1, true)`, [role]);
        await tx.query('select * from realtime.changes');
      }),
    ).rejects.toThrow(/permission denied/);
  }
});

/** Subscribes a user's client to INSERTs on a table and returns the inbox of payloads. */
async function userFeed(user: Awaited<ReturnType<typeof createUser>> | undefined, table: string) {
  const c = realtimeClient(server, user);
  clients.push(c);
  const inbox = new Inbox<{ new: Record<string, unknown>; table: string }>();
  const ch = c.channel(`${table}-${Math.random().toString(36).slice(2)}`).on(
    'postgres_changes',
    { event: 'INSERT', schema: 'public', table },
    (p) => inbox.push(p as never),
  );
  await subscribe(ch, { changes: true });
  return inbox;
}

test('a policy that raises for some subscribers hides the row from them only', async () => {
  const owner = await createUser(server);
  const refused = await createUser(server, 'boom');
  const ownerFeed = await userFeed(owner, 'rt_guarded');
  // The refused user also listens to rt_notes on the same channel, to know when everything arrived.
  const c = realtimeClient(server, refused);
  clients.push(c);
  const refusedFeed = new Inbox<{ new: Record<string, unknown>; table: string }>();
  const ch = c
    .channel('guarded-refused')
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_guarded' }, (p) => refusedFeed.push(p as never))
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_notes' }, (p) => refusedFeed.push(p as never));
  await subscribe(ch, { changes: true });

  await server.db.query(`insert into public.rt_guarded (owner) values ($1)`, [owner.id]);
  await server.db.query(`insert into public.rt_guarded (owner) values ($1)`, [refused.id]);
  await server.db.query(`insert into public.rt_notes (body) values ('guard marker')`);
  await ownerFeed.waitFor('own row', (p) => p.new.owner === owner.id);
  await refusedFeed.waitFor('marker', (p) => p.table === 'rt_notes');
  expect(ownerFeed.items.map((p) => p.new.owner)).toEqual([owner.id]);
  expect(refusedFeed.items.map((p) => p.table)).toEqual(['rt_notes']);
});

test('columns a role may not select are left out of record and columns', async () => {
  const user = await createUser(server);
  const c = realtimeClient(server, user);
  clients.push(c);
  const raw = new Inbox<Record<string, unknown>>();
  // Read the wire payload (columns) as well as the transformed record.
  const ch = c.channel('columns').on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_columns' }, (p) => raw.push(p as never));
  await subscribe(ch, { changes: true });
  const anonFeed = await userFeed(undefined, 'rt_columns');
  await server.db.query(`insert into public.rt_columns (body, secret) values ('visible', 'hidden')`);
  const forUser = await raw.waitFor('row for the user');
  expect(forUser.new).toEqual({ id: expect.any(Number), body: 'visible' });
  const forAnon = await anonFeed.waitFor('row for anon');
  expect(forAnon.new).toMatchObject({ body: 'visible', secret: 'hidden' });
});

test('a channel whose token expires is closed with a system error', async () => {
  const user = await createUser(server);
  const shortLived = await mintUserJwt(server, user.id, user.email, 1);
  const s = await rawSocket();
  const join = s.send('1', 'realtime:expiring', 'phx_join', { config: {}, access_token: shortLived });
  expect((await s.reply(join))[4]).toMatchObject({ status: 'ok' });
  const system = await s.frames.waitFor('expiry', (f) => f[3] === 'system');
  expect(system[4]).toMatchObject({ extension: 'system', status: 'error', message: expect.stringMatching(/^Token has expired \d+ seconds ago$/) });
  await s.frames.waitFor('phx_close', (f) => f[3] === 'phx_close' && f[2] === 'realtime:expiring');
});
