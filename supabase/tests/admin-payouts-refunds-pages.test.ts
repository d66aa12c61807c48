/**
 * The Payments console's payouts and refunds lists read through admin_payouts_page and admin_refunds_page
 * (20250714000000): the page, order and exact total the PostgREST requests gave an admin under RLS, with two
 * deliberate differences: a reference is found from its start (an index range), and a search by the cleaner's
 * account e-mail reaches every matching account, where the old request took the first 200. A typed _ matches itself;
 * only admins at aal2 may call them.
 */
import type { Database } from '@spotless/local-supabase';
import { ANON, as, rpc, rpcError, type Actor } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { buildFixture, type Fixture } from './helpers/world';

let t: TestDatabase;
let db: Database;
let f: Fixture;

interface Page<R> { total: number; rows: R[] }
type PayoutRow = { id: string; reference: string; cleaner_id: string; amount_kobo: number; transfer_reference: string | null };
type RefundRow = { id: string; payment_id: string; payment_reference: string; customer_email: string | null; amount_kobo: number; reason: string };
const SIZE = 7;
/** More accounts share this e-mail piece than the old request's 200. */
const CROWD = 205;

beforeAll(async () => {
  t = await openTestDatabase();
  db = t.db;
  f = await buildFixture(db);
  // CROWD cleaners whose e-mails all contain "crowd-cleaner", one manual payment and one payout each; every fifth
  // payment has a checkout e-mail and a refund; two references hold a _.
  await db.query(
    `insert into auth.users (id, email, email_confirmed_at, raw_user_meta_data, aud, role)
     select extensions.gen_random_uuid(), 'crowd-cleaner-' || lpad(g::text, 3, '0') || '@example.ng', now(), '{}', 'authenticated', 'authenticated'
       from generate_series(1, $1::integer) g`, [CROWD]);
  await db.query(
    `insert into public.payments (client_id, amount_kobo, method, status, reference, provider, customer_email, paid_at, created_at)
     select $1, 100000 + g, 'cash', 'completed', case when g <= 2 then 'CROWD_PAY-' || g else 'CROWD-PAY-' || lpad(g::text, 3, '0') end, 'manual',
            case when g % 5 = 0 then 'buyer' || g || '@shop.ng' end, now() - g * interval '1 minute', now() - g * interval '1 minute'
       from generate_series(1, $2::integer) g`, [f.people.client2.id, CROWD]);
  await db.query(
    `insert into public.payouts (payment_id, cleaner_id, gross_kobo, commission_bps, commission_kobo, amount_kobo, status, reference,
                                 transfer_reference, created_at)
     select p.id, u.id, 10000, 1000, 1000, 9000, case when n <= 4 then 'processing' when n % 3 = 0 then 'queued' else 'held' end,
            case when n <= 2 then 'crowd_payout-' || lpad(n::text, 4, '0') else 'crowd-payout-' || lpad(n::text, 4, '0') end,
            case when n <= 4 then 'xfer-crowd-payout-' || n || '-1' end, p.created_at
       from (select id, created_at, row_number() over (order by reference) n from public.payments where reference ilike 'crowd%') p
       join (select id, row_number() over (order by email) n from auth.users where email like 'crowd-cleaner-%') u using (n)`);
  await db.query(
    `insert into public.refunds (payment_id, amount_kobo, reason, requested_by_kind, status, created_at)
     select id, 1000, 'Part of the job was missed.', 'admin', 'queued', created_at + interval '1 second'
       from public.payments where customer_email like 'buyer%@shop.ng'`);
});
afterAll(async () => {
  await t?.close();
});

const esc = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The payouts page the console asked PostgREST for (as the admin, under RLS), references matched from their start. */
async function expectedPayouts(who: Actor, term: string, status: string | null, page: number): Promise<{ total: number; ids: string[] }> {
  return as(db, who, async (tx) => {
    const where = `where ($1 = '' or x.reference like $2 || '%' or x.transfer_reference like $2 || '%'
                     or ($3 and x.cleaner_id in (select id from public.profiles where email ilike '%' || $2 || '%')))
                     and ($4::text is null or x.status = $4)`;
    const params = [term, esc(term), term.includes('@') || term.length >= 3, status];
    const total = Number((await tx.query<{ n: string }>(`select count(*)::text as n from public.payouts x ${where}`, params)).rows[0]!.n);
    const ids = (await tx.query<{ id: string }>(`select x.id from public.payouts x ${where} order by x.created_at desc, x.id offset $5 limit $6`,
      [...params, (page - 1) * SIZE, SIZE])).rows.map((r) => r.id);
    return { total, ids };
  });
}

