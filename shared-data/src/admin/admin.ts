// Admin console data: admin registration, headline figures, cleaners (status, verification, documents), reviews,
// payments, clients, subscriptions, schedules (Cleaner Match), guest/client activities (requests, bids, bookings)
// and the admin's own notifications. Every write is an RPC or a policy-checked write: the database decides.
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import {
  APP_TIME_ZONE,
  cleanSearch,
  DataError,
  getSupabase,
  type ListPage,
  MESSAGES,
  pageRange,
  queryKeys,
  toListPage,
  unwrap,
  unwrapRpc,
  useRealtimeInvalidation,
} from '@spotless/shared-data';
import type { Database } from '../database.types';

type Tables = Database['public']['Tables'];
type CleanerRow = Tables['cleaner_profiles']['Row'];
type SubmissionRow = Tables['verification_submissions']['Row'];
type ReviewRow = Tables['reviews']['Row'];
type PaymentRow = Tables['payments']['Row'];
type ScheduleRow = Tables['schedules']['Row'];
type SubscriptionRow = Tables['subscriptions']['Row'];
type QuoteRow = Tables['quote_requests']['Row'];
type BidRow = Tables['bids']['Row'];
type BookingRow = Tables['bookings']['Row'];
type NotificationRow = Tables['notifications']['Row'];
type ContactRow = Tables['quote_request_contacts']['Row'];

/** Ours: generic failure texts where the spec shows none. */
export const ADMIN_TEXTS = {
  loadFailed: 'Error fetching data',
  verified: 'Cleaner verified successfully!',
  rejected: 'Cleaner verification rejected.',
  rejectReasonRequired: 'Please give a reason for the rejection.',
  reviewDeleteFailed: 'Error performing delete on review',
  assigned: 'Cleaner assigned successfully!',
  assignFailed: 'Error assigning the cleaner.',
  scheduleMatched: 'Schedule matched successfully!',
} as const;

async function client() {
  return getSupabase();
}

/** An admin list RPC's answer: one page of rows and how many match in all. */
function rpcPage<T>(data: unknown): { rows: T[]; total: number } {
  const page = (data ?? {}) as { total?: number; rows?: T[] };
  return { rows: Array.isArray(page.rows) ? page.rows : [], total: Number(page.total ?? 0) };
}

/** Profiles (name, e-mail, phone) of some users, by id; admins read every profile. */
export interface PersonSummary {
  id: string;
  full_name: string;
  email: string | null;
  phone: string | null;
}

/** Name, e-mail and phone of each account (ids may repeat or be null), read 100 at a time. Admin lists join them in. */
export async function fetchPeople(ids: readonly (string | null | undefined)[]): Promise<Map<string, PersonSummary>> {
  const unique = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  const map = new Map<string, PersonSummary>();
  if (unique.length === 0) return map;
  const supabase = await client();
  for (let i = 0; i < unique.length; i += 100) {
    const rows = (unwrap(await supabase.from('profiles').select('id, full_name, email, phone').in('id', unique.slice(i, i + 100)), ADMIN_TEXTS.loadFailed) ??
      []) as PersonSummary[];
    for (const row of rows) map.set(row.id, row);
  }
  return map;
}

// ---------------------------------------------------------------------------------------------------------------
// Admin registration (/adminregister, super_admin only)

export interface AdminRegistration {
  fullName: string;
  email: string;
  password: string;
  role: 'admin' | 'super_admin';
}

/**
 * Registers an admin (RPC register_admin; the database checks the caller is a super_admin).
 * @throws DataError "Email already exists. Please use a different email." / the RPC's validation texts
 */
export async function registerAdmin(input: AdminRegistration): Promise<string> {
  const supabase = await client();
  const result = await supabase.rpc('register_admin', {
    p_full_name: input.fullName.trim(),
    p_email: input.email.trim(),
    p_password: input.password,
    p_role: input.role,
  });
  if (result.error?.code === '23505') {
    throw new DataError(MESSAGES.auth.emailExists, { code: '23505', detail: result.error.message, cause: result.error });
  }
  return unwrapRpc(result, MESSAGES.auth.unexpectedTryAgain) as string;
}

