/**
 * @jest-environment ./test/helpers/jsdom-with-fetch.cjs
 */
// The money data functions against a real local-supabase with the product migrations: a cleaner accepts a direct
// booking at their own price, the customer pays (Paystack's verified answer recorded as the service role, as the
// payments function does), the cleaner reads the held payout and their account; an admin pages, filters and searches
// payments, payouts and refunds, reviews the account, refunds part of the payment, changes the commission and reads
// commission per month. The server runs the real Edge Functions but no Paystack answers them here, so the run of
// payments/process after a refund sends nothing (the refund waits for the next run or Paystack's webhook).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { spawnLocalSupabase, type SpawnedServer } from './helpers/spawned-server';
import {
  configureSupabase,
  getSupabase,
  signIn,
  signOut,
  signUp,
  useAuth,
} from '../src';
import { acceptBooking, completeBooking, fetchCleanerBookings } from '../src/cleaner';
import {
  commissionOf,
  fetchAccountsToReview,
  fetchAdminPayouts,
  fetchAdminRefunds,
  fetchAdminTransactions,
  fetchCommissionBps,
  fetchCommissionByMonth,
  fetchMyPayoutAccount,
  fetchMyPayouts,
  requestRefund,
  retryPayout,
  reviewPayoutAccount,
  setCommissionPercent,
} from '../src/money';
import { passAdminMfa, type HeldTotp } from './helpers/admin-mfa';

let server: SpawnedServer;
let service: SupabaseClient;
const stamp = Date.now();
const password = 'password-123';
const emails = { cleaner: `amaka-${stamp}@example.com`, client: `chioma-${stamp}@example.com`, admin: `ope-${stamp}@example.com` };
let cleanerId: string;
let bookingId: string;
let paymentId: string;
let reference: string;

let adminTotp: HeldTotp | undefined;

async function as(who: keyof typeof emails): Promise<void> {
  await signOut();
  await signIn(emails[who], password);
  // Admin power needs the second sign-in step (aal2), as in the console.
  if (who === 'admin') adminTotp = await passAdminMfa(adminTotp);
}

async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc(name as never, args as never);
  if (error) throw new Error(`${name}: ${error.message}`);
  return data as T;
}

beforeAll(async () => {
  // People are registered through the product's sign-up, which starts a session when confirmations are off.
  server = await spawnLocalSupabase({ CONFIRM_EMAIL: 'false' });
  configureSupabase({ url: server.url, anonKey: server.anonKey });
  service = createClient(server.url, server.serviceRoleKey, { auth: { persistSession: false, storageKey: 'service-role-money' } });

  await signUp({ email: emails.cleaner, password, fullName: 'Amaka Obi', phone: '08031234561', accountType: 'cleaner', address: '1 Allen Avenue, Ikeja' });
  cleanerId = useAuth.getState().user!.id;
  // Customers book verified cleaners; verification is an admin's step, stood in for by the service role.
  const verified = await service.from('cleaner_profiles').update({ verification_status: 'verified' }).eq('user_id', cleanerId);
  expect(verified.error).toBeNull();
  await signOut();

  await signUp({ email: emails.client, password, fullName: 'Chioma Obi', phone: '08031234562', accountType: 'client' });
  bookingId = await rpc<string>('create_booking', { p_cleaner_id: cleanerId, p_services: ['House Cleaning'], p_location: 'Ikeja GRA', p_budget_kobo: 3_000_000 });
  await signOut();

  await signUp({ email: emails.admin, password, fullName: 'Ope Admin', phone: '08031234563', accountType: 'client' });
  const granted = await service.from('user_roles').insert({ user_id: useAuth.getState().user!.id, role: 'admin' });
  expect(granted.error).toBeNull();
  await signOut();

  // Money an admin recorded by hand: enough rows for three pages.
  const manual = Array.from({ length: 45 }, (_, i) => ({ amount_kobo: 100_000 + i, method: 'cash', status: 'completed', reference: `MAN-${stamp}-${String(i).padStart(2, '0')}`, provider: 'manual', paid_at: new Date(Date.UTC(2025, 0, 1 + i)).toISOString() }));
  const inserted = await service.from('payments').insert(manual);
  expect(inserted.error).toBeNull();
}, 240_000);

afterAll(async () => {
  await signOut();
  const supabase = await getSupabase();
  await supabase.auth.stopAutoRefresh();
  await server.stop();
});

