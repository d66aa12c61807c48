/**
 * The console's Bookings tabs (Activities: Guests, Clients) read through admin_bookings_page (20250719000000, its
 * search on booking_search_texts since 20250719000300): one
 * page of one customer kind, newest first, with the exact total, found by reference or by the name, e-mail or phone
 * of the booking's contact, its customer's account or its cleaner, as the tab's CSV export finds them. Admins at
 * aal2 only.
 */
import type { Database } from '@spotless/local-supabase';
import { ANON, as, createUser, rpc, rpcError, SERVICE, type Actor } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { makePeople, type People } from './helpers/world';

let t: TestDatabase;
let db: Database;
let p: People;

interface Row { id: string; customer_kind: string; contact_name: string; contact_phone: string | null; cleaner_name: string; status: string; created_at: string }
interface Page { total: number; rows: Row[] }

const SIZE = 3;
/** Booking ids by a label, in the order they were made (oldest first). */
const made: Record<string, string> = {};

async function book(label: string, customer: Actor, kind: 'client' | 'guest', contact: { name: string; phone: string; email?: string },
  cleaner: Actor | null, minutesAgo: number): Promise<void> {
  made[label] = await as(db, SERVICE, async (tx) => {
    const id = (await tx.query<{ id: string }>(
      `insert into public.bookings (customer_id, customer_kind, cleaner_id, services, location, state, lga, created_at)
       values ($1, $2, $3, '{House Cleaning}', 'Allen Avenue', 'Lagos', 'Ikeja', now() - $4 * interval '1 minute') returning id`,
      [customer.id, kind, cleaner?.id ?? null, minutesAgo])).rows[0]!.id;
    await tx.query(`insert into public.booking_contacts (booking_id, full_name, phone, email) values ($1, $2, $3, $4)`,
      [id, contact.name, contact.phone, contact.email ?? null]);
    return id;
  });
}

const page = (who: Actor, kind: string, search = '', n = 1, size = SIZE) =>
  rpc<Page>(db, who, 'admin_bookings_page', { p_booked_by: kind, p_search: search, p_page: n, p_page_size: size });

/** Every page of a search, in order, as labels. */
async function allLabels(kind: string, search: string): Promise<{ total: number; labels: string[] }> {
  const byId = new Map(Object.entries(made).map(([label, id]) => [id, label]));
  const first = await page(p.admin, kind, search, 1);
  const labels = first.rows.map((r) => byId.get(r.id) ?? r.id);
  for (let n = 2; n <= Math.ceil(first.total / SIZE); n++) {
    labels.push(...(await page(p.admin, kind, search, n)).rows.map((r) => byId.get(r.id) ?? r.id));
  }
  return { total: first.total, labels };
}

beforeAll(async () => {
  t = await openTestDatabase();
  db = t.db;
  p = await makePeople(db);
  // Guests (each booking's contact is who booked) and clients (their account's name, and a contact as typed).
  await book('kemi', p.guest, 'guest', { name: 'Kemi Adebayo', phone: '+2348099990000', email: 'kemi@example.ng' }, p.cleaner, 60);
  await book('percent', p.guest, 'guest', { name: 'Ade 100% Clean Ltd', phone: '+2348099990001' }, null, 50);
  await book('underscore', p.guest, 'guest', { name: 'Bisi_Ola', phone: '+2348099990002' }, p.cleaner2, 40);
  await book('kemi2', p.guest, 'guest', { name: 'Kemi Adebayo', phone: '+2348099990000' }, null, 30);
  await book('funke1', p.client, 'client', { name: 'Funke Adeyemi', phone: '+2348051112222' }, p.cleaner, 20);
  await book('musa', p.client2, 'client', { name: 'Musa Bello', phone: '+2348061113333' }, p.cleaner2, 10);
  await book('funke2', p.client, 'client', { name: 'Mrs F. Adeyemi', phone: '+2348051112222' }, null, 5);
});
afterAll(async () => {
  await t?.close();
});

