/**
 * The Payments console's transactions list reads through admin_payments_page (20250710000100): the page, order and
 * exact total the PostgREST request gave an admin under RLS, with two deliberate differences: a reference is found
 * from its start (an index range), and an account e-mail search is no longer cut to the first 200 accounts. A typed _
 * matches itself; only admins at aal2 may call it.
 */
import type { Database } from '@spotless/local-supabase';
import { ANON, as, rpc, rpcError, SERVICE, type Actor } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { buildFixture, type Fixture } from './helpers/world';

let t: TestDatabase;
let db: Database;
let f: Fixture;

interface Page { total: number; rows: { id: string; reference: string; amount_kobo: number }[] }
const SIZE = 3;

beforeAll(async () => {
  t = await openTestDatabase();
  db = t.db;
  f = await buildFixture(db);
  // Hand-recorded payments for paging, two with a _ in their reference.
  await as(db, SERVICE, (tx) => tx.query(
    `insert into public.payments (client_id, amount_kobo, method, status, reference, provider, paid_at, created_at)
     select $1, 100000 + g, 'cash', 'completed', case when g <= 2 then 'MAN_UNDER-' || g else 'MAN-' || lpad(g::text, 3, '0') end, 'manual',
            now() - g * interval '1 hour', now() - g * interval '1 hour'
       from generate_series(1, 8) g`, [f.people.client2.id]));
});
afterAll(async () => {
  await t?.close();
});

/** The page the console asked PostgREST for (as the admin, under RLS), with the reference matched from its start. */
async function expected(who: Actor, term: string, status: string | null, page: number): Promise<{ total: number; ids: string[] }> {
  const body = term.replace(/[\\%_]/g, (c) => `\\${c}`);
  const accounts = term.includes('@') || term.length >= 3;
  return as(db, who, async (tx) => {
    const where = `where ($1 = '' or lower(x.reference) like $2 || '%' or x.customer_email ilike '%' || $2 || '%'
                     or ($3 and x.client_id in (select id from public.profiles where email ilike '%' || $2 || '%')))
                     and ($4::text is null or x.status = $4)`;
    const params = [term, body, accounts, status];
    const total = Number((await tx.query<{ n: string }>(`select count(*)::text as n from public.payments x ${where}`, params)).rows[0]!.n);
    const ids = (await tx.query<{ id: string }>(`select x.id from public.payments x ${where} order by x.created_at desc, x.id offset $5 limit $6`,
      [...params, (page - 1) * SIZE, SIZE])).rows.map((r) => r.id);
    return { total, ids };
  });
}

const page = (who: Actor, search: string, status: string | null, n = 1) =>
  rpc<Page>(db, who, 'admin_payments_page', { p_search: search, p_status: status, p_page: n, p_page_size: SIZE });

describe('admin_payments_page', () => {
  it.each(['', 'man-', 'man', 'pay-fixture', 'PAY-FIXTURE-1', 'fixture', 'kemi.guest@', 'example.ng', '@test', 'zz'])(
    'answers the old request\'s pages and totals for %j (every page, with and without a status)', async (term) => {
      for (const status of [null, 'completed', 'refunded']) {
        const first = await expected(f.people.admin, term.toLowerCase(), status, 1);
        const pages = Math.max(1, Math.ceil(first.total / SIZE)) + 1;
        for (let n = 1; n <= pages; n++) {
          const want = n === 1 ? first : await expected(f.people.admin, term.toLowerCase(), status, n);
          const got = await page(f.people.admin, term, status, n);
          expect({ term, status, n, total: got.total, ids: got.rows.map((r) => r.id) }).toEqual({ term, status, n, total: want.total, ids: want.ids });
        }
      }
    });

  it('finds the fixture payment by its reference and the guest\'s by their checkout e-mail, with the console\'s fields', async () => {
    const byRef = await page(f.people.admin, 'pay-fixture-1', null);
    expect(byRef.rows).toEqual([expect.objectContaining({ reference: 'PAY-FIXTURE-1', amount_kobo: 7000000, status: 'completed', method: 'card' })]);
    expect((await page(f.people.admin, 'kemi.guest@example', null)).total).toBe(1);
    // A piece from the middle of a reference is no match: references are found from their start.
    expect((await page(f.people.admin, 'fixture-1', null)).total).toBe(0);
  });

  it('matches a typed _ as itself; drops characters the console does not send', async () => {
    expect((await page(f.people.admin, 'man_', null)).rows.map((r) => r.reference).sort()).toEqual(['MAN_UNDER-1', 'MAN_UNDER-2']);
    expect((await page(f.people.admin, 'man%', null)).total).toBe((await page(f.people.admin, 'man', null)).total);
    expect((await page(f.people.admin, 'ma_-', null)).total).toBe(0);
  });

  it('is for admins after MFA only, and refuses an unknown status', async () => {
    for (const who of [f.people.client, f.people.cleaner, { ...f.people.admin, aal: 'aal1' } as Actor]) {
      expect(await rpcError(db, who, 'admin_payments_page', { p_search: '' })).toBe('Only admins can list payments.');
    }
    expect(await rpcError(db, ANON, 'admin_payments_page', {})).toMatch(/permission denied/);
    expect(await rpcError(db, f.people.admin, 'admin_payments_page', { p_status: 'stolen' })).toBe('Invalid status.');
    expect((await page(f.people.superAdmin, '', 'all')).total).toBe((await page(f.people.admin, '', null)).total);
  });
});