describe('the cleaner', () => {
  it('accepts a direct booking at their own price instead of the budget', async () => {
    await as('cleaner');
    await acceptBooking(bookingId, 2_500_050);
    const booking = (await fetchCleanerBookings()).find((b) => b.id === bookingId);
    expect(booking).toMatchObject({ status: 'accepted', price_kobo: 2_500_050, budget_kobo: 3_000_000 });
  });

  it('sees the payout of a paid job held, with the commission the database computed as the preview does', async () => {
    await as('client');
    const [started] = await rpc<Array<{ payment_id: string; reference: string; amount_kobo: number }>>('start_payment', { p_booking_id: bookingId });
    paymentId = started!.payment_id;
    reference = started!.reference;
    expect(Number(started!.amount_kobo)).toBe(2_500_050);
    const recorded = await service.rpc('record_payment_result', { p_reference: reference, p_status: 'success', p_amount_kobo: 2_500_050, p_currency: 'NGN', p_channel: 'card' });
    expect(recorded).toMatchObject({ data: 'completed', error: null });

    await as('cleaner');
    expect(await fetchCommissionBps()).toBe(1500);
    const payouts = await fetchMyPayouts();
    expect(payouts).toHaveLength(1);
    expect(payouts[0]).toMatchObject({
      bookingId,
      services: ['House Cleaning'],
      status: 'held',
      grossKobo: 2_500_050,
      commissionKobo: commissionOf(2_500_050, 1500),
      amountKobo: 2_500_050 - commissionOf(2_500_050, 1500),
      waitingReason: null,
    });
    expect(payouts[0]!.commissionKobo).toBe(375_008);
  });

  it('reads their payout account: none, then one waiting for review', async () => {
    await as('cleaner');
    expect(await fetchMyPayoutAccount()).toBeNull();
    const saved = await service.rpc('save_payout_account', {
      p_cleaner_id: cleanerId, p_bank_code: '058', p_bank_name: 'Guaranty Trust Bank', p_account_number: '0123456789', p_account_name: 'ADE VENTURES', p_recipient_code: 'RCP_test1',
    });
    expect(saved).toMatchObject({ data: 'pending_review', error: null });
    expect(await fetchMyPayoutAccount()).toEqual({
      bankCode: '058', bankName: 'Guaranty Trust Bank', accountNumberLast4: '6789', accountName: 'ADE VENTURES', status: 'pending_review', reviewNote: null,
    });
  });
});

