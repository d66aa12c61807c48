import { PostgrestError } from '../../http/postgrest-errors';
import type { RestRequest, RestState } from '../context';
import { intersectRange, readContentRange, readStatus } from '../content-range';
import { executeStatement, type Outcome } from '../execute';
import { parseApiQuery } from '../parse/api-query';
import { AliasCounter, applyQuery, buildReadNode } from '../plan/read-plan';
import { parseFormBody, parseJsonBody } from '../request-body';
import { singularCheck, sendResult } from '../respond';
import type { PgFunction, Relation } from '../schema/types';
import { ident, SqlParams } from '../sql/builder';
import { callCte, rpcArgument, rpcCall, type RpcCall } from '../sql/rpc-sql';
import { readStatement, RESPONSE_GUCS } from '../sql/statement';
import { applyRangeHeader, sendPage, sqlMedia } from './read';
import { argumentNames, chooseFunction } from './rpc-resolve';


function resultRelation(r: RestRequest, fn: PgFunction): Relation {
  if (fn.returnRelation) {
    const rel = r.cache.relations.get(fn.returnRelation);
    if (rel) return rel;
  }
  return {
    schema: fn.schema,
    name: fn.name,
    kind: 'table',
    columns: new Map(fn.returnColumns.map((c) => [c.name, c])),
    columnList: fn.returnColumns,
    primaryKey: [],
    uniqueKeys: [],
    description: null,
  };
}

/** Reads the arguments: JSON (or form) body for POST, query parameters for GET/HEAD. */
function readArguments(r: RestRequest, fnName: string): { args: Record<string, unknown>; raw: string | null; fromQuery: boolean } {
  if (r.req.method !== 'POST') return { args: {}, raw: null, fromQuery: true };
  const type = (r.req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  const rawBody = typeof r.req.body === 'string' ? r.req.body : '';
  if (type === 'application/x-www-form-urlencoded') return { args: parseFormBody(rawBody), raw: null, fromQuery: false };
  if (!rawBody.trim()) return { args: {}, raw: '{}', fromQuery: false };
  const { value, text } = parseJsonBody(r.req.headers['content-type'], rawBody);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    // Only a function taking one unnamed json/jsonb parameter can receive a non-object body.
    return { args: { [`\u0000${fnName}`]: value }, raw: text, fromQuery: false };
  }
  return { args: value as Record<string, unknown>, raw: text, fromQuery: false };
}

/**
 * A built RPC statement: its SQL and parameters (with the arguments' value as $1 when the call takes one, made
 * afresh for each request), the function, whether the single-object check applies, and how the result is sent.
 * `respond` depends only on what the statement was built from, never on one request's values.
 */
export interface BuiltRpc {
  sql: string;
  params: unknown[];
  fn: PgFunction;
  /** Whether $1 is the arguments' value. */
  hasArgument: boolean;
  singular: boolean;
  respond(r: RestRequest, o: Outcome): void;
}

/**
 * Everything an RPC's statement is built from besides the schema cache and the argument values: URL (function and
 * query), profile, media, count/return preferences, range, and which arguments are given.
 */
function rpcKey(r: RestRequest, given: string[], nonObjectBody: boolean): string {
  const h = r.req.headers;
  return `${r.schemaName}\n${r.req.method}\n${r.req.url}\n${r.media.kind}:${r.media.stripNulls}\n${r.prefs.count ?? ''}\n${r.prefs.return ?? ''}\n${h.range ?? ''}\n${h['range-unit'] ?? ''}\n${nonObjectBody ? '(body)' : JSON.stringify(given)}`;
}

/** GET/HEAD/POST /rpc/{fn} (supabase-protocol.md §2.11). */
export async function handleRpc(state: RestState, r: RestRequest, fnName: string): Promise<void> {
  const method = r.req.method;
  if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
    throw new PostgrestError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
  }
  const { args: bodyArgs, raw, fromQuery } = readArguments(r, fnName);
  // Calls with a body are built once per shape (their arguments are one bound value); GET/HEAD calls carry their
  // arguments in the query string, which is parsed each time.
  const key = fromQuery ? null : rpcKey(r, Object.keys(bodyArgs), Object.keys(bodyArgs).some((k) => k.startsWith('\u0000')));
  let built = key === null ? undefined : state.rpcs.get(r.cache, key);
  let params: unknown[] | undefined;
  if (built) {
    // The same argument names make the same call, so only $1 changes; anything else is rebuilt, never guessed.
    const arg = rpcArgument(built.fn, bodyArgs, raw);
    if ((arg !== null) === built.hasArgument) {
      params = built.params.slice();
      if (arg) params[0] = arg.value;
    }
  }
  if (!built || !params) {
    built = buildRpc(state, r, fnName, bodyArgs, raw, fromQuery);
    params = built.params;
    if (key !== null) state.rpcs.set(r.cache, key, built);
  }
  const o = await executeStatement(state, r, built.sql, params, built.singular ? singularCheck(r) : undefined);
  built.respond(r, o);
}

