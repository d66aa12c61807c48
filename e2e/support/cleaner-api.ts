/**
 * The other sides of the cleaner journey, through the real API: an admin verifies/suspends, a guest and a client
 * post quote requests and book, a second cleaner tries to read someone else's documents. Clients come from
 * guest-api's helpers (connection details from the stack's /config.json; no keys in the tests).
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { DEMO_ADMIN, ok, signedInAs } from './guest-api';
import { E2E_WEB_URL } from './stack-config';
import { captchaFetch } from './captcha';

export { DEMO_ADMIN, ok, signedInAs };

/** A verified seeded cleaner (used as "another user" for the storage check). */
export const OTHER_CLEANER = 'cleaner02@demo.spotless.ng';
/** A seeded client. */
export const DEMO_CLIENT = 'client01@demo.spotless.ng';

class NoRealtimeFromNode {
  constructor() {
    throw new Error('realtime is not used from the Node side of the e2e tests');
  }
}

async function anonClient(): Promise<SupabaseClient> {
  const r = await fetch(`${E2E_WEB_URL}/config.json`);
  const { supabaseUrl, supabaseAnonKey } = (await r.json()) as { supabaseUrl: string; supabaseAnonKey: string };
  return createClient(supabaseUrl, supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: captchaFetch },
    realtime: { transport: NoRealtimeFromNode as unknown as typeof WebSocket },
  });
}

/** A guest: an anonymous session, as the public pages create one. */
export async function guestSession(): Promise<SupabaseClient> {
  const client = await anonClient();
  ok(await client.auth.signInAnonymously(), 'anonymous sign-in');
  return client;
}

/** No session at all (what a visitor's first request is). */
export function visitor(): Promise<SupabaseClient> {
  return anonClient();
}

/** Creates an open quote request in Lagos and returns its id. */
export async function postQuoteRequest(
  as: SupabaseClient,
  fields: { location: string; description: string; fullName?: string; phone?: string; email?: string },
): Promise<string> {
  return ok(
    await as.rpc('create_quote_request', {
      p_service_type: 'Deep Cleaning',
      p_location: fields.location,
      p_description: fields.description,
      p_full_name: fields.fullName,
      p_phone: fields.phone,
      p_email: fields.email,
      p_budget: '₦20,000 - ₦30,000',
      p_state: 'Lagos',
    }),
    'create_quote_request',
  ) as string;
}

/** The id of `cleanerId`'s bid on a request, read as the requester. */
export async function bidOf(requester: SupabaseClient, quoteRequestId: string, cleanerId: string): Promise<string> {
  const rows = ok(await requester.from('bids').select('id').eq('quote_request_id', quoteRequestId).eq('cleaner_id', cleanerId), 'bids') as Array<{ id: string }>;
  if (rows.length !== 1) throw new Error(`expected one bid, got ${rows.length}`);
  return rows[0]!.id;
}

/** A direct booking of `cleanerId` by a signed-in client; returns its id. */
export async function bookCleaner(client: SupabaseClient, cleanerId: string, location: string, budgetKobo: number): Promise<string> {
  return ok(
    await client.rpc('create_booking', {
      p_cleaner_id: cleanerId,
      p_services: ['House Cleaning'],
      p_location: location,
      p_num_rooms: 3,
      p_building_type: 'residential',
      p_building_condition: 'old',
      p_has_water: true,
      p_special_request: 'Please bring your own mop.',
      p_budget_kobo: budgetKobo,
    }),
    'create_booking',
  ) as string;
}

/** A tiny valid PNG (1×1) for uploads. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A minimal PDF document. */
export const PDF_MIN = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
