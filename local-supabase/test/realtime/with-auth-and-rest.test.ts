import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { Inbox, subscribe, until } from './helpers';

/**
 * The whole path an app takes: sessions from our Auth service (sign-in and sign-out make
 * supabase-js push access_token), and writes through our REST service as the signed-in user,
 * including `Prefer: tx=rollback` (checklist items 93 and 98 end to end).
 */

type Change = { eventType: string; table: string; new: Record<string, unknown> };

let server: TestServer;
const clients: SupabaseClient[] = [];

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  for (const c of clients) {
    await c.removeAllChannels();
    c.realtime.disconnect();
  }
  await server?.stop();
});

test('sign-in switches the channel to the user, REST writes arrive, rolled-back REST writes do not, sign-out stops them', async () => {
  const { userId, email } = await server.signUp(undefined, 'password-123');
  const writer = (await server.signUp()).client; // another user writing rows the first cannot see
  const c = server.anon();
  clients.push(c, writer);
  const changes = new Inbox<Change>();
  const channel = c
    .channel('e2e', { config: { broadcast: { ack: true } } })
    .on('postgres_changes', { event: '*', schema: 'public', table: 'todos' }, (p) => changes.push(p as unknown as Change))
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_notes' }, (p) => changes.push(p as unknown as Change));
  await subscribe(channel, { changes: true });
  const settle = async (label: string) => {
    const { error } = await server.service().from('rt_notes').insert({ body: label });
    expect(error).toBeNull();
    await changes.waitFor(label, (p) => p.table === 'rt_notes' && p.new.body === label);
  };

  /** supabase-js pushes access_token when the session changes; an acknowledged broadcast sent after it shows the server handled it. */
  const tokenPushed = async (token: string) => {
    await until('realtime token update', () => c.realtime.accessTokenValue === token);
    expect(await channel.send({ type: 'broadcast', event: 'sync', payload: {} })).toBe('ok');
  };

  const signIn = await c.auth.signInWithPassword({ email, password: 'password-123' });
  expect(signIn.error).toBeNull();
  await tokenPushed(signIn.data.session!.access_token);

  const mine = await c.from('todos').insert({ title: 'mine' }).select().single();
  expect(mine.error).toBeNull();
  const other = await writer.from('todos').insert({ title: 'not mine' }).select().single();
  expect(other.error).toBeNull();
  const rolledBack = await c.from('todos').insert({ title: 'rolled back' }).select().rollback();
  expect(rolledBack.error).toBeNull();
  await settle('after writes');
  expect(changes.items.filter((p) => p.table === 'todos').map((p) => [p.eventType, p.new.title, p.new.user_id])).toEqual([
    ['INSERT', 'mine', userId],
  ]);

  await c.auth.signOut();
  await tokenPushed(server.keys.anon);
  const { error } = await server.service().from('todos').insert({ title: 'after sign-out', user_id: userId });
  expect(error).toBeNull();
  await settle('after sign-out');
  expect(changes.items.filter((p) => p.table === 'todos').map((p) => p.new.title)).toEqual(['mine']);
});
