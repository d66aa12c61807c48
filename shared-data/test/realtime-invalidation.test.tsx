/**
 * @jest-environment ./test/helpers/jsdom-with-fetch.cjs
 */
// useRealtimeInvalidation against a real local-supabase (in-process) with the product migrations: a row inserted
// for the signed-in user reaches the hook over the Realtime websocket and refetches the query, also when it arrives
// while the list's first fetch is still in flight, and after the server closed the channel over an expired token.
// jsdom environment: React renders, and jsdom provides the WebSocket the browser would. PGlite cannot run inside
// jsdom, so the server runs in a child process.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { expireSession } from './helpers/expiring-session';
import { spawnLocalSupabase, type SpawnedServer } from './helpers/spawned-server';
import {
  DataProvider,
  configureSupabase,
  createQueryClient,
  getSupabase,
  queryKeys,
  signOut,
  signUp,
  useRealtimeInvalidation,
  useAuth,
} from '../src';

let server: SpawnedServer;
/** Stands in for the database's own writes (triggers, other users); one client, so auth-js warns only once. */
let service: SupabaseClient;

const tick = () => new Promise((resolve) => setTimeout(resolve, 25));

async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) await tick();
}

beforeAll(async () => {
  // People are registered through the product's sign-up, which starts a session when confirmations are off.
  server = await spawnLocalSupabase({ CONFIRM_EMAIL: 'false' });
  configureSupabase({ url: server.url, anonKey: server.anonKey });
  service = createClient(server.url, server.serviceRoleKey, { auth: { persistSession: false, storageKey: 'service-role-test' } });
  // Generous bound: the child process applies every migration, on two CPU cores shared with other suites.
}, 180_000);

afterAll(async () => {
  const supabase = await getSupabase();
  await supabase.removeAllChannels();
  await supabase.auth.stopAutoRefresh();
  await server.stop();
});

function Notifications({ userId, onFetch }: { userId: string; onFetch: () => void }) {
  useRealtimeInvalidation({
    table: 'notifications',
    filter: `recipient_id=eq.${userId}`,
    queryKeys: [queryKeys.notifications.all],
  });
  const { data } = useQuery({
    queryKey: queryKeys.notifications.list({ userId }),
    queryFn: async () => {
      onFetch();
      const supabase = await getSupabase();
      const { data: rows, error } = await supabase.from('notifications').select('message').eq('recipient_id', userId);
      if (error) throw error;
      return rows as Array<{ message: string }>;
    },
  });
  return <ul>{data?.map((n) => <li key={n.message}>{n.message}</li>)}</ul>;
}

/** Signs up a new client and mounts their live notifications list; `fetches()` counts the list's reads. */
async function watchNewClientsNotifications(fullName: string, phone: string) {
  await signUp({ email: `rt-${fullName.toLowerCase()}-${Date.now()}@example.com`, password: 'password-123', fullName, phone, accountType: 'client' });
  const userId = useAuth.getState().user!.id;
  const supabase = await getSupabase();
  let fetches = 0;
  const { unmount } = render(
    <DataProvider client={createQueryClient()}>
      <Notifications userId={userId} onFetch={() => fetches++} />
    </DataProvider>,
  );
  return { userId, supabase, fetches: () => fetches, unmount };
}

/** Notifications are written by the database on real events; the service role stands in for that trigger. */
async function notify(userId: string, message: string, category = 'system'): Promise<void> {
  const inserted = await service.from('notifications').insert({ recipient_id: userId, category, message });
  expect(inserted.error).toBeNull();
}

/** Unmounts, checks the hook left no channel behind, and signs out for the next test. */
async function finish(unmount: () => void, supabase: SupabaseClient): Promise<void> {
  unmount();
  await until(() => supabase.getChannels().length === 0);
  await signOut();
}

