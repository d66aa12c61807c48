/**
 * PGlite on a worker thread, behind the same Database interface as the in-process driver (pglite.ts).
 *
 * Why: PGlite runs PostgreSQL synchronously in WebAssembly, so on the server's own thread one slow statement (a
 * back-referencing regex filter as anon) stopped REST, Auth, Storage, Realtime and health alike for seconds. Here the
 * thread that waits is the worker's; the event loop keeps serving everything that does not need the database.
 *
 * Statement timeouts: PostgreSQL in WebAssembly has no timer interrupts, so `statement_timeout` is accepted and never
 * fires (verified on PGlite 0.5: a 4 s statement under a 300 ms timeout ran to completion). The timeout a caller's
 * role carries (TransactionOptions.statementTimeoutMs) is therefore enforced here: when a statement outlives it, its
 * caller gets SQLSTATE 57014 at once and, for a database in a data directory, the worker is terminated mid-statement
 * and a new one opens the same directory. What that costs: PostgreSQL's crash recovery rolls the interrupted
 * transaction back (nothing of it persists), and the database is unavailable while the new worker starts (about 1-3 s
 * on this machine; requests meanwhile wait, they do not fail); LISTEN channels are re-established, and a notification
 * sent during that window is lost. An in-memory database cannot be reopened: there the caller still gets 57014 at the
 * timeout and the statement finishes in the background (other database work waits for it; nothing it wrote is kept).
 *
 * One session, as PGlite has one connection: units of work (a statement, a batch, a transaction) run one at a time,
 * in arrival order, and a unit's statements all go to the worker it began on.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PgliteModules } from './pglite';
import { reviveError, type WorkerCall as Call, type WorkerData, type WorkerReply } from './pglite-worker-protocol';
import { DatabaseUnavailableError } from './postgres';
import type { BatchOptions, Database, QueryResult, Queryable, Statement, TransactionOptions } from './types';

const THREAD = path.join(__dirname, 'pglite-thread.ts');
// The thread is TypeScript like the rest of the server: tsx compiles it there as it does on the main thread.
const TSX = require.resolve('tsx/cjs');

/** What a statement that outlived its role's statement_timeout fails with, worded as PostgreSQL words it. */
export class StatementTimeoutError extends Error {
  readonly code = '57014';
  readonly detail = null;
  readonly hint = null;
  constructor() {
    super('canceling statement due to statement timeout');
  }
}

// Node has WebAssembly at run time; its type definitions here do not declare it.
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<NonNullable<PgliteModules['pgliteWasmModule']>> } }).WebAssembly;

/** Compiles PGlite's WebAssembly once per process, so a replacement worker starts without compiling it again. */
let modules: Promise<PgliteModules> | undefined;
function compiledModules(): Promise<PgliteModules> {
  const dist = path.dirname(require.resolve('@electric-sql/pglite'));
  const compile = async (file: string) => wasm.compile(await readFile(path.join(dist, file)));
  modules ??= Promise.all([compile('pglite.wasm'), compile('initdb.wasm')]).then(([pgliteWasmModule, initdbWasmModule]) => ({ pgliteWasmModule, initdbWasmModule }));
  return modules;
}

/** One worker thread and its PGlite: one database session, over for good once the thread stops. */
class WorkerSession {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, { resolve(v: unknown): void; reject(e: unknown): void }>();
  private nextId = 1;
  /** Why the session is over, once it is. */
  ended: Error | null = null;
  /** PGlite opened (a session that never did is not replaced in a loop). */
  served = false;
  readonly ready: Promise<void>;
  /** Resolves once the thread has stopped (a successor opens the same files only then). */
  readonly stopped: Promise<void>;

