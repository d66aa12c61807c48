import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/test-server';
import { createUser, Inbox, mintUserJwt, realtimeClient, subscribe, until } from './helpers';

/**
 * A token refresh (supabase-js pushes `access_token` to every joined channel) that lands while the
 * server is still checking a change against RLS must not cost the subscriber that change. The RLS
 * check here sleeps, so the push is handled in the middle of it. Only PostgreSQL can interleave the
 * two: PGlite runs each query without yielding to the event loop, so no frame is read during a check.
 */
const describeOnPostgres = TEST_DB === 'postgres' ? describe : describe.skip;

describeOnPostgres('access_token push during a visibility check', () => {
  let server: TestServer;
  const clients: SupabaseClient[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    await server.db.exec(`
      create function public.rt_slow_check() returns boolean language sql volatile as $$ select true from pg_sleep(1) $$;
      grant execute on function public.rt_slow_check() to authenticated;
      create table public.rt_slow (id bigserial primary key, owner uuid not null);
      alter table public.rt_slow enable row level security;
      grant select on public.rt_slow to authenticated;
      create policy "owner, slowly" on public.rt_slow for select to authenticated
        using (owner = (select auth.uid()) and public.rt_slow_check());
      alter publication supabase_realtime add table public.rt_slow;
    `);
  });

  afterAll(async () => {
    for (const c of clients) {
      await c.removeAllChannels();
      c.realtime.disconnect();
    }
    await server?.stop();
  });

  test('the change is delivered under the identity it was checked for', async () => {
    const user = await createUser(server);
    const c = realtimeClient(server, user);
    clients.push(c);
    const rows = new Inbox<{ new: Record<string, unknown> }>();
    const markers = new Inbox<{ new: Record<string, unknown> }>();
    const channel = c
      .channel('slow-check', { config: { broadcast: { ack: true } } })
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_slow', filter: `owner=eq.${user.id}` }, (p) => rows.push(p))
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_notes' }, (p) => markers.push(p));
    await subscribe(channel, { changes: true });

    const sleeping = async () =>
      (await server.db.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where wait_event = 'PgSleep' and datname = current_database()`))
        .rows[0]!.n > 0;
    const inserted = await server.db.query<{ id: string }>(`insert into public.rt_slow (owner) values ($1) returning id`, [user.id]);
    let checking = false;
    await until('the visibility check to start', () => {
      void sleeping().then((s) => (checking ||= s));
      return checking;
    });

    // The same user's refreshed token: other claims (iat, session), so another identity on the server.
    await c.realtime.setAuth(await mintUserJwt(server, user.id, user.email));
    // Frames are handled in order: the acknowledged broadcast proves the token push was handled, still mid-check.
    expect(await channel.send({ type: 'broadcast', event: 'sync', payload: {} })).toBe('ok');
    expect(await sleeping()).toBe(true);

    // Changes arrive in commit order: once a later marker is here, the row had its turn.
    await server.db.query(`insert into public.rt_notes (body) values ('after the slow row')`);
    await markers.waitFor('marker', (p) => p.new.body === 'after the slow row');
    expect(rows.items.map((p) => String(p.new.id))).toEqual([String(inserted.rows[0]!.id)]);
  });
});
