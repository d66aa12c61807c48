/**
 * Issue 9 §4 — Realtime fan-out under RLS: 500 WebSocket subscribers (one user each), 30 notification inserts per
 * second for 30 s on PostgreSQL; insert → delivery latency p50/p95/p99 and losses. Filtered = each subscriber listens
 * to its own rows (`recipient_id=eq.<uid>`, as the product subscribes to notifications); unfiltered = every subscriber
 * listens to the whole table and RLS alone decides (reference). Each insert is for exactly one subscriber, so both
 * modes expect one delivery per insert. (Adapted from local-supabase/test/realtime/fanout-bench.ts, on the product's
 * schema and a separate server process.)
 */
import { rmSync } from 'node:fs';
import pg from 'pg';
import WebSocket from 'ws';
import { atMost, fmt, int, type Benchmark } from './lib/report';
import { summarize } from './lib/stats';
import { createDatabase, mintJwt, PORTS, sleep, startSupabase, tmpDir, type Supabase } from './lib/stack';

const SUBSCRIBERS = Number(process.env.BENCH_RT_SUBSCRIBERS ?? 500);
const RATE = Number(process.env.BENCH_RT_RATE ?? 30);
const SECONDS = Number(process.env.BENCH_RT_SECONDS ?? 30);

const userId = (i: number) => `be4c0bbb-0000-4000-8000-${(i + 1).toString(16).padStart(12, '0')}`;

async function createUsers(url: string): Promise<string[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(
    `insert into auth.users (id, email, raw_user_meta_data, email_confirmed_at, aud, role)
     select ('be4c0bbb-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid, 'rt-' || g || '@bench.spotless.ng',
            jsonb_build_object('full_name', 'Realtime Bench ' || g, 'phone', '+23481' || lpad(g::text, 8, '0'), 'account_type', 'client'),
            now(), 'authenticated', 'authenticated'
       from generate_series(1, $1::int) g`,
    [SUBSCRIBERS],
  );
  await c.end();
  return Array.from({ length: SUBSCRIBERS }, (_, i) => userId(i));
}

interface Outcome {
  expected: number;
  delivered: number;
  wrongRecipient: number;
  latencies: number[];
  joinSeconds: number;
}

async function fanOut(s: Supabase, dbUrl: string, users: string[], mode: 'filtered' | 'unfiltered'): Promise<Outcome> {
  const latencies: number[] = [];
  let wrongRecipient = 0;
  const wsUrl = `${s.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${s.anonKey}&vsn=1.0.0`;
  const joinStarted = Date.now();
  const sockets: WebSocket[] = [];
  await Promise.all(
    users.map(
      (uid, i) =>
        new Promise<void>((resolve, reject) => {
          const ws = new WebSocket(wsUrl);
          sockets.push(ws);
          const timer = setTimeout(() => reject(new Error(`subscriber ${i} not joined after 120 s`)), 120_000);
          ws.on('error', reject);
          ws.on('open', () => {
            const binding = { event: 'INSERT', schema: 'public', table: 'notifications', ...(mode === 'filtered' ? { filter: `recipient_id=eq.${uid}` } : {}) };
            ws.send(JSON.stringify({ topic: `realtime:bench${i}`, event: 'phx_join', payload: { config: { postgres_changes: [binding] }, access_token: mintJwt(uid) }, ref: '1', join_ref: '1' }));
          });
          ws.on('message', (data: WebSocket.RawData) => {
            const now = Date.now();
            const msg = JSON.parse(String(data)) as { event: string; payload: { data?: { record?: { message: string; recipient_id: string } } } };
            if (msg.event === 'system') {
              clearTimeout(timer);
              resolve();
            }
            if (msg.event === 'postgres_changes') {
              const record = msg.payload.data?.record;
              if (!record) return;
              if (record.recipient_id !== uid) wrongRecipient++;
              latencies.push(now - Number(record.message.split(' ')[1]));
            }
          });
        }),
    ),
  );
  const joinSeconds = (Date.now() - joinStarted) / 1000;
  const heartbeat = setInterval(() => {
    for (const ws of sockets) if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: 'hb' }));
  }, 20_000);
  const pool = new pg.Pool({ connectionString: dbUrl, max: 4 });
  const total = RATE * SECONDS;
  const started = Date.now();
  const inserts: Promise<unknown>[] = [];
  for (let i = 0; i < total; i++) {
    const wait = started + (i * 1000) / RATE - Date.now();
    if (wait > 0) await sleep(wait);
    inserts.push(
      pool.query(`insert into public.notifications (recipient_id, category, message) values ($1, 'system', $2)`, [users[i % users.length], `bench ${Date.now()}`]),
    );
  }
  await Promise.all(inserts);
  await sleep(5000);
  clearInterval(heartbeat);
  await pool.end();
  for (const ws of sockets) ws.terminate();
  return { expected: total, delivered: latencies.length, wrongRecipient, latencies, joinSeconds };
}

export const realtimeBench: Benchmark = {
  name: 'realtime',
  title: `4. Realtime fan-out (${SUBSCRIBERS} subscribers under RLS, ${RATE} inserts/s for ${SECONDS} s, PostgreSQL)`,
  async run() {
    const rows: (string | number)[][] = [];
    const notes: string[] = [];
    for (const mode of ['filtered', 'unfiltered'] as const) {
      const database = await createDatabase('rt');
      const dataDir = tmpDir('rt');
      const s = await startSupabase({ port: PORTS.realtime, dataDir, databaseUrl: database.url });
      try {
        const users = await createUsers(database.url);
        const o = await fanOut(s, database.url, users, mode);
        const l = summarize(o.latencies);
        const lost = o.expected - o.delivered;
        console.log(`  ${mode}: delivered ${o.delivered}/${o.expected}, p95 ${l.p95} ms`);
        rows.push([
          mode === 'filtered' ? 'filtered (recipient_id=eq.<uid>, as the product)' : 'unfiltered (whole table, RLS decides; reference)',
          int(o.expected),
          int(o.delivered),
          int(lost),
          fmt(l.p50, 0),
          fmt(l.p95, 0),
          fmt(l.p99, 0),
          fmt(l.max, 0),
          mode === 'filtered' ? `${atMost(l.p95, 100)} / ${lost === 0 && o.wrongRecipient === 0 ? 'yes' : 'NO'}` : `(reference) ${atMost(l.p95, 100)} / ${lost === 0 ? 'yes' : 'NO'}`,
        ]);
        notes.push(`${mode}: ${SUBSCRIBERS} subscribers joined in ${fmt(o.joinSeconds, 1)} s; deliveries to a subscriber other than the row's recipient: ${o.wrongRecipient}.`);
      } finally {
        await s.stop();
        await database.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
    return {
      tables: [
        {
          title: 'Insert → WebSocket delivery (ms; sender and subscribers in the bench process, same clock)',
          columns: ['subscription', 'inserts', 'delivered', 'lost', 'p50', 'p95', 'p99', 'max', 'goal p95 ≤ 100 ms / 0 lost: meets'],
          rows,
          notes: [
            ...notes,
            'Anchor: Supabase Realtime on its smallest tier, RLS, 500 subscribers: ~30 changes/s at p95 228 ms (performance notes).',
            'Inserts are made as the table owner through pg (notifications are written by security-definer code in the product); each goes to one of the 500 users in turn.',
          ],
        },
      ],
    };
  },
};