  constructor(
    data: WorkerData,
    onNotify: (channel: string, payload: string) => void,
    private readonly onEnd: (session: WorkerSession) => void,
    /** The predecessor's end: two threads never have the data directory open at once. */
    after: Promise<void> = Promise.resolve(),
  ) {
    let stopped!: () => void;
    this.stopped = new Promise<void>((resolve) => (stopped = resolve));
    this.ready = after.then(
      () =>
        new Promise<void>((resolve, reject) => {
          if (this.ended) {
            stopped();
            return reject(this.ended);
          }
          const worker = (this.worker = new Worker(`require(${JSON.stringify(TSX)}); require(${JSON.stringify(THREAD)});`, { eval: true, workerData: data }));
          worker.on('message', (m: WorkerReply) => {
            if (m.type === 'notify') return onNotify(m.channel, m.payload);
            if (m.type === 'ready') {
              this.served = true;
              return resolve();
            }
            if (m.type === 'failed') {
              reject(reviveError(m.error));
              return this.end(new DatabaseUnavailableError(reviveError(m.error)));
            }
            const p = this.pending.get(m.id);
            this.pending.delete(m.id);
            if (m.type === 'result') p?.resolve(m.result);
            else p?.reject(reviveError(m.error));
          });
          const lost = (err?: unknown) => {
            const reason = new DatabaseUnavailableError(err);
            reject(reason);
            this.end(reason);
          };
          worker.on('error', lost);
          worker.on('exit', () => {
            stopped();
            lost();
          });
        }),
    );
    // A session that never started is reported through `ready` to whoever waits for it.
    this.ready.catch(() => undefined);
  }

  call(req: Call): Promise<unknown> {
    const worker = this.worker;
    if (this.ended || !worker) return Promise.reject(this.ended ?? new DatabaseUnavailableError());
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ ...req, id });
    });
  }

  /** Ends the session: the thread is stopped (mid-statement if need be) and every pending call fails with `reason`. */
  end(reason: Error): void {
    if (this.ended) return;
    this.ended = reason;
    for (const p of this.pending.values()) p.reject(reason);
    this.pending.clear();
    if (this.worker) void this.worker.terminate();
    this.onEnd(this);
  }
}

/** `call`, failing with 57014 after `ms` (then `onTimeout` runs); no limit without `ms`. */
function timed<T>(call: Promise<T>, ms: number | undefined, onTimeout: () => void): Promise<T> {
  if (!ms || ms <= 0) return call;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new StatementTimeoutError());
      onTimeout();
    }, ms);
    call.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

const ROLLBACK: Call = { op: 'query', sql: 'rollback', params: [] };
const COMMIT: Call = { op: 'query', sql: 'commit', params: [] };

class PgliteWorkerDatabase implements Database {
  readonly kind = 'pglite' as const;
  private current: WorkerSession;
  private closed = false;
  /** The end of the queue of units of work: each waits for the previous one to release. */
  private tail: Promise<void> = Promise.resolve();
  private readonly channels = new Map<string, Set<(payload: string) => void>>();

  constructor(
    private readonly data: WorkerData,
    /** A database in a data directory survives its worker, so a runaway statement's worker can be replaced. */
    private readonly restartable: boolean,
  ) {
    this.current = this.start();
  }

  private start(after?: Promise<void>): WorkerSession {
    const session = new WorkerSession(
      this.data,
      (channel, payload) => {
        for (const handler of this.channels.get(channel) ?? []) handler(payload);
      },
      (ended) => this.ended(ended),
      after,
    );
    // A replacement listens where its predecessor did.
    void session.ready.then(() => Promise.all([...this.channels.keys()].map((channel) => session.call({ op: 'listen', channel })))).catch(() => undefined);
    return session;
  }

  private ended(session: WorkerSession): void {
    // Replace at once a worker that served (a timeout or a crash); one that failed to start is retried by the next
    // unit of work rather than in a loop.
    if (session === this.current && this.restartable && !this.closed && session.served) this.current = this.start(session.stopped);
  }

  /** The live session, started anew when the last one failed to start. */
  private async session(): Promise<WorkerSession> {
    if (this.current.ended && !this.current.served && this.restartable && !this.closed) this.current = this.start(this.current.stopped);
    const session = this.current;
    await session.ready;
    if (session.ended) throw session.ended;
    return session;
  }

  /** Waits for the previous units of work; the returned function lets the next one run. */
  private async turn(): Promise<() => void> {
    const previous = this.tail;
    let release!: () => void;
    this.tail = new Promise<void>((resolve) => (release = resolve));
    await previous;
    return release;
  }

  /** A statement outlived its caller's timeout: stop it by replacing the worker (in-memory: let it finish). */
  private timedOut(session: WorkerSession): void {
    if (this.restartable) session.end(new StatementTimeoutError());
  }

