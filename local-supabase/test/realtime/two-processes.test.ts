import path from 'node:path';
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startLocalSupabase, type LocalSupabase } from '../../src';
import { FIXTURES, startTestServer, TEST_DB, type TestServer } from '../helpers/test-server';
import { Inbox, realtimeClient, subscribe } from './helpers';

/**
 * Two local-supabase processes on one PostgreSQL database (horizontal scaling): each LISTENs for
 * committed changes, so subscribers of either process receive every change, whichever process or
 * client wrote it. PGlite is single-process, so this only runs with TEST_DB=postgres.
 */
const describeOnPostgres = TEST_DB === 'postgres' ? describe : describe.skip;

describeOnPostgres('two servers on one PostgreSQL database', () => {
  let first: TestServer;
  let second: LocalSupabase;
  const clients: SupabaseClient[] = [];

  beforeAll(async () => {
    first = await startTestServer();
    second = await startLocalSupabase({
      port: 0,
      databaseUrl: first.config.databaseUrl,
      dataDir: path.join(os.tmpdir(), `ls-test-${randomBytes(6).toString('hex')}`),
      migrationsDir: FIXTURES,
      logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
      rateLimits: false,
      jwtSecret: first.config.jwtSecret,
    });
  });

  afterAll(async () => {
    for (const c of clients) {
      await c.removeAllChannels();
      c.realtime.disconnect();
    }
    await second?.stop();
    await first?.stop();
  });

  test('both processes deliver every committed change to their subscribers', async () => {
    const feeds = [first, second].map((server, i) => {
      const c = realtimeClient(server);
      clients.push(c);
      const inbox = new Inbox<{ new: Record<string, unknown> }>();
      const channel = c.channel(`feed-${i}`).on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_notes' }, (p) => inbox.push(p));
      return { channel, inbox };
    });
    for (const f of feeds) await subscribe(f.channel, { changes: true });

    await first.db.query(`insert into public.rt_notes (body) values ('written through the first')`);
    await second.db.query(`insert into public.rt_notes (body) values ('written through the second')`);

    for (const f of feeds) {
      await f.inbox.waitFor('second row', (p) => p.new.body === 'written through the second');
      expect(f.inbox.items.map((p) => p.new.body)).toEqual(['written through the first', 'written through the second']);
    }
  });
});
