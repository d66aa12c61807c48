import type { ResponseMedia } from '../parse/media-type';
import type { ReadNode } from '../plan/read-plan';
import type { SqlParams } from './builder';
import { rootQueries } from './read-sql';

/** Columns every main statement returns, so one round trip yields the whole response. */
export interface StatementRow {
  total: string | number | null;
  page_total: string | number;
  body: string | null;
  response_headers: string | null;
  response_status: string | null;
}

/** Response GUCs a function may set (supabase-protocol.md §1.5 step 6), read after the statement's rows. */
export const RESPONSE_GUCS = `nullif(current_setting('response.headers', true), '') AS response_headers, nullif(current_setting('response.status', true), '') AS response_status`;

/** The JSON body expression over rows `_t`, rendered by PostgreSQL; `emptyObject` is the text when no row came back. */
export function bodyExpression(media: ResponseMedia, emptyObject = "''"): string {
  if (media.kind === 'object') {
    const one = `(json_agg(_t) -> 0)`;
    return `coalesce(${media.stripNulls ? `json_strip_nulls(${one})` : one}::text, ${emptyObject})`;
  }
  const all = `coalesce(json_agg(_t), '[]')`;
  return `${media.stripNulls ? `json_strip_nulls(${all})` : all}::text`;
}

export interface ReadStatementOptions {
  media: ResponseMedia;
  /** Add the exact count of all matching rows (Prefer: count=…). */
  withCount?: boolean;
  maxRows?: number;
  /** A WITH clause the read selects from (mutation rows, function results). */
  prefix?: string;
  emptyObject?: string;
}

/** One SELECT returning total count (when asked), page size, the rendered body and response GUCs. */
export function readStatement(root: ReadNode, p: SqlParams, o: ReadStatementOptions): string {
  const q = rootQueries(root, p, o.maxRows);
  const total = o.withCount ? `(${q.count})` : 'NULL::bigint';
  return `${o.prefix ?? ''}SELECT ${total} AS total, count(*) AS page_total, ${bodyExpression(o.media, o.emptyObject)} AS body, ${RESPONSE_GUCS} FROM (${q.rows}) AS _t`;
}

/** Wraps a data-modifying statement so its RETURNING rows feed the representation read. */
export function mutationStatement(mutation: string, representation: ReadNode, p: SqlParams, media: ResponseMedia): string {
  return readStatement(representation, p, { media, prefix: `WITH pgrst_source AS (${mutation}) ` });
}
