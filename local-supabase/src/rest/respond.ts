import { PostgrestError } from '../http/postgrest-errors';
import type { RestRequest } from './context';
import type { Outcome } from './execute';

const CONTENT_TYPES = {
  json: 'application/json; charset=utf-8',
  object: 'application/vnd.pgrst.object+json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  openapi: 'application/openapi+json; charset=utf-8',
} as const;

/** 406 PGRST116 with PostgREST's exact texts. */
export function singularError(n: number): PostgrestError {
  return new PostgrestError(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${n} rows`, null);
}

/** Throws PGRST116 unless exactly one row came back and a single object was asked for. */
export function checkSingular(r: RestRequest, o: Outcome): void {
  if (r.media.kind === 'object' && o.count !== 1) throw singularError(o.count);
}

/** checkSingular when a single object was asked for, else nothing to check (the statement may then commit unseen). */
export function singularCheck(r: RestRequest): ((o: Outcome) => void) | undefined {
  return r.media.kind === 'object' ? (o) => checkSingular(r, o) : undefined;
}

/** Applies `response.status` / `response.headers` set by SQL during the request. */
function applyResponseGucs(r: RestRequest, o: Outcome | null, status: number): number {
  const row = o?.row;
  if (!row) return status;
  if (row.response_headers) {
    try {
      const list = JSON.parse(row.response_headers) as unknown;
      if (Array.isArray(list)) {
        for (const entry of list) {
          if (entry && typeof entry === 'object') {
            for (const [k, v] of Object.entries(entry as Record<string, unknown>)) r.reply.header(k, String(v));
          }
        }
      }
    } catch {
      throw new PostgrestError(500, 'PGRST111', 'response.headers guc must be a JSON array composed of objects with a single key and a string value');
    }
  }
  if (row.response_status) {
    const n = Number(row.response_status);
    if (!Number.isInteger(n) || n < 100 || n > 599) throw new PostgrestError(500, 'PGRST112', 'response.status guc must be a valid status code');
    return n;
  }
  return status;
}

/** Sends a successful response: status (possibly overridden by SQL), headers and the body text. */
export function sendResult(
  r: RestRequest,
  o: Outcome | null,
  status: number,
  body: string | null,
  headers: Record<string, string> = {},
  kind: keyof typeof CONTENT_TYPES = r.media.kind,
): void {
  const finalStatus = applyResponseGucs(r, o, status);
  for (const [k, v] of Object.entries(headers)) r.reply.header(k, v);
  if (r.prefs.applied.length) r.reply.header('Preference-Applied', r.prefs.applied.join(', '));
  r.reply.code(finalStatus);
  if (body === null || r.req.method === 'HEAD' || finalStatus === 204) {
    if (finalStatus !== 204) r.reply.header('content-type', CONTENT_TYPES[kind]);
    r.reply.send();
    return;
  }
  r.reply.header('content-type', CONTENT_TYPES[kind]);
  r.reply.send(body);
}

function csvCell(v: unknown): string {
  if (v === null || v === undefined) return '';
  const s = typeof v === 'object' ? JSON.stringify(v) : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Renders a JSON array body as CSV with a header row of `columns`. */
export function jsonToCsv(json: string, columns: string[]): string {
  const rows = JSON.parse(json) as Record<string, unknown>[];
  const lines = [columns.map(csvCell).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(row[c])).join(','));
  return lines.join('\n');
}