  private async single(req: Call): Promise<unknown> {
    const release = await this.turn();
    try {
      return await (await this.session()).call(req);
    } finally {
      release();
    }
  }

  async query<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
    return (await this.single({ op: 'query', sql, params })) as QueryResult<T>;
  }

  async exec(sql: string): Promise<void> {
    await this.single({ op: 'exec', sql });
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    const release = await this.turn();
    // Rolling back after a timeout on an in-memory database waits for the statement: the caller does not.
    let cleanup: Promise<unknown> = Promise.resolve();
    try {
      const session = await this.session();
      let timedOut: Error | null = null;
      const run = (req: Call) => {
        if (timedOut) return Promise.reject(timedOut);
        return timed(session.call(req), options.statementTimeoutMs, () => this.timedOut(session)).catch((err: unknown) => {
          if (err instanceof StatementTimeoutError) timedOut = err;
          throw err;
        });
      };
      const tx: Queryable = {
        query: async <R>(sql: string, params: unknown[] = []) => (await run({ op: 'query', sql, params })) as QueryResult<R>,
        exec: async (sql: string) => void (await run({ op: 'exec', sql })),
      };
      await session.call({ op: 'query', sql: options.readOnly ? 'begin read only' : 'begin', params: [] });
      let result: T;
      try {
        result = await fn(tx);
        // A unit that swallowed its timeout error must not commit what ran after it.
        if (timedOut) throw timedOut;
      } catch (err) {
        cleanup = session.call(ROLLBACK).catch(() => undefined);
        throw err;
      }
      await session.call(COMMIT);
      return result;
    } finally {
      void cleanup.finally(release);
    }
  }

  async batch(statements: Statement[], options: BatchOptions = {}): Promise<QueryResult[]> {
    const release = await this.turn();
    let cleanup: Promise<unknown> = Promise.resolve();
    try {
      const session = await this.session();
      const ms = options.statementTimeoutMs;
      // A write under a timeout commits only once its results are back in time, so that a statement reported as
      // timed out never commits afterwards (in-memory databases let it finish). Other batches commit in the worker.
      const decideHere = options.decide !== undefined || (ms !== undefined && !options.readOnly);
      const begin = options.readOnly ? 'begin read only' : 'begin';
      let results: QueryResult[];
      try {
        results = (await timed(session.call({ op: 'batch', begin, statements, commit: !decideHere }), ms, () => this.timedOut(session))) as QueryResult[];
      } catch (err) {
        if (err instanceof StatementTimeoutError && decideHere) cleanup = session.call(ROLLBACK).catch(() => undefined);
        throw err;
      }
      if (!decideHere) return results;
      let verdict: 'commit' | 'rollback' = 'rollback';
      try {
        verdict = options.decide ? options.decide(results) : 'commit';
      } finally {
        await session.call(verdict === 'commit' ? COMMIT : ROLLBACK);
      }
      return results;
    } finally {
      void cleanup.finally(release);
    }
  }

  async listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>> {
    let handlers = this.channels.get(channel);
    if (!handlers) {
      this.channels.set(channel, (handlers = new Set()));
      await (await this.session()).call({ op: 'listen', channel });
    }
    handlers.add(handler);
    return async () => {
      handlers.delete(handler);
      if (handlers.size > 0 || this.channels.get(channel) !== handlers) return;
      this.channels.delete(channel);
      if (!this.current.ended) await this.current.call({ op: 'unlisten', channel }).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    const release = await this.turn();
    try {
      const session = this.current;
      if (!session.ended && (await session.ready.then(() => true, () => false))) await session.call({ op: 'close' }).catch(() => undefined);
      session.end(new DatabaseUnavailableError());
    } finally {
      release();
    }
  }
}

/**
 * PGlite on its own worker thread (see the file comment). `dataDir` undefined keeps the database in memory; it then
 * cannot be reopened, so a timed-out statement is left to finish instead of being stopped.
 */
export async function openPgliteWorker(dataDir?: string): Promise<Database> {
  const db = new PgliteWorkerDatabase({ dataDir, ...(await compiledModules()) }, dataDir !== undefined);
  try {
    await db.query('select 1');
  } catch (err) {
    await db.close().catch(() => undefined);
    throw err;
  }
  return db;
}
