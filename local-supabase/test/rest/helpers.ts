import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import ws from 'ws';
import { startTestServer, type TestServer } from '../helpers/test-server';

export { startTestServer, type TestServer };

// Node 20 has no global WebSocket: supabase-js's realtime client needs one at construction.
const CLIENT_OPTIONS = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: ws as never },
};

export interface TestUser {
  id: string;
  email: string;
  jwt: string;
  client: SupabaseClient;
}

/** Signs an HS256 access token shaped like Auth's (supabase-protocol.md §1.4) with the server's secret. */
export async function mintJwt(server: TestServer, claims: Record<string, unknown>, expiresIn = 3600): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ aud: 'authenticated', role: 'authenticated', ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .sign(new TextEncoder().encode(server.config.jwtSecret));
}

/** A supabase-js client sending `jwt` as the bearer token (anon key as apikey). */
export function clientWithToken(server: TestServer, jwt: string): SupabaseClient {
  return createClient(server.url, server.keys.anon, {
    ...CLIENT_OPTIONS,
    global: { headers: { Authorization: `Bearer ${jwt}` } },
  });
}

/** A supabase-js client with the anon key. */
export function anonClient(server: TestServer): SupabaseClient {
  return createClient(server.url, server.keys.anon, CLIENT_OPTIONS);
}

/** A supabase-js client with the service_role key. */
export function serviceClient(server: TestServer): SupabaseClient {
  return createClient(server.url, server.keys.serviceRole, CLIENT_OPTIONS);
}

/** Inserts a user into auth.users (as the superuser) and returns a client carrying their token. */
export async function createUser(server: TestServer, email = `u-${randomUUID().slice(0, 8)}@example.com`): Promise<TestUser> {
  const id = randomUUID();
  await server.db.query(`insert into auth.users (id, email, aud, role, email_confirmed_at) values ($1, $2, 'authenticated', 'authenticated', now())`, [id, email]);
  const jwt = await mintJwt(server, {
    sub: id,
    email,
    phone: '',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: Math.floor(Date.now() / 1000) }],
    session_id: randomUUID(),
    is_anonymous: false,
  });
  return { id, email, jwt, client: clientWithToken(server, jwt) };
}

/** Raw fetch against /rest/v1 with the anon key (for wire details supabase-js hides). */
export function rest(server: TestServer, path: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<Response> {
  return fetch(`${server.url}/rest/v1${path}`, {
    ...init,
    headers: { apikey: server.keys.anon, Authorization: `Bearer ${server.keys.anon}`, ...(init.headers ?? {}) },
  });
}
