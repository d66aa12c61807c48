// One paging model for every list that can grow: a 1-based page, a search term and a sort go in; one page of rows
// and how many rows match in all come out. Pages are PostgREST ranges (`.range(from, to)`) with `count: 'exact'`:
// every list is filtered by an indexed column first (recipient, kind, status), so the exact count is an index scan
// and the "1–20 of 13,482" line is true, not an estimate. Search is a case-insensitive substring (`ilike`) with the
// user's `%`, `_` and `\` escaped, so they match themselves.

/** Rows per page of a list. */
export const LIST_PAGE_SIZE = 20;
/** Matches a search-as-you-type picker offers at once (the rest: type more). */
export const PICKER_LIMIT = 20;
/** Longest search term sent to the database. */
export const SEARCH_MAX_LENGTH = 100;

/** What a list shows: a 1-based page, a search term ('' = none) and an optional sort key of the list's own. */
export interface ListQuery<Sort extends string = string> {
  page: number;
  search: string;
  sort?: Sort;
}

/** One page of a list and how many rows match in all. */
export interface ListPage<T> {
  rows: T[];
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** The PostgREST range (inclusive) of a 1-based page; a missing, fractional or negative page reads as 1. */
export function pageRange(page: number, pageSize: number = LIST_PAGE_SIZE): { page: number; from: number; to: number } {
  const p = Number.isInteger(page) && page > 0 ? page : 1;
  return { page: p, from: (p - 1) * pageSize, to: p * pageSize - 1 };
}

/** A search term as sent: trimmed, inner spaces collapsed, capped. */
export function cleanSearch(input: string | null | undefined): string {
  return (input ?? '').trim().replace(/\s+/g, ' ').slice(0, SEARCH_MAX_LENGTH);
}

/**
 * The term as the inside of a LIKE pattern: `\`, `%` and `_` escaped (LIKE's default escape is `\`). PostgREST reads
 * `*` as `%` whatever we do, so a typed `*` becomes `_` (any one character): it still finds the `*` itself.
 */
function likeBody(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/\*/g, '_');
}

/** Pattern for `.ilike(column, …)`: rows whose column contains the term. */
export function containsPattern(term: string): string {
  return `*${likeBody(cleanSearch(term))}*`;
}

/**
 * The digits to look for in a stored phone (+234XXXXXXXXXX) when the term is a phone number as people type it
 * ("0803 123 4567", "+234 803…", "803-123"); null when the term is not a phone number.
 */
export function phoneDigits(term: string): string | null {
  const t = cleanSearch(term);
  if (!/^\+?[\d\s()-]{3,}$/.test(t)) return null;
  let digits = t.replace(/\D/g, '');
  if (digits.startsWith('234')) digits = digits.slice(3);
  else if (digits.startsWith('0')) digits = digits.slice(1);
  return digits.length >= 3 ? digits : null;
}

/** A value inside a PostgREST logic tree (`or=(…)`): quoted, so commas and brackets in it are text; `\` and `"` escaped. */
function quoted(value: string): string {
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/**
 * A PostgREST `or` filter: any of the text columns contains the term; a `phone` column is matched by the term's
 * digits when it is a phone number (see {@link phoneDigits}). Pass to `.or(…)` (with `referencedTable` for an embed).
 */
export function containsAnyOf(columns: readonly string[], term: string): string {
  const pattern = quoted(containsPattern(term));
  const digits = phoneDigits(term);
  return columns
    .map((column) => (column === 'phone' && digits ? `${column}.ilike.${quoted(`*${digits}*`)}` : `${column}.ilike.${pattern}`))
    .join(',');
}

/** A page from a PostgREST answer's rows and exact count. */
export function toListPage<T>(rows: T[], count: number | null, page: number, pageSize: number = LIST_PAGE_SIZE): ListPage<T> {
  return { rows, total: count ?? rows.length, page, pageSize };
}
