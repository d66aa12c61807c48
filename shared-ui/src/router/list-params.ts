// A paged list's state lives in the URL (?page=2&q=ada&sort=oldest, or with a prefix when a screen has several
// lists), so a page can be linked, reloaded and reached again with Back and Forward.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** What a list shows, as the URL holds it. */
export interface ListParams<Sort extends string = string> {
  /** 1-based; missing or bad reads as 1. */
  page: number;
  /** '' = no search. */
  search: string;
  /** One of the list's sorts; missing or unknown reads as the first. */
  sort: Sort;
}

const keys = (prefix: string) => ({ page: `${prefix}page`, search: `${prefix}q`, sort: `${prefix}sort` });

/** The list's state from a query string. */
export function listParamsFrom<Sort extends string>(params: URLSearchParams, sorts: readonly Sort[], prefix = ''): ListParams<Sort> {
  const k = keys(prefix);
  const page = Number(params.get(k.page));
  const sort = params.get(k.sort) ?? '';
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    search: (params.get(k.search) ?? '').trim(),
    sort: (sorts as readonly string[]).includes(sort) ? (sort as Sort) : sorts[0]!,
  };
}

/**
 * The query string after a change (other parameters kept); a new search or sort starts again at page 1, and
 * defaults (page 1, no search, the first sort) are left out so URLs stay short.
 */
export function withListParams<Sort extends string>(
  params: URLSearchParams,
  change: Partial<ListParams<Sort>>,
  sorts: readonly Sort[],
  prefix = '',
): URLSearchParams {
  const k = keys(prefix);
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  if (change.search !== undefined) set(k.search, change.search.trim() || null);
  if (change.sort !== undefined) set(k.sort, change.sort === sorts[0] ? null : change.sort);
  const restart = change.search !== undefined || change.sort !== undefined;
  const page = restart ? 1 : change.page;
  if (page !== undefined) set(k.page, page > 1 ? String(page) : null);
  return next;
}

/**
 * A list's state read from and written to the URL. A new page or sort is a history entry (Back returns to it); a
 * new search replaces the entry, so Back does not step through every pause of the typing.
 */
export function useListParams<Sort extends string = 'newest'>(
  sorts: readonly Sort[] = ['newest' as Sort],
  prefix = '',
): [ListParams<Sort>, (change: Partial<ListParams<Sort>>) => void] {
  const [params, setParams] = useSearchParams();
  const value = useMemo(() => listParamsFrom(params, sorts, prefix), [params, sorts, prefix]);
  const update = useCallback(
    (change: Partial<ListParams<Sort>>) =>
      setParams((current) => withListParams(current, change, sorts, prefix), { replace: change.search !== undefined && change.page === undefined && change.sort === undefined }),
    [setParams, sorts, prefix],
  );
  return [value, update];
}
