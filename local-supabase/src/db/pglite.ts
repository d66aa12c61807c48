import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import { pgliteStartParams } from './pglite-memory';
import type { Database, QueryResult, Queryable } from './types';

type PgliteTx = { query: PGlite['query']; exec: PGlite['exec'] };

/**
 * PGlite serialises bound parameters in JavaScript and throws a plain Error ("Invalid input for boolean type")
 * where PostgreSQL answers SQLSTATE 22P02; give it that SQLSTATE so callers see a 400, as on PostgreSQL,
 * instead of an opaque 500 (found by test/faults/product-fuzz.test.ts: `?is_read=eq.maybe`).
 */
export function asDriverError(err: unknown): unknown {
  if (err instanceof Error && !(err as { code?: unknown }).code && /^Invalid input for \w+ type/.test(err.message)) {
    return Object.assign(new Error(err.message.replace(/^Invalid input for (\w+) type.*/, 'invalid input syntax for type $1')), { code: '22P02' });
  }
  return err;
}

export function queryableOf(q: PgliteTx): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const r = await q.query<T>(sql, params).catch((err: unknown) => {
        throw asDriverError(err);
      });
      return { rows: r.rows, fields: r.fields, affectedRows: r.affectedRows };
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  };
}

/** Compiled WebAssembly of PGlite, to start it again without compiling (see pglite-worker.ts). */
export type PgliteModules = Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule'>;

/** Starts PGlite with our extensions and settings; `dataDir` undefined keeps everything in memory. */
export function createPglite(dataDir?: string, modules: PgliteModules = {}): Promise<PGlite> {
  return PGlite.create({
    dataDir,
    // relaxedDurability off: a write is acknowledged only after it reached the disk.
    relaxedDurability: false,
    extensions: { pg_trgm, pgcrypto, uuid_ossp },
    startParams: pgliteStartParams(),
    ...modules,
  });
}

/**
 * Embedded PostgreSQL (WASM) on the calling thread: one connection, so transactions are serialised by PGlite itself,
 * and every statement runs on this thread's event loop. Tools and database tests use it; the server uses
 * openPgliteWorker (pglite-worker.ts) so that a slow statement does not stop the other services.
 * `dataDir` undefined keeps everything in memory (tests).
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  const pg = await createPglite(dataDir);
  const base = queryableOf(pg);
  return {
    kind: 'pglite',
    ...base,
    async transaction(fn, options) {
      return pg.transaction(async (tx) => {
        if (options?.readOnly) await tx.exec('set transaction read only');
        return fn(queryableOf(tx));
      });
    },
    async listen(channel, handler) {
      const unsub = await pg.listen(channel, handler);
      return async () => unsub();
    },
    async close() {
      await pg.close();
    },
  };
}