describe('admin_bookings_page', () => {
  it('lists one kind newest first, a page at a time, with the exact total', async () => {
    expect(await allLabels('guest', '')).toEqual({ total: 4, labels: ['kemi2', 'underscore', 'percent', 'kemi'] });
    expect(await allLabels('client', '')).toEqual({ total: 3, labels: ['funke2', 'musa', 'funke1'] });
    const first = await page(p.admin, 'guest');
    expect(first.rows[0]).toMatchObject({ customer_kind: 'guest', contact_name: 'Kemi Adebayo', contact_phone: '+2348099990000', cleaner_name: '', status: 'pending' });
    expect((await page(p.admin, 'guest', '', 2)).rows.map((r) => r.id)).toEqual([made.kemi]);
    expect(await page(p.admin, 'guest', '', 2_000_000_000)).toEqual({ total: 4, rows: [] });
  });

  it('finds the contact by name, e-mail or phone as people type it', async () => {
    expect(await allLabels('guest', 'kemi')).toEqual({ total: 2, labels: ['kemi2', 'kemi'] });
    expect(await allLabels('guest', '  KEMI   adebayo ')).toEqual({ total: 2, labels: ['kemi2', 'kemi'] });
    expect(await allLabels('guest', 'kemi@example')).toEqual({ total: 1, labels: ['kemi'] });
    expect(await allLabels('guest', '0809 999 0000')).toEqual({ total: 2, labels: ['kemi2', 'kemi'] });
    expect(await allLabels('guest', '+234 809 999 0002')).toEqual({ total: 1, labels: ['underscore'] });
    // The tab is one kind: a client's name finds nothing among guests.
    expect((await page(p.admin, 'guest', 'funke')).total).toBe(0);
  });

  it("finds a client's bookings by the account's name whatever the contact says, and any booking by its cleaner", async () => {
    expect(await allLabels('client', 'funke')).toEqual({ total: 2, labels: ['funke2', 'funke1'] });
    expect(await allLabels('client', 'adaeze')).toEqual({ total: 1, labels: ['funke1'] });
    expect(await allLabels('guest', 'adaeze nwosu')).toEqual({ total: 1, labels: ['kemi'] });
    expect(await allLabels('guest', 'emeka')).toEqual({ total: 1, labels: ['underscore'] });
  });

  it('finds a reference in any case, with or without prefix and dashes', async () => {
    const hex = made.musa!.replace(/-/g, '').slice(0, 8);
    for (const typed of [`BK-${hex.toUpperCase()}`, `bk ${hex.slice(0, 4)}-${hex.slice(4)}`, hex, made.musa!]) {
      expect((await page(p.admin, 'client', typed)).rows.map((r) => r.id)).toEqual([made.musa]);
    }
    expect((await page(p.admin, 'guest', `BK-${hex}`)).total).toBe(0);
  });

  it('matches %, _ and \\ as themselves', async () => {
    expect(await allLabels('guest', '%')).toEqual({ total: 1, labels: ['percent'] });
    expect(await allLabels('guest', 'i_o')).toEqual({ total: 1, labels: ['underscore'] });
    expect((await page(p.admin, 'guest', 'i%o')).total).toBe(0);
    expect((await page(p.admin, 'guest', '\\')).total).toBe(0);
  });

  it('is for admins after MFA only, and takes clients or guests', async () => {
    for (const who of [p.client, p.cleaner, p.guest, { ...p.admin, aal: 'aal1' } as Actor, { ...p.superAdmin, aal: 'aal1' } as Actor]) {
      expect(await rpcError(db, who, 'admin_bookings_page', { p_booked_by: 'guest' })).toBe('Only admins can list bookings.');
    }
    expect(await rpcError(db, ANON, 'admin_bookings_page', { p_booked_by: 'guest' })).toMatch(/permission denied/);
    expect(await rpcError(db, p.admin, 'admin_bookings_page', { p_booked_by: 'everyone' })).toBe('Choose bookings by clients or by guests.');
    expect((await page(p.superAdmin, 'client')).total).toBe(3);
  });

  it('follows a new name, e-mail or phone of the cleaner or the customer', async () => {
    await as(db, SERVICE, (tx) => tx.query(`update public.profiles set full_name = 'Adaeze Okoro', phone = '+2348077770000' where id = $1`, [p.cleaner.id]));
    expect((await page(p.admin, 'client', 'nwosu')).total).toBe(0);
    expect(await allLabels('client', 'adaeze okoro')).toEqual({ total: 1, labels: ['funke1'] });
    expect(await allLabels('guest', '0807 777 0000')).toEqual({ total: 1, labels: ['kemi'] });
    await as(db, SERVICE, (tx) => tx.query(`update public.profiles set full_name = 'Adaeze Nwosu', phone = '+2348031234567' where id = $1`, [p.cleaner.id]));
    expect(await allLabels('client', 'adaeze nwosu')).toEqual({ total: 1, labels: ['funke1'] });
  });

  it('a search reads the trigram index of the texts (or of the phones), a page the (kind, created_at) index', async () => {
    const plans = await as(db, SERVICE, async (tx) => {
      await tx.query(`select set_config('enable_seqscan', 'off', true)`);
      const [text] = (await tx.query<{ p: string[] }>(`select public.person_search_patterns('adebayo') as p`)).rows[0]!.p;
      const explain = async (sql: string, args: unknown[]) =>
        (await tx.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, args)).rows.map((x) => x['QUERY PLAN']).join('\n');
      return {
        count: await explain(`select count(*) from public.booking_search_texts k where k.search_text like $1`, [text]),
        phone: await explain(`select count(*) from public.booking_search_texts k where k.phones like $1`, ['%8099990%']),
        // The index can serve the page's order (no sort): at scale the walk stops at the page's last row.
        page: await tx.query(`select set_config('enable_bitmapscan', 'off', true), set_config('enable_sort', 'off', true)`).then(() => explain(`select k.booking_id from public.booking_search_texts k where k.customer_kind = 'guest' order by k.created_at desc, k.booking_id limit 20`, [])),
      };
    });
    expect(plans.count).toMatch(/Bitmap Index Scan on booking_search_texts_trgm_idx/);
    expect(plans.phone).toMatch(/Bitmap Index Scan on booking_search_texts_phones_trgm_idx/);
    expect(plans.page).toMatch(/Index (Only )?Scan using booking_search_texts_kind_created_idx/);
    expect(plans.page).not.toMatch(/Sort/);
  });

  it('keeps the unsearched total exact through new and deleted bookings (cascades too); a booking keeps its kind', async () => {
    const counted = async (kind: string) => Number((await as(db, SERVICE, (tx) =>
      tx.query<{ n: string }>(`select count(*)::text as n from public.bookings where customer_kind = $1`, [kind]))).rows[0]!.n);
    expect((await page(p.admin, 'guest')).total).toBe(await counted('guest'));
    const someone = await createUser(db, { fullName: '', anonymous: true });
    await book('gone1', someone, 'guest', { name: 'Short Stay', phone: '+2348099990009' }, null, 1);
    await book('gone2', someone, 'guest', { name: 'Short Stay', phone: '+2348099990009' }, null, 1);
    expect((await page(p.admin, 'guest')).total).toBe(6);
    await as(db, SERVICE, (tx) => tx.query(`delete from public.bookings where id = $1`, [made.gone1]));
    expect((await page(p.admin, 'guest')).total).toBe(5);
    // The account goes, and its bookings with it (a cascade from auth.users).
    await db.query(`delete from auth.users where id = $1`, [someone.id]);
    expect((await page(p.admin, 'guest')).total).toBe(4);
    expect((await page(p.admin, 'client')).total).toBe(await counted('client'));
    const moved = await as(db, SERVICE, (tx) => tx.query(`update public.bookings set customer_kind = 'client' where id = $1`, [made.kemi]))
      .then(() => 'moved', (e: Error) => e.message);
    expect(moved).toBe("A booking's customer kind cannot change.");
    delete made.gone1;
    delete made.gone2;
  });

  it('the search texts and counts are no API role\'s to read', async () => {
    for (const who of [ANON, p.client, p.admin] as const) {
      for (const table of ['booking_search_texts', 'booking_kind_counts']) {
        const r = await as(db, who, (tx) => tx.query(`select count(*) from public.${table}`)).then(() => 'read', (e: Error) => e.message);
        expect(r).toMatch(/permission denied/);
      }
    }
  });
});
