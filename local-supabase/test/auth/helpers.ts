import { randomBytes } from 'node:crypto';
import { createClient, type AuthChangeEvent, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { TestServer } from '../helpers/test-server';

/** A fresh address per call, so tests in one file never collide. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

/** A Storage-like object kept in memory, to inspect what auth-js persists. */
export function memoryStorage(): { storage: { getItem(k: string): string | null; setItem(k: string, v: string): void; removeItem(k: string): void }; items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    storage: {
      getItem: (k) => items.get(k) ?? null,
      setItem: (k, v) => void items.set(k, v),
      removeItem: (k) => void items.delete(k),
    },
  };
}

/** Real fetch that also records each request's method and URL, to check what the client sent. */
export function recordingFetch(): { fetch: typeof fetch; calls: { method: string; url: string; body?: string }[] } {
  const calls: { method: string; url: string; body?: string }[] = [];
  const wrapped: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    calls.push({ method: (init?.method ?? 'GET').toUpperCase(), url, body: typeof init?.body === 'string' ? init.body : undefined });
    return fetch(input, init);
  };
  return { fetch: wrapped, calls };
}

/** An anon-key client with explicit auth options (default: no persistence, no auto-refresh). */
export function anonClient(server: TestServer, auth: NonNullable<SupabaseClientOptions<'public'>['auth']> = {}, fetchImpl?: typeof fetch): SupabaseClient {
  return createClient(server.url, server.keys.anon, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, ...auth },
    // Node 20 has no global WebSocket; supabase-js builds its realtime client eagerly.
    realtime: { transport: WebSocket as never },
    ...(fetchImpl ? { global: { fetch: fetchImpl } } : {}),
  });
}

/** A service_role client (admin API), built like anonClient. */
export function serviceClient(server: TestServer): SupabaseClient {
  return createClient(server.url, server.keys.serviceRole, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

/** Collects auth events of a client. */
export function collectEvents(client: SupabaseClient): AuthChangeEvent[] {
  const events: AuthChangeEvent[] = [];
  client.auth.onAuthStateChange((event) => {
    events.push(event);
  });
  return events;
}

/** auth-js emits events on the next tick; give it that tick. */
export const nextTick = () => new Promise((r) => setTimeout(r, 0));

/** Raw call to an Auth endpoint, with the headers auth-js sends. */
export async function authFetch(
  server: TestServer,
  path: string,
  init: { method?: string; body?: unknown; bearer?: string; versioned?: boolean; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    apikey: server.keys.anon,
    authorization: `Bearer ${init.bearer ?? server.keys.anon}`,
    ...(init.versioned === false ? {} : { 'x-supabase-api-version': '2024-01-01' }),
    ...(init.headers ?? {}),
  };
  if (init.body !== undefined) headers['content-type'] = 'application/json;charset=UTF-8';
  return fetch(`${server.url}/auth/v1${path}`, {
    method: init.method ?? (init.body !== undefined ? 'POST' : 'GET'),
    headers,
    body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
    redirect: 'manual',
  });
}

/** A JSON response body, for reading fields in assertions. */
export type JsonBody = Record<string, unknown> & { code?: string; message?: string };

/** Parses a response body as a JSON object. */
export async function jsonOf(r: Response): Promise<JsonBody> {
  return (await r.json()) as JsonBody;
}
