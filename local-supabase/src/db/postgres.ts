import pg from 'pg';
import { runPipeline } from './pipeline';
import type { Database, QueryResult, Queryable } from './types';

// Return int8/numeric as strings like PostgREST's JSON does not: we render JSON in SQL, so only
// internal queries see these parsers. Keep bigints exact.
pg.types.setTypeParser(20, (v) => v);

/**
 * SQLSTATE class 08 (connection exception): what every lost or refused connection becomes, so the
 * services answer "unavailable" (PostgREST maps class 08 to 503) instead of an opaque 500.
 */
export const CONNECTION_FAILURE = '08006';

/** Server-side terminations (admin shutdown, crash, cannot connect now): the connection is gone too. */
const TERMINATED = new Set(['57P01', '57P02', '57P03']);
/** Socket-level failures node-pg reports with errno codes instead of a SQLSTATE. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const SOCKET_MESSAGES = /Connection terminated|connection error|timeout exceeded when trying to connect|Client was closed|not queryable|Connection ended/i;

/** True when `err` means the connection to PostgreSQL is unusable (not a refusal of the statement). */
export function isConnectionError(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (code.startsWith('08') || TERMINATED.has(code) || SOCKET_CODES.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code)) return false;
  }
  return SOCKET_MESSAGES.test(String((err as { message?: unknown }).message ?? ''));
}

/** The error callers see for a lost connection: SQLSTATE 08006, no driver internals. */
export class DatabaseUnavailableError extends Error {
  readonly code = CONNECTION_FAILURE;
  readonly detail = null;
  readonly hint = null;
  constructor(override readonly cause?: unknown) {
    super('Database connection lost; retry the request');
  }
}

/**
 * A named prepared statement whose result columns changed under it (DDL since it was prepared): PostgreSQL refuses
 * to run it rather than re-plan it, so it is prepared again.
 */
function isStalePlan(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  return e?.code === '0A000' && /cached plan must not change result type/.test(String(e.message));
}

function normalise(err: unknown): unknown {
  return isConnectionError(err) && !(err instanceof DatabaseUnavailableError) ? new DatabaseUnavailableError(err) : err;
}

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      let r: pg.QueryResult;
      try {
        r = await client.query(sql, params as unknown[]);
      } catch (err) {
        throw normalise(err);
      }
      return {
        rows: r.rows as T[],
        fields: r.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
        affectedRows: r.rowCount ?? undefined,
      };
    },
    async exec(sql: string) {
      try {
        await client.query(sql);
      } catch (err) {
        throw normalise(err);
      }
    },
  };
}

/**
 * The last 'error' a pooled client emitted. A checked-out client whose socket dies emits 'error'; without a listener
 * that would crash the process. One listener per client for its whole life, rather than one added and removed on
 * every checkout (the hot path).
 */
const clientErrors = new WeakMap<pg.PoolClient, { err: unknown }>();

/** Starts a checkout: the client's error slot, cleared (a client that failed while idle is not handed out). */
function watchErrors(client: pg.PoolClient): { err: unknown } {
  let slot = clientErrors.get(client);
  if (!slot) {
    const s: { err: unknown } = { err: undefined };
    client.on('error', (err: unknown) => (s.err = err));
    clientErrors.set(client, (slot = s));
  }
  slot.err = undefined;
  return slot;
}

/** Returns a client to the pool, or destroys it when its connection failed (`broken`). */
function release(client: pg.PoolClient, broken: unknown): void {
  client.release(broken instanceof Error ? broken : broken ? new Error(String(broken)) : undefined);
}

/** Options for {@link openPostgres} (tests shorten the reconnect delay). */
export interface PostgresOptions {
  poolSize?: number;
  /** How long a request waits for a connection before it is answered "unavailable". */
  connectTimeoutMs?: number;
  /** First delay before a lost LISTEN connection is re-established (doubles up to 5 s). */
  listenRetryMs?: number;
}

/**
 * A PostgreSQL server reached through a pool (the connection string's user must be a superuser).
 * Survives connection loss without a restart: a broken client is dropped from the pool (never reused),
 * requests meanwhile fail with SQLSTATE 08006, the next ones open fresh connections, and LISTEN
 * connections re-establish themselves.
 */