/** The refunds page the console asked PostgREST for, its payment's reference matched from its start. */
async function expectedRefunds(who: Actor, term: string, status: string | null, page: number): Promise<{ total: number; ids: string[] }> {
  return as(db, who, async (tx) => {
    const where = `where ($1 = '' or x.payment_id in (select p.id from public.payments p
                     where lower(p.reference) like $2 || '%' or p.customer_email ilike '%' || $2 || '%'))
                     and ($3::text is null or x.status = $3)`;
    const params = [term, esc(term), status];
    const total = Number((await tx.query<{ n: string }>(`select count(*)::text as n from public.refunds x ${where}`, params)).rows[0]!.n);
    const ids = (await tx.query<{ id: string }>(`select x.id from public.refunds x ${where} order by x.created_at desc, x.id offset $4 limit $5`,
      [...params, (page - 1) * SIZE, SIZE])).rows.map((r) => r.id);
    return { total, ids };
  });
}

const payouts = (who: Actor, search: string, status: string | null, n = 1) =>
  rpc<Page<PayoutRow>>(db, who, 'admin_payouts_page', { p_search: search, p_status: status, p_page: n, p_page_size: SIZE });
const refunds = (who: Actor, search: string, status: string | null, n = 1) =>
  rpc<Page<RefundRow>>(db, who, 'admin_refunds_page', { p_search: search, p_status: status, p_page: n, p_page_size: SIZE });

/** Compares every page (and the one after the last) with the old request's. */
async function sameAsOld(
  got: (n: number) => Promise<Page<{ id: string }>>,
  want: (n: number) => Promise<{ total: number; ids: string[] }>,
  label: object,
): Promise<void> {
  const first = await want(1);
  const pages = Math.max(1, Math.ceil(first.total / SIZE)) + 1;
  for (let n = 1; n <= pages; n++) {
    const w = n === 1 ? first : await want(n);
    const g = await got(n);
    expect({ ...label, n, total: g.total, ids: g.rows.map((r) => r.id) }).toEqual({ ...label, n, total: w.total, ids: w.ids });
  }
}

