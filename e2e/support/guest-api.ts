/**
 * Acting as the other side of the guest journeys through the real API: a seeded verified cleaner bids, a seeded
 * admin answers the chat and reads what visitors sent. Connection details come from the stack's /config.json
 * (the same the browser uses), so the tests hold no keys of their own.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { E2E_WEB_URL } from './stack-config';
import { captchaFetch } from './captcha';
import { passMfaIfAdmin } from './admin-mfa';

/** Every demo account's password (supabase/scripts/generate-seed.ts). */
export const DEMO_PASSWORD = 'Spotless#2025';
/** A seeded verified, active cleaner in Lagos. */
export const DEMO_CLEANER = 'cleaner01@demo.spotless.ng';
/** A seeded admin. */
export const DEMO_ADMIN = 'admin1@demo.spotless.ng';

let config: Promise<{ supabaseUrl: string; supabaseAnonKey: string }> | null = null;

async function stackConfig() {
  config ??= fetch(`${E2E_WEB_URL}/config.json`).then(async (r) => {
    if (!r.ok) throw new Error(`config.json: ${r.status}`);
    return (await r.json()) as { supabaseUrl: string; supabaseAnonKey: string };
  });
  return config;
}

/**
 * Node 20 has no global WebSocket and realtime-js refuses to construct without one. The API side of these tests
 * never subscribes (the browser does), so a transport that fails loudly if ever used is enough.
 */
class NoRealtimeFromNode {
  constructor() {
    throw new Error('realtime is not used from the Node side of the e2e tests');
  }
}

/** A supabase-js client signed in with e-mail and password (no session persistence; Node has no storage). */
export async function signedInAs(email: string, password = DEMO_PASSWORD): Promise<SupabaseClient> {
  const { supabaseUrl, supabaseAnonKey } = await stackConfig();
  const client = createClient(supabaseUrl, supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: captchaFetch },
    realtime: { transport: NoRealtimeFromNode as unknown as typeof WebSocket },
  });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`sign in as ${email}: ${error.message}`);
  await passMfaIfAdmin(client, email, supabaseUrl);
  return client;
}

/** Throws on a supabase-js error result; returns its data. */
export function ok<T>(result: { data: T; error: { message: string } | null }, what: string): NonNullable<T> {
  if (result.error) throw new Error(`${what}: ${result.error.message}`);
  // Reads answer rows (never null on success); the callers only read.
  return result.data as NonNullable<T>;
}

/** The newest quote request (as the cleaner sees open requests) whose description contains `marker`. */
export async function findOpenRequest(cleaner: SupabaseClient, marker: string): Promise<string> {
  const rows = ok(
    await cleaner.from('quote_requests').select('id, description').eq('status', 'open').ilike('description', `%${marker}%`),
    'open requests',
  );
  if (rows.length !== 1) throw new Error(`expected one open request with ${marker}, got ${rows.length}`);
  return rows[0]!.id as string;
}
