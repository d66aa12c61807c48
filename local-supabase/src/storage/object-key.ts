import { invalidBucketName, invalidKey } from './errors';

/** Longest object name accepted, in UTF-8 bytes (Supabase Storage uses the same bound). */
export const MAX_KEY_BYTES = 1024;
/** Each path segment becomes a file or folder name on disk, which most filesystems cap at 255 bytes. */
const MAX_SEGMENT_BYTES = 255;
// Control characters (NUL included) have no business in object names and confuse filesystems and logs.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;
/** Storage's bucket-name alphabet. */
const BUCKET_NAME = /^[A-Za-z0-9_!.*'() &$@=;:+,?-]+$/;

/**
 * Accepts a bucket id or throws. Names starting with a dot are refused because bucket ids become
 * folder names under the storage root, next to our own `.tmp` folder.
 */
export function validateBucketId(id: unknown): string {
  if (typeof id !== 'string' || id.length === 0 || id.length > 100 || id.trim() !== id) {
    throw invalidBucketName(String(id));
  }
  if (!BUCKET_NAME.test(id) || id.startsWith('.')) throw invalidBucketName(id);
  return id;
}

/**
 * Accepts an (already percent-decoded) object name or throws InvalidKey. Refused: empty names,
 * absolute paths, `.`/`..` or empty segments, control characters, and names too long for disk.
 */
export function validateObjectKey(key: unknown): string {
  if (typeof key !== 'string' || key.length === 0) throw invalidKey(String(key ?? ''));
  const printable = key.replace(CONTROL_CHARS, '?');
  if (CONTROL_CHARS.test(key) || key.startsWith('/')) throw invalidKey(printable);
  if (Buffer.byteLength(key, 'utf8') > MAX_KEY_BYTES) throw invalidKey(printable.slice(0, 64) + '…');
  for (const segment of key.split('/')) {
    if (segment === '' || segment === '.' || segment === '..') throw invalidKey(printable);
    if (Buffer.byteLength(segment, 'utf8') > MAX_SEGMENT_BYTES) throw invalidKey(printable.slice(0, 64) + '…');
  }
  return key;
}

/** Percent-decodes a URL path piece; malformed escapes are a client error, not a crash. */
export function decodePathPiece(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw invalidKey(raw);
  }
}

/** The part of a request URL after `prefix`, without the query string, still percent-encoded. */
export function rawRemainder(url: string, prefix: string): string {
  const pathOnly = url.split('?')[0] ?? '';
  return pathOnly.startsWith(prefix) ? pathOnly.slice(prefix.length) : '';
}

/** Bucket plus object name, both decoded and validated. */
export interface ObjectRef {
  bucket: string;
  key: string;
}

/**
 * Splits the URL remainder `{bucket}/{path}` (storage-js never encodes it; the runtime escapes
 * spaces and non-ASCII) into a validated bucket id and object name.
 */
export function parseObjectRef(rawRest: string): ObjectRef {
  const slash = rawRest.indexOf('/');
  if (slash <= 0) throw invalidKey(decodePathPiece(rawRest));
  const bucket = validateBucketId(decodePathPiece(rawRest.slice(0, slash)));
  const key = validateObjectKey(decodePathPiece(rawRest.slice(slash + 1)));
  return { bucket, key };
}

/** The query string of a request URL as URLSearchParams (empty when there is none). */
export function queryOf(url: string): URLSearchParams {
  const q = url.indexOf('?');
  return new URLSearchParams(q >= 0 ? url.slice(q + 1) : '');
}
