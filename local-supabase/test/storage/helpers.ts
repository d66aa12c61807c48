import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from '../helpers/test-server';

export { startTestServer, type TestServer };

/**
 * Stops a test server. Open keep-alive sockets are closed first: a socket whose last (streamed)
 * response finished just before close() may not count as idle yet, and server.close() would then
 * wait for the 72 s keep-alive timeout.
 */
export async function stopServer(server: TestServer | undefined): Promise<void> {
  if (!server) return;
  server.app.server.closeAllConnections();
  await server.stop();
}

/** A user row in auth.users plus a supabase-js client that sends their access token. */
export interface TestUser {
  id: string;
  email: string;
  token: string;
  client: SupabaseClient;
}

/**
 * Creates a user directly in auth.users and mints an access token for them (HS256 with the
 * server's secret, claims as Auth issues them, §1.4), so storage tests do not depend on the Auth
 * service.
 */
export async function createUser(server: TestServer, appMetadata: Record<string, unknown> = {}): Promise<TestUser> {
  const id = randomUUID();
  const email = `storage-${id.slice(0, 8)}@example.com`;
  const app_metadata = { provider: 'email', providers: ['email'], ...appMetadata };
  await server.db.query(
    `insert into auth.users (id, aud, role, email, email_confirmed_at, raw_app_meta_data) values ($1, 'authenticated', 'authenticated', $2, now(), $3::jsonb)`,
    [id, email, JSON.stringify(app_metadata)],
  );
  const token = await mintToken(server, {
    sub: id,
    email,
    phone: '',
    app_metadata,
    user_metadata: {},
    role: 'authenticated',
    aud: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: Math.floor(Date.now() / 1000) }],
    session_id: randomUUID(),
    is_anonymous: false,
  });
  return { id, email, token, client: clientWithToken(server, token) };
}

/** Signs arbitrary claims with the server's JWT secret (default lifetime one hour). */
export async function mintToken(server: TestServer, claims: Record<string, unknown>, expiresIn = 3600): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ iss: `${server.url}/auth/v1`, ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .sign(new TextEncoder().encode(server.config.jwtSecret));
}

// Node 20 has no global WebSocket; supabase-js refuses to build its realtime client without one.
const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: WebSocket as never },
};

/** supabase-js with the anon key as apikey and `token` as the bearer. */
export function clientWithToken(server: TestServer, token: string): SupabaseClient {
  return createClient(server.url, server.keys.anon, { ...clientOptions, global: { headers: { Authorization: `Bearer ${token}` } } });
}

/** supabase-js signed out (anon key). */
export function anonClient(server: TestServer): SupabaseClient {
  return createClient(server.url, server.keys.anon, clientOptions);
}

/** supabase-js with the service_role key (bypasses RLS). */
export function serviceClient(server: TestServer): SupabaseClient {
  return createClient(server.url, server.keys.serviceRole, clientOptions);
}

/** The storage.objects row of an object, read with the server's own privileges. */
export async function objectRow(server: TestServer, bucket: string, name: string) {
  const r = await server.db.query<{ id: string; owner: string | null; owner_id: string | null; metadata: Record<string, unknown> }>(
    `select id, owner, owner_id, metadata from storage.objects where bucket_id = $1 and name = $2`,
    [bucket, name],
  );
  return r.rows[0];
}

/** A fetch response body as a JSON object (Node's fetch types it as unknown). */
export async function jsonOf(res: Response): Promise<Record<string, unknown>> {
  return (await res.json()) as Record<string, unknown>;
}
