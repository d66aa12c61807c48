/**
 * Named prepared statements per PostgreSQL connection, keyed by SQL text. The REST hot path sends the same few texts
 * over and over (values are always parameters), so naming them lets the server skip parse, analysis and, once it
 * settles on a generic plan, planning. PostgreSQL itself re-plans a named statement when it must (DDL, another role
 * for row security, another search_path), so reuse never changes what a statement sees.
 *
 * Bookkeeping is deliberately pessimistic: a name counts as prepared only after a pipeline that parsed it succeeded.
 * After a failure, every name the pipeline touched is forgotten and closed on the next use of the connection
 * (closing a name that does not exist is not an error), so an uncertain name is never reused.
 */

import { LruMap } from '../lru-map';

/** Prepared names kept per connection; the least recently used beyond this are closed. */
const MAX_PER_CONNECTION = 200;

export class PreparedStatements {
  /** SQL text → statement name; the least recently used beyond the bound are closed. */
  private readonly names = new LruMap<string, string>(MAX_PER_CONNECTION, (_sql, name) => this.stale.push(name));
  /** Names to close before the next statements on this connection. */
  private stale: string[] = [];
  private counter = 0;

  /** Names to send Close for now (they are dropped from the list: the caller sends them). */
  takeStale(): string[] {
    if (this.stale.length === 0) return NONE;
    const out = this.stale;
    this.stale = [];
    return out;
  }

  /** The name for `sql` and whether it must be parsed first. */
  nameFor(sql: string): { name: string; parse: boolean } {
    const name = this.names.get(sql);
    if (name !== undefined) return { name, parse: false };
    this.counter += 1;
    return { name: `ls_${this.counter}`, parse: true };
  }

  /** The pipeline that parsed `parsed` succeeded: remember them, evicting the least recently used. */
  succeeded(parsed: [sql: string, name: string][]): void {
    for (const [sql, name] of parsed) this.names.set(sql, name);
  }

  /** The pipeline failed: its statements may or may not exist (or may need re-planning), so none is reused. */
  failed(used: [sql: string, name: string][]): void {
    for (const [sql, name] of used) {
      if (this.names.get(sql) === name) this.names.delete(sql);
      this.stale.push(name);
    }
  }
}

const NONE: string[] = [];

const byConnection = new WeakMap<object, PreparedStatements>();

/** The registry of one connection (a pg Client lives as long as its server session). */
export function preparedStatementsOf(connection: object): PreparedStatements {
  let p = byConnection.get(connection);
  if (!p) byConnection.set(connection, (p = new PreparedStatements()));
  return p;
}
