// The operator's Payments console: payments (Paystack and manual), payouts and refunds, each listed a page at a time
// from the database with its total (no silent caps); payout accounts waiting for review; the commission and what it
// earned per month; reconciliation with Paystack. Every write is an admin RPC (the database checks is_admin) and,
// where it makes money due, a run of `payments/process` right after so the money does not wait for the schedule.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataError, getSupabase, invokeFunction, MESSAGES, PAYMENT_LIFECYCLE, PAYOUT_LIFECYCLE, queryKeys, REFUND_LIFECYCLE, unwrap, unwrapRpc } from '@spotless/shared-data';
import type { Database } from '../database.types';
import type { Lifecycle } from '../lifecycle/types';
import { percentToBps } from '../payouts/commission';
import { fetchPeople } from './admin';
import { payoutKeys } from '../payouts/payouts';
import type { PayoutStatus } from '../payouts/payout-labels';

type Tables = Database['public']['Tables'];
type Enums = Database['public']['Enums'];
export type PaymentStatus = Enums['payment_status'];
export type RefundStatus = Enums['refund_status'];

/** Ours: the console's texts where the spec has none. */
export const ADMIN_MONEY_TEXTS = {
  loadFailed: MESSAGES.payments.fetchFailed,
  refundFailed: 'Could not request the refund.',
  refundReasonRequired: 'Give a reason for the refund.',
  refundAmountInvalid: (leftNaira: string) => `Enter an amount from ₦0.01 to ${leftNaira}.`,
  refundSent: 'Refund sent to Paystack.',
  refundQueued: 'Refund requested. It will be sent on the next run.',
  retryFailed: 'Could not retry. Please try again.',
  payoutRetried: 'Payout sent again.',
  refundRetried: 'Refund sent again.',
  retryQueued: 'Queued again. It will be sent on the next run.',
  payoutsSent: (n: number) => (n === 0 ? 'No payouts were due.' : n === 1 ? '1 payout sent.' : `${n} payouts sent.`),
  reviewFailed: 'Could not save the review.',
  accountApproved: 'Account approved.',
  accountRejected: 'Account rejected.',
  rejectNoteRequired: 'Say why the account is rejected.',
  commissionInvalid: 'Enter a percentage from 0 to 50, with at most two decimals.',
  commissionSaved: 'Commission updated.',
  commissionFailed: 'Could not change the commission.',
  reconcileFailed: 'Could not compare with Paystack. Please try again.',
  reconcileRangeInvalid: 'Choose a start date on or before the end date.',
  processFailed: 'Could not send payments just now. They will go on the next run.',
} as const;

/** Rows per page of the console's lists. */
export const MONEY_PAGE_SIZE = 20;

