import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import WebSocket from 'ws';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '../../src';

/**
 * Realtime test helpers: user tokens minted with the server's secret (claims per protocol §1.4),
 * supabase-js clients wired to the `ws` transport (Node 20 has no global WebSocket), and waiting
 * primitives that fail loudly instead of hanging.
 */

export interface TestUser {
  id: string;
  email: string;
  jwt: string;
}

/** How long a test waits for something that must happen before calling it a failure. */
export const WAIT_MS = 15_000;

/** Signs an access token as Auth would issue it (HS256, the server's JWT secret). */
export async function mintUserJwt(server: LocalSupabase, sub: string, email: string, lifetimeSeconds = 3600): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    sub,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: now }],
    session_id: randomUUID(),
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(`${server.url}/auth/v1`)
    .setIssuedAt(now)
    .setExpirationTime(now + lifetimeSeconds)
    .sign(new TextEncoder().encode(server.config.jwtSecret));
}

/** Inserts a user into auth.users and returns it with a signed access token. */
export async function createUser(server: LocalSupabase, emailPrefix = 'rt'): Promise<TestUser> {
  const email = `${emailPrefix}-${randomUUID().slice(0, 8)}@example.com`;
  const r = await server.db.query<{ id: string }>(
    `insert into auth.users (email, email_confirmed_at, raw_app_meta_data) values ($1, now(), '{"provider":"email","providers":["email"]}') returning id`,
    [email],
  );
  const id = r.rows[0]!.id;
  return { id, email, jwt: await mintUserJwt(server, id, email) };
}

/** A supabase-js client; with a user it sends that user's token to REST and to Realtime. */
export function realtimeClient(server: LocalSupabase, user?: TestUser): SupabaseClient {
  const client = createClient(server.url, server.keys.anon, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
    global: user ? { headers: { Authorization: `Bearer ${user.jwt}` } } : undefined,
  });
  if (user) void client.realtime.setAuth(user.jwt);
  return client;
}

/** Rejects after WAIT_MS so a missing event fails the test with a message instead of a Jest timeout. */
export function withDeadline<T>(what: string, p: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), WAIT_MS);
  });
  return Promise.race([p, deadline]).finally(() => clearTimeout(timer));
}

/** Resolves once `check()` holds (re-checked every few milliseconds), or fails after WAIT_MS. */
export async function until(what: string, check: () => boolean): Promise<void> {
  let stopped = false;
  try {
    await withDeadline(
      what,
      new Promise<void>((resolve) => {
        const poll = () => {
          if (stopped) return;
          if (check()) resolve();
          else setTimeout(poll, 5);
        };
        poll();
      }),
    );
  } finally {
    stopped = true;
  }
}

/** Collects values pushed by callbacks and lets a test await the next one matching a predicate. */
export class Inbox<T> {
  readonly items: T[] = [];
  private waiters: { pred: (v: T) => boolean; resolve: (v: T) => void; from: number }[] = [];

  push = (v: T): void => {
    this.items.push(v);
    for (const w of [...this.waiters]) {
      if (this.items.length - 1 >= w.from && w.pred(v)) {
        this.waiters.splice(this.waiters.indexOf(w), 1);
        w.resolve(v);
      }
    }
  };

  /** The first item (already received or future) matching `pred`. */
  waitFor(what: string, pred: (v: T) => boolean = () => true): Promise<T> {
    const found = this.items.find(pred);
    if (found !== undefined) return Promise.resolve(found);
    return withDeadline(
      what,
      new Promise<T>((resolve) => this.waiters.push({ pred, resolve, from: this.items.length })),
    );
  }
}

export interface SubscribeResult {
  /** Statuses given to the subscribe callback, in order. */
  statuses: Inbox<string>;
  /** `system` messages received by the channel. */
  system: Inbox<Record<string, unknown>>;
}

/**
 * Subscribes and waits until the channel is usable: SUBSCRIBED, and for postgres_changes bindings
 * also the `system` ok, after which changes are delivered.
 */
export async function subscribe(channel: RealtimeChannel, opts: { changes?: boolean } = {}): Promise<SubscribeResult> {
  const statuses = new Inbox<string>();
  const system = new Inbox<Record<string, unknown>>();
  channel.on('system', {}, (p: Record<string, unknown>) => system.push(p));
  channel.subscribe((status, err) => statuses.push(err ? `${status}: ${err.message}` : status));
  const first = await statuses.waitFor('subscribe status', (s) => s !== 'CLOSED');
  if (first !== 'SUBSCRIBED') throw new Error(`subscribe failed: ${first}`);
  if (opts.changes) {
    const sys = await system.waitFor('postgres_changes system message', (p) => p.extension === 'postgres_changes');
    if (sys.status !== 'ok') throw new Error(`postgres_changes subscription failed: ${String(sys.message)}`);
  }
  return { statuses, system };
}

/** A raw Phoenix client over `ws` for protocol-level assertions. */
export class RawSocket {
  readonly frames = new Inbox<unknown[]>();
  readonly binary = new Inbox<Buffer>();
  private ref = 0;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data, isBinary) => {
      if (isBinary) this.binary.push(data as Buffer);
      else this.frames.push(JSON.parse(String(data)) as unknown[]);
    });
  }

  static open(server: LocalSupabase, apikey = server.keys.anon): Promise<RawSocket> {
    const url = `${server.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${encodeURIComponent(apikey)}&vsn=2.0.0`;
    const ws = new WebSocket(url);
    return withDeadline(
      'websocket open',
      new Promise<RawSocket>((resolve, reject) => {
        ws.once('open', () => resolve(new RawSocket(ws)));
        ws.once('error', reject);
      }),
    );
  }

  /** Sends `[joinRef, ref, topic, event, payload]` and returns the ref used. */
  send(joinRef: string | null, topic: string, event: string, payload: unknown): string {
    const ref = String(++this.ref);
    this.ws.send(JSON.stringify([joinRef, ref, topic, event, payload]));
    return ref;
  }

  /** The phx_reply to `ref`. */
  reply(ref: string): Promise<unknown[]> {
    return this.frames.waitFor(`reply to ref ${ref}`, (f) => f[1] === ref && f[3] === 'phx_reply');
  }

  close(): void {
    this.ws.close();
  }
}

/** Expected HTTP status of a refused WebSocket upgrade. */
export function upgradeStatus(server: LocalSupabase, apikey: string | undefined): Promise<number> {
  const query = apikey === undefined ? 'vsn=2.0.0' : `apikey=${encodeURIComponent(apikey)}&vsn=2.0.0`;
  const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}/realtime/v1/websocket?${query}`);
  return withDeadline(
    'upgrade response',
    new Promise<number>((resolve) => {
      ws.once('open', () => {
        ws.close();
        resolve(101);
      });
      ws.once('unexpected-response', (_req, res) => {
        resolve(res.statusCode ?? 0);
        res.resume();
      });
      ws.once('error', () => undefined);
    }),
  );
}
