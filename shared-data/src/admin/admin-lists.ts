// The admin console's growing lists, paged, sorted and searched in the database (see ../paging): clients, cleaners,
// verification submissions and reviews, plus the search-as-you-type pickers of Cleaner Match. Each fetcher is one
// admin RPC call with an exact count (security definer, is_admin() at aal2 inside: a search needs an index, which a
// filter under RLS cannot use); the bench (bench/) calls the same fetchers at scale.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cleanSearch, getSupabase, type ListPage, type ListQuery, MESSAGES, pageRange, PICKER_LIMIT, queryKeys, toListPage, unwrap } from '@spotless/shared-data';
import type { Database } from '../database.types';
import type { AdminCleaner, AdminClient, AdminReview, AdminVerificationSubmission } from './admin';

type Tables = Database['public']['Tables'];

/** Newest first (default) or oldest first: the sorts every admin list offers. */
export type AdminListSort = 'newest' | 'oldest';
export const ADMIN_LIST_SORTS: readonly AdminListSort[] = ['newest', 'oldest'];
export const ADMIN_LIST_SORT_LABELS: Readonly<Record<AdminListSort, string>> = { newest: 'Newest first', oldest: 'Oldest first' };

const ascending = (sort: string | undefined) => sort === 'oldest';

// ---------------------------------------------------------------------------------------------------------------
// Clients

/**
 * One page of a console list from its RPC (admin_clients_page, admin_cleaners_page: security definer, is_admin()
 * checked inside, so a search can use its index; see 20250710000000): the rows and the exact total.
 */
type RpcPage<T> = { total: number; rows: T[] };
function rpcPage<T>(data: unknown): RpcPage<T> {
  const page = (data ?? {}) as Partial<RpcPage<T>>;
  return { total: Number(page.total ?? 0), rows: Array.isArray(page.rows) ? page.rows : [] };
}

/**
 * One page of clients with how many match in all; the search finds a name, e-mail or phone (0803…, +234803…).
 * Admins only (aal2): the database refuses anyone else.
 * @throws DataError "Error fetching clients data"
 */
export async function fetchAdminClientsPage(query: ListQuery<AdminListSort>): Promise<ListPage<AdminClient>> {
  const supabase = await getSupabase();
  const { page, from, to } = pageRange(query.page);
  const result = await supabase.rpc('admin_clients_page', {
    p_search: cleanSearch(query.search),
    p_sort: ascending(query.sort) ? 'oldest' : 'newest',
    p_page: page,
    p_page_size: to - from + 1,
  });
  const { rows, total } = rpcPage<AdminClient>(unwrap(result, MESSAGES.admin.clientsFetchFailed));
  return toListPage(rows, total, page);
}

