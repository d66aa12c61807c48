import type { AppSupabaseClient } from './types';
import { supabaseConfig } from './config';

let clientPromise: Promise<AppSupabaseClient> | null = null;

/**
 * Returns THE Supabase client, creating it on first use. supabase-js (~56 KB gzip) is loaded with a dynamic
 * import so public pages do not pay for it before first paint; under Module Federation it is a shared singleton,
 * so all areas get the same module and, through this function, the same client and auth session.
 *
 * Waits for {@link configureSupabase} if the shell has not configured the connection yet.
 */
export function getSupabase(): Promise<AppSupabaseClient> {
  clientPromise ??= create().catch((error: unknown) => {
    // A failed chunk load (flaky mobile network) must not poison every later call.
    clientPromise = null;
    throw error;
  });
  return clientPromise;
}

async function create(): Promise<AppSupabaseClient> {
  const [{ url, anonKey }, { createClient }] = await Promise.all([
    supabaseConfig(),
    import('@supabase/supabase-js'),
  ]);
  return createClient(url, anonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      // The reset-password page receives the recovery session in the URL fragment.
      detectSessionInUrl: true,
    },
  });
}
