import pg from 'pg';
import { preparedStatementsOf, type PreparedStatements } from './prepared-statements';
import type { QueryResult, Statement } from './types';

// node-postgres' own value mapper (JS values → wire text), so pipelined parameters bind exactly like client.query's.
const { prepareValue } = require('pg/lib/utils') as { prepareValue: (v: unknown) => unknown };

/** The parts of pg's Connection a submittable drives (not in @types/pg). */
interface WireConnection {
  stream: { cork?: () => void; uncork?: () => void };
  parse(m: { text: string; name?: string; types?: unknown[] }): void;
  bind(m: { portal?: string; statement?: string; values: unknown[]; valueMapper: (v: unknown) => unknown }): void;
  describe(m: { type: 'P' | 'S'; name: string }): void;
  close(m: { type: 'P' | 'S'; name: string }): void;
  execute(m: { portal?: string; rows?: number }): void;
  sync(): void;
}

type PgResult = pg.QueryResult & { command: string | null };

/** Transaction control as the drivers send it: never returns rows. */
const ROWLESS = new Set(['begin', 'begin read only', 'commit', 'rollback']);

/**
 * Several statements in one round trip with the extended protocol (Bind/Describe/Execute per statement, one Sync),
 * parameters bound as usual. PostgreSQL runs them in order and, after an error, skips the rest up to Sync. Results
 * come back one per statement. Built on pg's Query, which already collects one Result per CommandComplete. Each text
 * runs as a named prepared statement of the connection (Parse only the first time; see prepared-statements.ts).
 */
class PipelinedQuery extends (pg.Query as unknown as new (config: { text: string }, values?: unknown[], cb?: (err: Error | null, res: PgResult | PgResult[]) => void) => object) {
  /** Set when the messages are written: the connection's registry and the names this pipeline used / parsed. */
  registry: PreparedStatements | undefined;
  readonly used: [string, string][] = [];
  readonly parsed: [string, string][] = [];

  constructor(
    private readonly statements: Statement[],
    callback: (err: Error | null, res: PgResult | PgResult[]) => void,
  ) {
    // pg only needs a text to accept the query; it is never sent.
    super({ text: 'pipeline' }, undefined, callback);
  }

  requiresPreparation(): boolean {
    return true;
  }

  prepare(connection: WireConnection): void {
    const registry = (this.registry = preparedStatementsOf(connection));
    for (const name of registry.takeStale()) connection.close({ type: 'S', name });
    for (const s of this.statements) {
      // A text repeated within this pipeline reuses the name parsed a moment ago.
      const earlier = this.parsed.find(([sql]) => sql === s.sql);
      const { name, parse } = earlier ? { name: earlier[1], parse: false } : registry.nameFor(s.sql);
      this.used.push([s.sql, name]);
      if (parse) {
        connection.parse({ text: s.sql, name });
        this.parsed.push([s.sql, name]);
      }
      connection.bind({ statement: name, values: s.params ?? [], valueMapper: prepareValue });
      // Describe only what can return rows: pg needs the row description to read them, transaction control has none.
      if (!s.rowless && !ROWLESS.has(s.sql)) connection.describe({ type: 'P', name: '' });
      connection.execute({});
    }
    connection.sync();
  }
}

/** Sends `statements` as one pipeline on a checked-out client; resolves with one result per statement. */
export function runPipeline(client: pg.ClientBase, statements: Statement[]): Promise<QueryResult[]> {
  return new Promise((resolve, reject) => {
    const query: PipelinedQuery = new PipelinedQuery(statements, (err, res) => {
      if (err) {
        query.registry?.failed(query.used);
        return reject(err);
      }
      query.registry?.succeeded(query.parsed);
      const list = Array.isArray(res) ? res : [res];
      resolve(
        list.map((r) => ({
          rows: r.rows,
          fields: (r.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
          affectedRows: r.rowCount ?? undefined,
        })),
      );
    });
    void client.query(query as unknown as pg.QueryConfig);
  });
}
