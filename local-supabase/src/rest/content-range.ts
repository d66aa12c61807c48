import { PostgrestError } from '../http/postgrest-errors';

/** `first-last/total` of a read (supabase-protocol.md §2.6). */
export function readContentRange(offset: number, pageTotal: number, total: number | null): string {
  const t = total === null ? '*' : String(total);
  return pageTotal > 0 ? `${offset}-${offset + pageTotal - 1}/${t}` : `*/${t}`;
}

/** 200, 206 or 416 (PGRST103) from the page and the total, as PostgREST decides. */
export function readStatus(offset: number, pageTotal: number, total: number | null): number {
  if (total === null) return 200;
  if (offset > total && !(offset === 0 && total === 0)) {
    throw new PostgrestError(416, 'PGRST103', 'Requested range not satisfiable', `An offset of ${offset} was requested, but there are only ${total} rows.`);
  }
  const upper = offset + pageTotal - 1;
  return 1 + upper - offset < total ? 206 : 200;
}

/** Applies a `Range: a-b` header (GET only) on top of limit/offset: the intersection wins. */
export function intersectRange(header: string | undefined, limit: number | undefined, offset: number | undefined): { limit?: number; offset?: number } {
  if (!header) return { limit, offset };
  const m = /^(?:items=)?\s*(\d{1,15})-(\d{0,15})\s*$/.exec(header);
  if (!m) throw new PostgrestError(416, 'PGRST103', 'Requested range not satisfiable', `Invalid range: ${header.slice(0, 100)}`);
  const hStart = Number(m[1]);
  const hEnd = m[2] ? Number(m[2]) : Infinity;
  if (hEnd < hStart) throw new PostgrestError(416, 'PGRST103', 'Requested range not satisfiable', `Invalid range: ${header.slice(0, 100)}`);
  const qStart = offset ?? 0;
  const qEnd = limit !== undefined ? qStart + limit - 1 : Infinity;
  const start = Math.max(qStart, hStart);
  const end = Math.min(qEnd, hEnd);
  if (end < start) return { limit: 0, offset: start };
  return { limit: end === Infinity ? undefined : end - start + 1, offset: start };
}
