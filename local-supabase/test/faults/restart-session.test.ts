/**
 * local-supabase restarted (same PGlite data folder, same port) while a guest is signed in with a realtime
 * subscription: the session survives (refresh works after the restart, the new token is accepted), the channel
 * rejoins by itself, and each change arrives exactly once.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { startLocalSupabase, type LocalSupabase } from '../../src';
import { clientFor, eventually, freePort, REPO_MIGRATIONS } from './helpers';

jest.setTimeout(300_000);

const dataDir = path.join(os.tmpdir(), `ls-restart-${randomBytes(4).toString('hex')}`);
let server: LocalSupabase | null = null;
let port: number;

const start = async () =>
  startLocalSupabase({ port, dataDir, migrationsDir: REPO_MIGRATIONS, logLevel: 'silent', rateLimits: false });

beforeAll(async () => {
  port = await freePort();
  server = await start();
});

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a signed-in guest keeps the session and the realtime subscription across a restart, without duplicates', async () => {
  const guest = clientFor(server!.url, server!.keys.anon);
  const signIn = await guest.auth.signInAnonymously();
  expect(signIn.error).toBeNull();
  const userId = signIn.data.user!.id;
  const firstRefresh = signIn.data.session!.refresh_token;
  const thread = (await guest.rpc('start_chat')).data as string;
  expect(thread).toMatch(/^[0-9a-f-]{36}$/);

  const received: string[] = [];
  let status = '';
  const channel: RealtimeChannel = guest
    .channel(`restart-${thread}`)
    .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'chat_messages', filter: `thread_id=eq.${thread}` }, (p) =>
      received.push((p.new as { body: string }).body),
    )
    .subscribe((s) => (status = s));
  await eventually(async () => (status === 'SUBSCRIBED' ? true : undefined));
  const send = async (body: string) => {
    const r = await guest.from('chat_messages').insert({ thread_id: thread, sender_id: userId, from_admin: false, body });
    expect(r.error).toBeNull();
  };
  await send('before restart');
  await eventually(async () => (received.includes('before restart') ? true : undefined));

  await server!.stop();
  server = await start();

  // The session survives: the refresh token issued before the restart still works once.
  const refreshed = await guest.auth.refreshSession();
  expect(refreshed.error).toBeNull();
  expect(refreshed.data.session!.refresh_token).not.toBe(firstRefresh);
  expect(refreshed.data.user!.id).toBe(userId);
  const me = await guest.from('chat_threads').select('id');
  expect(me.error).toBeNull();
  expect(me.data).toEqual([{ id: thread }]);

  // Realtime rejoins on its own; a change after the restart arrives once, and nothing is replayed.
  await eventually(async () => {
    await send(`probe ${received.length}`);
    await new Promise((r) => setTimeout(r, 200));
    return received.some((b) => b.startsWith('probe')) ? true : undefined;
  }, 100, 300);
  await send('after restart');
  await send('last');
  await eventually(async () => (received.includes('last') ? true : undefined));
  expect(received.filter((b) => b === 'before restart')).toHaveLength(1);
  expect(received.filter((b) => b === 'after restart')).toHaveLength(1);
  expect(received.filter((b) => b === 'last')).toHaveLength(1);
  const probes = received.filter((b) => b.startsWith('probe'));
  expect(new Set(probes).size).toBe(probes.length);
  expect(channel.state).toBe('joined');
  await guest.removeAllChannels();
});
