/** A column of a result, as the wire protocol describes it (name + type OID). */
export interface FieldInfo {
  name: string;
  dataTypeID: number;
}

export interface QueryResult<T = Record<string, unknown>> {
  rows: T[];
  fields: FieldInfo[];
  /** Rows changed by INSERT/UPDATE/DELETE, when the driver reports it. */
  affectedRows?: number;
}

/** Something that runs parameterised SQL: the database itself or an open transaction. */
export interface Queryable {
  /** One statement with bound parameters ($1, $2, ...). Never interpolate user input into `sql`. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Several statements without parameters (DDL, migrations). */
  exec(sql: string): Promise<void>;
}

/** A statement with its bound parameters. */
export interface Statement {
  sql: string;
  params?: unknown[];
  /** Never returns rows: a pipelining driver then skips describing its result. */
  rowless?: boolean;
}

/** How a transaction runs. */
export interface TransactionOptions {
  readOnly?: boolean;
  /**
   * The caller's statement_timeout in milliseconds (request-context.ts reads it from the role's settings and also
   * sets it in the transaction). PostgreSQL enforces it itself; a driver whose engine cannot cancel a running
   * statement (PGlite) enforces it from outside. Absent: no limit.
   */
  statementTimeoutMs?: number;
}

export interface BatchOptions extends TransactionOptions {
  /**
   * Sees every statement's result before the transaction ends: return 'rollback' (or throw) to roll back. Without it
   * the transaction commits, and a pipelining driver sends COMMIT together with the statements.
   */
  decide?: (results: QueryResult[]) => 'commit' | 'rollback';
}

/**
 * The one database behind every service: embedded PGlite or a PostgreSQL server.
 * Both are driven as the superuser `postgres`; requests drop privileges with
 * `set local role` inside their transaction (see http/request-context.ts).
 */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Run `fn` in BEGIN ... COMMIT (ROLLBACK when it throws). */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * Runs `statements` in one transaction and returns their results (performance path for one-statement requests).
   * PostgreSQL pipelines BEGIN, the statements (and COMMIT when there is no `decide`) in one round trip. Optional:
   * callers fall back to {@link transaction} when a driver lacks it.
   */
  batch?(statements: Statement[], options?: BatchOptions): Promise<QueryResult[]>;
  /** LISTEN on a channel; returns an unlisten function. */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
