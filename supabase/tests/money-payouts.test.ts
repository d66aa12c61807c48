/**
 * Paying cleaners (issue 23, docs/payouts in docs/payments.md): payout accounts (the bank's name against the profile
 * name, admin review, the daily limit), claiming due payouts for Paystack transfers (once, even when two runs
 * overlap), what Paystack says about a transfer, retries, and the commission the platform keeps.
 */
import type { Database } from '@spotless/local-supabase';
import { as, rpc, rpcError, SERVICE, type Actor, type Runner } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { acceptedBooking, payBooking, savePayoutAccount } from './helpers/money';
import { makeCleaner, makePeople, type People } from './helpers/world';
import { liftWriteLimits } from './helpers/write-limits';

let t: TestDatabase;
let db: Database;
let p: People;

beforeAll(async () => {
  t = await openTestDatabase();
  db = t.db;
  p = await makePeople(db);
  await liftWriteLimits(db);
});
afterAll(async () => {
  await t?.close();
});

const one = async <T>(who: Runner, sql: string, params: unknown[] = []): Promise<T> =>
  as(db, who, async (tx) => (await tx.query<T>(sql, params)).rows[0]!);
const all = async <T>(who: Runner, sql: string, params: unknown[] = []): Promise<T[]> =>
  as(db, who, async (tx) => (await tx.query<T>(sql, params)).rows);
const messages = async (who: Actor) =>
  (await all<{ message: string }>(who, `select message from public.notifications order by created_at desc`)).map((n) => n.message);

interface Claimed { payout_id: string; transfer_reference: string; amount_kobo: string; recipient_code: string; cleaner_id: string; services: string }
const CLAIM = `select payout_id, transfer_reference, amount_kobo::text, recipient_code, cleaner_id, services from public.claim_payouts(p_cleaner_id => $1)`;
/** One run of the payouts job for one cleaner's payouts (the Edge Function claims all; a cleaner keeps tests apart). */
const claim = (cleaner: Actor) => all<Claimed>(SERVICE, CLAIM, [cleaner.id]);
const payout = (id: string) =>
  one<{ status: string; waiting_reason: string | null; attempts: number; transfer_reference: string | null; reference: string; amount_kobo: string }>(SERVICE,
    `select status, waiting_reason, attempts, transfer_reference, reference, amount_kobo::text from public.payouts where id = $1`, [id]);
const result = (reference: string, status: string, extra: Record<string, unknown> = {}) =>
  rpc<string>(db, SERVICE, 'record_payout_result', { p_transfer_reference: reference, p_status: status, ...extra });

/** A paid, confirmed job of `cleaner`: its payout is queued. Returns the payout's id. */
async function releasedPayout(cleaner: Actor, priceKobo = 1000000, customer: Actor = p.client): Promise<string> {
  const b = await acceptedBooking(db, customer, cleaner, priceKobo);
  await payBooking(db, customer, b);
  await rpc(db, cleaner, 'complete_booking', { p_booking_id: b });
  await rpc(db, customer, 'confirm_booking_completion', { p_booking_id: b });
  return (await one<{ id: string }>(SERVICE, `select id from public.payouts where booking_id = $1`, [b])).id;
}

describe('names_match', () => {
  it('compares the words of two names, ignoring case and order', async () => {
    const match = async (a: string, b: string) => (await one<{ m: boolean }>(SERVICE, `select public.names_match($1, $2) as m`, [a, b])).m;
    expect(await match('Adaeze Nwosu', 'NWOSU ADAEZE')).toBe(true);
    expect(await match('ADAEZE NWOSU', 'Nwosu Adaeze Chioma')).toBe(true);
    expect(await match('Adaeze Nwosu', 'NWOSU, ADAEZE C.')).toBe(true);
    expect(await match('John Smith', 'Adaeze Nwosu')).toBe(false);
    // One word in common is not enough when both names have two or more.
    expect(await match('Adaeze Nwosu', 'Nwosu Emeka')).toBe(false);
    // A one-word profile name must appear in the account name.
    expect(await match('Adaeze', 'NWOSU ADAEZE')).toBe(true);
    expect(await match('', 'NWOSU ADAEZE')).toBe(false);
  });
});

