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

/** Prepared names kept per connection; the least recently used beyond this are closed. */
const MAX_PER_CONNECTION = 200;

export class PreparedStatements {
  /** SQL text → statement name, in least-recently-used-first order. */
  private readonly names = new Map<string, string>();
  /** Names to close before the next statements on this connection. */
  private stale: string[] = [];
  private counter = 0;

  /** Names to send Close for now (they are dropped from the list: the caller sends them). */
  takeStale(): string[] {
    const out = this.stale;
    this.stale = [];
    return out;
  }

  /** The name for `sql` and whether it must be parsed first. */
  nameFor(sql: string): { name: string; parse: boolean } {
    const name = this.names.get(sql);
    if (name !== undefined) {
      // Refresh its place in the LRU order.
      this.names.delete(sql);
      this.names.set(sql, name);
      return { name, parse: false };
    }
    this.counter += 1;
    return { name: `ls_${this.counter}`, parse: true };
  }

  /** The pipeline that parsed `parsed` succeeded: remember them, evicting the least recently used. */
  succeeded(parsed: [sql: string, name: string][]): void {
    for (const [sql, name] of parsed) this.names.set(sql, name);
    while (this.names.size > MAX_PER_CONNECTION) {
      const [sql, name] = this.names.entries().next().value as [string, string];
      this.names.delete(sql);
      this.stale.push(name);
    }
  }

  /** The pipeline failed: its statements may or may not exist (or may need re-planning), so none is reused. */
  failed(used: [sql: string, name: string][]): void {
    for (const [sql, name] of used) {
      if (this.names.get(sql) === name) this.names.delete(sql);
      this.stale.push(name);
    }
  }
}

const byConnection = new WeakMap<object, PreparedStatements>();

/** The registry of one connection (a pg Client lives as long as its server session). */
export function preparedStatementsOf(connection: object): PreparedStatements {
  let p = byConnection.get(connection);
  if (!p) byConnection.set(connection, (p = new PreparedStatements()));
  return p;
}
