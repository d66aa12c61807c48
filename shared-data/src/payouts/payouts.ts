// The cleaner's money: payouts (their share of each paid job, held until the job is confirmed, then sent to their
// bank), the payout account they are paid to, Paystack's bank list, and the commission the platform keeps.
// Tables are read under RLS (own rows only); the account is saved by the `payouts/account` Edge Function, which
// resolves it with Paystack first.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DataError, domainKeys, getSupabase, invokeFunction, unwrap, useAuth, useRealtimeInvalidation } from '@spotless/shared-data';
import { payoutStatusLabel, PAYOUT_GROUPS, type PayoutAccountStatus, type PayoutGroup, type PayoutStatus, type PayoutWaitingReason } from './payout-labels';

/** Ours: texts of the cleaner's money screens where the spec has none. */
export const PAYOUT_TEXTS = {
  payoutsLoadFailed: 'Could not load your payouts.',
  accountLoadFailed: 'Could not load your bank account.',
  banksLoadFailed: 'Could not load the list of banks.',
  accountSaveFailed: 'Could not save your bank account. Please try again.',
  bankRequired: 'Choose your bank.',
  accountNumberInvalid: 'Enter your 10-digit account number.',
  commissionLoadFailed: 'Could not load the platform fee.',
} as const;

export const payoutKeys = domainKeys('payouts');
const accountKey = (userId: string | undefined) => payoutKeys.detail(`account:${userId ?? ''}`);
const banksKey = payoutKeys.detail('banks');
const commissionKey = payoutKeys.detail('commission');

/** One payout as the cleaner sees it (amounts in kobo). */
export interface CleanerPayout {
  id: string;
  bookingId: string | null;
  /** The job's services and date (empty when the booking was deleted). */
  services: string[];
  scheduledDate: string | null;
  grossKobo: number;
  commissionKobo: number;
  amountKobo: number;
  status: PayoutStatus;
  reference: string;
  /** The reference of the latest transfer (the bank statement shows it). */
  transferReference: string | null;
  waitingReason: PayoutWaitingReason | null;
  failureReason: string | null;
  paidAt: string | null;
  createdAt: string;
}

/** Where the cleaner is paid (the account number shows as its last four digits). */
export interface PayoutAccount {
  bankCode: string;
  bankName: string;
  accountNumberLast4: string;
  accountName: string;
  status: PayoutAccountStatus;
  /** The admin's note when the account was not approved. */
  reviewNote: string | null;
}

export interface Bank {
  code: string;
  name: string;
}

async function myId(): Promise<string> {
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  const id = data.session?.user.id;
  if (!id) throw new DataError(PAYOUT_TEXTS.payoutsLoadFailed);
  return id;
}

type PayoutRowWithBooking = {
  id: string;
  booking_id: string | null;
  gross_kobo: number | string;
  commission_kobo: number | string;
  amount_kobo: number | string;
  status: PayoutStatus;
  reference: string;
  transfer_reference: string | null;
  waiting_reason: string | null;
  failure_reason: string | null;
  paid_at: string | null;
  created_at: string;
  booking: { services: string[]; scheduled_date: string | null } | null;
};

const PAYOUT_COLUMNS =
  'id, booking_id, gross_kobo, commission_kobo, amount_kobo, status, reference, transfer_reference, waiting_reason, failure_reason, paid_at, created_at, booking:bookings(services, scheduled_date)';
/** Rows per request while reading every payout (PostgREST's row limit is 1000). */
const BATCH = 500;

function toPayout(r: PayoutRowWithBooking): CleanerPayout {
  return {
    id: r.id,
    bookingId: r.booking_id,
    services: r.booking?.services ?? [],
    scheduledDate: r.booking?.scheduled_date ?? null,
    grossKobo: Number(r.gross_kobo),
    commissionKobo: Number(r.commission_kobo),
    amountKobo: Number(r.amount_kobo),
    status: r.status,
    reference: r.reference,
    transferReference: r.transfer_reference,
    waitingReason: r.waiting_reason === 'no_payout_account' || r.waiting_reason === 'account_in_review' ? r.waiting_reason : null,
    failureReason: r.failure_reason,
    paidAt: r.paid_at,
    createdAt: r.created_at,
  };
}

/**
 * All of the cleaner's payouts, newest first. Read in batches until the last, so totals cover every payout (a
 * cleaner has one per paid job: hundreds, not millions).
 * @throws DataError "Could not load your payouts."
 */
export async function fetchMyPayouts(): Promise<CleanerPayout[]> {
  const userId = await myId();
  const supabase = await getSupabase();
  const all: CleanerPayout[] = [];
  for (let from = 0; ; from += BATCH) {
    const result = await supabase
      .from('payouts')
      .select(PAYOUT_COLUMNS)
      .eq('cleaner_id', userId)
      .order('created_at', { ascending: false })
      .order('id', { ascending: true })
      .range(from, from + BATCH - 1);
    const rows = (unwrap(result, PAYOUT_TEXTS.payoutsLoadFailed) ?? []) as unknown as PayoutRowWithBooking[];
    all.push(...rows.map(toPayout));
    if (rows.length < BATCH) return all;
  }
}

/** Count and sum (net, kobo) of payouts per group, every group present, in {@link PAYOUT_GROUPS} order. */
export function payoutTotals(payouts: readonly CleanerPayout[]): Array<{ group: PayoutGroup; count: number; amountKobo: number }> {
  const totals = new Map<string, { count: number; amountKobo: number }>(PAYOUT_GROUPS.map((g) => [g, { count: 0, amountKobo: 0 }]));
  for (const p of payouts) {
    const t = totals.get(payoutStatusLabel(p.status));
    if (!t) continue;
    t.count += 1;
    t.amountKobo += p.amountKobo;
  }
  return PAYOUT_GROUPS.map((group) => ({ group, ...totals.get(group)! }));
}

