/**
 * Issue 9 §3 — REST throughput and latency (autocannon, loopback, 50 connections, bounded duration) on PostgreSQL
 * (a fresh database with migrations + seed) and PGlite, each beside the same SQL run without local-supabase:
 * through `pg` with the same concurrency (PostgreSQL) or on PGlite in-process. "The same SQL" is captured from
 * local-supabase itself: an in-process instance serves each request once and records the statements of its
 * transaction (BEGIN, set_config of role + claims, the statement, COMMIT), which the direct runs then replay.
 * Also reports local-supabase's RSS idle and under this load (issue 9 §6).
 */
import path from 'node:path';
import { openPglite, startLocalSupabase, type Database } from '../../local-supabase/src';
import { httpLoad, pgLoad, pgliteLoad, type HttpCase, type LoadResult, type SqlCase } from './lib/load';
import { atLeast, atMost, fmt, int, type Benchmark, type Table } from './lib/report';
import { median } from './lib/stats';
import {
  createDatabase,
  JWT_SECRET,
  PORTS,
  rssBytes,
  sampleRss,
  seed,
  signIn,
  sleep,
  startSupabase,
  tmpDir,
  type Supabase,
} from './lib/stack';
import { rmSync } from 'node:fs';

const CONNECTIONS = Number(process.env.BENCH_REST_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_REST_SECONDS ?? 6);
const WARMUP_SECONDS = 1;
const AB_ROUNDS = 3;
/**
 * On PostgreSQL each case is measured in this many rounds, REST then direct in turn, and the median round of each is
 * reported: the host's speed drifts over a run, and a REST sample and a direct one taken a minute apart compared that
 * drift as well as local-supabase's cost (single rounds of the indexed GET gave 1.39x, 1.52x and 2.99x in one hour).
 */
const ROUNDS = Number(process.env.BENCH_REST_ROUNDS ?? 3);
const CLIENT = 'client01@demo.spotless.ng';
/** Inserts run as another client, so the rows they add never change what the read cases return. */
const WRITER = 'client02@demo.spotless.ng';

interface Case {
  key: string;
  label: string;
  /** Demo account the case signs in as (default CLIENT). */
  as?: string;
  http(auth: { token: string; userId: string; anonKey: string }): HttpCase;
}

