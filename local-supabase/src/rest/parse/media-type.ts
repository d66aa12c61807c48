import { PostgrestError } from '../../http/postgrest-errors';
import { LruMap } from '../../lru-map';

/** What the response body will be (supabase-protocol.md §2.9). */
export interface ResponseMedia {
  kind: 'json' | 'object' | 'csv' | 'openapi';
  stripNulls: boolean;
}

interface Range {
  type: string;
  params: Record<string, string>;
  q: number;
}

function parseAccept(header: string): Range[] {
  return header
    .split(',')
    .map((part, index) => {
      const [type, ...rest] = part.split(';');
      const params: Record<string, string> = {};
      for (const p of rest) {
        const eq = p.indexOf('=');
        if (eq > 0) params[p.slice(0, eq).trim().toLowerCase()] = p.slice(eq + 1).trim().replace(/^"|"$/g, '');
      }
      const q = params.q !== undefined ? Number(params.q) : 1;
      return { type: (type ?? '').trim().toLowerCase(), params, q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((r) => r.type && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
}

function match(r: Range, allowOpenApi: boolean): ResponseMedia | null {
  const strip = r.params.nulls === 'stripped';
  switch (r.type) {
    case '*/*':
    case 'application/*':
      return { kind: allowOpenApi ? 'openapi' : 'json', stripNulls: false };
    case 'application/json':
      return { kind: allowOpenApi ? 'openapi' : 'json', stripNulls: false };
    case 'application/vnd.pgrst.array+json':
      return { kind: 'json', stripNulls: strip };
    case 'application/vnd.pgrst.object+json':
      return { kind: 'object', stripNulls: strip };
    case 'application/vnd.pgrst.object':
      return { kind: 'object', stripNulls: strip };
    case 'text/csv':
      return allowOpenApi ? null : { kind: 'csv', stripNulls: false };
    case 'application/openapi+json':
      return allowOpenApi ? { kind: 'openapi', stripNulls: false } : null;
    default:
      return null;
  }
}

/**
 * Outcomes by Accept header: clients send the same few values on every request. Frozen (shared between requests);
 * bounded, and only successes are kept, so a refusal is produced afresh each time.
 */
const chosen = new LruMap<string, ResponseMedia>(100);

/** Chooses the response media type from `Accept`, or throws 406 PGRST107. The result is shared: read only. */
export function negotiateMedia(accept: string | undefined, allowOpenApi = false): ResponseMedia {
  if (!accept || !accept.trim()) return allowOpenApi ? DEFAULT_OPENAPI : DEFAULT_JSON;
  const key = allowOpenApi ? `o${accept}` : `j${accept}`;
  const known = chosen.get(key);
  if (known) return known;
  for (const r of parseAccept(accept)) {
    const m = match(r, allowOpenApi);
    if (m) {
      chosen.set(key, Object.freeze(m));
      return m;
    }
  }
  throw new PostgrestError(406, 'PGRST107', `None of these media types are available: ${accept.slice(0, 500)}`);
}

const DEFAULT_JSON: ResponseMedia = Object.freeze({ kind: 'json', stripNulls: false });
const DEFAULT_OPENAPI: ResponseMedia = Object.freeze({ kind: 'openapi', stripNulls: false });
