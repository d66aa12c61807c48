import { invalidRequest, mimeNotAllowed, payloadTooLarge } from './errors';

const UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3, tb: 1024 ** 4 };

/**
 * Reads a bucket's `file_size_limit` as createBucket/updateBucket send it: a number of bytes,
 * a numeric string, or a string with a unit like '1KB' / '5 MB' (binary multiples, as Supabase).
 * `null`/`undefined` mean "no limit".
 */
export function parseFileSizeLimit(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value < 0) throw invalidRequest('file_size_limit must be a non-negative integer');
    return value;
  }
  if (typeof value !== 'string') throw invalidRequest('file_size_limit must be a number or a string like "5MB"');
  const m = /^\s*(\d+(?:\.\d+)?)\s*([kmgt]?b)?\s*$/i.exec(value);
  if (!m) throw invalidRequest(`Invalid file size limit: ${value}`);
  const bytes = Math.floor(Number(m[1]) * UNITS[(m[2] ?? 'b').toLowerCase()]!);
  if (!Number.isSafeInteger(bytes)) throw invalidRequest(`Invalid file size limit: ${value}`);
  return bytes;
}

/** Validates `allowed_mime_types`: null/undefined (anything allowed) or an array of type patterns. */
export function parseAllowedMimeTypes(value: unknown): string[] | null {
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' && /^[\w.+-]+\/([\w.+-]+|\*)$/.test(v.trim()))) {
    throw invalidRequest('allowed_mime_types must be an array of mime types like "image/png" or "image/*"');
  }
  return value.map((v: string) => v.trim().toLowerCase());
}

/** The media type without parameters, lower-cased: 'Text/Plain;charset=UTF-8' → 'text/plain'. */
function essence(mime: string): string {
  return (mime.split(';')[0] ?? '').trim().toLowerCase();
}

/** Throws "415" when the bucket restricts types and `mime` matches none of them (wildcards allowed). */
export function assertMimeAllowed(mime: string, allowed: string[] | null): void {
  if (!allowed || allowed.length === 0) return;
  const type = essence(mime);
  const ok = allowed.some((pattern) => {
    const p = pattern.toLowerCase();
    return p.endsWith('/*') ? type.startsWith(p.slice(0, -1)) : type === p;
  });
  if (!ok) throw mimeNotAllowed(mime);
}

/** Throws "413" when `size` exceeds the bucket's limit. */
export function assertSizeAllowed(size: number, limit: number | string | null): void {
  if (limit === null) return;
  if (size > Number(limit)) throw payloadTooLarge();
}