describe('payout accounts', () => {
  it('an account in the cleaner\'s name is verified at once; another name waits for an admin', async () => {
    const c = await makeCleaner(db, p.admin, 'Kelechi Obi');
    expect(await savePayoutAccount(db, c.id, 'OBI KELECHI JOHN')).toBe('verified');
    expect(await one(c, `select status, account_name, bank_name, account_number from public.payout_accounts`))
      .toEqual({ status: 'verified', account_name: 'OBI KELECHI JOHN', bank_name: 'Guaranty Trust Bank', account_number: '0123456789' });
    expect(await all(p.cleaner2, `select 1 from public.payout_accounts where cleaner_id = $1`, [c.id])).toEqual([]);
    // A change to someone else's account is held for review.
    expect(await savePayoutAccount(db, c.id, 'MUSA BELLO')).toBe('pending_review');
    expect(await messages(p.admin)).toContain('A cleaner\'s bank account name (MUSA BELLO) does not match their profile name. Review it in Payments.');
    expect(await rpcError(db, SERVICE, 'save_payout_account', {
      p_cleaner_id: p.client.id, p_bank_code: '058', p_bank_name: 'GTBank', p_account_number: '0123456789', p_account_name: 'Funke Adeyemi', p_recipient_code: 'RCP_x1',
    })).toBe('Only cleaners can add a payout account.');
    const audit = await all<{ action: string; status: string; last4: string }>(p.admin,
      `select action, details->>'status' as status, details->>'account_last4' as last4 from public.money_audit where actor_id = $1 order by id`, [c.id]);
    expect(audit).toEqual([
      { action: 'payout_account.saved', status: 'verified', last4: '6789' },
      { action: 'payout_account.saved', status: 'pending_review', last4: '6789' },
    ]);
  });

  it('admins approve or reject an account waiting for review; the cleaner is told', async () => {
    const c = await makeCleaner(db, p.admin, 'Yusuf Danladi');
    await savePayoutAccount(db, c.id, 'AMINA DANLADI');
    expect(await rpcError(db, c, 'review_payout_account', { p_cleaner_id: c.id, p_approve: true })).toBe('Only admins can review payout accounts.');
    expect(await rpcError(db, p.admin, 'review_payout_account', { p_cleaner_id: p.client.id, p_approve: true })).toBe('Payout account not found.');
    await rpc(db, p.admin, 'review_payout_account', { p_cleaner_id: c.id, p_approve: false, p_note: 'Not the cleaner\'s account.' });
    expect(await one(c, `select status, review_note, reviewed_by from public.payout_accounts`)).toEqual({ status: 'rejected', review_note: 'Not the cleaner\'s account.', reviewed_by: p.admin.id });
    expect(await messages(c)).toContain('Your bank account was not approved for payouts. Please add an account in your own name.');
    expect(await rpcError(db, p.admin, 'review_payout_account', { p_cleaner_id: c.id, p_approve: true })).toBe('This account is not waiting for review.');
    await savePayoutAccount(db, c.id, 'DANLADI AMINA');
    await rpc(db, p.admin, 'review_payout_account', { p_cleaner_id: c.id, p_approve: true });
    expect(await one(c, `select status from public.payout_accounts`)).toEqual({ status: 'verified' });
    expect(await messages(c)).toContain('Your bank account was approved for payouts.');
  });

  it('a cleaner may try ten account changes a day; the eleventh is refused', async () => {
    const c = await makeCleaner(db, p.admin, 'Tireless Changer');
    for (let i = 0; i < 10; i++) await rpc(db, SERVICE, 'begin_payout_account_change', { p_cleaner_id: c.id });
    expect(await rpcError(db, SERVICE, 'begin_payout_account_change', { p_cleaner_id: c.id })).toBe('Too many bank account changes. Please try again tomorrow.');
    // Another cleaner is not affected; someone who is not a cleaner is refused outright.
    await rpc(db, SERVICE, 'begin_payout_account_change', { p_cleaner_id: p.cleaner2.id });
    expect(await rpcError(db, SERVICE, 'begin_payout_account_change', { p_cleaner_id: p.client.id })).toBe('Only cleaners can add a payout account.');
    // Each attempt is counted in the audit trail, refused ones not.
    expect(await one(p.admin, `select count(*)::int as n from public.money_audit where action = 'payout_account.attempt' and actor_id = $1`, [c.id])).toEqual({ n: 10 });
  });
});