export function useAdminClientsPage(query: ListQuery<AdminListSort>) {
  return useQuery({
    queryKey: queryKeys.clientProfiles.list({ admin: true, paged: query }),
    queryFn: () => fetchAdminClientsPage(query),
    placeholderData: keepPreviousData,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Cleaners

/** The Cleaners Dashboard's filter: every cleaner, or those of one standing. */
export type AdminCleanerFilter = 'all' | 'active' | 'suspended' | 'verified' | 'unverified';

export interface AdminCleanersQuery extends ListQuery<AdminListSort> {
  filter?: AdminCleanerFilter;
}

type CleanerRow = Omit<AdminCleaner, 'rating_avg'> & { full_name: string; rating_avg: number | string };
type CleanerRpcFilter = AdminCleanerFilter | 'working';

async function fetchCleanerRows(search: string, filter: CleanerRpcFilter, sort: 'newest' | 'oldest' | 'name', page: number, pageSize: number) {
  const supabase = await getSupabase();
  const result = await supabase.rpc('admin_cleaners_page', { p_search: cleanSearch(search), p_filter: filter, p_sort: sort, p_page: page, p_page_size: pageSize });
  return rpcPage<CleanerRow>(unwrap(result, MESSAGES.admin.cleanersFetchFailed));
}

/**
 * One page of cleaners; the search finds the account's name, e-mail or phone. Admins only (aal2).
 * @throws DataError "Error fetching cleaners data"
 */
export async function fetchAdminCleanersPage(query: AdminCleanersQuery): Promise<ListPage<AdminCleaner>> {
  const { page, from, to } = pageRange(query.page);
  const { rows, total } = await fetchCleanerRows(query.search, query.filter ?? 'all', ascending(query.sort) ? 'oldest' : 'newest', page, to - from + 1);
  return toListPage(
    rows.map(({ full_name, ...r }) => ({ ...r, display_name: r.display_name || full_name || '', rating_avg: Number(r.rating_avg) })),
    total,
    page,
  );
}

export function useAdminCleanersPage(query: AdminCleanersQuery) {
  return useQuery({
    queryKey: queryKeys.cleaners.list({ admin: true, paged: query }),
    queryFn: () => fetchAdminCleanersPage(query),
    placeholderData: keepPreviousData,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Verification submissions

export interface AdminVerificationQuery extends ListQuery<AdminListSort> {
  status: Tables['verification_submissions']['Row']['status'] | 'all';
}

/**
 * One page of verification submissions of a status, newest first, with the exact total; the search finds the
 * cleaner's name, e-mail or phone. Through admin_verification_page (20250717000000), so the search uses the person
 * search index. Admins only (aal2).
 * @throws DataError "Error fetching cleaners data"
 */
export async function fetchVerificationPage(query: AdminVerificationQuery): Promise<ListPage<AdminVerificationSubmission>> {
  const supabase = await getSupabase();
  const { page, from, to } = pageRange(query.page);
  const result = await supabase.rpc('admin_verification_page', {
    p_status: query.status,
    p_search: cleanSearch(query.search),
    p_sort: ascending(query.sort) ? 'oldest' : 'newest',
    p_page: page,
    p_page_size: to - from + 1,
  });
  const { rows, total } = rpcPage<AdminVerificationSubmission>(unwrap(result, MESSAGES.admin.cleanersFetchFailed));
  return toListPage(rows, total, page);
}

export function useVerificationPage(query: AdminVerificationQuery) {
  return useQuery({
    queryKey: queryKeys.verification.list({ admin: true, paged: query }),
    queryFn: () => fetchVerificationPage(query),
    placeholderData: keepPreviousData,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Reviews

/**
 * One page of reviews, newest first, with the exact total; the search finds the reviewer's name or the comment.
 * Through admin_reviews_page (20250717000000). Admins only (aal2).
 * @throws DataError "Error fetching reviews data"
 */
export async function fetchAdminReviewsPage(query: ListQuery<AdminListSort>): Promise<ListPage<AdminReview>> {
  const supabase = await getSupabase();
  const { page, from, to } = pageRange(query.page);
  const result = await supabase.rpc('admin_reviews_page', {
    p_search: cleanSearch(query.search),
    p_sort: ascending(query.sort) ? 'oldest' : 'newest',
    p_page: page,
    p_page_size: to - from + 1,
  });
  const { rows, total } = rpcPage<AdminReview>(unwrap(result, MESSAGES.reviews.dataFetchFailed));
  return toListPage(rows, total, page);
}

export function useAdminReviewsPage(query: ListQuery<AdminListSort>) {
  return useQuery({
    queryKey: queryKeys.reviews.list({ admin: true, paged: query }),
    queryFn: () => fetchAdminReviewsPage(query),
    placeholderData: keepPreviousData,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Pickers (search as you type)

/** One choice of a picker and how many match in all (the picker says "type to narrow" when there are more). */
export interface PersonChoice {
  value: string;
  label: string;
}
export interface PersonChoices {
  options: PersonChoice[];
  total: number;
}

const choiceLabel = (name: string | null | undefined, email: string | null | undefined, id: string) =>
  [name || null, email || null].filter(Boolean).join(' · ') || id;

/**
 * The first {@link PICKER_LIMIT} clients whose name, e-mail or phone contains the term (newest first with no term),
 * and how many match in all.
 */
export async function searchClientChoices(search: string): Promise<PersonChoices> {
  const page = await fetchAdminClientsPage({ page: 1, search });
  return { options: page.rows.slice(0, PICKER_LIMIT).map((c) => ({ value: c.id, label: choiceLabel(c.full_name, c.email, c.id) })), total: page.total };
}

/** The first {@link PICKER_LIMIT} cleaners who can take work (active, verified) matching the term, by name. */
export async function searchWorkingCleanerChoices(search: string): Promise<PersonChoices> {
  const { rows, total } = await fetchCleanerRows(search, 'working', 'name', 1, PICKER_LIMIT);
  return { options: rows.map((r) => ({ value: r.user_id, label: choiceLabel(r.display_name || r.full_name, r.email, r.user_id) })), total };
}

/** Picker hooks: the term should already be debounced by the caller (each change is one request). */
export function useClientChoices(search: string) {
  return useQuery({ queryKey: queryKeys.clientProfiles.list({ picker: cleanSearch(search) }), queryFn: () => searchClientChoices(search), placeholderData: keepPreviousData });
}

export function useWorkingCleanerChoices(search: string) {
  return useQuery({
    queryKey: queryKeys.cleaners.list({ picker: 'working', search: cleanSearch(search) }),
    queryFn: () => searchWorkingCleanerChoices(search),
    placeholderData: keepPreviousData,
  });
}