export function useRegisterAdmin() {
  return useMutation({ mutationFn: registerAdmin });
}

// ---------------------------------------------------------------------------------------------------------------
// Dashboard figures

export interface DashboardFigures {
  openRequests: number;
  pendingVerifications: number;
  /** Bookings due today (Lagos) that are still to be done: requested or accepted. */
  jobsDueToday: number;
  /** Guest chats with messages no operator has read yet. */
  chatsAwaitingReply: number;
}

/** Today's calendar date in Lagos (YYYY-MM-DD), whatever the device's zone: the day jobs are due on. */
export function lagosToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: APP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export async function fetchDashboardFigures(): Promise<DashboardFigures> {
  const supabase = await client();
  const count = (r: { count: number | null; error: { message: string; code?: string } | null }) => {
    if (r.error) throw new DataError(ADMIN_TEXTS.loadFailed, { code: r.error.code, detail: r.error.message });
    return r.count ?? 0;
  };
  const [open, pending, today, chats] = await Promise.all([
    supabase.from('quote_requests').select('id', { count: 'exact', head: true }).eq('status', 'open'),
    supabase.from('verification_submissions').select('id', { count: 'exact', head: true }).eq('status', 'pending'),
    supabase.from('bookings').select('id', { count: 'exact', head: true }).eq('scheduled_date', lagosToday()).in('status', ['pending', 'accepted']),
    supabase.from('chat_threads').select('id', { count: 'exact', head: true }).gt('admin_unread', 0),
  ]);
  return { openRequests: count(open), pendingVerifications: count(pending), jobsDueToday: count(today), chatsAwaitingReply: count(chats) };
}

export function useDashboardFigures() {
  return useQuery({ queryKey: ['admin', 'figures'] as const, queryFn: fetchDashboardFigures });
}

// ---------------------------------------------------------------------------------------------------------------
// Cleaners (Squads DB): list, suspend, activate, delete

export type AdminCleaner = Pick<
  CleanerRow,
  'user_id' | 'display_name' | 'state' | 'lga' | 'status' | 'verification_status' | 'rating_avg' | 'rating_count' | 'specializations' | 'created_at'
> & { email: string | null; phone: string | null };

export async function fetchAdminCleaners(): Promise<AdminCleaner[]> {
  const supabase = await client();
  const rows = (unwrap(
    await supabase
      .from('cleaner_profiles')
      .select('user_id, display_name, state, lga, status, verification_status, rating_avg, rating_count, specializations, created_at')
      .order('created_at', { ascending: false }),
    MESSAGES.admin.cleanersFetchFailed,
  ) ?? []) as Omit<AdminCleaner, 'email' | 'phone'>[];
  const people = await fetchPeople(rows.map((r) => r.user_id));
  return rows.map((r) => ({ ...r, rating_avg: Number(r.rating_avg), email: people.get(r.user_id)?.email ?? null, phone: people.get(r.user_id)?.phone ?? null }));
}

export function useAdminCleaners() {
  return useQuery({ queryKey: queryKeys.cleaners.list({ admin: true }), queryFn: fetchAdminCleaners });
}

export type AdminCleanerAction = 'suspend' | 'activate' | 'delete';
const ACTION_RPC = { suspend: 'suspend_cleaner', activate: 'activate_cleaner', delete: 'delete_cleaner' } as const;
const ACTION_DONE = { suspend: 'suspended', activate: 'activated', delete: 'deleted' } as const;

/** @returns the spec's success text ("Cleaner suspended successfully!"). @throws DataError with the database's refusal or "Error performing {action} on cleaner". */
export async function runCleanerAction(cleanerId: string, action: AdminCleanerAction): Promise<string> {
  const supabase = await client();
  unwrapRpc(await supabase.rpc(ACTION_RPC[action], { p_cleaner_id: cleanerId }), MESSAGES.admin.actionFailed(action, 'cleaner'));
  return MESSAGES.admin.cleanerActionDone(ACTION_DONE[action]);
}

