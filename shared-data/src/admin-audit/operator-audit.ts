// The operator audit trail (issue 25): what admins did, newest first, filtered and paged in the database. Only
// super_admins read it (RLS on operator_audit); for anyone else the list is empty.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { domainKeys, getSupabase, unwrap } from '@spotless/shared-data';
import type { Database } from '../database.types';

export type OperatorAuditEntry = Database['public']['Tables']['operator_audit']['Row'];

export const operatorAuditKeys = domainKeys('operator_audit');

/** Rows per page of the audit log. */
export const AUDIT_PAGE_SIZE = 20;
export const AUDIT_TEXTS = {
  fetchFailed: 'Error fetching the audit log',
  empty: 'No operator actions match these filters.',
} as const;

export interface OperatorAuditQuery {
  /** 1-based. */
  page: number;
  /** Part of the acting admin's e-mail. */
  actor?: string;
  /** An action (`cleaner_profiles.update`, `export.payments`) or a table's actions (`cleaner_profiles`). */
  action?: string;
  /** The changed row's id. */
  targetId?: string;
  /** Lagos days (YYYY-MM-DD), inclusive. */
  from?: string;
  to?: string;
}

export interface OperatorAuditPage {
  rows: OperatorAuditEntry[];
  total: number;
  page: number;
  pageSize: number;
}

/** Lagos midnight of a day as an instant (Lagos is UTC+1 all year). */
const lagosStart = (day: string) => `${day}T00:00:00+01:00`;
const nextDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};
/** PostgREST's ilike pattern for "contains", with the user's own * and , made harmless. */
const contains = (term: string) => `*${term.replace(/[*,()%_\\]/g, ' ').trim()}*`;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * One page of the trail with the total that matches.
 * @throws DataError "Error fetching the audit log"
 */
export async function fetchOperatorAuditPage(query: OperatorAuditQuery): Promise<OperatorAuditPage> {
  const supabase = await getSupabase();
  const page = Math.max(1, Math.floor(query.page) || 1);
  const from = (page - 1) * AUDIT_PAGE_SIZE;
  let request = supabase
    .from('operator_audit')
    .select('*', { count: 'exact' })
    .order('at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + AUDIT_PAGE_SIZE - 1);
  const actor = query.actor?.trim();
  if (actor) request = request.ilike('actor_email', contains(actor));
  const action = query.action?.trim();
  if (action) request = action.includes('.') ? request.eq('action', action) : request.eq('target_table', action);
  const target = query.targetId?.trim();
  if (target) request = request.eq('target_id', target);
  if (query.from && DAY.test(query.from)) request = request.gte('at', lagosStart(query.from));
  if (query.to && DAY.test(query.to)) request = request.lt('at', lagosStart(nextDay(query.to)));
  const result = await request;
  const rows = unwrap(result, AUDIT_TEXTS.fetchFailed) ?? [];
  return { rows, total: result.count ?? rows.length, page, pageSize: AUDIT_PAGE_SIZE };
}

export function useOperatorAuditPage(query: OperatorAuditQuery, enabled = true) {
  return useQuery({
    queryKey: operatorAuditKeys.list(query),
    queryFn: () => fetchOperatorAuditPage(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}
