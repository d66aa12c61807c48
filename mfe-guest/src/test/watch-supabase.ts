// Watches the one Supabase client shared-data hands out, with no server behind it: a form under test runs its real
// data path, and the test sees whether anything reached Auth (the guest's anonymous sign-in) or the database.
// The sign-in is refused, as an unreachable server would, so a valid submit ends in the form's failure message.
import { configureSupabase, getSupabase } from '@spotless/shared-data';

// Nothing listens on port 9 (discard); the key only has to look like an anon key.
const NOWHERE = 'http://127.0.0.1:9';
const ANON_KEY = `${btoa('{"alg":"HS256"}')}.${btoa('{"role":"anon"}')}.signature`;

export interface SupabaseWatch {
  signIn: jest.SpyInstance;
  rpc: jest.SpyInstance;
  from: jest.SpyInstance;
  stop(): Promise<void>;
}

export async function watchSupabase(): Promise<SupabaseWatch> {
  configureSupabase({ url: NOWHERE, anonKey: ANON_KEY });
  const client = await getSupabase();
  const signIn = jest.spyOn(client.auth, 'signInAnonymously').mockRejectedValue(new Error('no server in component tests'));
  const rpc = jest.spyOn(client, 'rpc');
  const from = jest.spyOn(client, 'from');
  return {
    signIn,
    rpc,
    from,
    async stop() {
      await client.auth.stopAutoRefresh();
    },
  };
}
