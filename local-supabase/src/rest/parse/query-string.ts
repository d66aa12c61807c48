import { PostgrestError } from '../../http/postgrest-errors';

/**
 * Splits a raw query string into ordered key/value pairs with form-urlencoded decoding
 * (`+` is a space), keeping repeated keys: `id=gt.1&id=lt.9` means both filters.
 */
export function parseQueryString(url: string): [string, string][] {
  const q = url.indexOf('?');
  if (q < 0 || q === url.length - 1) return [];
  const pairs: [string, string][] = [];
  for (const part of url.slice(q + 1).split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const rawKey = eq < 0 ? part : part.slice(0, eq);
    const rawValue = eq < 0 ? '' : part.slice(eq + 1);
    pairs.push([decode(rawKey), decode(rawValue)]);
  }
  return pairs;
}

function decode(s: string): string {
  const plus = s.includes('+') ? s.replace(/\+/g, ' ') : s;
  if (!plus.includes('%')) return plus;
  try {
    return decodeURIComponent(plus);
  } catch {
    throw new PostgrestError(400, 'PGRST100', 'Invalid percent-encoding in the query string', `could not decode "${s.slice(0, 200)}"`);
  }
}
