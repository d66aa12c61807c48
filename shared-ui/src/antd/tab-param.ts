/**
 * Reads the active tab from a URL query string, falling back when the value is missing or unknown,
 * so links like `/admin/general?tab=approved-rfqs` open the right tab and stale links still work.
 */
export function tabFromSearch(search: string, param: string, keys: readonly string[], fallback: string): string {
  const value = new URLSearchParams(search).get(param);
  return value !== null && keys.includes(value) ? value : fallback;
}

/** The query string with `param` set to `key` (other parameters kept). */
export function searchWithTab(search: string, param: string, key: string): string {
  const params = new URLSearchParams(search);
  params.set(param, key);
  return `?${params.toString()}`;
}
