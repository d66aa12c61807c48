/**
 * Measures insert → subscriber latency of postgres_changes under RLS (not a test: it reports
 * numbers and asserts nothing). Usage:
 *   npx tsx test/realtime/fanout-bench.ts [subscribers=500] [changesPerSecond=30] [seconds=10] [mode=filtered|unfiltered]
 * filtered: each subscriber listens to its own rows (`user_id=eq.<uid>`), as our notifications do;
 * unfiltered: every subscriber listens to the whole table and RLS alone decides.
 * TEST_DB=postgres runs it on a fresh PostgreSQL database.
 */
import WebSocket from 'ws';
import { startTestServer } from '../helpers/test-server';
import { createUser, type TestUser } from './helpers';

const [subscribers = 500, rate = 30, seconds = 10] = process.argv.slice(2, 5).map(Number);
const mode = process.argv[5] === 'unfiltered' ? 'unfiltered' : 'filtered';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function main() {
  const server = await startTestServer();
  const users: TestUser[] = [];
  for (let i = 0; i < subscribers; i++) users.push(await createUser(server));
  const latencies: number[] = [];
  const wsUrl = `${server.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${server.keys.anon}&vsn=2.0.0`;
  const sockets = await Promise.all(
    users.map(
      (u, i) =>
        new Promise<WebSocket>((resolve, reject) => {
          const ws = new WebSocket(wsUrl);
          ws.on('error', reject);
          ws.on('open', () => {
            const binding = { event: 'INSERT', schema: 'public', table: 'todos', ...(mode === 'filtered' ? { filter: `user_id=eq.${u.id}` } : {}) };
            ws.send(JSON.stringify(['1', '1', `realtime:bench${i}`, 'phx_join', { config: { postgres_changes: [binding] }, access_token: u.jwt }]));
          });
          ws.on('message', (data) => {
            const [, , , event, payload] = JSON.parse(String(data)) as [unknown, unknown, string, string, { data: { record: { title: string } } }];
            if (event === 'system') resolve(ws);
            if (event === 'postgres_changes') latencies.push(Date.now() - Number(payload.data.record.title));
          });
        }),
    ),
  );
  console.log(`${subscribers} subscribers joined (${mode}); inserting ${rate}/s for ${seconds}s on ${process.env.TEST_DB ?? 'pglite'}`);
  const total = rate * seconds;
  const started = Date.now();
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const owner = users[i % users.length]!;
    void server.db.query(`insert into public.todos (title, user_id) values ($1, $2)`, [String(Date.now()), owner.id]);
  }
  await new Promise((r) => setTimeout(r, 2000));
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(
    JSON.stringify({
      expected: total,
      delivered: latencies.length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted[sorted.length - 1],
    }),
  );
  for (const ws of sockets) ws.terminate();
  await server.stop();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
