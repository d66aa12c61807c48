/**
 * Messages between the server and the worker thread that owns PGlite (pglite-worker.ts ↔ pglite-thread.ts). Values
 * cross by structured clone, so rows keep their Dates, bigints and byte arrays; errors cross as plain fields.
 */
import type { PgliteModules } from './pglite';
import type { QueryResult, Statement } from './types';

export type WorkerRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[] }
  | { id: number; op: 'exec'; sql: string }
  /**
   * BEGIN (`begin` is its text), the statements in order, then COMMIT when `commit`; otherwise the transaction stays
   * open for a later 'query' of commit or rollback. A failing statement rolls the transaction back first.
   */
  | { id: number; op: 'batch'; begin: string; statements: Statement[]; commit: boolean }
  | { id: number; op: 'listen' | 'unlisten'; channel: string }
  | { id: number; op: 'close' };

/** A request before the session numbers it. */
export type WorkerCall = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** A driver error's fields (pg-protocol's DatabaseError shape: code, detail, hint, position, ...). */
export type SerialisedError = { message: string } & Record<string, unknown>;

export type WorkerReply =
  | { type: 'ready' }
  | { type: 'failed'; error: SerialisedError }
  | { type: 'result'; id: number; result?: QueryResult | QueryResult[] }
  | { type: 'error'; id: number; error: SerialisedError }
  | { type: 'notify'; channel: string; payload: string };

/** The data of the worker: where PGlite keeps its files, and the compiled WebAssembly to start it with. */
export interface WorkerData extends PgliteModules {
  dataDir?: string;
}

/** An error as fields: message plus every own string/number field (code, detail, hint, ...). */
export function serialiseError(err: unknown): SerialisedError {
  if (!(err instanceof Error)) return { message: String(err) };
  const out: SerialisedError = { message: err.message };
  for (const [k, v] of Object.entries(err)) {
    if (typeof v === 'string' || typeof v === 'number' || v === null) out[k] = v;
  }
  return out;
}

/** The error again, with its fields, so callers read `code`, `detail` and `hint` as from the in-process driver. */
export function reviveError(e: SerialisedError): Error {
  const { message, ...fields } = e;
  return Object.assign(new Error(message), fields);
}