describe('admin_payouts_page', () => {
  it.each(['', 'crowd-payout-01', 'xfer-crowd', 'crowd-cleaner-00', 'cleaner-1', 'example.ng', 'zz'])(
    'answers the old request\'s pages and totals for %j (with and without a status)', async (term) => {
      for (const status of [null, 'processing', 'queued']) {
        await sameAsOld((n) => payouts(f.people.admin, term, status, n), (n) => expectedPayouts(f.people.admin, term, status, n), { term, status });
      }
    });

  it('finds every payout of the more than 200 cleaners whose e-mail matches, where the old request\'s first 200 accounts missed some', async () => {
    const all = (await payouts(f.people.admin, 'crowd-cleaner', null)).total;
    expect(all).toBe(CROWD);
    // The old request: ids of the first 200 accounts whose e-mail matched, then their payouts.
    const old = await as(db, f.people.admin, async (tx) => Number((await tx.query<{ n: string }>(
      `select count(*)::text as n from public.payouts where cleaner_id in
         (select id from public.profiles where email ilike '%crowd-cleaner%' limit 200)`)).rows[0]!.n));
    expect(old).toBe(200);
    const last = await payouts(f.people.admin, 'crowd-cleaner', null, Math.ceil(CROWD / SIZE));
    expect(last.rows).toHaveLength(CROWD % SIZE || SIZE);
  });

  it('finds the fixture payout by its reference with the console\'s fields; a piece from the middle is no match', async () => {
    const reference = await as(db, f.people.admin, async (tx) =>
      (await tx.query<{ reference: string }>(`select reference from public.payouts where id = $1`, [f.payout])).rows[0]!.reference);
    const got = await payouts(f.people.admin, reference.toUpperCase(), null);
    expect(got.rows).toEqual([expect.objectContaining({ id: f.payout, reference, cleaner_id: f.people.cleaner.id })]);
    expect(Object.keys(got.rows[0]!).sort()).toEqual(['amount_kobo', 'attempts', 'booking_id', 'cleaner_id', 'commission_kobo', 'created_at',
      'failure_reason', 'gross_kobo', 'id', 'paid_at', 'reference', 'status', 'transfer_reference', 'waiting_reason']);
    expect((await payouts(f.people.admin, 'payout-0001', null)).total).toBe(0);
  });

  it('matches a typed _ as itself; drops characters the console does not send', async () => {
    expect((await payouts(f.people.admin, 'crowd_', null)).rows.map((r) => r.reference).sort()).toEqual(['crowd_payout-0001', 'crowd_payout-0002']);
    expect((await payouts(f.people.admin, 'crowd%', null)).total).toBe((await payouts(f.people.admin, 'crowd', null)).total);
    expect((await payouts(f.people.admin, 'crowd-cleaner-00_', null)).total).toBe(0);
  });

  it('is for admins after MFA only, and refuses an unknown status', async () => {
    for (const who of [f.people.client, f.people.cleaner, { ...f.people.admin, aal: 'aal1' } as Actor]) {
      expect(await rpcError(db, who, 'admin_payouts_page', { p_search: '' })).toBe('Only admins can list payouts.');
    }
    expect(await rpcError(db, ANON, 'admin_payouts_page', {})).toMatch(/permission denied/);
    expect(await rpcError(db, f.people.admin, 'admin_payouts_page', { p_status: 'stolen' })).toBe('Invalid status.');
    expect((await payouts(f.people.superAdmin, '', 'all')).total).toBe((await payouts(f.people.admin, '', null)).total);
  });
});

describe('admin_refunds_page', () => {
  it.each(['', 'crowd-pay-1', 'CROWD', 'buyer1', 'shop.ng', 'kemi.guest@', 'zz'])(
    'answers the old request\'s pages and totals for %j (with and without a status)', async (term) => {
      for (const status of [null, 'queued', 'processed']) {
        await sameAsOld((n) => refunds(f.people.admin, term, status, n), (n) => expectedRefunds(f.people.admin, term.toLowerCase(), status, n), { term, status });
      }
    });

  it('gives each refund its payment\'s reference and checkout e-mail, and the exact total', async () => {
    const got = await refunds(f.people.admin, 'kemi.guest@example', null);
    expect(got.rows).toEqual([expect.objectContaining({ id: f.refund, payment_id: f.onlinePayment, amount_kobo: 500000, customer_email: 'kemi.guest@example.ng' })]);
    expect(Object.keys(got.rows[0]!).sort()).toEqual(['amount_kobo', 'booking_id', 'created_at', 'customer_email', 'failure_reason', 'id',
      'payment_id', 'payment_reference', 'processed_at', 'reason', 'requested_by_kind', 'status']);
    expect((await refunds(f.people.admin, 'shop.ng', null)).total).toBe(Math.floor(CROWD / 5));
  });

  it('matches a typed _ as itself', async () => {
    expect((await refunds(f.people.admin, 'crowd_', null)).total).toBe(0);
    expect((await refunds(f.people.admin, 'crowd-pay-005', null)).rows.map((r) => r.payment_reference)).toEqual(['CROWD-PAY-005']);
  });

  it('is for admins after MFA only, and refuses an unknown status', async () => {
    for (const who of [f.people.client, f.people.cleaner, { ...f.people.admin, aal: 'aal1' } as Actor]) {
      expect(await rpcError(db, who, 'admin_refunds_page', { p_search: '' })).toBe('Only admins can list refunds.');
    }
    expect(await rpcError(db, ANON, 'admin_refunds_page', {})).toMatch(/permission denied/);
    expect(await rpcError(db, f.people.admin, 'admin_refunds_page', { p_status: 'stolen' })).toBe('Invalid status.');
  });
});
