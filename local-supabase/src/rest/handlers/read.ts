import type { RestRequest, RestState } from '../context';
import { intersectRange, readContentRange, readStatus } from '../content-range';
import { executeStatement, type Outcome } from '../execute';
import { parseApiQuery } from '../parse/api-query';
import type { ResponseMedia } from '../parse/media-type';
import { AliasCounter, applyQuery, buildReadNode, outputNames, relationSource, type ReadNode } from '../plan/read-plan';
import { singularCheck, jsonToCsv, sendResult } from '../respond';
import type { Relation } from '../schema/types';
import { SqlParams } from '../sql/builder';
import { readStatement } from '../sql/statement';

/** CSV is rendered from the JSON array, so the database always renders JSON. */
export function sqlMedia(media: ResponseMedia): ResponseMedia {
  return media.kind === 'csv' || media.kind === 'openapi' ? { kind: 'json', stripNulls: false } : media;
}

/** Applies the `Range` header to the root's limit/offset (GET/HEAD only). */
export function applyRangeHeader(r: RestRequest, root: ReadNode): void {
  if (r.req.method !== 'GET' && r.req.method !== 'HEAD') return;
  const h = r.req.headers.range;
  if (typeof h !== 'string') return;
  const unit = r.req.headers['range-unit'];
  if (unit !== undefined && unit !== 'items') return;
  const { limit, offset } = intersectRange(h, root.limit, root.offset);
  root.limit = limit;
  root.offset = offset;
}

/** Sends a paged read: 200/206/416, Content-Range, JSON/object/CSV body. */
export function sendPage(r: RestRequest, o: Outcome, root: ReadNode): void {
  const row = o.row!;
  const offset = root.offset ?? 0;
  const total = row.total === null ? null : Number(row.total);
  const status = readStatus(offset, o.count, total);
  const headers = { 'Content-Range': readContentRange(offset, o.count, total) };
  const body = r.media.kind === 'csv' ? jsonToCsv(row.body ?? '[]', outputNames(root)) : row.body;
  sendResult(r, o, status, body, headers);
}

/** A built read: its statement, parameters and the node tree the response is shaped from. */
export interface BuiltRead {
  sql: string;
  params: unknown[];
  root: ReadNode;
}

function buildRead(state: RestState, r: RestRequest, relation: Relation): BuiltRead {
  const q = parseApiQuery(r.pairs);
  const root = buildReadNode(r.cache, relationSource(relation), q.select, new AliasCounter());
  applyQuery(root, q);
  applyRangeHeader(r, root);
  const p = new SqlParams();
  const sql = readStatement(root, p, { media: sqlMedia(r.media), withCount: r.prefs.count !== undefined, maxRows: state.options.maxRows });
  return { sql, params: p.values, root };
}

/** Everything a read's statement is built from besides the schema cache: URL (relation + query), profile, media, count, range. */
function readKey(r: RestRequest): string {
  const h = r.req.headers;
  return `${r.schemaName}\n${r.req.url}\n${r.media.kind}:${r.media.stripNulls}\n${r.prefs.count ?? ''}\n${h.range ?? ''}\n${h['range-unit'] ?? ''}`;
}

/**
 * GET/HEAD on a table or view. A statement cached for this request shape was built for an existing relation from
 * a query string that parsed, so only a miss parses the query string (first: its errors come before a missing
 * relation's) and looks the relation up.
 */
export async function handleRead(state: RestState, r: RestRequest, relationOf: () => Relation): Promise<void> {
  const key = readKey(r);
  let built = state.reads.get(r.cache, key);
  if (!built) {
    void r.pairs; // parses the deferred query string now: a bad query string is reported before a missing relation
    built = buildRead(state, r, relationOf());
    state.reads.set(r.cache, key, built);
  }
  const o = await executeStatement(state, r, built.sql, built.params, singularCheck(r));
  sendPage(r, o, built.root);
}
