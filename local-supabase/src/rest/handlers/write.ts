import { PostgrestError } from '../../http/postgrest-errors';
import type { RestRequest, RestState } from '../context';
import { executeStatement, type Outcome } from '../execute';
import { parseApiQuery, type ApiQuery } from '../parse/api-query';
import type { SelectItem } from '../parse/ast';
import { AliasCounter, applyQuery, buildReadNode, checkColumn, checkLogicColumns, type ReadNode, type Source } from '../plan/read-plan';
import { invalidJson, parseJsonBody } from '../request-body';
import { checkSingular, sendResult } from '../respond';
import type { Relation } from '../schema/types';
import { ident, SqlParams } from '../sql/builder';
import { deleteSql, insertSql, targetSource, updateSql, type MutationFilter } from '../sql/mutation-sql';
import { mutationStatement } from '../sql/statement';
import { sqlMedia } from './read';

function columnNotFound(rel: Relation, name: string): PostgrestError {
  return new PostgrestError(400, 'PGRST204', `Could not find the '${name}' column of '${rel.name}' in the schema cache`);
}

function checkPayloadColumns(rel: Relation, columns: string[]): void {
  for (const c of columns) if (!rel.columns.has(c)) throw columnNotFound(rel, c);
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Root filters go into the mutation's WHERE; everything under an embed path shapes the representation. */
function splitQuery(q: ApiQuery): { root: MutationFilter; rest: ApiQuery } {
  const rootRange = q.ranges.get('') ?? {};
  const ranges = new Map(q.ranges);
  ranges.delete('');
  return {
    root: {
      filters: q.filters.filter((f) => f.path.length === 0).map((f) => f.condition),
      logic: q.logic.filter((l) => l.path.length === 0).map((l) => l.tree),
      order: q.order.filter((o) => o.path.length === 0).flatMap((o) => o.terms),
      limit: rootRange.limit,
      offset: rootRange.offset,
    },
    rest: {
      ...q,
      filters: q.filters.filter((f) => f.path.length > 0),
      logic: q.logic.filter((l) => l.path.length > 0),
      order: q.order.filter((o) => o.path.length > 0),
      ranges,
    },
  };
}

function representation(r: RestRequest, rel: Relation, select: SelectItem[], rest: ApiQuery): ReadNode {
  const alias = ident(rel.name);
  const node = buildReadNode(r.cache, { relation: rel, fromSql: `pgrst_source AS ${alias}`, alias }, select, new AliasCounter());
  applyQuery(node, rest);
  return node;
}

function checkMaxAffected(r: RestRequest, o: Outcome): void {
  const max = r.prefs.maxAffected;
  if (max !== undefined && r.prefs.handling === 'strict' && o.count > max) {
    throw new PostgrestError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${o.count} rows`);
  }
}

interface Mutation {
  sql: (returning: boolean, p: SqlParams) => string;
  select: SelectItem[];
  rest: ApiQuery;
}

/** Runs a mutation with or without a representation and returns the outcome and rendered body. */
async function runMutation(state: RestState, r: RestRequest, rel: Relation, m: Mutation, wantRows: boolean): Promise<Outcome> {
  const p = new SqlParams();
  const sql = wantRows ? mutationStatement(m.sql(true, p), representation(r, rel, m.select, m.rest), p, sqlMedia(r.media)) : m.sql(false, p);
  return executeStatement(state, r, sql, p.values, (o) => {
    checkMaxAffected(r, o);
    checkSingular(r, o);
  });
}

function mutationCountRange(r: RestRequest, n: number): string {
  return `*/${r.prefs.count ? n : '*'}`;
}

/** POST: insert or upsert (supabase-protocol.md §2.8). */
export async function handleInsert(state: RestState, r: RestRequest, rel: Relation): Promise<void> {
  const q = parseApiQuery(r.pairs);
  const { value, text } = parseJsonBody(r.req.headers['content-type'], r.req.body);
  const rows = Array.isArray(value) ? value : [value];
  if (!rows.every(isPlainObject)) throw invalidJson('All items must be JSON objects');
  let columns = q.columns;
  if (!columns) {
    const seen = new Set<string>();
    for (const row of rows as Record<string, unknown>[]) for (const k of Object.keys(row)) seen.add(k);
    columns = [...seen];
  }
  checkPayloadColumns(rel, columns);
  let onConflict: { columns: string[]; action: 'merge' | 'ignore' } | undefined;
  if (r.prefs.resolution) {
    const target = q.onConflict ?? rel.primaryKey;
    if (!target.length) throw new PostgrestError(400, 'PGRST100', `"failed to parse on_conflict parameter" (line 1, column 1)`, `'${rel.name}' has no primary key; pass on_conflict`);
    for (const c of target) checkColumn(targetSource(rel), c);
    onConflict = { columns: target, action: r.prefs.resolution === 'merge-duplicates' ? 'merge' : 'ignore' };
  } else if (q.onConflict) {
    for (const c of q.onConflict) checkColumn(targetSource(rel), c);
  }
  const body = Array.isArray(value) ? text : `[${text}]`;
  const ret = r.prefs.return ?? 'minimal';
  const select: SelectItem[] = ret === 'headers-only' ? rel.primaryKey.map((name) => ({ kind: 'column', field: { name, json: [] }, alias: undefined })) : q.select;
  const { rest } = splitQuery(q);
  const mutation: Mutation = {
    sql: (returning, p) => insertSql(rel, body, { columns: columns!, missingDefault: r.prefs.missing === 'default', onConflict, returning }, p),
    select: select.length ? select : [{ kind: 'star' }],
    rest,
  };
  const o = await runMutation(state, r, rel, mutation, ret !== 'minimal');
  const headers: Record<string, string> = { 'Content-Range': mutationCountRange(r, o.count) };
  if (ret === 'headers-only' && rel.primaryKey.length && o.row?.body) {
    const first = (JSON.parse(o.row.body) as Record<string, unknown>[])[0];
    if (first) {
      const qs = rel.primaryKey.map((k) => `${encodeURIComponent(k)}=eq.${encodeURIComponent(String(first[k]))}`).join('&');
      headers.Location = `/${rel.name}?${qs}`;
    }
  }
  sendResult(r, o, 201, ret === 'representation' ? o.row?.body ?? '[]' : null, headers);
}

function checkFilterColumns(source: Source, root: MutationFilter): void {
  for (const c of root.filters) checkColumn(source, c.field.name);
  for (const t of root.logic) checkLogicColumns(source, t);
  for (const o of root.order) checkColumn(source, o.field.name);
}

function requireFilters(root: MutationFilter, verb: 'UPDATE' | 'DELETE'): void {
  if (!root.filters.length && !root.logic.length) {
    throw new PostgrestError(400, '21000', `${verb} requires a WHERE clause`);
  }
}

/** PATCH: update rows matching the filters. */
export async function handleUpdate(state: RestState, r: RestRequest, rel: Relation): Promise<void> {
  const q = parseApiQuery(r.pairs);
  const { value, text } = parseJsonBody(r.req.headers['content-type'], r.req.body);
  if (!isPlainObject(value)) throw invalidJson('The body must be a JSON object');
  const columns = q.columns ?? Object.keys(value);
  checkPayloadColumns(rel, columns);
  const { root, rest } = splitQuery(q);
  const source = targetSource(rel);
  checkFilterColumns(source, root);
  requireFilters(root, 'UPDATE');
  const ret = r.prefs.return ?? 'minimal';
  if (!columns.length) {
    // Nothing to set: PostgREST answers as if no row matched.
    sendResult(r, null, ret === 'representation' ? 200 : 204, ret === 'representation' ? (r.media.kind === 'object' ? null : '[]') : null, { 'Content-Range': '*/*' });
    return;
  }
  const mutation: Mutation = { sql: (returning, p) => updateSql(rel, text, columns, root, returning, p), select: q.select, rest };
  const o = await runMutation(state, r, rel, mutation, ret === 'representation');
  const range = o.count > 0 ? `0-${o.count - 1}/${r.prefs.count ? o.count : '*'}` : `*/${r.prefs.count ? 0 : '*'}`;
  sendResult(r, o, ret === 'representation' ? 200 : 204, ret === 'representation' ? o.row?.body ?? '[]' : null, { 'Content-Range': range });
}

/** DELETE: remove rows matching the filters. */
export async function handleDelete(state: RestState, r: RestRequest, rel: Relation): Promise<void> {
  const q = parseApiQuery(r.pairs);
  const { root, rest } = splitQuery(q);
  const source = targetSource(rel);
  checkFilterColumns(source, root);
  requireFilters(root, 'DELETE');
  const ret = r.prefs.return ?? 'minimal';
  const mutation: Mutation = { sql: (returning, p) => deleteSql(rel, root, returning, p), select: q.select, rest };
  const o = await runMutation(state, r, rel, mutation, ret === 'representation');
  sendResult(r, o, ret === 'representation' ? 200 : 204, ret === 'representation' ? o.row?.body ?? '[]' : null, { 'Content-Range': mutationCountRange(r, o.count) });
}
