// Points shared-data's one Supabase client at an address where nothing answers, so a screen under test runs its real
// data path (the function call, the query) and meets what a dead network gives: the screen's failure handling.
import { configureSupabase, getSupabase, useAuth, type AuthState } from '@spotless/shared-data';

// Nothing listens on port 9 (discard); the key only has to look like an anon key.
const NOWHERE = 'http://127.0.0.1:9';
const ANON_KEY = `${btoa('{"alg":"HS256"}')}.${btoa('{"role":"anon"}')}.signature`;

export async function startNoServer(): Promise<{ invoke: jest.SpyInstance; stop(): Promise<void> }> {
  configureSupabase({ url: NOWHERE, anonKey: ANON_KEY });
  const client = await getSupabase();
  // supabase-js builds a new functions client on every access: watch the method they all share.
  const invoke = jest.spyOn(Object.getPrototypeOf(client.functions) as { invoke: () => unknown }, 'invoke');
  return {
    invoke,
    async stop() {
      await client.auth.stopAutoRefresh();
    },
  };
}

/** The auth store as it is for a signed-in client (no session token: calls reach the server as anon). */
export function signedInClient(email = 'chiamaka@example.ng'): void {
  const user = { id: 'u-1', email } as NonNullable<AuthState['user']>;
  useAuth.setState({ ...useAuth.getInitialState(), status: 'signed-in', user, roles: ['client'], activeRole: 'client' });
}

export function signedOut(): void {
  useAuth.setState({ ...useAuth.getInitialState(), status: 'signed-out' });
}