describe('useRealtimeInvalidation on local-supabase Realtime', () => {
  it('refetches on a change for this user and unsubscribes on unmount', async () => {
    const { userId, supabase, fetches, unmount } = await watchNewClientsNotifications('Rita', '08031234567');
    await until(() => fetches() >= 1);
    await until(() => supabase.getChannels().some((c) => c.state === 'joined'));
    // Going live (the server's postgres_changes ok) refetches once, to cover changes made before: first fetch + that.
    await until(() => fetches() === 2);

    await notify(userId, 'Your booking was accepted');
    expect(await screen.findByText('Your booking was accepted', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(fetches()).toBe(3);

    await finish(unmount, supabase);
  });

  it('does not lose a change pushed while the first fetch is still in flight', async () => {
    // The cleaner's bookings page in a full e2e run: the booking was pushed while the list's first fetch (which had
    // read before the insert) was still on its way, and TanStack Query let that fetch absorb the invalidation.
    await signUp({ email: `rt-first-${Date.now()}@example.com`, password: 'password-123', fullName: 'Femi', phone: '08031234568', accountType: 'client' });
    const userId = useAuth.getState().user!.id;
    const supabase = await getSupabase();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let reads = 0;
    const pushes: unknown[] = [];

    function HeldFirstFetch() {
      useRealtimeInvalidation({
        table: 'notifications',
        filter: `recipient_id=eq.${userId}`,
        queryKeys: [queryKeys.notifications.all],
        onChange: (payload) => pushes.push(payload),
      });
      const { data } = useQuery({
        queryKey: queryKeys.notifications.list({ userId, held: true }),
        queryFn: async () => {
          const { data: rows, error } = await supabase.from('notifications').select('message').eq('recipient_id', userId);
          if (error) throw error;
          // The first fetch has read; it stays in flight until the test lets it answer.
          if (++reads === 1) await held;
          return rows as Array<{ message: string }>;
        },
      });
      return <ul>{data?.map((n) => <li key={n.message}>{n.message}</li>)}</ul>;
    }

    const { unmount } = render(
      <DataProvider client={createQueryClient()}>
        <HeldFirstFetch />
      </DataProvider>,
    );
    await until(() => reads === 1);
    await notify(userId, 'New booking request', 'booking');
    await until(() => pushes.length === 1);
    release();

    expect(await screen.findByText('New booking request', {}, { timeout: 15_000 })).toBeInTheDocument();
    await finish(unmount, supabase);
  });

  /**
   * A dashboard tab left in the background: auth-js stopped refreshing, and the server closes the channel over the
   * token Realtime holds, which runs out in `secondsLeft` (or ran out that long ago). realtime-js never rejoins a
   * closed channel; the hook must, and then a change committed while it was closed and one pushed after both show.
   */
  async function closedByServerAndBack(secondsLeft: number, phone: string) {
    const { userId, supabase, fetches, unmount } = await watchNewClientsNotifications('Kemi', phone);
    await until(() => fetches() === 2);
    const [first] = supabase.getChannels();
    const expiring = await expireSession(supabase, server.jwtSecret, secondsLeft);
    await until(() => !supabase.getChannels().includes(first));

    await notify(userId, 'Sent while closed');
    expect(await screen.findByText('Sent while closed', {}, { timeout: 20_000 })).toBeInTheDocument();
    // The rejoin carried a token the server accepts: auth-js refreshed the session for it.
    expect(supabase.realtime.accessTokenValue).not.toBe(expiring);

    await notify(userId, 'Sent after the rejoin');
    expect(await screen.findByText('Sent after the rejoin', {}, { timeout: 15_000 })).toBeInTheDocument();

    await finish(unmount, supabase);
  }

  it('subscribes again when the server closes the channel as its token runs out', async () => {
    await closedByServerAndBack(2, '08031234566');
  }, 60_000);

  it('rejoins with a refreshed token when the one Realtime holds ran out long ago (the server refuses it)', async () => {
    // Past the server's 30 s clock tolerance: the server closes the channel at once when handed this token, and a
    // rejoin with it is refused.
    await closedByServerAndBack(-120, '08031234565');
  }, 60_000);
});