function useInvalidatingMutation<V, R>(fn: (vars: V) => Promise<R>, keys: QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export function useCleanerAction() {
  return useInvalidatingMutation(
    ({ cleanerId, action }: { cleanerId: string; action: AdminCleanerAction }) => runCleanerAction(cleanerId, action),
    [queryKeys.cleaners.all, queryKeys.verification.all, ['admin']],
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Verification

export type AdminVerificationSubmission = Pick<
  SubmissionRow,
  'id' | 'cleaner_id' | 'id_type' | 'status' | 'review_note' | 'submitted_at' | 'reviewed_at'
> & { cleaner_name: string; cleaner_email: string | null };

export async function fetchVerificationSubmissions(status: SubmissionRow['status'] | 'all' = 'pending'): Promise<AdminVerificationSubmission[]> {
  const supabase = await client();
  let query = supabase
    .from('verification_submissions')
    .select('id, cleaner_id, id_type, status, review_note, submitted_at, reviewed_at, cleaner:cleaner_profiles(display_name)')
    .order('submitted_at', { ascending: false })
    .limit(200);
  if (status !== 'all') query = query.eq('status', status);
  const rows = (unwrap(await query, MESSAGES.admin.cleanersFetchFailed) ?? []) as unknown as Array<
    Omit<AdminVerificationSubmission, 'cleaner_name' | 'cleaner_email'> & { cleaner: { display_name: string } | null }
  >;
  const people = await fetchPeople(rows.map((r) => r.cleaner_id));
  return rows.map(({ cleaner, ...r }) => ({ ...r, cleaner_name: cleaner?.display_name || people.get(r.cleaner_id)?.full_name || '', cleaner_email: people.get(r.cleaner_id)?.email ?? null }));
}

export function useVerificationSubmissions(status: SubmissionRow['status'] | 'all' = 'pending') {
  return useQuery({ queryKey: queryKeys.verification.list({ admin: true, status }), queryFn: () => fetchVerificationSubmissions(status) });
}

export async function verifyCleaner(cleanerId: string): Promise<void> {
  const supabase = await client();
  unwrapRpc(await supabase.rpc('verify_cleaner', { p_cleaner_id: cleanerId }), MESSAGES.admin.verificationUpdateFailed);
}

export async function rejectCleaner(cleanerId: string, reason: string): Promise<void> {
  if (!reason.trim()) throw new DataError(ADMIN_TEXTS.rejectReasonRequired);
  const supabase = await client();
  unwrapRpc(await supabase.rpc('reject_cleaner', { p_cleaner_id: cleanerId, p_reason: reason.trim() }), MESSAGES.admin.verificationUpdateFailed);
}

export function useVerifyCleaner() {
  return useInvalidatingMutation((cleanerId: string) => verifyCleaner(cleanerId), [queryKeys.verification.all, queryKeys.cleaners.all, ['admin']]);
}

export function useRejectCleaner() {
  return useInvalidatingMutation(
    ({ cleanerId, reason }: { cleanerId: string; reason: string }) => rejectCleaner(cleanerId, reason),
    [queryKeys.verification.all, queryKeys.cleaners.all, ['admin']],
  );
}

/** Seconds a document link stays valid. */
export const DOCUMENT_LINK_SECONDS = 60;

/**
 * Opens a verification document: the view is logged first (RPC log_document_view returns the private path), then a
 * signed link valid {@link DOCUMENT_LINK_SECONDS} s is made. @throws DataError "Error retrieving the file."
 */
export async function documentLink(submissionId: string, document: 'government_id' | 'address_proof'): Promise<string> {
  const supabase = await client();
  const path = unwrapRpc(await supabase.rpc('log_document_view', { p_submission_id: submissionId, p_document: document }), MESSAGES.admin.fileRetrieveFailed) as string;
  const signed = await supabase.storage.from('verification-documents').createSignedUrl(path, DOCUMENT_LINK_SECONDS);
  if (signed.error || !signed.data?.signedUrl) throw new DataError(MESSAGES.admin.fileRetrieveFailed, { detail: signed.error?.message, cause: signed.error });
  return signed.data.signedUrl;
}

// ---------------------------------------------------------------------------------------------------------------
// Reviews

/** Why a review was held as a suspected self-review (review_flags.reasons). */
export type ReviewHoldReason = 'same_phone' | 'same_email';

export type AdminReview = Pick<ReviewRow, 'id' | 'cleaner_id' | 'reviewer_name' | 'rating' | 'comment' | 'created_at'> & {
  cleaner_name: string;
  /** Set while the review is held out of the cleaner's rating (its author shares the cleaner's phone or e-mail). */
  held_reasons: ReviewHoldReason[] | null;
};

/** How the console names each hold reason. */
export const REVIEW_HOLD_REASON_LABELS: Readonly<Record<ReviewHoldReason, string>> = {
  same_phone: 'same phone as the cleaner',
  same_email: 'same e-mail as the cleaner',
};

type FlagEmbed = { reasons: string[]; cleared_at: string | null } | null;

export async function fetchAdminReviews(): Promise<AdminReview[]> {
  const supabase = await client();
  const rows = (unwrap(
    await supabase
      .from('reviews')
      .select('id, cleaner_id, reviewer_name, rating, comment, created_at, cleaner:cleaner_profiles(display_name), flag:review_flags(reasons, cleared_at)')
      .order('created_at', { ascending: false })
      .limit(300),
    MESSAGES.reviews.dataFetchFailed,
  ) ?? []) as unknown as Array<
    Omit<AdminReview, 'cleaner_name' | 'held_reasons'> & { cleaner: { display_name: string } | null; flag: FlagEmbed }
  >;
  return rows.map(({ cleaner, flag, ...r }) => ({
    ...r,
    cleaner_name: cleaner?.display_name ?? '',
    held_reasons: flag && flag.cleared_at === null ? (flag.reasons as ReviewHoldReason[]) : null,
  }));
}

export function useAdminReviews() {
  return useQuery({ queryKey: queryKeys.reviews.list({ admin: true }), queryFn: fetchAdminReviews });
}

export async function deleteReview(reviewId: string): Promise<void> {
  if (!reviewId) throw new DataError(MESSAGES.reviews.idMissing);
  const supabase = await client();
  const result = await supabase.from('reviews').delete().eq('id', reviewId).select('id');
  const rows = unwrap(result, ADMIN_TEXTS.reviewDeleteFailed) ?? [];
  if (rows.length === 0) throw new DataError(ADMIN_TEXTS.reviewDeleteFailed);
}

export function useDeleteReview() {
  return useInvalidatingMutation((reviewId: string) => deleteReview(reviewId), [queryKeys.reviews.all]);
}

/**
 * Releases a held review into the cleaner's rating after an admin checked it (RPC `clear_review_flag`).
 * @throws DataError the database's refusal ("This review is not held.") or "Error performing release on review"
 */
export async function releaseReview(reviewId: string): Promise<void> {
  if (!reviewId) throw new DataError(MESSAGES.reviews.idMissing);
  const supabase = await client();
  unwrapRpc(await supabase.rpc('clear_review_flag', { p_review_id: reviewId }), MESSAGES.admin.actionFailed('release', 'review'));
}

/** Mutation of {@link releaseReview}; the cleaner's rating changes, so cleaner lists refresh too. */
export function useReleaseReview() {
  return useInvalidatingMutation((reviewId: string) => releaseReview(reviewId), [queryKeys.reviews.all, queryKeys.cleaners.all]);
}

// ---------------------------------------------------------------------------------------------------------------
// Payments

export type AdminPayment = Pick<PaymentRow, 'id' | 'client_id' | 'amount_kobo' | 'method' | 'status' | 'reference' | 'paid_at' | 'created_at'> & {
  client_name: string;
};

/** One page (1-based) of every payment, newest paid first (unpaid after them, newest first), with the total. */
export async function fetchAdminPaymentsPage(pageNumber: number): Promise<ListPage<AdminPayment>> {
  const supabase = await client();
  const { page, from, to } = pageRange(pageNumber);
  const result = await supabase
    .from('payments')
    .select('id, client_id, amount_kobo, method, status, reference, paid_at, created_at', { count: 'exact' })
    .order('paid_at', { ascending: false, nullsFirst: false })
    .order('created_at', { ascending: false })
    .order('id', { ascending: true })
    .range(from, to);
  const rows = (unwrap(result, MESSAGES.payments.fetchFailed) ?? []) as Omit<AdminPayment, 'client_name'>[];
  // A payment outlives a deleted account (client_id null): it shows without a name.
  const people = await fetchPeople(rows.flatMap((r) => (r.client_id ? [r.client_id] : [])));
  return toListPage(
    rows.map((r) => ({ ...r, client_name: (r.client_id && people.get(r.client_id)?.full_name) || '' })),
    result.count,
    page,
  );
}

/** The first page of {@link fetchAdminPaymentsPage}. */
export async function fetchAdminPayments(): Promise<AdminPayment[]> {
  return (await fetchAdminPaymentsPage(1)).rows;
}

export function useAdminPayments(page = 1) {
  return useQuery({ queryKey: queryKeys.payments.list({ admin: true, page }), queryFn: () => fetchAdminPaymentsPage(page), placeholderData: keepPreviousData });
}

// ---------------------------------------------------------------------------------------------------------------
// Clients

export interface AdminClient extends PersonSummary {
  state_of_residence: string | null;
  lga_of_residence: string | null;
  created_at: string;
}

export async function fetchAdminClients(): Promise<AdminClient[]> {
  const supabase = await client();
  const rows = (unwrap(
    await supabase.from('client_profiles').select('user_id, state_of_residence, lga_of_residence, created_at').order('created_at', { ascending: false }).limit(1000),
    MESSAGES.admin.clientsFetchFailed,
  ) ?? []) as Array<{ user_id: string; state_of_residence: string | null; lga_of_residence: string | null; created_at: string }>;
  const people = await fetchPeople(rows.map((r) => r.user_id));
  return rows.map((r) => ({
    id: r.user_id,
    full_name: people.get(r.user_id)?.full_name ?? '',
    email: people.get(r.user_id)?.email ?? null,
    phone: people.get(r.user_id)?.phone ?? null,
    state_of_residence: r.state_of_residence,
    lga_of_residence: r.lga_of_residence,
    created_at: r.created_at,
  }));
}

export function useAdminClients() {
  return useQuery({ queryKey: queryKeys.clientProfiles.list({ admin: true }), queryFn: fetchAdminClients });
}

// ---------------------------------------------------------------------------------------------------------------
// Subscriptions

export type AdminSubscription = Pick<SubscriptionRow, 'id' | 'client_id' | 'subscription_type' | 'active' | 'start_date' | 'end_date'> & {
  client_name: string;
  client_email: string | null;
};

export async function fetchActiveSubscriptions(): Promise<AdminSubscription[]> {
  const supabase = await client();
  const rows = (unwrap(
    await supabase.from('subscriptions').select('id, client_id, subscription_type, active, start_date, end_date').eq('active', true).order('start_date', { ascending: false }),
    MESSAGES.admin.subscriptionsFetchFailed,
  ) ?? []) as Omit<AdminSubscription, 'client_name' | 'client_email'>[];
  const people = await fetchPeople(rows.map((r) => r.client_id));
  return rows.map((r) => ({ ...r, client_name: people.get(r.client_id)?.full_name ?? '', client_email: people.get(r.client_id)?.email ?? null }));
}

export function useActiveSubscriptions() {
  return useQuery({ queryKey: queryKeys.subscriptions.list({ admin: true, active: true }), queryFn: fetchActiveSubscriptions });
}

export async function upgradeSubscription(subscriptionId: string): Promise<void> {
  const supabase = await client();
  unwrapRpc(await supabase.rpc('upgrade_subscription', { p_subscription_id: subscriptionId }), MESSAGES.admin.subscriptionUpgradeFailed);
}

export function useUpgradeSubscription() {
  return useInvalidatingMutation((id: string) => upgradeSubscription(id), [queryKeys.subscriptions.all]);
}

// ---------------------------------------------------------------------------------------------------------------
// Schedules (Cleaner Match)

export type AdminSchedule = Pick<ScheduleRow, 'id' | 'client_id' | 'cleaner_id' | 'service_type' | 'start_date' | 'service_time' | 'status' | 'location'> & {
  client_name: string;
  cleaner_name: string;
};

/**
 * One page (1-based) of schedules, newest first, with how many match in all and the client's and cleaner's names
 * (RPC admin_schedules_page: admins at aal2). The search finds the client's or cleaner's name, e-mail or phone, or a
 * word of the location.
 */
export async function fetchAdminSchedulesPage(pageNumber: number, search = ''): Promise<ListPage<AdminSchedule>> {
  const supabase = await client();
  const { page, from, to } = pageRange(pageNumber);
  const result = await supabase.rpc('admin_schedules_page', { p_search: cleanSearch(search), p_page: page, p_page_size: to - from + 1 });
  const { rows, total } = rpcPage<AdminSchedule>(unwrap(result, MESSAGES.schedules.fetchFailed));
  return toListPage(rows, total, page);
}

/** The first page of {@link fetchAdminSchedulesPage}. */
export async function fetchAdminSchedules(): Promise<AdminSchedule[]> {
  return (await fetchAdminSchedulesPage(1)).rows;
}

export function useAdminSchedules(page = 1, search = '') {
  return useQuery({
    queryKey: queryKeys.schedules.list({ admin: true, page, search }),
    queryFn: () => fetchAdminSchedulesPage(page, search),
    placeholderData: keepPreviousData,
  });
}

export interface NewMatchedSchedule {
  clientId: string;
  cleanerId: string;
  serviceType: ScheduleRow['service_type'];
  startDate: string;
  serviceTime: string;
  location?: string;
}

/** Cleaner Match: adds a pending schedule for the client and matches the cleaner (RPC match_schedule lays out visits). */
export async function addMatchedSchedule(input: NewMatchedSchedule): Promise<string> {
  const supabase = await client();
  const inserted = unwrap(
    await supabase
      .from('schedules')
      .insert({
        client_id: input.clientId,
        service_type: input.serviceType,
        start_date: input.startDate,
        service_time: input.serviceTime,
        location: input.location?.trim() || null,
        status: 'pending',
      })
      .select('id')
      .single(),
    MESSAGES.schedules.addFailed,
  ) as { id: string };
  unwrapRpc(await supabase.rpc('match_schedule', { p_schedule_id: inserted.id, p_cleaner_id: input.cleanerId }), MESSAGES.schedules.addError);
  return inserted.id;
}

export function useAddMatchedSchedule() {
  return useInvalidatingMutation((input: NewMatchedSchedule) => addMatchedSchedule(input), [queryKeys.schedules.all]);
}

export async function matchSchedule(scheduleId: string, cleanerId: string): Promise<void> {
  const supabase = await client();
  unwrapRpc(await supabase.rpc('match_schedule', { p_schedule_id: scheduleId, p_cleaner_id: cleanerId }), MESSAGES.schedules.addError);
}

export function useMatchSchedule() {
  return useInvalidatingMutation(({ scheduleId, cleanerId }: { scheduleId: string; cleanerId: string }) => matchSchedule(scheduleId, cleanerId), [
    queryKeys.schedules.all,
  ]);
}

// ---------------------------------------------------------------------------------------------------------------
// Activities: quote requests, bids and bookings of guests or clients, each read through its admin RPC (one page,
// newest first, exact total). A search finds a reference (QR-, BID-, BK-: see formatReference) or the name, e-mail or
// phone of the people on the row, as the CSV export does.

export type AdminCustomerKind = QuoteRow['requester_kind'];

export type AdminQuoteRequest = Pick<
  QuoteRow,
  'id' | 'requester_kind' | 'service_type' | 'location' | 'state' | 'description' | 'budget' | 'status' | 'awarded_bid_id' | 'created_at' | 'target_cleaner_id'
> & { contact: Pick<ContactRow, 'full_name' | 'phone' | 'email'> | null; bid_count: number };

/**
 * One page (1-based) of the quote requests of guests or clients, newest first, with how many match in all and each
 * one's number of bids (RPC admin_quote_requests_page: admins at aal2). The search finds a reference (QR-…), or the
 * name, e-mail or phone of the request's contact or of the requester's account.
 */
export async function fetchAdminQuoteRequestsPage(
  kind: AdminCustomerKind,
  statuses: QuoteRow['status'][] | undefined,
  pageNumber: number,
  search = '',
): Promise<ListPage<AdminQuoteRequest>> {
  const supabase = await client();
  const { page, from, to } = pageRange(pageNumber);
  const result = await supabase.rpc('admin_quote_requests_page', {
    p_requested_by: kind,
    p_statuses: statuses?.length ? statuses : undefined,
    p_search: cleanSearch(search),
    p_page: page,
    p_page_size: to - from + 1,
  });
  const { rows, total } = rpcPage<AdminQuoteRequest>(unwrap(result, MESSAGES.quotes.fetchFailed));
  return toListPage(rows, total, page);
}

/** The first page of {@link fetchAdminQuoteRequestsPage} (callers that show one page only). */
export async function fetchAdminQuoteRequests(kind: AdminCustomerKind, statuses?: QuoteRow['status'][]): Promise<AdminQuoteRequest[]> {
  return (await fetchAdminQuoteRequestsPage(kind, statuses, 1)).rows;
}

export function useAdminQuoteRequests(kind: AdminCustomerKind, statuses?: QuoteRow['status'][], page = 1, search = '') {
  const key = queryKeys.quoteRequests.list({ admin: true, kind, statuses: statuses ?? null, page, search });
  useRealtimeInvalidation({ table: 'quote_requests', queryKeys: [queryKeys.quoteRequests.all] });
  return useQuery({ queryKey: key, queryFn: () => fetchAdminQuoteRequestsPage(kind, statuses, page, search), placeholderData: keepPreviousData });
}

export type AdminBid = Pick<BidRow, 'id' | 'quote_request_id' | 'cleaner_id' | 'amount_kobo' | 'note' | 'status' | 'created_at'> & {
  cleaner_name: string;
  request: Pick<QuoteRow, 'service_type' | 'location' | 'status' | 'requester_kind'> | null;
  requester_name: string;
};

/**
 * One page (1-based) of the bids on guests' or clients' requests (or on one request), newest first, with how many
 * match in all (RPC admin_bids_page: admins at aal2). The search finds a reference (BID-…), the cleaner's name,
 * e-mail or phone, or the request's contact.
 */
export async function fetchAdminBidsPage(kind: AdminCustomerKind, quoteRequestId: string | undefined, pageNumber: number, search = ''): Promise<ListPage<AdminBid>> {
  const supabase = await client();
  const { page, from, to } = pageRange(pageNumber);
  const result = await supabase.rpc('admin_bids_page', {
    p_requested_by: kind,
    p_quote_request_id: quoteRequestId,
    p_search: cleanSearch(search),
    p_page: page,
    p_page_size: to - from + 1,
  });
  const { rows, total } = rpcPage<AdminBid>(unwrap(result, MESSAGES.bids.loadFailed));
  return toListPage(rows, total, page);
}

/** The first page of {@link fetchAdminBidsPage}. */
export async function fetchAdminBids(kind: AdminCustomerKind, quoteRequestId?: string): Promise<AdminBid[]> {
  return (await fetchAdminBidsPage(kind, quoteRequestId, 1)).rows;
}

export function useAdminBids(kind: AdminCustomerKind, quoteRequestId?: string, page = 1, search = '') {
  useRealtimeInvalidation({ table: 'bids', queryKeys: [queryKeys.bids.all] });
  return useQuery({
    queryKey: queryKeys.bids.list({ admin: true, kind, quoteRequestId: quoteRequestId ?? null, page, search }),
    queryFn: () => fetchAdminBidsPage(kind, quoteRequestId, page, search),
    placeholderData: keepPreviousData,
  });
}

/** Accepts a bid (RPC accept_bid: request awarded, other bids rejected, booking created, both sides notified). */
export async function adminAcceptBid(bidId: string): Promise<string> {
  const supabase = await client();
  return unwrapRpc(await supabase.rpc('accept_bid', { p_bid_id: bidId }), MESSAGES.bids.acceptFailed) as string;
}

export async function adminRejectBid(bidId: string): Promise<void> {
  const supabase = await client();
  unwrapRpc(await supabase.rpc('reject_bid', { p_bid_id: bidId }), MESSAGES.bids.rejectFailed);
}

const activityKeys: QueryKey[] = [queryKeys.bids.all, queryKeys.quoteRequests.all, queryKeys.bookings.all, ['admin']];

export function useAdminAcceptBid() {
  return useInvalidatingMutation((bidId: string) => adminAcceptBid(bidId), activityKeys);
}

export function useAdminRejectBid() {
  return useInvalidatingMutation((bidId: string) => adminRejectBid(bidId), activityKeys);
}

export type AdminBooking = Pick<
  BookingRow,
  'id' | 'customer_kind' | 'cleaner_id' | 'services' | 'location' | 'state' | 'status' | 'source' | 'price_kobo' | 'budget_kobo' | 'scheduled_date' | 'starts_at' | 'ends_at' | 'created_at'
> & { contact_name: string; contact_phone: string | null; cleaner_name: string };

/**
 * One page (1-based) of the bookings of guests or clients, newest first, with how many match in all (RPC
 * admin_bookings_page: admins at aal2). The search finds a reference (BK-…), or the name, e-mail or phone of the
 * booking's contact, the customer's account or the cleaner, as the tab's CSV export does.
 */
export async function fetchAdminBookingsPage(kind: AdminCustomerKind, pageNumber: number, search = ''): Promise<ListPage<AdminBooking>> {
  const supabase = await client();
  const { page, from, to } = pageRange(pageNumber);
  const result = await supabase.rpc('admin_bookings_page', {
    p_booked_by: kind,
    p_search: cleanSearch(search),
    p_page: page,
    p_page_size: to - from + 1,
  });
  const { rows, total } = rpcPage<AdminBooking>(unwrap(result, MESSAGES.bookings.fetchBookingsFailed));
  return toListPage(rows, total, page);
}

/** The first page of {@link fetchAdminBookingsPage}. */
export async function fetchAdminBookings(kind: AdminCustomerKind): Promise<AdminBooking[]> {
  return (await fetchAdminBookingsPage(kind, 1)).rows;
}

export function useAdminBookings(kind: AdminCustomerKind, page = 1, search = '') {
  useRealtimeInvalidation({ table: 'bookings', queryKeys: [queryKeys.bookings.all] });
  return useQuery({
    queryKey: queryKeys.bookings.list({ admin: true, kind, page, search }),
    queryFn: () => fetchAdminBookingsPage(kind, page, search),
    placeholderData: keepPreviousData,
  });
}

export async function assignBookingCleaner(bookingId: string, cleanerId: string): Promise<void> {
  const supabase = await client();
  unwrapRpc(await supabase.rpc('assign_booking_cleaner', { p_booking_id: bookingId, p_cleaner_id: cleanerId }), ADMIN_TEXTS.assignFailed);
}

export function useAssignBookingCleaner() {
  return useInvalidatingMutation(({ bookingId, cleanerId }: { bookingId: string; cleanerId: string }) => assignBookingCleaner(bookingId, cleanerId), activityKeys);
}

// ---------------------------------------------------------------------------------------------------------------
// The admin's own notifications, split by who they are about

/** Categories about cleaners (verification submissions, bids); every other admin-bound event is about clients/guests.
 * The lists themselves come from the notifications domain (useNotifications, useMarkNotificationRead, ...). */
export const CLEANER_NOTIFICATION_CATEGORIES: readonly NotificationRow['category'][] = ['verification', 'bid', 'approval'];
export const CLIENT_NOTIFICATION_CATEGORIES: readonly NotificationRow['category'][] = ['quote', 'booking', 'guest', 'schedule', 'review', 'system'];

/** The admin's notifications about clients or about cleaners (chat notifications belong to the chat bell). */
export function adminNotificationsFor<T extends { category: NotificationRow['category'] }>(items: readonly T[], audience: 'client' | 'cleaner'): T[] {
  const categories = audience === 'cleaner' ? CLEANER_NOTIFICATION_CATEGORIES : CLIENT_NOTIFICATION_CATEGORIES;
  return items.filter((n) => categories.includes(n.category));
}