/** One page of a list and how many rows match in all. */
export interface MoneyPage<T> {
  rows: T[];
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** A list's filter: a status (or all), a search term (reference or e-mail) and a 1-based page. */
export interface MoneyListQuery<S extends string> {
  status: S | 'all';
  search: string;
  page: number;
}

export type AdminTransaction = Pick<
  Tables['payments']['Row'],
  'id' | 'booking_id' | 'client_id' | 'customer_email' | 'amount_kobo' | 'refunded_kobo' | 'method' | 'status' | 'provider' | 'reference' | 'paid_at' | 'created_at'
> & { client_name: string; client_email: string | null };

export type AdminPayout = Pick<
  Tables['payouts']['Row'],
  | 'id'
  | 'booking_id'
  | 'cleaner_id'
  | 'gross_kobo'
  | 'commission_kobo'
  | 'amount_kobo'
  | 'status'
  | 'reference'
  | 'transfer_reference'
  | 'attempts'
  | 'waiting_reason'
  | 'failure_reason'
  | 'paid_at'
  | 'created_at'
> & { cleaner_name: string; cleaner_email: string | null };

export type AdminRefund = Pick<
  Tables['refunds']['Row'],
  'id' | 'payment_id' | 'booking_id' | 'amount_kobo' | 'reason' | 'requested_by_kind' | 'status' | 'failure_reason' | 'processed_at' | 'created_at'
> & { payment_reference: string; customer_email: string | null };

export interface AccountToReview {
  cleaner_id: string;
  bank_name: string;
  account_number_last4: string;
  /** The name the bank holds for the account. */
  account_name: string;
  /** The name on the cleaner's profile, which it did not match. */
  profile_name: string;
  cleaner_email: string | null;
  updated_at: string;
}

export interface CommissionMonth {
  /** First day of the month (Lagos time), YYYY-MM-DD. */
  month: string;
  jobs: number;
  gross_kobo: number;
  commission_kobo: number;
  paid_out_kobo: number;
}

/** What differs between our payments and Paystack's transactions. */
export type ReconcileIssue = 'missing_here' | 'missing_at_paystack' | 'amount_differs' | 'status_differs';

export const RECONCILE_ISSUE_LABELS: Readonly<Record<ReconcileIssue, string>> = {
  missing_here: 'Missing here',
  missing_at_paystack: 'Missing at Paystack',
  amount_differs: 'Amount differs',
  status_differs: 'Status differs',
};

export interface ReconcileRow {
  reference: string;
  /** null when both sides agree. */
  issue: ReconcileIssue | null;
  our_status: string | null;
  paystack_status: string | null;
  our_amount_kobo: number | null;
  paystack_amount_kobo: number | null;
}

export interface Reconciliation {
  rows: ReconcileRow[];
  /** Rows per issue, and rows that agree. */
  summary: Record<ReconcileIssue | 'matching', number>;
}

const labelsOf = <S extends string>(lifecycle: Lifecycle<S>): Record<S, string> =>
  Object.fromEntries(lifecycle.states.map((s) => [s, lifecycle.badges[s].label])) as Record<S, string>;

const PAYMENT_STATUS_LABELS = labelsOf(PAYMENT_LIFECYCLE);
const REFUND_STATUS_LABELS = labelsOf(REFUND_LIFECYCLE);
// The operator tells queued from processing (waiting to be sent vs. sent and not yet confirmed), which the cleaner's
// "On the way" does not.
const ADMIN_PAYOUT_STATUS_LABELS: Readonly<Record<PayoutStatus, string>> = { ...labelsOf(PAYOUT_LIFECYCLE), queued: 'Queued', processing: 'Sending' };

export const adminPaymentStatusLabel = (s: string): string => PAYMENT_STATUS_LABELS[s as PaymentStatus] ?? s;
export const adminRefundStatusLabel = (s: string): string => REFUND_STATUS_LABELS[s as RefundStatus] ?? s;
export const adminPayoutStatusLabel = (s: string): string => ADMIN_PAYOUT_STATUS_LABELS[s as PayoutStatus] ?? s;
export const PAYMENT_STATUSES = Object.keys(PAYMENT_STATUS_LABELS) as PaymentStatus[];
export const REFUND_STATUSES = Object.keys(REFUND_STATUS_LABELS) as RefundStatus[];
export const ADMIN_PAYOUT_STATUSES = Object.keys(ADMIN_PAYOUT_STATUS_LABELS) as PayoutStatus[];

/** What is left to refund of a payment (kobo); 0 unless it is a completed or partly refunded Paystack payment. */
export function refundableKobo(p: Pick<AdminTransaction, 'provider' | 'status' | 'amount_kobo' | 'refunded_kobo'>): number {
  if (p.provider !== 'paystack' || (p.status !== 'completed' && p.status !== 'partially_refunded')) return 0;
  return Math.max(0, Number(p.amount_kobo) - Number(p.refunded_kobo));
}

/**
 * A search term made safe for a PostgREST `or=(…)` filter: references are [a-z0-9_-] and e-mail addresses add @ . +,
 * so anything else (commas and brackets would break the filter) is dropped.
 */
export function searchTerm(input: string): string {
  return input.trim().toLowerCase().replace(/[^a-z0-9@._+-]/g, '').slice(0, 100);
}

function pageRange(page: number): { page: number; from: number; to: number } {
  const p = Number.isInteger(page) && page > 0 ? page : 1;
  return { page: p, from: (p - 1) * MONEY_PAGE_SIZE, to: p * MONEY_PAGE_SIZE - 1 };
}

/**
 * One page of payments, newest first, with how many match in all. Search finds a reference that starts with the term,
 * the e-mail given at checkout, or the customer's account e-mail. One admin RPC (admin_payments_page, aal2; each kind
 * of match from its own index), then the page's names.
 * @throws DataError "Error fetching payments data"
 */
export async function fetchAdminTransactions(query: MoneyListQuery<PaymentStatus>): Promise<MoneyPage<AdminTransaction>> {
  const supabase = await getSupabase();
  const { page, from, to } = pageRange(query.page);
  const result = await supabase.rpc('admin_payments_page', {
    p_search: searchTerm(query.search),
    p_status: query.status === 'all' ? undefined : query.status,
    p_page: page,
    p_page_size: to - from + 1,
  });
  const answer = (unwrap(result, ADMIN_MONEY_TEXTS.loadFailed) ?? {}) as { total?: number; rows?: Omit<AdminTransaction, 'client_name' | 'client_email'>[] };
  const rows = answer.rows ?? [];
  const people = await fetchPeople(rows.map((r) => r.client_id));
  return {
    rows: rows.map((r) => {
      const person = r.client_id ? people.get(r.client_id) : undefined;
      return { ...r, amount_kobo: Number(r.amount_kobo), refunded_kobo: Number(r.refunded_kobo), client_name: person?.full_name ?? '', client_email: person?.email ?? null };
    }),
    total: Number(answer.total ?? 0),
    page,
    pageSize: MONEY_PAGE_SIZE,
  };
}

/**
 * One page of payouts, newest first, with how many match in all. Search finds our reference or a transfer reference
 * that starts with the term, or the cleaner's account e-mail (every matching account). One admin RPC
 * (admin_payouts_page, aal2), then the page's names.
 * @throws DataError "Error fetching payments data"
 */
export async function fetchAdminPayouts(query: MoneyListQuery<PayoutStatus>): Promise<MoneyPage<AdminPayout>> {
  const supabase = await getSupabase();
  const { page, from, to } = pageRange(query.page);
  const result = await supabase.rpc('admin_payouts_page', {
    p_search: searchTerm(query.search),
    p_status: query.status === 'all' ? undefined : query.status,
    p_page: page,
    p_page_size: to - from + 1,
  });
  const answer = (unwrap(result, ADMIN_MONEY_TEXTS.loadFailed) ?? {}) as { total?: number; rows?: Omit<AdminPayout, 'cleaner_name' | 'cleaner_email'>[] };
  const rows = answer.rows ?? [];
  const people = await fetchPeople(rows.map((r) => r.cleaner_id));
  return {
    rows: rows.map((r) => {
      const person = r.cleaner_id ? people.get(r.cleaner_id) : undefined;
      return {
        ...r,
        gross_kobo: Number(r.gross_kobo),
        commission_kobo: Number(r.commission_kobo),
        amount_kobo: Number(r.amount_kobo),
        cleaner_name: person?.full_name ?? '',
        cleaner_email: person?.email ?? null,
      };
    }),
    total: Number(answer.total ?? 0),
    page,
    pageSize: MONEY_PAGE_SIZE,
  };
}

/**
 * One page of refunds, newest first, with their payment's reference and e-mail and how many match in all. Search
 * finds the payment's reference from its start or its checkout e-mail. One admin RPC (admin_refunds_page, aal2).
 * @throws DataError "Error fetching payments data"
 */
export async function fetchAdminRefunds(query: MoneyListQuery<RefundStatus>): Promise<MoneyPage<AdminRefund>> {
  const supabase = await getSupabase();
  const { page, from, to } = pageRange(query.page);
  const result = await supabase.rpc('admin_refunds_page', {
    p_search: searchTerm(query.search),
    p_status: query.status === 'all' ? undefined : query.status,
    p_page: page,
    p_page_size: to - from + 1,
  });
  const answer = (unwrap(result, ADMIN_MONEY_TEXTS.loadFailed) ?? {}) as { total?: number; rows?: AdminRefund[] };
  return {
    rows: (answer.rows ?? []).map((r) => ({ ...r, amount_kobo: Number(r.amount_kobo), payment_reference: r.payment_reference ?? '', customer_email: r.customer_email ?? null })),
    total: Number(answer.total ?? 0),
    page,
    pageSize: MONEY_PAGE_SIZE,
  };
}

/** Payout accounts whose bank name did not match the profile name, oldest first (every one: the queue is short). */
export async function fetchAccountsToReview(): Promise<AccountToReview[]> {
  const supabase = await getSupabase();
  const rows = (unwrap(
    await supabase
      .from('payout_accounts')
      .select('cleaner_id, bank_name, account_number, account_name, updated_at, cleaner:cleaner_profiles(display_name)')
      .eq('status', 'pending_review')
      .order('updated_at', { ascending: true }),
    ADMIN_MONEY_TEXTS.loadFailed,
  ) ?? []) as unknown as Array<{
    cleaner_id: string;
    bank_name: string;
    account_number: string;
    account_name: string;
    updated_at: string;
    cleaner: { display_name: string } | null;
  }>;
  const people = await fetchPeople(rows.map((r) => r.cleaner_id));
  return rows.map((r) => ({
    cleaner_id: r.cleaner_id,
    bank_name: r.bank_name,
    account_number_last4: r.account_number.slice(-4),
    account_name: r.account_name,
    // The name save_payout_account compared: the profile's full name, else the cleaner's display name.
    profile_name: people.get(r.cleaner_id)?.full_name?.trim() || r.cleaner?.display_name || '',
    cleaner_email: people.get(r.cleaner_id)?.email ?? null,
    updated_at: r.updated_at,
  }));
}

/** How many payouts and refunds one run of `payments/process` sent to Paystack. */
export interface ProcessedMoney {
  payouts: number;
  refunds: number;
}

/**
 * Sends every payout and refund that is due (Edge Function `payments/process`) and says how many went: the console's
 * "Send due payouts", and the run after a refund or retry. (shared-data's processDueMoney is the customers' fire and
 * forget variant: it reports nothing.)
 * @throws DataError the function's message or "Could not send payments just now…"
 */
export async function sendDueMoney(): Promise<ProcessedMoney> {
  const answer = await invokeFunction<Partial<ProcessedMoney> | null>('payments/process', ADMIN_MONEY_TEXTS.processFailed, { body: {} });
  return { payouts: Number(answer?.payouts ?? 0), refunds: Number(answer?.refunds ?? 0) };
}

/** The result of an action that made money due: the run of payments/process after it, or null when that run failed. */
export interface MoneyActionResult {
  processed: ProcessedMoney | null;
}

async function thenProcess(): Promise<MoneyActionResult> {
  try {
    return { processed: await sendDueMoney() };
  } catch {
    return { processed: null };
  }
}

/**
 * Refunds part or all of a payment (RPC request_refund), then sends it. Checked here first so the dialog can say
 * what is wrong; the database checks again.
 * @throws DataError the form's texts, the database's refusal ("The cleaner has already been paid…") or "Could not request the refund."
 */
export async function requestRefund(input: { paymentId: string; amountKobo: number; reason: string; leftKobo?: number }): Promise<MoneyActionResult> {
  if (!input.reason.trim()) throw new DataError(ADMIN_MONEY_TEXTS.refundReasonRequired, { code: 'invalid_input' });
  if (!Number.isInteger(input.amountKobo) || input.amountKobo <= 0 || (input.leftKobo !== undefined && input.amountKobo > input.leftKobo)) {
    throw new DataError(ADMIN_MONEY_TEXTS.refundFailed, { code: 'invalid_input' });
  }
  const supabase = await getSupabase();
  unwrapRpc(
    await supabase.rpc('request_refund', { p_payment_id: input.paymentId, p_amount_kobo: input.amountKobo, p_reason: input.reason.trim() }),
    ADMIN_MONEY_TEXTS.refundFailed,
  );
  return thenProcess();
}

/** Queues a failed payout again (RPC retry_payout) and sends it. @throws DataError the database's refusal or "Could not retry…" */
export async function retryPayout(payoutId: string): Promise<MoneyActionResult> {
  const supabase = await getSupabase();
  unwrapRpc(await supabase.rpc('retry_payout', { p_payout_id: payoutId }), ADMIN_MONEY_TEXTS.retryFailed);
  return thenProcess();
}

/** Queues a failed refund again (RPC retry_refund) and sends it. @throws DataError the database's refusal or "Could not retry…" */
export async function retryRefund(refundId: string): Promise<MoneyActionResult> {
  const supabase = await getSupabase();
  unwrapRpc(await supabase.rpc('retry_refund', { p_refund_id: refundId }), ADMIN_MONEY_TEXTS.retryFailed);
  return thenProcess();
}

/**
 * Approves or rejects a payout account waiting for review (RPC review_payout_account); a rejection needs a note (the
 * cleaner is told to add an account in their own name). An approval sends the payouts that waited for it.
 * @throws DataError "Say why the account is rejected." / the database's refusal / "Could not save the review."
 */
export async function reviewPayoutAccount(input: { cleanerId: string; approve: boolean; note?: string }): Promise<MoneyActionResult> {
  const note = input.note?.trim() ?? '';
  if (!input.approve && !note) throw new DataError(ADMIN_MONEY_TEXTS.rejectNoteRequired, { code: 'invalid_input' });
  const supabase = await getSupabase();
  unwrapRpc(
    await supabase.rpc('review_payout_account', { p_cleaner_id: input.cleanerId, p_approve: input.approve, ...(note ? { p_note: note } : {}) }),
    ADMIN_MONEY_TEXTS.reviewFailed,
  );
  return input.approve ? thenProcess() : { processed: null };
}

/**
 * Sets the commission from a percentage typed by the admin (0 to 50, two decimals; RPC set_commission_bps). Jobs
 * already paid keep theirs. @returns the new basis points.
 * @throws DataError "Enter a percentage from 0 to 50…" / the database's refusal / "Could not change the commission."
 */
export async function setCommissionPercent(percent: string): Promise<number> {
  const bps = percentToBps(percent);
  if (bps === null) throw new DataError(ADMIN_MONEY_TEXTS.commissionInvalid, { code: 'invalid_input' });
  const supabase = await getSupabase();
  unwrapRpc(await supabase.rpc('set_commission_bps', { p_bps: bps }), ADMIN_MONEY_TEXTS.commissionFailed);
  return bps;
}

/** Commission earned per month (Lagos time), newest first, on payouts released to cleaners (RPC admin_commission_by_month). */
export async function fetchCommissionByMonth(months = 12): Promise<CommissionMonth[]> {
  const supabase = await getSupabase();
  const rows = (unwrapRpc(await supabase.rpc('admin_commission_by_month', { p_months: months }), ADMIN_MONEY_TEXTS.loadFailed) ?? []) as Array<
    Record<keyof CommissionMonth, string | number>
  >;
  return rows.map((r) => ({
    month: String(r.month),
    jobs: Number(r.jobs),
    gross_kobo: Number(r.gross_kobo),
    commission_kobo: Number(r.commission_kobo),
    paid_out_kobo: Number(r.paid_out_kobo),
  }));
}

/** The first and last day (YYYY-MM-DD, Lagos) of the month `now` falls in: the reconciliation's default range. */
export function thisMonthRange(now: Date = new Date()): { from: string; to: string } {
  const lagos = new Date(now.getTime() + 60 * 60 * 1000); // Africa/Lagos is UTC+1 all year.
  const y = lagos.getUTCFullYear();
  const m = lagos.getUTCMonth();
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return { from: iso(new Date(Date.UTC(y, m, 1))), to: iso(new Date(Date.UTC(y, m + 1, 0))) };
}

// payments/reconcile names the issues missing_here, missing_at_paystack, amount and status.
const ISSUE_OF: Readonly<Record<string, ReconcileIssue>> = {
  missing_here: 'missing_here',
  missing_at_paystack: 'missing_at_paystack',
  amount: 'amount_differs',
  amount_differs: 'amount_differs',
  status: 'status_differs',
  status_differs: 'status_differs',
};

type ReconcileSide = { status?: unknown; amount_kobo?: unknown } | null | undefined;

/** Reads a row of the answer: `{ reference, ours, paystack, issue }`, each side `{ status, amount_kobo, paid_at }` or null. */
function toReconcileRow(raw: { reference?: unknown; issue?: unknown; ours?: ReconcileSide; paystack?: ReconcileSide }): ReconcileRow {
  const num = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  const issue = str(raw.issue);
  return {
    reference: str(raw.reference) ?? '',
    issue: issue ? (ISSUE_OF[issue] ?? null) : null,
    our_status: str(raw.ours?.status),
    paystack_status: str(raw.paystack?.status),
    our_amount_kobo: num(raw.ours?.amount_kobo),
    paystack_amount_kobo: num(raw.paystack?.amount_kobo),
  };
}

/** Counts of each issue (and of agreeing rows), from the rows themselves so the figures always match the table. */
export function reconcileSummary(rows: readonly ReconcileRow[]): Reconciliation['summary'] {
  const summary = { matching: 0, missing_here: 0, missing_at_paystack: 0, amount_differs: 0, status_differs: 0 };
  for (const row of rows) summary[row.issue ?? 'matching'] += 1;
  return summary;
}

/**
 * Compares our payments with Paystack's transactions between two days (Edge Function `payments/reconcile`).
 * @throws DataError "Choose a start date on or before the end date." / the function's message / "Could not compare with Paystack…"
 */
export async function reconcilePayments(range: { from: string; to: string }): Promise<Reconciliation> {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (!day.test(range.from) || !day.test(range.to) || range.from > range.to) {
    throw new DataError(ADMIN_MONEY_TEXTS.reconcileRangeInvalid, { code: 'invalid_input' });
  }
  const answer = await invokeFunction<{ rows?: Array<Parameters<typeof toReconcileRow>[0]> } | null>(
    `payments/reconcile?from=${range.from}&to=${range.to}`,
    ADMIN_MONEY_TEXTS.reconcileFailed,
    { method: 'GET' },
  );
  return toReconciliation(answer);
}

/** Reads payments/reconcile's answer (`{ rows: [{ reference, ours, paystack, issue }], summary }`). */
export function toReconciliation(answer: { rows?: Array<Parameters<typeof toReconcileRow>[0]> } | null): Reconciliation {
  const rows = (answer?.rows ?? []).map(toReconcileRow);
  return { rows, summary: reconcileSummary(rows) };
}

// ---- hooks ----------------------------------------------------------------------------------------------------------

export const adminMoneyKeys = {
  transactions: (q: MoneyListQuery<PaymentStatus>) => queryKeys.payments.list({ admin: 'transactions', ...q }),
  payouts: (q: MoneyListQuery<PayoutStatus>) => payoutKeys.list({ admin: true, ...q }),
  refunds: (q: MoneyListQuery<RefundStatus>) => queryKeys.payments.list({ admin: 'refunds', ...q }),
  accounts: () => payoutKeys.list({ admin: 'accounts' }),
  commissionByMonth: () => payoutKeys.detail('commission-by-month'),
};

/** Previous page's rows stay on screen while the next loads, so paging does not flash a spinner. */
export function useAdminTransactions(q: MoneyListQuery<PaymentStatus>) {
  return useQuery({ queryKey: adminMoneyKeys.transactions(q), queryFn: () => fetchAdminTransactions(q), placeholderData: keepPreviousData });
}
export function useAdminPayouts(q: MoneyListQuery<PayoutStatus>) {
  return useQuery({ queryKey: adminMoneyKeys.payouts(q), queryFn: () => fetchAdminPayouts(q), placeholderData: keepPreviousData });
}
export function useAdminRefunds(q: MoneyListQuery<RefundStatus>) {
  return useQuery({ queryKey: adminMoneyKeys.refunds(q), queryFn: () => fetchAdminRefunds(q), placeholderData: keepPreviousData });
}
export function useAccountsToReview() {
  return useQuery({ queryKey: adminMoneyKeys.accounts(), queryFn: fetchAccountsToReview });
}
export function useCommissionByMonth() {
  return useQuery({ queryKey: adminMoneyKeys.commissionByMonth(), queryFn: () => fetchCommissionByMonth() });
}

/** Money changed: every money list refreshes (a refund changes its payment and payout too). */
function useMoneyMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.payments.all }), queryClient.invalidateQueries({ queryKey: payoutKeys.all })]),
  });
}

export const useRequestRefund = () => useMoneyMutation(requestRefund);
export const useRetryPayout = () => useMoneyMutation(retryPayout);
export const useRetryRefund = () => useMoneyMutation(retryRefund);
export const useReviewPayoutAccount = () => useMoneyMutation(reviewPayoutAccount);
export const useSendDueMoney = () => useMoneyMutation(() => sendDueMoney());
export const useSetCommissionPercent = () => useMoneyMutation(setCommissionPercent);

/** Reconciliation runs on demand (it calls Paystack), so it is a mutation rather than a cached query. */
export function useReconcilePayments() {
  return useMutation({ mutationFn: reconcilePayments });
}
