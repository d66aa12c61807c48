// The Payments console keeps what it shows in the URL (?section=…&status=…&q=…&page=…), so a page of a list can be
// linked, reloaded and reached with Back.
import { useSearchParams } from '@spotless/shared-ui/router';
import type { MoneyListQuery } from '@spotless/shared-data/money';

export const SECTIONS = ['transactions', 'payouts', 'refunds', 'disputes', 'accounts', 'commission', 'cancellation', 'reconciliation'] as const;
export type PaymentsSection = (typeof SECTIONS)[number];

export function sectionFrom(params: URLSearchParams): PaymentsSection {
  const value = params.get('section');
  return (SECTIONS as readonly string[]).includes(value ?? '') ? (value as PaymentsSection) : 'transactions';
}

/** A list's filter from the URL; an unknown status reads as all, a missing or bad page as 1. */
export function listQueryFrom<S extends string>(params: URLSearchParams, statuses: readonly S[]): MoneyListQuery<S> {
  const status = params.get('status') ?? '';
  const page = Number(params.get('page'));
  return {
    status: (statuses as readonly string[]).includes(status) ? (status as S) : 'all',
    search: params.get('q') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The URL's query string after a change of filter; a new status or search starts again at page 1. */
export function withListQuery<S extends string>(params: URLSearchParams, change: Partial<MoneyListQuery<S>>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  if (change.status !== undefined) set('status', change.status === 'all' ? null : change.status);
  if (change.search !== undefined) set('q', change.search.trim() || null);
  const page = change.status !== undefined || change.search !== undefined ? 1 : (change.page ?? null);
  if (page !== null) set('page', page > 1 ? String(page) : null);
  return next;
}

/** The list filter of the open section, read from and written to the URL. */
export function useListQuery<S extends string>(statuses: readonly S[]): [MoneyListQuery<S>, (change: Partial<MoneyListQuery<S>>) => void] {
  const [params, setParams] = useSearchParams();
  return [listQueryFrom(params, statuses), (change) => setParams((current) => withListQuery(current, change))];
}
