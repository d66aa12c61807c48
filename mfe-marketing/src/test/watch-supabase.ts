// Watches the one Supabase client shared-data hands out, with no server behind it: a visitor form under test runs
// its real data path (shared-data's checks included), and the test sees whether any table write was attempted.
import { configureSupabase, getSupabase } from '@spotless/shared-data';

// Nothing listens on port 9 (discard), so a write that gets through fails like an unreachable server.
const NOWHERE = 'http://127.0.0.1:9';
const ANON_KEY = `${btoa('{"alg":"HS256"}')}.${btoa('{"role":"anon"}')}.signature`;

/** Spies on `from(table)`; call `stop()` in afterAll. */
export async function watchTableWrites(): Promise<{ from: jest.SpyInstance; stop(): Promise<void> }> {
  configureSupabase({ url: NOWHERE, anonKey: ANON_KEY });
  const client = await getSupabase();
  const from = jest.spyOn(client, 'from');
  return { from, stop: () => client.auth.stopAutoRefresh() };
}