function buildRpc(state: RestState, r: RestRequest, fnName: string, bodyArgs: Record<string, unknown>, raw: string | null, fromQuery: boolean): BuiltRpc {
  const method = r.req.method;
  const argNames = fromQuery ? argumentNames(r.cache, r.schemaName, fnName) : new Set<string>();
  const q = parseApiQuery(r.pairs, (k) => argNames.has(k));
  const args: Record<string, unknown> = fromQuery ? q.rpcArgs : bodyArgs;
  const given = Object.keys(args).filter((k) => !k.startsWith('\u0000'));
  const nonObjectBody = Object.keys(args).some((k) => k.startsWith('\u0000'));
  const fn = chooseFunction(r.cache, r.schemaName, fnName, nonObjectBody ? ['(body)'] : given, !fromQuery);
  const p = new SqlParams();
  const call = rpcCall(fn, args, raw, p);
  const hasArgument = rpcArgument(fn, args, raw) !== null;
  const minimal = r.prefs.return === 'minimal';

  if (fn.returnShape === 'composite') return { ...compositeResult(state, r, fn, call, q, p, minimal), hasArgument };
  const cte = callCte(fn, call);
  if (fn.returnShape === 'void') {
    const sql = `${cte}SELECT NULL::bigint AS total, count(*) AS page_total, NULL::text AS body, ${RESPONSE_GUCS} FROM pgrst_call`;
    return { sql, params: p.values, fn, hasArgument, singular: false, respond: (rq, o) => sendResult(rq, o, 204, null) };
  }
  if (!fn.returnsSet) {
    const sql = `${cte}SELECT NULL::bigint AS total, count(*) AS page_total, coalesce((json_agg(_t.v) -> 0)::text, 'null') AS body, ${RESPONSE_GUCS} FROM pgrst_call AS _t`;
    return { sql, params: p.values, fn, hasArgument, singular: false, respond: (rq, o) => sendResult(rq, o, minimal ? 204 : 200, minimal ? null : o.row!.body, {}, 'json') };
  }
  // setof scalar: paging applies, filters do not (the rows have no columns to filter on).
  const range = q.ranges.get('') ?? {};
  const bounds = method === 'POST' ? range : intersectRange(typeof r.req.headers.range === 'string' ? r.req.headers.range : undefined, range.limit, range.offset);
  const limit = Math.min(bounds.limit ?? state.options.maxRows, state.options.maxRows);
  const total = r.prefs.count ? '(SELECT count(*) FROM pgrst_call)' : 'NULL::bigint';
  const media = sqlMedia(r.media);
  const body = media.kind === 'object' ? `coalesce((json_agg(_t.v) -> 0)::text, '')` : `coalesce(json_agg(_t.v), '[]')::text`;
  const sql = `${cte}SELECT ${total} AS total, count(*) AS page_total, ${body} AS body, ${RESPONSE_GUCS} FROM (SELECT v FROM pgrst_call LIMIT ${p.add(limit)} OFFSET ${p.add(bounds.offset ?? 0)}) AS _t`;
  const offset = bounds.offset ?? 0;
  return {
    sql,
    params: p.values,
    fn,
    hasArgument,
    singular: true,
    respond: (rq, o) => {
      const t = o.row!.total === null ? null : Number(o.row!.total);
      const status = readStatus(offset, o.count, t);
      sendResult(rq, o, minimal ? 204 : status, minimal ? null : o.row!.body, { 'Content-Range': readContentRange(offset, o.count, t) }, rq.media.kind === 'object' ? 'object' : 'json');
    },
  };
}

function compositeResult(
  state: RestState,
  r: RestRequest,
  fn: PgFunction,
  call: RpcCall,
  q: ReturnType<typeof parseApiQuery>,
  p: SqlParams,
  minimal: boolean,
): Omit<BuiltRpc, 'hasArgument'> {
  const relation = resultRelation(r, fn);
  const alias = ident(fn.name);
  const openColumns = !fn.returnRelation && fn.returnColumns.length === 0;
  const root = buildReadNode(r.cache, { relation, fromSql: `pgrst_call AS ${alias}`, alias, openColumns }, q.select, new AliasCounter());
  applyQuery(root, q);
  applyRangeHeader(r, root);
  const cte = callCte(fn, call);
  if (!fn.returnsSet) {
    // One composite value renders as an object, like PostgREST.
    const media = { kind: 'object' as const, stripNulls: r.media.stripNulls };
    const sql = readStatement(root, p, { media, prefix: cte, emptyObject: "'null'" });
    return { sql, params: p.values, fn, singular: false, respond: (rq, o) => sendResult(rq, o, minimal ? 204 : 200, minimal ? null : o.row!.body, {}, 'json') };
  }
  const sql = readStatement(root, p, { media: sqlMedia(r.media), withCount: r.prefs.count !== undefined, maxRows: state.options.maxRows, prefix: cte });
  return {
    sql,
    params: p.values,
    fn,
    singular: true,
    respond: (rq, o) => {
      if (minimal) sendResult(rq, o, 204, null, {});
      else sendPage(rq, o, root);
    },
  };
}
