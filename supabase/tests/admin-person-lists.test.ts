/**
 * The console's Client List, Cleaners Dashboard and Cleaner Match pickers read through admin_clients_page and
 * admin_cleaners_page (20250710000000): security definer, so a person search can use its trigram index. They must
 * answer exactly what the PostgREST requests they replace answered under RLS (same rows, order and total), match the
 * user's %, _ and \ as themselves, and refuse everyone but an admin at aal2.
 */
import type { Database } from '@spotless/local-supabase';
import { ANON, as, createUser, rpc, rpcError, SERVICE, type Actor } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { makePeople, type People } from './helpers/world';

let t: TestDatabase;
let db: Database;
let p: People;

interface ClientRow { id: string; full_name: string; email: string | null; phone: string | null; state_of_residence: string | null; lga_of_residence: string | null; created_at: string }
interface CleanerRow { user_id: string; display_name: string; full_name: string; email: string | null; status: string; verification_status: string }
interface Page<T> { total: number; rows: T[] }

const SIZE = 4;

beforeAll(async () => {
  t = await openTestDatabase();
  db = t.db;
  p = await makePeople(db);
  // Enough clients for several pages, some with the characters a LIKE pattern treats specially.
  const names = ['Ade 100% Clean', 'Bisi_Ola', 'Back\\Slash Ltd', 'Percy Ola', 'Kunle Okafor', 'Ngozi Okafor', 'Ifeoma Obi', 'Yemi Alade',
    'Tolu Ade', 'Sade Adu', 'Femi Kuti', 'Ola Ola'];
  for (const [i, name] of names.entries()) {
    await createUser(db, { fullName: name, phone: `0807${String(1000000 + i).padStart(7, '0')}`, accountType: 'client' });
  }
  // Sign-ups in one test land within the same instant; spread them so newest-first is an order, with ties left
  // for the id to break.
  await as(db, SERVICE, (tx) => tx.query(
    `update public.client_profiles c set created_at = now() - (x.n / 2) * interval '1 minute'
       from (select user_id, row_number() over (order by user_id) as n from public.client_profiles) x where x.user_id = c.user_id`));
});
afterAll(async () => {
  await t?.close();
});