const json = (anonKey: string, token: string) => ({ apikey: anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' });

const CASES: Case[] = [
  {
    key: 'get',
    label: 'indexed GET under RLS (my notifications)',
    http: (a) => ({ method: 'GET', path: `/rest/v1/notifications?recipient_id=eq.${a.userId}&order=created_at.desc&limit=20`, headers: json(a.anonKey, a.token) }),
  },
  {
    key: 'embed',
    label: 'embedded select (my quote requests with bids)',
    http: (a) => ({
      method: 'GET',
      path: `/rest/v1/quote_requests?select=id,service_type,status,created_at,bids!bids_quote_request_id_fkey(id,amount_kobo,status)&requester_id=eq.${a.userId}&order=created_at.desc&limit=20`,
      headers: json(a.anonKey, a.token),
    }),
  },
  {
    key: 'search',
    label: 'cleaner search (rpc/search_cleaners, Lagos)',
    http: (a) => ({ method: 'POST', path: '/rest/v1/rpc/search_cleaners', headers: json(a.anonKey, a.token), body: JSON.stringify({ p_state: 'Lagos', p_limit: 24 }) }),
  },
  {
    key: 'insert',
    label: 'insert through an RPC (rpc/create_quote_request as a client)',
    as: WRITER,
    http: (a) => ({
      method: 'POST',
      path: '/rest/v1/rpc/create_quote_request',
      headers: json(a.anonKey, a.token),
      body: JSON.stringify({ p_service_type: 'House Cleaning', p_location: '12 Bench Road, Ikeja', p_description: 'Bench: two-bedroom flat', p_state: 'Lagos', p_num_rooms: 2 }),
    }),
  },
];

/** Signs in every account the cases use; returns the credentials for a case. */
async function signInAll(s: { url: string; anonKey: string }): Promise<(c: Case) => { token: string; userId: string; anonKey: string }> {
  const users = new Map<string, { token: string; userId: string; anonKey: string }>();
  for (const email of new Set(CASES.map((c) => c.as ?? CLIENT))) users.set(email, { ...(await signIn(s, email)), anonKey: s.anonKey });
  return (c) => users.get(c.as ?? CLIENT)!;
}

/**
 * Serves each case once from an in-process local-supabase on `databaseUrl` and records the SQL of its transaction.
 */
async function captureSql(databaseUrl: string): Promise<Record<string, SqlCase>> {
  const dataDir = tmpDir('capture');
  const server = await startLocalSupabase({ port: 0, databaseUrl, dataDir, jwtSecret: JWT_SECRET, logLevel: 'silent', rateLimits: false });
  const out: Record<string, SqlCase> = {};
  try {
    const auth = await signInAll({ url: server.url, anonKey: server.keys.anon });
    const db = server.db as Database;
    const original = { transaction: db.transaction.bind(db), batch: db.batch?.bind(db) };
    let current: SqlCase | undefined;
    db.transaction = (fn, options) =>
      original.transaction((tx) => {
        const record: SqlCase = { readOnly: !!options?.readOnly, queries: [], mode: 'sequential' };
        current = record;
        return fn({
          query: (sql, params = []) => (record.queries.push({ sql, params }), tx.query(sql, params)),
          exec: (sql) => tx.exec(sql),
        });
      }, options);
    if (original.batch) {
      const batch = original.batch;
      db.batch = (statements, options) => {
        current = {
          readOnly: !!options?.readOnly,
          queries: statements.map((s) => ({ sql: s.sql, params: s.params ?? [] })),
          mode: options?.decide ? 'pipeline+commit' : 'pipeline',
        };
        return batch(statements, options);
      };
    }
    for (const c of CASES) {
      current = undefined;
      const h = c.http(auth(c));
      const r = await fetch(server.url + h.path, { method: h.method, headers: h.headers, body: h.body });
      if (!r.ok) throw new Error(`capture ${c.key}: ${r.status} ${await r.text()}`);
      await r.arrayBuffer();
      if (!current) throw new Error(`capture ${c.key}: no transaction seen`);
      out[c.key] = current;
    }
    db.transaction = original.transaction;
    if (original.batch) db.batch = original.batch;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return out;
}

interface Measured {
  db: 'PostgreSQL' | 'PGlite';
  c: Case;
  rest: LoadResult;
  direct: LoadResult;
}

/** The sample with the median req/s (the lower middle one for an even count). */
function medianRun(runs: LoadResult[]): LoadResult {
  return [...runs].sort((a, b) => a.rps - b.rps)[(runs.length - 1) >> 1]!;
}

/** One case's median REST load and, when paired, its median direct replay. */
interface CaseRun {
  c: Case;
  rest: LoadResult;
  direct?: LoadResult;
}

/** REST rounds paired with direct replays of the same SQL (PostgreSQL, where both can run against one database). */
interface Pairing {
  rounds: number;
  replay(c: Case): Promise<LoadResult>;
  /** Receives one row per round: case, round, REST req/s and p95, direct req/s and p95, overhead. */
  roundRows: (string | number)[][];
}

/**
 * Loads each case through `s`. With `pairing`, each case runs that many rounds, each REST load followed at once by the
 * direct replay so both sides of a ratio see the host in the same state, and the median round of each side counts.
 * Returns the memory readings too.
 */
async function restRuns(s: Supabase, db: Measured['db'], pairing?: Pairing): Promise<{ runs: CaseRun[]; idle: number; peak: number }> {
  await sleep(2000);
  const idle = rssBytes(s.pid);
  const auth = await signInAll(s);
  // JIT warm-up of the whole path before the first measured case (the per-case warm-up alone left it cold).
  await httpLoad(s.url, CASES[0]!.http(auth(CASES[0]!)), CONNECTIONS, 3);
  const sampler = sampleRss(s.pid);
  const runs: CaseRun[] = [];
  let peak = 0;
  try {
    for (const c of CASES) {
      const h = c.http(auth(c));
      const rest: LoadResult[] = [];
      const direct: LoadResult[] = [];
      for (let round = 1; round <= (pairing?.rounds ?? 1); round++) {
        await httpLoad(s.url, h, CONNECTIONS, WARMUP_SECONDS);
        const r = await httpLoad(s.url, h, CONNECTIONS, SECONDS);
        rest.push(r);
        console.log(`  ${db} REST ${c.key} round ${round}: ${int(r.rps)} req/s p95 ${fmt(r.p95)} ms errors ${r.errors}`);
        if (!pairing) continue;
        const d = await pairing.replay(c);
        direct.push(d);
        console.log(`  ${db} direct ${c.key} round ${round}: ${int(d.rps)} req/s p95 ${fmt(d.p95)} ms errors ${d.errors}`);
        pairing.roundRows.push([c.label, round, int(r.rps), fmt(r.p95), int(d.rps), fmt(d.p95), `${fmt(d.rps / r.rps, 2)}x`]);
      }
      runs.push({ c, rest: medianRun(rest), direct: direct.length ? medianRun(direct) : undefined });
    }
  } finally {
    peak = sampler.stop();
  }
  return { runs, idle, peak };
}

/**
 * The REST hot path before and after pipelining, on the same database at the same time: two servers, one with
 * REST_PIPELINE=off (BEGIN, settings, statement, COMMIT as 4 round trips, as before), one pipelined (1 round trip),
 * loaded alternately with the indexed GET, AB_ROUNDS times each.
 */
async function hotPathAB(databaseUrl: string): Promise<(string | number)[][]> {
  const dirs = [tmpDir('ab-off'), tmpDir('ab-on')];
  const [off, on] = await Promise.all([
    startSupabase({ port: PORTS.restAb, dataDir: dirs[0]!, databaseUrl, env: { REST_PIPELINE: 'off' } }),
    startSupabase({ port: PORTS.restPostgres, dataDir: dirs[1]!, databaseUrl }),
  ]);
  const rows: (string | number)[][] = [];
  const rps: Record<string, number[]> = {};
  const p95: Record<string, number[]> = {};
  try {
    for (let round = 1; round <= AB_ROUNDS; round++) {
      for (const [label, s] of [['4 round trips (REST_PIPELINE=off, as before)', off], ['1 round trip (pipelined, now)', on]] as const) {
        const h = CASES[0]!.http({ ...(await signIn(s, CLIENT)), anonKey: s.anonKey });
        await httpLoad(s.url, h, CONNECTIONS, WARMUP_SECONDS);
        const r = await httpLoad(s.url, h, CONNECTIONS, SECONDS);
        console.log(`  A/B ${label} round ${round}: ${int(r.rps)} req/s p95 ${fmt(r.p95)} ms`);
        rows.push([label, round, int(r.rps), fmt(r.p50), fmt(r.p95), fmt(r.p99), int(r.errors)]);
        (rps[label] ??= []).push(r.rps);
        (p95[label] ??= []).push(r.p95);
      }
    }
    for (const label of Object.keys(rps)) rows.push([`${label}: median`, '-', int(median(rps[label]!)), '-', fmt(median(p95[label]!)), '-', '-']);
  } finally {
    await Promise.all([off.stop(), on.stop()]);
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
  return rows;
}

async function onPostgres(
  measured: Measured[],
  memory: (string | number)[][],
  ab: (string | number)[][],
  rounds: (string | number)[][],
): Promise<Record<string, SqlCase>> {
  const database = await createDatabase('rest');
  const dataDir = tmpDir('rest-pg');
  try {
    await seed(dataDir, database.url);
    const sql = await captureSql(database.url);
    const s = await startSupabase({ port: PORTS.restPostgres, dataDir, databaseUrl: database.url });
    let run: Awaited<ReturnType<typeof restRuns>>;
    try {
      // The idle server stays up during the direct rounds: it takes no CPU while nothing calls it.
      const replay = async (c: Case) => {
        await pgLoad(database.url, sql[c.key]!, CONNECTIONS, WARMUP_SECONDS);
        return pgLoad(database.url, sql[c.key]!, CONNECTIONS, SECONDS);
      };
      run = await restRuns(s, 'PostgreSQL', { rounds: ROUNDS, replay, roundRows: rounds });
    } finally {
      await s.stop();
    }
    for (const { c, rest, direct } of run.runs) measured.push({ db: 'PostgreSQL', c, rest, direct: direct! });
    memory.push(['PostgreSQL', fmt(run.idle / 2 ** 20, 0), fmt(run.peak / 2 ** 20, 0)]);
    ab.push(...(await hotPathAB(database.url)));
    return sql;
  } finally {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPglite(sql: Record<string, SqlCase>, measured: Measured[], memory: (string | number)[][]): Promise<void> {
  const dataDir = tmpDir('rest-pglite');
  try {
    await seed(dataDir);
    // Direct runs first: one process at a time may open a PGlite folder.
    const direct: Record<string, LoadResult> = {};
    const db = await openPglite(path.join(dataDir, 'pgdata'));
    try {
      for (const c of CASES) {
        await pgliteLoad(db, sql[c.key]!, CONNECTIONS, WARMUP_SECONDS);
        direct[c.key] = await pgliteLoad(db, sql[c.key]!, CONNECTIONS, SECONDS);
        console.log(`  PGlite direct ${c.key}: ${int(direct[c.key]!.rps)} req/s p95 ${fmt(direct[c.key]!.p95)} ms errors ${direct[c.key]!.errors}`);
      }
    } finally {
      await db.close();
    }
    const s = await startSupabase({ port: PORTS.restPglite, dataDir });
    try {
      const run = await restRuns(s, 'PGlite');
      memory.push(['PGlite', fmt(run.idle / 2 ** 20, 0), fmt(run.peak / 2 ** 20, 0)]);
      for (const { c, rest } of run.runs) measured.push({ db: 'PGlite', c, rest, direct: direct[c.key]! });
    } finally {
      await s.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function rows(measured: Measured[]): (string | number)[][] {
  return measured.map(({ db, c, rest, direct }) => {
    const overhead = direct.rps / rest.rps;
    const goals: string[] = [];
    if (db === 'PostgreSQL' && c.key === 'get') goals.push(`req/s ≥ 2,000: ${atLeast(rest.rps, 2000)}`, `p95 ≤ 20 ms: ${atMost(rest.p95, 20)}`);
    if (db === 'PostgreSQL') goals.push(`overhead ≤ 2x: ${atMost(overhead, 2)}`);
    return [
      db,
      c.label,
      int(rest.rps),
      fmt(rest.p50),
      fmt(rest.p95),
      fmt(rest.p99),
      int(rest.errors),
      int(direct.rps),
      fmt(direct.p95),
      int(direct.errors),
      `${fmt(overhead, 2)}x`,
      goals.join('; ') || '- (no goal on PGlite)',
    ];
  });
}

export const restBench: Benchmark = {
  name: 'rest',
  title: `3. REST (autocannon, ${CONNECTIONS} connections, ${SECONDS} s per case, loopback)`,
  async run() {
    const measured: Measured[] = [];
    const memory: (string | number)[][] = [];
    const ab: (string | number)[][] = [];
    const rounds: (string | number)[][] = [];
    const sql = await onPostgres(measured, memory, ab, rounds);
    await onPglite(sql, measured, memory);
    const main: Table = {
      title: 'local-supabase REST vs the same SQL without it',
      columns: ['db', 'case', 'REST req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'direct req/s', 'direct p95 ms', 'direct errors', 'overhead (direct/REST req/s)', 'goal: meets'],
      rows: rows(measured),
      notes: [
        `Direct = the statements local-supabase ran for that request, captured from an in-process instance (settings statement: role + claims with set_config, then the statement, inside BEGIN … COMMIT; sent as ${Object.entries(sql).map(([k, v]) => `${k}: ${v.mode}`).join(', ')}), replayed the same way with ${CONNECTIONS} concurrent callers: on PostgreSQL through a pg pool of 20 (local-supabase's pool size), on PGlite in-process (one statement at a time). So the overhead is local-supabase's own cost: HTTP, JWT, parsing, SQL building, JSON response.`,
        `Each case: ${WARMUP_SECONDS} s warm-up, then ${SECONDS} s measured (on PostgreSQL ${ROUNDS} rounds, REST and direct in turn, median round reported); latencies are per response (autocannon for REST, wall time per transaction for direct). Client, server and database share the same 2 cores.`,
        'Goals on PostgreSQL: indexed GET ≥ 2,000 req/s and p95 ≤ 20 ms at 50 concurrent; overhead ≤ 2x.',
      ],
    };
    const mem: Table = {
      title: 'local-supabase memory (RSS of the server process, MiB) — issue 9 §6',
      columns: ['db', 'idle after start', 'peak under the REST load above'],
      rows: memory,
      notes: ['PGlite runs the database inside the server process, so its RSS includes the database; on PostgreSQL the server is only the HTTP layer.'],
    };
    const abTable: Table = {
      title: 'Hot path before/after on PostgreSQL: indexed GET, two servers on the same database, loaded alternately',
      columns: ['server', 'round', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors'],
      rows: ab,
      notes: ['REST_PIPELINE=off makes local-supabase send BEGIN, the settings statement, the statement and COMMIT one at a time (the code before this change); the default pipelines them in one round trip.'],
    };
    const roundsTable: Table = {
      title: `PostgreSQL rounds behind the medians above (REST, then the same SQL through pg at once; ${ROUNDS} rounds per case)`,
      columns: ['case', 'round', 'REST req/s', 'REST p95 ms', 'direct req/s', 'direct p95 ms', 'overhead'],
      rows: rounds,
      notes: ['The table above reports, per side, the round with the median req/s; its overhead is the ratio of those two medians.'],
    };
    return { tables: [main, roundsTable, abTable, mem] };
  },
};