/** The cleaner's payout account, or null before they add one. @throws DataError "Could not load your bank account." */
export async function fetchMyPayoutAccount(): Promise<PayoutAccount | null> {
  const userId = await myId();
  const supabase = await getSupabase();
  const row = unwrap(
    await supabase
      .from('payout_accounts')
      .select('bank_code, bank_name, account_number, account_name, status, review_note')
      .eq('cleaner_id', userId)
      .maybeSingle(),
    PAYOUT_TEXTS.accountLoadFailed,
  );
  if (!row) return null;
  return {
    bankCode: row.bank_code,
    bankName: row.bank_name,
    accountNumberLast4: row.account_number.slice(-4),
    accountName: row.account_name,
    status: row.status,
    reviewNote: row.review_note,
  };
}

/** Paystack's Nigerian banks, by name. @throws DataError the function's message or "Could not load the list of banks." */
export async function fetchBanks(): Promise<Bank[]> {
  const answer = await invokeFunction<{ banks?: Bank[] } | null>('payouts/banks', PAYOUT_TEXTS.banksLoadFailed, { method: 'GET' });
  return [...(answer?.banks ?? [])].sort((a, b) => a.name.localeCompare(b.name));
}

/** What the cleaner types: a bank from the list and a NUBAN. */
export interface PayoutAccountInput {
  bankCode: string;
  accountNumber: string;
}

/** The form's own checks before asking Paystack; null when fine. */
export function validatePayoutAccount(input: PayoutAccountInput): { bankCode?: string; accountNumber?: string } | null {
  const errors: { bankCode?: string; accountNumber?: string } = {};
  if (!input.bankCode) errors.bankCode = PAYOUT_TEXTS.bankRequired;
  if (!/^\d{10}$/.test(input.accountNumber.replace(/\s/g, ''))) errors.accountNumber = PAYOUT_TEXTS.accountNumberInvalid;
  return Object.keys(errors).length ? errors : null;
}

/**
 * Saves the cleaner's payout account (Edge Function `payouts/account`: Paystack resolves the number, the account is
 * verified when its name matches the profile, otherwise an admin reviews it). The function itself then sends the
 * payouts that waited for a verified account.
 * @throws DataError the function's message ("We could not find this account…", a rate limit) or "Could not save your bank account. Please try again."
 */
export async function savePayoutAccount(input: PayoutAccountInput): Promise<PayoutAccount> {
  const invalid = validatePayoutAccount(input);
  if (invalid) throw new DataError(invalid.bankCode ?? invalid.accountNumber ?? PAYOUT_TEXTS.accountSaveFailed, { code: 'invalid_input' });
  const answer = await invokeFunction<{ status: PayoutAccountStatus; bank_name: string; account_name: string; account_number_last4: string }>(
    'payouts/account',
    PAYOUT_TEXTS.accountSaveFailed,
    { body: { bank_code: input.bankCode, account_number: input.accountNumber.replace(/\s/g, '') } },
  );
  return {
    bankCode: input.bankCode,
    bankName: answer.bank_name,
    accountNumberLast4: answer.account_number_last4,
    accountName: answer.account_name,
    status: answer.status,
    reviewNote: null,
  };
}

/** The platform's commission in basis points (payment_settings). @throws DataError "Could not load the platform fee." */
export async function fetchCommissionBps(): Promise<number> {
  const supabase = await getSupabase();
  const row = unwrap(await supabase.from('payment_settings').select('commission_bps').maybeSingle(), PAYOUT_TEXTS.commissionLoadFailed);
  if (!row) throw new DataError(PAYOUT_TEXTS.commissionLoadFailed);
  return Number(row.commission_bps);
}

function useUserId(): string | undefined {
  return useAuth((state) => state.user?.id);
}

/** The cleaner's payouts, live (a payout changes as the job is confirmed and the bank answers). */
export function useMyPayouts() {
  const userId = useUserId();
  useRealtimeInvalidation({ table: 'payouts', filter: userId ? `cleaner_id=eq.${userId}` : undefined, queryKeys: [payoutKeys.lists()], enabled: Boolean(userId) });
  return useQuery({ queryKey: payoutKeys.list({ userId }), queryFn: fetchMyPayouts, enabled: Boolean(userId) });
}

export function useMyPayoutAccount() {
  const userId = useUserId();
  return useQuery({ queryKey: accountKey(userId), queryFn: fetchMyPayoutAccount, enabled: Boolean(userId) });
}

/** The bank list changes rarely: fetched once per visit. */
export function useBanks(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: banksKey, queryFn: fetchBanks, staleTime: 60 * 60 * 1000, enabled: options.enabled !== false });
}

/** Saves the account; the payouts list refreshes too (payouts that waited for a verified account are on their way). */
export function useSavePayoutAccount() {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: savePayoutAccount,
    onSuccess: (account) => queryClient.setQueryData(accountKey(userId), account),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: accountKey(userId) }), queryClient.invalidateQueries({ queryKey: payoutKeys.lists() })]),
  });
}

/** The platform's commission (basis points), for the fee preview on accept. */
export function useCommissionBps(options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: commissionKey, queryFn: fetchCommissionBps, staleTime: 5 * 60 * 1000, enabled: options.enabled !== false });
}