/** The old PostgREST filter's patterns (shared-data containsAnyOf before this change): the term, and a phone's digits. */
function oldPatterns(term: string): { text: string; phone: string } {
  const cleaned = term.trim().replace(/\s+/g, ' ').slice(0, 100);
  const text = `%${cleaned.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  let phone = text;
  if (/^\+?[\d\s()-]{3,}$/.test(cleaned)) {
    let digits = cleaned.replace(/\D/g, '');
    if (digits.startsWith('234')) digits = digits.slice(3);
    else if (digits.startsWith('0')) digits = digits.slice(1);
    if (digits.length >= 3) phone = `%${digits}%`;
  }
  return { text, phone };
}

/** What the Client List's PostgREST request selected, as the admin under RLS: ids of one page, and the exact count. */
async function oldClientsPage(who: Actor, term: string, sort: 'newest' | 'oldest', page: number): Promise<Page<string>> {
  const { text, phone } = oldPatterns(term);
  const where = term.trim() ? `where pr.full_name ilike $1 or pr.email ilike $1 or pr.phone ilike $2` : `where $1::text is not null and $2::text is not null`;
  const dir = sort === 'oldest' ? 'asc' : 'desc';
  return as(db, who, async (tx) => {
    const from = `from public.client_profiles c join public.profiles pr on pr.id = c.user_id ${where}`;
    const total = Number((await tx.query<{ n: string }>(`select count(*)::text as n ${from}`, [text, phone])).rows[0]!.n);
    const rows = (await tx.query<{ id: string }>(`select c.user_id as id ${from} order by c.created_at ${dir}, c.user_id offset $3 limit $4`,
      [text, phone, (page - 1) * SIZE, SIZE])).rows.map((r) => r.id);
    return { total, rows };
  });
}

async function oldCleanersPage(who: Actor, term: string, filter: string, page: number): Promise<Page<string>> {
  const { text, phone } = oldPatterns(term);
  const conditions = [
    term.trim() ? `(pr.full_name ilike $1 or pr.email ilike $1 or pr.phone ilike $2)` : `$1::text is not null and $2::text is not null`,
    { all: 'true', active: `c.status = 'active'`, suspended: `c.status = 'suspended'`, verified: `c.verification_status = 'verified'`,
      unverified: `c.verification_status <> 'verified'` }[filter]!,
  ];
  return as(db, who, async (tx) => {
    const from = `from public.cleaner_profiles c join public.profiles pr on pr.id = c.user_id where ${conditions.join(' and ')}`;
    const total = Number((await tx.query<{ n: string }>(`select count(*)::text as n ${from}`, [text, phone])).rows[0]!.n);
    const rows = (await tx.query<{ id: string }>(`select c.user_id as id ${from} order by c.created_at desc, c.user_id offset $3 limit $4`,
      [text, phone, (page - 1) * SIZE, SIZE])).rows.map((r) => r.id);
    return { total, rows };
  });
}

const clientsPage = (who: Actor, search: string, sort = 'newest', page = 1) =>
  rpc<Page<ClientRow>>(db, who, 'admin_clients_page', { p_search: search, p_sort: sort, p_page: page, p_page_size: SIZE });
const cleanersPage = (who: Actor, search: string, filter = 'all', sort = 'newest', page = 1, size = SIZE) =>
  rpc<Page<CleanerRow>>(db, who, 'admin_cleaners_page', { p_search: search, p_filter: filter, p_sort: sort, p_page: page, p_page_size: size });

describe('admin_clients_page', () => {
  const TERMS = ['', 'ola', 'OKAFOR', 'ade', 'a', '@', '0807 100 0003', '+234 807', '2348071000005', 'funke adeyemi', 'nobody here', '  ifeoma   obi '];

  it.each(TERMS)('answers what the old request answered for %j: every page, both sorts, the exact total', async (term) => {
    for (const sort of ['newest', 'oldest'] as const) {
      const first = await oldClientsPage(p.admin, term, sort, 1);
      const pages = Math.max(1, Math.ceil(first.total / SIZE)) + 1; // and one past the end
      for (let page = 1; page <= pages; page++) {
        const expected = page === 1 ? first : await oldClientsPage(p.admin, term, sort, page);
        const got = await clientsPage(p.admin, term, sort, page);
        expect({ term, sort, page, total: got.total, ids: got.rows.map((r) => r.id) }).toEqual({ term, sort, page, total: expected.total, ids: expected.rows });
      }
    }
  });

  it('answers the fields the Client List shows, as PostgREST did', async () => {
    const got = await clientsPage(p.admin, 'funke');
    const old = await as(db, p.admin, async (tx) => (await tx.query(
      `select to_jsonb(x) as j from (select c.user_id as id, pr.full_name, pr.email, pr.phone, c.state_of_residence, c.lga_of_residence, c.created_at
         from public.client_profiles c join public.profiles pr on pr.id = c.user_id where c.user_id = $1) x`, [p.client.id])).rows[0] as { j: ClientRow });
    expect(got.rows).toEqual([old.j]);
    expect(got.rows[0]).toMatchObject({ full_name: 'Funke Adeyemi', phone: '+2348051112222' });
  });

  it('matches %, _ and \\ as themselves, not as wildcards', async () => {
    const names = async (term: string) => (await clientsPage(p.admin, term)).rows.map((r) => r.full_name);
    expect(await names('%')).toEqual(['Ade 100% Clean']);
    expect(await names('0%')).toEqual(['Ade 100% Clean']);
    expect(await names('_')).toEqual(['Bisi_Ola']);
    expect(await names('i_o')).toEqual(['Bisi_Ola']);
    expect(await names('\\')).toEqual(['Back\\Slash Ltd']);
    expect(await names('k\\s')).toEqual(['Back\\Slash Ltd']);
    expect((await clientsPage(p.admin, 'i%o')).total).toBe(0);
  });

  it('follows a change of name, e-mail or phone', async () => {
    const someone = await createUser(db, { fullName: 'Zainab Usman', phone: '08091234567', accountType: 'client' });
    expect((await clientsPage(p.admin, 'zainab')).rows.map((r) => r.id)).toEqual([someone.id]);
    await as(db, someone, (tx) => tx.query(`update public.profiles set full_name = 'Zara Usman', phone = '+2348099999999' where id = $1`, [someone.id]));
    expect((await clientsPage(p.admin, 'zainab')).total).toBe(0);
    expect((await clientsPage(p.admin, 'zara')).rows.map((r) => r.id)).toEqual([someone.id]);
    expect((await clientsPage(p.admin, '0809 999')).rows.map((r) => r.id)).toEqual([someone.id]);
    expect((await clientsPage(p.admin, '0809 123')).total).toBe(0);
  });

  it('is for admins after MFA only', async () => {
    for (const who of [p.client, p.cleaner, { ...p.admin, aal: 'aal1' } as Actor, { ...p.superAdmin, aal: 'aal1' } as Actor]) {
      expect(await rpcError(db, who, 'admin_clients_page', { p_search: '' })).toBe('Only admins can list clients.');
      expect(await rpcError(db, who, 'admin_cleaners_page', { p_search: 'ola' })).toBe('Only admins can list cleaners.');
    }
    expect(await rpcError(db, ANON, 'admin_clients_page', {})).toMatch(/permission denied/);
    expect(await rpcError(db, ANON, 'admin_cleaners_page', {})).toMatch(/permission denied/);
    expect((await clientsPage(p.superAdmin, '')).total).toBeGreaterThan(10);
  });

  it('refuses a sort it does not know, and reads a page out of range as the nearest', async () => {
    expect(await rpcError(db, p.admin, 'admin_clients_page', { p_sort: 'name; drop table x' })).toBe('Choose newest or oldest first.');
    const first = await clientsPage(p.admin, '', 'newest', 1);
    expect((await clientsPage(p.admin, '', 'newest', -3)).rows).toEqual(first.rows);
    const far = await clientsPage(p.admin, '', 'newest', 2_000_000_000);
    expect(far).toEqual({ total: first.total, rows: [] });
  });

  it('the search texts are no API role\'s to read', async () => {
    for (const who of [ANON, p.client, p.admin, p.superAdmin] as const) {
      const r = await as(db, who, (tx) => tx.query(`select count(*) from public.person_search_texts`)).then(() => 'read', (e: Error) => e.message);
      expect(r).toMatch(/permission denied/);
    }
  });
});

describe('admin_cleaners_page', () => {
  it.each(['', 'ade', 'OKAFOR', 'a', '0803 123', '%', 'nobody'])('answers what the old request answered for %j with each filter', async (term) => {
    for (const filter of ['all', 'active', 'suspended', 'verified', 'unverified']) {
      const expected = await oldCleanersPage(p.admin, term, filter, 1);
      const got = await cleanersPage(p.admin, term, filter);
      expect({ term, filter, total: got.total, ids: got.rows.map((r) => r.user_id) }).toEqual({ term, filter, total: expected.total, ids: expected.rows });
      if (expected.total > SIZE) {
        const second = await cleanersPage(p.admin, term, filter, 'newest', 2);
        expect(second.rows.map((r) => r.user_id)).toEqual((await oldCleanersPage(p.admin, term, filter, 2)).rows);
      }
    }
  });

  it('working: active and verified cleaners by display name, as the Cleaner Match picker lists them', async () => {
    const expected = await as(db, p.admin, async (tx) => (await tx.query<{ id: string }>(
      `select user_id as id from public.cleaner_profiles where status = 'active' and verification_status = 'verified' order by display_name, user_id`)).rows.map((r) => r.id));
    const got = await cleanersPage(p.admin, '', 'working', 'name', 1, 20);
    expect(got.rows.map((r) => r.user_id)).toEqual(expected);
    expect(got.total).toBe(expected.length);
    expect(got.rows.map((r) => r.user_id)).not.toContain(p.suspended.id);
    expect(got.rows.map((r) => r.user_id)).not.toContain(p.pending.id);
    expect((await cleanersPage(p.admin, 'emeka', 'working', 'name')).rows.map((r) => r.full_name)).toEqual(['Emeka Eze']);
  });

  it('refuses a filter or sort it does not know', async () => {
    expect(await rpcError(db, p.admin, 'admin_cleaners_page', { p_filter: 'x' })).toBe('Invalid filter.');
    expect(await rpcError(db, p.admin, 'admin_cleaners_page', { p_sort: 'rating' })).toBe('Choose newest, oldest or name.');
  });
});

describe('indexes', () => {
  it('a person search reads the trigram index of the search texts, not every profile', async () => {
    const plan = await as(db, SERVICE, async (tx) => {
      await tx.query(`select set_config('enable_seqscan', 'off', true)`);
      const [text, phone] = (await tx.query<{ p: string[] }>(`select public.person_search_patterns('0805 111') as p`)).rows[0]!.p;
      const r = await tx.query<{ 'QUERY PLAN': string }>(
        `explain select s.profile_id from public.person_search_texts s where s.search_text like $1 or s.search_text like $2`, [text, phone]);
      return r.rows.map((x) => x['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Bitmap Index Scan on person_search_texts_trgm_idx/);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
