/**
 * Load, short form: 50 concurrent simulated guests for 10 s run quote → bids → award through local-supabase on a
 * fresh PostgreSQL database with the real migrations and seed. No request may fail and the rows must add up exactly.
 * Prints p50/p95/max per step (timings are reported, never asserted). The 60 s form lives in bench/.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ws from 'ws';
import { startLocalSupabase, type LocalSupabase } from '../../src';
import { REPO_MIGRATIONS, seedSql, tempDatabase } from './helpers';
import { runQuoteBidAwardLoad, summarise } from './load-scenario';

jest.setTimeout(300_000);

let db: Awaited<ReturnType<typeof tempDatabase>>;
let server: LocalSupabase;
const dataDir = path.join(os.tmpdir(), `ls-load-${randomBytes(4).toString('hex')}`);

beforeAll(async () => {
  db = await tempDatabase('ls_load');
  server = await startLocalSupabase({
    port: 0,
    dataDir,
    databaseUrl: db.url,
    migrationsDir: REPO_MIGRATIONS,
    logLevel: 'silent',
    rateLimits: false,
    jwtSecret: 'load-secret-with-at-least-32-characters-long!',
  });
  await server.db.transaction((tx) => tx.exec(seedSql()));
  // Each simulated guest requests many quotes in 10 s: the product's hourly write limits would refuse them.
  await server.db.query('update public.write_limits set per_session = null, per_ip = null');
});

afterAll(async () => {
  await server?.stop();
  await db?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const count = async (sql: string, params: unknown[] = []) => Number((await server.db.query<{ n: string }>(sql, params)).rows[0]!.n);

test('50 users × 10 s of quote → bids → award: zero errors and exact row counts', async () => {
  const before = {
    requests: await count(`select count(*) as n from public.quote_requests`),
    bids: await count(`select count(*) as n from public.bids`),
    bookings: await count(`select count(*) as n from public.bookings`),
  };
  const cleaners = Array.from({ length: 12 }, (_, i) => ({ email: `cleaner${String(i + 1).padStart(2, '0')}@demo.spotless.ng`, password: 'Spotless#2025' }));
  const result = await runQuoteBidAwardLoad({ url: server.url, anonKey: server.keys.anon, users: 50, durationMs: 10_000, cleaners, transport: ws });
  const table = summarise(result);
  process.stdout.write(
    `\nload: ${result.awarded} awards by 50 users in ${(result.elapsedMs / 1000).toFixed(1)} s on PostgreSQL\n` +
      Object.entries(table).map(([step, s]) => `  ${step.padEnd(10)} n=${String(s.n).padStart(5)}  p50=${s.p50} ms  p95=${s.p95} ms  max=${s.max} ms`).join('\n') +
      '\n',
  );

  expect(result.errors).toEqual([]);
  expect(result.awarded).toBeGreaterThanOrEqual(50);
  expect(result.quotes).toBe(result.awarded);
  const ids = result.requestIds;
  expect(new Set(ids).size).toBe(ids.length);
  // Exactly what the scenario did, no more and no less.
  expect(await count(`select count(*) as n from public.quote_requests`)).toBe(before.requests + result.quotes);
  expect(await count(`select count(*) as n from public.bids`)).toBe(before.bids + result.bids);
  expect(await count(`select count(*) as n from public.bookings`)).toBe(before.bookings + result.awarded);
  expect(await count(`select count(*) as n from public.quote_requests where id = any($1) and status = 'awarded' and awarded_bid_id is not null`, [ids])).toBe(result.awarded);
  expect(await count(`select count(*) as n from public.bids where quote_request_id = any($1) and status = 'accepted'`, [ids])).toBe(result.awarded);
  expect(await count(`select count(*) as n from public.bids where quote_request_id = any($1) and status = 'rejected'`, [ids])).toBe(result.bids - result.awarded);
  // Each booking is at the lowest bid of its request.
  expect(
    await count(
      `select count(*) as n from public.bookings b join public.bids w on w.id = (select id from public.bids where quote_request_id = b.quote_request_id order by amount_kobo limit 1)
        where b.quote_request_id = any($1) and b.price_kobo = w.amount_kobo and w.status = 'accepted' and b.status = 'accepted'`,
      [ids],
    ),
  ).toBe(result.awarded);
});
