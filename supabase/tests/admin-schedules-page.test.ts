/**
 * Cleaner Match's list of schedules reads through admin_schedules_page (20250719000200): one page, newest first,
 * with the exact total and the client's and cleaner's names, optionally of one status, found by the client's or
 * cleaner's name, e-mail or phone or a word of the location. Admins at aal2 only.
 */
import type { Database } from '@spotless/local-supabase';
import { ANON, as, rpc, rpcError, SERVICE, type Actor } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { makePeople, type People } from './helpers/world';

let t: TestDatabase;
let db: Database;
let p: People;

interface Row { id: string; client_id: string; cleaner_id: string | null; status: string; location: string | null; client_name: string; cleaner_name: string }
interface Page { total: number; rows: Row[] }

const SIZE = 2;
const made: Record<string, string> = {};

async function schedule(label: string, client: Actor, location: string, minutesAgo: number): Promise<void> {
  made[label] = await as(db, SERVICE, async (tx) => (await tx.query<{ id: string }>(
    `insert into public.schedules (client_id, service_type, start_date, service_time, location, created_at)
     values ($1, 'Weekly Cleaning', current_date + 3, '10:00', $2, now() - $3 * interval '1 minute') returning id`,
    [client.id, location, minutesAgo])).rows[0]!.id);
}

const page = (who: Actor, search = '', status: string | null = null, n = 1) =>
  rpc<Page>(db, who, 'admin_schedules_page', { p_search: search, p_status: status, p_page: n, p_page_size: SIZE });

async function every(search: string, status: string | null = null) {
  const byId = new Map(Object.entries(made).map(([label, id]) => [id, label]));
  const first = await page(p.admin, search, status, 1);
  const labels = first.rows.map((r) => byId.get(r.id) ?? r.id);
  for (let n = 2; n <= Math.ceil(first.total / SIZE); n++) labels.push(...(await page(p.admin, search, status, n)).rows.map((r) => byId.get(r.id) ?? r.id));
  return { total: first.total, labels };
}

beforeAll(async () => {
  t = await openTestDatabase();
  db = t.db;
  p = await makePeople(db);
  await schedule('funkeIkoyi', p.client, '12 Awolowo Road, Ikoyi', 40);
  await schedule('musaYaba', p.client2, 'Herbert Macaulay Way, Yaba', 30);
  await schedule('funkeLekki', p.client, 'Admiralty Way, Lekki', 20);
  await schedule('musaIkoyi', p.client2, 'Bourdillon Road, Ikoyi', 10);
  await as(db, SERVICE, (tx) => tx.query(`update public.schedules set cleaner_id = $2, status = 'active' where id = $1`, [made.musaYaba, p.cleaner.id]));
});
afterAll(async () => {
  await t?.close();
});

describe('admin_schedules_page', () => {
  it('lists every schedule newest first, a page at a time, with the total and both names', async () => {
    expect(await every('')).toEqual({ total: 4, labels: ['musaIkoyi', 'funkeLekki', 'musaYaba', 'funkeIkoyi'] });
    const yaba = (await page(p.admin, 'yaba')).rows[0]!;
    expect(yaba).toMatchObject({ id: made.musaYaba, client_id: p.client2.id, client_name: 'Musa Bello', cleaner_id: p.cleaner.id, cleaner_name: 'Adaeze Nwosu', status: 'active' });
    expect(await page(p.admin, '', null, 2_000_000_000)).toEqual({ total: 4, rows: [] });
  });

  it("finds the client's or cleaner's name, e-mail or phone, or a word of the location", async () => {
    expect(await every('funke')).toEqual({ total: 2, labels: ['funkeLekki', 'funkeIkoyi'] });
    expect(await every('0806 111 3333')).toEqual({ total: 2, labels: ['musaIkoyi', 'musaYaba'] });
    expect(await every('adaeze')).toEqual({ total: 1, labels: ['musaYaba'] });
    expect(await every('IKOYI')).toEqual({ total: 2, labels: ['musaIkoyi', 'funkeIkoyi'] });
    expect(await every('%')).toEqual({ total: 0, labels: [] });
  });

  it('keeps to one status when asked', async () => {
    expect(await every('', 'active')).toEqual({ total: 1, labels: ['musaYaba'] });
    expect(await every('musa', 'pending')).toEqual({ total: 1, labels: ['musaIkoyi'] });
    expect(await rpcError(db, p.admin, 'admin_schedules_page', { p_status: 'lost' })).toBe('Invalid status.');
  });

  it('is for admins after MFA only', async () => {
    for (const who of [p.client, p.cleaner, p.guest, { ...p.admin, aal: 'aal1' } as Actor]) {
      expect(await rpcError(db, who, 'admin_schedules_page', {})).toBe('Only admins can list schedules.');
    }
    expect(await rpcError(db, ANON, 'admin_schedules_page', {})).toMatch(/permission denied/);
  });
});
