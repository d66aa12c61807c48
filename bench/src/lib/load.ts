import autocannon from 'autocannon';
import pg from 'pg';
import type { Database } from '../../../local-supabase/src';
import { runPipeline } from '../../../local-supabase/src/db/pipeline';
import { summarize, type LatencySummary } from './stats';

export interface LoadResult extends LatencySummary {
  rps: number;
  errors: number;
}

export interface HttpCase {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** autocannon against one URL; latencies from every response (exact p95, which autocannon's summary lacks). */
export async function httpLoad(base: string, c: HttpCase, connections: number, seconds: number): Promise<LoadResult> {
  const latencies: number[] = [];
  let bad = 0;
  const instance = autocannon({ url: base + c.path, method: c.method, headers: c.headers, body: c.body, connections, duration: seconds, timeout: 10 });
  instance.on('response', (_client, status, _bytes, ms) => {
    latencies.push(ms);
    if (status >= 300) bad++;
  });
  const r = await instance;
  return { ...summarize(latencies), rps: r.requests.total / r.duration, errors: bad + r.errors + r.timeouts };
}

/** One statement as local-supabase runs it: BEGIN, set_config (role + claims), statement, COMMIT. */
export interface SqlCase {
  readOnly: boolean;
  queries: { sql: string; params: unknown[] }[];
  /** How local-supabase sent them: one pipeline with COMMIT, one pipeline then COMMIT, or one statement at a time. */
  mode: 'pipeline' | 'pipeline+commit' | 'sequential';
}

/** The same SQL straight through `pg` (pool of `poolSize`, `workers` concurrent callers in a closed loop). */
export async function pgLoad(url: string, c: SqlCase, workers: number, seconds: number, poolSize = 20): Promise<LoadResult> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => undefined);
  return closedLoop(workers, seconds, async () => {
    const client = await pool.connect();
    try {
      const begin = { sql: c.readOnly ? 'begin read only' : 'begin' };
      if (c.mode === 'pipeline') await runPipeline(client, [begin, ...c.queries, { sql: 'commit' }]);
      else if (c.mode === 'pipeline+commit') {
        await runPipeline(client, [begin, ...c.queries]);
        await client.query('commit');
      } else {
        await client.query(begin.sql);
        for (const q of c.queries) await client.query(q.sql, q.params as unknown[]);
        await client.query('commit');
      }
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }).finally(() => pool.end());
}

/** The same SQL on PGlite in-process (one connection, so transactions queue as they do in local-supabase). */
export async function pgliteLoad(db: Database, c: SqlCase, workers: number, seconds: number): Promise<LoadResult> {
  return closedLoop(workers, seconds, () =>
    db.transaction(async (tx) => {
      for (const q of c.queries) await tx.query(q.sql, q.params);
    }, { readOnly: c.readOnly }),
  );
}

async function closedLoop(workers: number, seconds: number, once: () => Promise<unknown>): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        try {
          await once();
          latencies.push(performance.now() - t0);
        } catch {
          errors++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { ...summarize(latencies), rps: latencies.length / elapsed, errors };
}