describe('the admin', () => {
  beforeAll(async () => {
    await as('admin');
  });

  it('pages payments in the database with the total, and filters by status', async () => {
    const first = await fetchAdminTransactions({ status: 'all', search: `man-${stamp}`, page: 1 });
    expect(first.total).toBe(45);
    expect(first.rows).toHaveLength(20);
    const third = await fetchAdminTransactions({ status: 'all', search: `man-${stamp}`, page: 3 });
    expect(third.rows).toHaveLength(5);
    expect(new Set([...first.rows, ...third.rows].map((r) => r.id)).size).toBe(25);
    expect((await fetchAdminTransactions({ status: 'refunded', search: `man-${stamp}`, page: 1 })).total).toBe(0);
  });

  it('finds a payment by its reference or the start of it, by its checkout e-mail or a piece of it', async () => {
    const byReference = await fetchAdminTransactions({ status: 'all', search: reference.toUpperCase(), page: 1 });
    expect(byReference.rows.map((r) => r.id)).toEqual([paymentId]);
    expect((await fetchAdminTransactions({ status: 'all', search: reference.slice(0, reference.length - 2), page: 1 })).rows.map((r) => r.id)).toContain(paymentId);
    expect((await fetchAdminTransactions({ status: 'all', search: `ioma-${stamp}@exa`, page: 1 })).rows.map((r) => r.id)).toEqual([paymentId]);
    expect(byReference.rows[0]).toMatchObject({ client_name: 'Chioma Obi', amount_kobo: 2_500_050, provider: 'paystack', status: 'completed' });
    const byEmail = await fetchAdminTransactions({ status: 'completed', search: `chioma-${stamp}@`, page: 1 });
    expect(byEmail.rows.map((r) => r.id)).toEqual([paymentId]);
    // Characters that would break the or= filter are dropped, not sent.
    expect((await fetchAdminTransactions({ status: 'all', search: `${reference}),id.eq.(x`, page: 1 })).total).toBe(0);
  });

  it('reviews an account whose name did not match: a rejection needs a note', async () => {
    const waiting = await fetchAccountsToReview();
    expect(waiting).toEqual([expect.objectContaining({ cleaner_id: cleanerId, profile_name: 'Amaka Obi', account_name: 'ADE VENTURES', account_number_last4: '6789' })]);
    await expect(reviewPayoutAccount({ cleanerId, approve: false })).rejects.toThrow('Say why the account is rejected.');
    await expect(reviewPayoutAccount({ cleanerId, approve: false, note: 'A business account' })).resolves.toEqual({ processed: null });
    expect(await fetchAccountsToReview()).toEqual([]);
    await expect(reviewPayoutAccount({ cleanerId, approve: true })).rejects.toThrow('This account is not waiting for review.');
  });

  it('refunds part of a payment: the payout shrinks and the refund is listed and searchable', async () => {
    await expect(requestRefund({ paymentId, amountKobo: 3_000_000, reason: 'Too much' })).rejects.toThrow(/at most what is left of the payment/);
    const result = await requestRefund({ paymentId, amountKobo: 500_000, reason: 'Two rooms not cleaned' });
    // payments/process ran (or could not): nothing reached Paystack, so the console says the refund waits.
    expect(result.processed?.refunds ?? 0).toBe(0);
    const payment = (await fetchAdminTransactions({ status: 'all', search: reference, page: 1 })).rows[0]!;
    expect(payment).toMatchObject({ refunded_kobo: 500_000, status: 'completed' });
    const refunds = await fetchAdminRefunds({ status: 'all', search: `chioma-${stamp}`, page: 1 });
    expect(refunds.total).toBe(1);
    expect(refunds.rows[0]).toMatchObject({ amount_kobo: 500_000, payment_reference: reference, requested_by_kind: 'admin', reason: 'Two rooms not cleaned' });
    expect(['queued', 'processing']).toContain(refunds.rows[0]!.status);
    expect((await fetchAdminRefunds({ status: 'failed', search: reference, page: 1 })).total).toBe(0);
    const payouts = await fetchAdminPayouts({ status: 'all', search: `amaka-${stamp}`, page: 1 });
    expect(payouts.rows).toEqual([
      expect.objectContaining({ cleaner_name: 'Amaka Obi', gross_kobo: 2_000_050, commission_kobo: commissionOf(2_000_050, 1500), status: 'held' }),
    ]);
    await expect(retryPayout(payouts.rows[0]!.id)).rejects.toThrow('Only a failed payout can be retried.');
  });

  it('changes the commission from a percentage; jobs already paid keep theirs', async () => {
    await expect(setCommissionPercent('60')).rejects.toThrow('Enter a percentage from 0 to 50, with at most two decimals.');
    await expect(setCommissionPercent('12.5')).resolves.toBe(1250);
    expect(await fetchCommissionBps()).toBe(1250);
    expect((await fetchAdminPayouts({ status: 'held', search: `amaka-${stamp}`, page: 1 })).rows[0]).toMatchObject({ commission_kobo: commissionOf(2_000_050, 1500) });
  });

  it('counts commission in the month a confirmed job released its payout', async () => {
    expect(await fetchCommissionByMonth()).toEqual([]);
    await as('cleaner');
    await completeBooking(bookingId);
    await as('client');
    await rpc('confirm_booking_completion', { p_booking_id: bookingId });
    await as('admin');
    const months = await fetchCommissionByMonth();
    expect(months).toEqual([
      { month: expect.stringMatching(/^\d{4}-\d{2}-01$/), jobs: 1, gross_kobo: 2_000_050, commission_kobo: commissionOf(2_000_050, 1500), paid_out_kobo: 0 },
    ]);
    const queued = await fetchAdminPayouts({ status: 'queued', search: '', page: 1 });
    expect(queued.rows.map((p) => p.booking_id)).toEqual([bookingId]);
  });

  it('finds the payouts of every cleaner whose account e-mail matches, more than 200 of them (no silent cap)', async () => {
    // 201 cleaners share an e-mail piece no payout reference holds, each with a held payout of a hand-recorded
    // payment: the old search read the ids of the first 200 matching accounts and so missed one payout.
    const crowd = 201;
    const ids: string[] = [];
    for (let i = 0; i < crowd; i++) {
      const created = await service.auth.admin.createUser({ email: `crowd-${stamp}-${String(i).padStart(3, '0')}@example.com`, email_confirm: true });
      expect(created.error).toBeNull();
      ids.push(created.data.user!.id);
    }
    const payments = await service
      .from('payments')
      .insert(ids.map((_, i) => ({ amount_kobo: 10_000, method: 'cash', status: 'completed', reference: `CROWD-${stamp}-${i}`, provider: 'manual', paid_at: new Date().toISOString() })))
      .select('id, reference');
    expect(payments.error).toBeNull();
    const paymentOf = new Map((payments.data ?? []).map((p) => [p.reference, p.id]));
    const payouts = await service.from('payouts').insert(
      ids.map((cleaner_id, i) => ({
        payment_id: paymentOf.get(`CROWD-${stamp}-${i}`)!,
        cleaner_id,
        gross_kobo: 10_000,
        commission_bps: 1000,
        commission_kobo: 1000,
        amount_kobo: 9000,
        status: 'held',
        reference: `payout-${stamp}-${i}`,
      })),
    );
    expect(payouts.error).toBeNull();

    const first = await fetchAdminPayouts({ status: 'all', search: `crowd-${stamp}-`, page: 1 });
    expect(first.total).toBe(crowd);
    const last = await fetchAdminPayouts({ status: 'all', search: `crowd-${stamp}-`, page: Math.ceil(crowd / 20) });
    expect(last.rows).toHaveLength(crowd % 20);
    // Found by the account e-mail alone: no reference holds an @.
    expect((await fetchAdminPayouts({ status: 'all', search: `-${stamp}-000@example.com`, page: 1 })).rows).toEqual([
      expect.objectContaining({ cleaner_id: ids[0], cleaner_email: `crowd-${stamp}-000@example.com`, amount_kobo: 9000 }),
    ]);
  }, 120_000);
});
