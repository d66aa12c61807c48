/**
 * The other side of the client journeys through the real API (supabase-js against the stack's local-supabase):
 * seeded verified cleaners accept, complete and bid; a seeded admin matches schedules. Connection details come from
 * the stack's /config.json, like the browser's.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { ok } from './guest-api';
import { E2E_WEB_URL } from './stack-config';
import { captchaFetch } from './captcha';
import { passMfaIfAdmin } from './admin-mfa';

export const DEMO_PASSWORD = 'Spotless#2025';
/** Seeded verified, active cleaners. */
export const CLEANER_A = 'cleaner01@demo.spotless.ng';
export const CLEANER_B = 'cleaner02@demo.spotless.ng';
export const ADMIN = 'admin1@demo.spotless.ng';

let config: Promise<{ supabaseUrl: string; supabaseAnonKey: string }> | null = null;

function stackConfig() {
  config ??= fetch(`${E2E_WEB_URL}/config.json`).then(async (r) => {
    if (!r.ok) throw new Error(`config.json: ${r.status}`);
    return (await r.json()) as { supabaseUrl: string; supabaseAnonKey: string };
  });
  return config;
}

/** Node 20 has no WebSocket; the API side never subscribes (the browser does), so fail loudly if it ever tries. */
class NoRealtimeFromNode {
  constructor() {
    throw new Error('realtime is not used from the Node side of the e2e tests');
  }
}

/** A supabase-js client signed in as `email` (no persistence). */
export async function apiAs(email: string, password = DEMO_PASSWORD): Promise<SupabaseClient> {
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

/** The data of a supabase-js result, or a thrown error naming what failed (one helper for every journey). */
export const must = ok;

/** The signed-in API user's id. */
export async function idOf(client: SupabaseClient): Promise<string> {
  const { data, error } = await client.auth.getUser();
  if (error || !data.user) throw new Error(`getUser: ${error?.message}`);
  return data.user.id;
}

/** A cleaner's public name and id (as anyone reads listed cleaners). */
export async function cleanerCard(cleaner: SupabaseClient): Promise<{ id: string; name: string }> {
  const id = await idOf(cleaner);
  const row = must(await cleaner.from('cleaner_profiles').select('display_name').eq('user_id', id).single(), 'cleaner profile');
  return { id, name: row.display_name as string };
}

/** The one open quote request whose description contains `marker`, as a verified cleaner sees it. */
export async function openRequestWith(cleaner: SupabaseClient, marker: string): Promise<string> {
  const rows = must(await cleaner.from('quote_requests').select('id').eq('status', 'open').ilike('description', `%${marker}%`), 'open requests');
  if (rows.length !== 1) throw new Error(`expected one open request with ${marker}, got ${rows.length}`);
  return rows[0]!.id as string;
}