export async function openPostgres(url: string, options: PostgresOptions | number = {}): Promise<Database> {
  const opts = typeof options === 'number' ? { poolSize: options } : options;
  const pool = new pg.Pool({ connectionString: url, max: opts.poolSize ?? 20, connectionTimeoutMillis: opts.connectTimeoutMs ?? 5000 });
  pool.on('error', () => {
    /* idle client lost (server restart, terminated backend): the pool drops it and opens a new one on next use */
  });
  const listeners = new Set<{ stop(): Promise<void> }>();
  let closed = false;
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn, txOptions) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (err) {
        throw normalise(err);
      }
      let broken: unknown;
      const errors = watchErrors(client);
      try {
        await wrap(client).query(txOptions?.readOnly ? 'begin read only' : 'begin');
        const result = await fn(wrap(client));
        await wrap(client).query('commit');
        return result;
      } catch (err) {
        if (isConnectionError(err)) broken = err;
        else await client.query('rollback').catch((e: unknown) => (broken = e));
        throw normalise(err);
      } finally {
        // A client whose connection failed is destroyed, not returned to the pool.
        release(client, broken ?? errors.err);
      }
    },
    // Performance path (REST, see pipeline.ts): BEGIN + statements (+ COMMIT) in one round trip. Same connection
    // handling as transaction() above.
    async batch(statements, batchOptions) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (err) {
        throw normalise(err);
      }
      let broken: unknown;
      const errors = watchErrors(client);
      const begin = { sql: batchOptions?.readOnly ? 'begin read only' : 'begin' };
      const decide = batchOptions?.decide;
      try {
        for (let attempt = 1; ; attempt++) {
          try {
            if (!decide) return (await runPipeline(client, [begin, ...statements, { sql: 'commit' }])).slice(1, -1);
            const results = (await runPipeline(client, [begin, ...statements])).slice(1);
            await client.query(decide(results) === 'rollback' ? 'rollback' : 'commit');
            return results;
          } catch (err) {
            if (isConnectionError(err)) broken = err;
            else await client.query('rollback').catch((e: unknown) => (broken = e));
            // Nothing was committed and the failed pipeline's prepared statements are forgotten: one fresh try.
            if (attempt === 1 && !broken && !errors.err && isStalePlan(err)) continue;
            throw normalise(err);
          }
        }
      } finally {
        release(client, broken ?? errors.err);
      }
    },
    async listen(channel, handler) {
      let client: pg.Client | null = null;
      let stopped = false;
      let delay = opts.listenRetryMs ?? 250;
      let timer: NodeJS.Timeout | null = null;
      const connect = async (): Promise<void> => {
        const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: opts.connectTimeoutMs ?? 5000 });
        c.on('notification', (msg) => {
          if (msg.channel === channel) handler(msg.payload ?? '');
        });
        const lost = () => {
          if (client !== c) return;
          client = null;
          c.end().catch(() => undefined);
          schedule();
        };
        c.on('error', lost);
        c.on('end', lost);
        await c.connect();
        await c.query(`listen ${pg.escapeIdentifier(channel)}`);
        if (stopped) {
          await c.end().catch(() => undefined);
          return;
        }
        client = c;
        delay = opts.listenRetryMs ?? 250;
      };
      const schedule = () => {
        if (stopped || closed || timer) return;
        timer = setTimeout(() => {
          timer = null;
          connect().catch(() => {
            delay = Math.min(delay * 2, 5000);
            schedule();
          });
        }, delay);
        timer.unref();
      };
      await connect();
      const entry = {
        async stop() {
          stopped = true;
          if (timer) clearTimeout(timer);
          const c = client;
          client = null;
          if (c) await c.end().catch(() => undefined);
        },
      };
      listeners.add(entry);
      return async () => {
        listeners.delete(entry);
        await entry.stop();
      };
    },
    async close() {
      closed = true;
      await Promise.all([...listeners].map((l) => l.stop()));
      await pool.end();
    },
  };
}