describe('claim_payouts', () => {
  it('a payout waits for a payout account, and the cleaner is told once', async () => {
    const c = await makeCleaner(db, p.admin, 'Halima Sule');
    const id = await releasedPayout(c, 1000000);
    expect(await claim(c)).toEqual([]);
    expect(await payout(id)).toMatchObject({ status: 'queued', waiting_reason: 'no_payout_account', attempts: 0 });
    expect(await claim(c)).toEqual([]);
    expect((await messages(c)).filter((m) => m === 'Add your bank account to receive ₦8,500.00 for a completed job.')).toHaveLength(1);
    await savePayoutAccount(db, c.id, 'SULE ABUBAKAR');
    expect(await payout(id)).toMatchObject({ waiting_reason: null });
    expect(await claim(c)).toEqual([]);
    expect(await payout(id)).toMatchObject({ status: 'queued', waiting_reason: 'account_in_review' });
    await rpc(db, p.admin, 'review_payout_account', { p_cleaner_id: c.id, p_approve: true });
    const [sent, ...rest] = await claim(c);
    expect(rest).toEqual([]);
    const po = await payout(id);
    expect(sent).toEqual({
      payout_id: id, transfer_reference: `${po.reference}_1`, amount_kobo: '850000', recipient_code: `RCP_${c.id.replace(/-/g, '').slice(0, 12)}`,
      cleaner_id: c.id, services: 'Deep Cleaning',
    });
    expect(po).toMatchObject({ status: 'processing', attempts: 1, transfer_reference: `${po.reference}_1`, waiting_reason: null });
    expect(await claim(c)).toEqual([]);
  });

  it('a held payout is not due: only a confirmed job is paid out', async () => {
    const c = await makeCleaner(db, p.admin, 'Grace Held');
    await savePayoutAccount(db, c.id, 'HELD GRACE');
    const b = await acceptedBooking(db, p.client, c, 500000);
    await payBooking(db, p.client, b);
    expect(await claim(c)).toEqual([]);
  });

  it('two runs at the same time take a payout once', async () => {
    const c = await makeCleaner(db, p.admin, 'Racing Payee');
    await savePayoutAccount(db, c.id, 'PAYEE RACING');
    const ids = [await releasedPayout(c, 1000000), await releasedPayout(c, 2000000), await releasedPayout(c, 3000000)];
    // The first run holds its rows until it has "called Paystack"; the second starts meanwhile (on PostgreSQL on its own
    // connection; PGlite has one, so there it runs after the first).
    const slow = as(db, SERVICE, async (tx) => {
      const rows = (await tx.query<Claimed>(CLAIM, [c.id])).rows;
      await tx.query(`select pg_sleep(0.5)`);
      return rows;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const runs = await Promise.all([slow, ...Array.from({ length: 4 }, () => claim(c))]);
    const taken = runs.flat().map((r) => r.payout_id).sort();
    expect(taken).toEqual([...ids].sort());
    for (const id of ids) expect(await payout(id)).toMatchObject({ status: 'processing', attempts: 1 });
    expect(await one(p.admin, `select count(*)::int as n from public.money_audit where action = 'payout.sent' and payout_id = any($1::uuid[])`, [ids])).toEqual({ n: 3 });
  });
});

describe('record_payout_result and retry_payout', () => {
  let c: Actor;
  beforeAll(async () => {
    c = await makeCleaner(db, p.admin, 'Bisola Transfer');
    await savePayoutAccount(db, c.id, 'TRANSFER BISOLA');
  });

  it('success pays the payout and tells the cleaner; a replay changes nothing', async () => {
    const id = await releasedPayout(c, 2000000);
    const [sent] = await claim(c);
    expect(await result(sent!.transfer_reference, 'pending', { p_transfer_code: 'TRF_1ptvuv321ahaa7q' })).toBe('pending');
    expect(await one(SERVICE, `select status, transfer_code from public.payouts where id = $1`, [id])).toEqual({ status: 'processing', transfer_code: 'TRF_1ptvuv321ahaa7q' });
    expect(await result(sent!.transfer_reference, 'success', { p_amount_kobo: 1700000 })).toBe('paid');
    expect(await one(c, `select status, paid_at is not null as paid from public.payouts where id = $1`, [id])).toEqual({ status: 'paid', paid: true });
    expect(await messages(c)).toContain(`₦17,000.00 was paid to your bank account (reference ${sent!.transfer_reference}).`);
    expect(await result(sent!.transfer_reference, 'success')).toBe('unchanged');
    expect(await rpcError(db, SERVICE, 'record_payout_result', { p_transfer_reference: 'spo_nothing_1', p_status: 'success' })).toBe('Payout not found.');
  });

  it('a transfer of another amount is not recorded: admins are told', async () => {
    const id = await releasedPayout(c, 1000000);
    const [sent] = await claim(c);
    expect(await result(sent!.transfer_reference, 'success', { p_amount_kobo: 900000 })).toBe('mismatch');
    expect(await payout(id)).toMatchObject({ status: 'processing' });
    expect(await messages(p.admin)).toContain(`A Paystack transfer did not match its payout (reference ${sent!.transfer_reference}). Check it in Payments.`);
  });

  it('a failed transfer fails; an admin retries it and the next run sends it with a new reference', async () => {
    const id = await releasedPayout(c, 1000000);
    const [sent] = await claim(c);
    expect(await rpcError(db, p.admin, 'retry_payout', { p_payout_id: id })).toBe('Only a failed payout can be retried.');
    expect(await result(sent!.transfer_reference, 'failed', { p_reason: 'Account closed' })).toBe('failed');
    expect(await one(SERVICE, `select status, failure_reason from public.payouts where id = $1`, [id])).toEqual({ status: 'failed', failure_reason: 'Account closed' });
    expect(await messages(c)).toContain('Your payout of ₦8,500.00 did not go through. We will try again; check your bank account details.');
    expect(await messages(p.admin)).toContain('A payout of ₦8,500.00 failed (Account closed). Retry it in Payments.');
    expect(await result(sent!.transfer_reference, 'failed')).toBe('unchanged');
    // Failed payouts wait for an admin, not the next run.
    expect(await claim(c)).toEqual([]);
    expect(await rpcError(db, c, 'retry_payout', { p_payout_id: id })).toBe('Only admins can retry payouts.');
    await rpc(db, p.admin, 'retry_payout', { p_payout_id: id });
    expect(await payout(id)).toMatchObject({ status: 'queued' });
    const [again] = await claim(c);
    const po = await payout(id);
    expect(again!.transfer_reference).toBe(`${po.reference}_2`);
    expect(po).toMatchObject({ status: 'processing', attempts: 2 });
    expect(await result(again!.transfer_reference, 'success')).toBe('paid');
    const actions = (await all<{ action: string }>(p.admin, `select action from public.money_audit where payout_id = $1 order by id`, [id])).map((r) => r.action);
    expect(actions).toEqual(['payout.held', 'payout.queued', 'payout.sent', 'payout.failed', 'payout.retried', 'payout.sent', 'payout.paid']);
  });

  it('a failed payout goes again once the cleaner saves a verified account (not while it is in review)', async () => {
    const d = await makeCleaner(db, p.admin, 'Kelechi Requeue');
    await savePayoutAccount(db, d.id, 'REQUEUE KELECHI');
    const id = await releasedPayout(d, 1000000);
    const [sent] = await claim(d);
    await result(sent!.transfer_reference, 'failed', { p_reason: 'Invalid account' });
    // Another person's account: it waits for review and the failed payout stays failed.
    expect(await savePayoutAccount(db, d.id, 'Somebody Else')).toBe('pending_review');
    expect(await payout(id)).toMatchObject({ status: 'failed' });
    expect(await savePayoutAccount(db, d.id, 'Kelechi Requeue')).toBe('verified');
    expect(await payout(id)).toMatchObject({ status: 'queued', waiting_reason: null });
    const [again] = await claim(d);
    expect(again!.transfer_reference).toBe(`${(await payout(id)).reference}_2`);
    const why = await one<{ details: { why: string } }>(p.admin,
      `select details from public.money_audit where payout_id = $1 and action = 'payout.retried'`, [id]);
    expect(why.details.why).toBe("the cleaner's bank account was verified");
  });

  it('a transfer the bank reverses after paying it fails the payout', async () => {
    const id = await releasedPayout(c, 1000000);
    const [sent] = await claim(c);
    await result(sent!.transfer_reference, 'success');
    expect(await result(sent!.transfer_reference, 'reversed')).toBe('failed');
    expect(await one(SERVICE, `select status, failure_reason from public.payouts where id = $1`, [id])).toEqual({ status: 'failed', failure_reason: 'The bank reversed the transfer.' });
  });
});

describe('commission', () => {
  it('admins set it between 0% and 50%; each change is audited; a payout keeps the rate of its payment', async () => {
    const c = await makeCleaner(db, p.admin, 'Rate Keeper');
    const before = await acceptedBooking(db, p.client, c, 1000000);
    await payBooking(db, p.client, before);
    expect(await rpcError(db, c, 'set_commission_bps', { p_bps: 0 })).toBe('Only admins can change the commission.');
    expect(await rpcError(db, p.admin, 'set_commission_bps', { p_bps: 5001 })).toBe('The commission must be between 0% and 50%.');
    expect(await rpcError(db, p.admin, 'set_commission_bps', { p_bps: -1 })).toBe('The commission must be between 0% and 50%.');
    await rpc(db, p.admin, 'set_commission_bps', { p_bps: 1000 });
    try {
      expect(await one(c, `select commission_bps, updated_by from public.payment_settings`)).toEqual({ commission_bps: 1000, updated_by: p.admin.id });
      expect(await one(p.admin, `select actor_id, details from public.money_audit where action = 'settings.commission' order by id desc limit 1`))
        .toEqual({ actor_id: p.admin.id, details: { before_bps: 1500, after_bps: 1000 } });
      const after = await acceptedBooking(db, p.client, c, 1000000);
      await payBooking(db, p.client, after);
      for (const b of [before, after]) {
        await rpc(db, c, 'complete_booking', { p_booking_id: b });
        await rpc(db, p.client, 'confirm_booking_completion', { p_booking_id: b });
      }
      expect(await all(c, `select commission_bps, commission_kobo::text, amount_kobo::text, status from public.payouts order by commission_bps desc`)).toEqual([
        { commission_bps: 1500, commission_kobo: '150000', amount_kobo: '850000', status: 'queued' },
        { commission_bps: 1000, commission_kobo: '100000', amount_kobo: '900000', status: 'queued' },
      ]);
    } finally {
      await rpc(db, p.admin, 'set_commission_bps', { p_bps: 1500 });
    }
  });

  it('admin_commission_by_month sums released payouts of the month, and what was paid out', async () => {
    type Month = { month: unknown; jobs: number; gross_kobo: string; commission_kobo: string; paid_out_kobo: string };
    const thisMonth = async () => (await all<Month>(p.admin,
      `select month, jobs, gross_kobo::text, commission_kobo::text, paid_out_kobo::text from public.admin_commission_by_month(1)`))[0];
    expect(await rpcError(db, p.cleaner, 'admin_commission_by_month')).toBe('Only admins can see commission.');
    const start = await thisMonth();
    const c = await makeCleaner(db, p.admin, 'Month Summer');
    await savePayoutAccount(db, c.id, 'SUMMER MONTH');
    await releasedPayout(c, 1000000);
    await releasedPayout(c, 333);
    // A held payout (job not confirmed) is not commission yet.
    await payBooking(db, p.client, await acceptedBooking(db, p.client, c, 5000000));
    const mid = await thisMonth();
    const n = (x: Month | undefined, k: 'gross_kobo' | 'commission_kobo' | 'paid_out_kobo') => Number(x?.[k] ?? 0);
    expect({
      jobs: (mid?.jobs ?? 0) - (start?.jobs ?? 0), gross: n(mid, 'gross_kobo') - n(start, 'gross_kobo'),
      commission: n(mid, 'commission_kobo') - n(start, 'commission_kobo'), paid: n(mid, 'paid_out_kobo') - n(start, 'paid_out_kobo'),
    }).toEqual({ jobs: 2, gross: 1000333, commission: 150050, paid: 0 });
    for (const sent of await claim(c)) await result(sent.transfer_reference, 'success');
    const end = await thisMonth();
    expect(n(end, 'paid_out_kobo') - n(mid, 'paid_out_kobo')).toBe(850000 + 283);
  });
});
