/**
 * The console's Verification and Reviews tabs read through admin_verification_page and admin_reviews_page
 * (20250717000000) instead of PostgREST requests under RLS, whose ILIKE could never use an index. They must answer
 * what those requests answered as the admin (same rows, order and total on every page, both sorts, each status), match
 * a typed %, _ and \ as themselves, and refuse everyone but an admin at aal2. Also: the Client List's search now reads
 * client_search_texts, which must follow sign-ups, changes of name, e-mail or phone, and deletions.
 */
import type { Database } from '@spotless/local-supabase';
import { ANON, as, createUser, rpc, rpcError, SERVICE, type Actor } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { makeCleaner, makePeople, type People } from './helpers/world';

let t: TestDatabase;
let db: Database;
let p: People;

interface Page<T> { total: number; rows: T[] }
interface SubmissionRow { id: string; cleaner_id: string; id_type: string; status: string; review_note: string | null; submitted_at: string; reviewed_at: string | null; cleaner_name: string; cleaner_email: string | null }
interface ReviewRow { id: string; cleaner_id: string; reviewer_name: string; rating: number; comment: string; created_at: string; cleaner_name: string; held_reasons: string[] | null }

const SIZE = 3;

beforeAll(async () => {
  t = await openTestDatabase();
  db = t.db;
  p = await makePeople(db);
  // More submissions, of each status, some with names that hold LIKE's wildcards.
  const names = ['Ade 100% Clean', 'Bisi_Ola', 'Back\\Slash Ltd', 'Kunle Okafor', 'Ngozi Okafor', 'Ifeoma Obi', 'Yemi Alade', 'Sade Adu'];
  for (const [i, name] of names.entries()) {
    const c = await makeCleaner(db, p.admin, name, { verify: i % 3 === 0 });
    if (i % 3 === 1) await rpc(db, p.admin, 'reject_cleaner', { p_cleaner_id: c.id, p_reason: 'Blurred ID' });
  }
  // Submissions in one test land within the same instant: spread them, leaving pairs tied for the id to break.
  await as(db, SERVICE, (tx) => tx.query(
    `update public.verification_submissions v set submitted_at = now() - (x.n / 2) * interval '1 minute'
       from (select id, row_number() over (order by id) as n from public.verification_submissions) x where x.id = v.id`));

  // Reviews: one per completed booking, by clients with varied names and comments; one held, one cleared.
  const reviewers = [p.client, p.client2, await createUser(db, { fullName: 'Tayo 50% Off', accountType: 'client' })];
  const comments = ['Spotless kitchen.', 'Late but thorough', 'Used 100% of the time well', 'great_job', 'Back\\room missed', 'OKAFOR recommended'];
  const cleaners = [p.cleaner, p.cleaner2];
  const ids: string[] = [];
  for (let i = 0; i < 14; i++) {
    const booking = (await db.query<{ id: string }>(
      `insert into public.bookings (customer_id, customer_kind, cleaner_id, services, location, status, price_kobo, payment_status, completed_at, scheduled_date)
       values ($1, 'client', $2, '{House Cleaning}', 'Lekki', 'completed', 1000000, 'paid', now(), current_date) returning id`,
      [reviewers[i % 3]!.id, cleaners[i % 2]!.id])).rows[0]!.id;
    ids.push((await db.query<{ id: string }>(
      `insert into public.reviews (booking_id, cleaner_id, reviewer_id, reviewer_name, rating, comment, created_at)
       values ($1, $2, $3, $4, $5, $6, now() - ($7 / 2) * interval '1 hour') returning id`,
      [booking, cleaners[i % 2]!.id, reviewers[i % 3]!.id, ['Funke A.', 'Musa B.', 'Tayo 50% Off'][i % 3], 1 + (i % 5), comments[i % comments.length], i])).rows[0]!.id);
  }
  await db.query(`insert into public.review_flags (review_id, reasons) values ($1, '{same_phone}'), ($2, '{same_email,same_phone}')`, [ids[0], ids[1]]);
  await db.query(`update public.review_flags set cleared_at = now(), cleared_by = $2 where review_id = $1`, [ids[1], p.admin.id]);
});
afterAll(async () => {
  await t?.close();
});

/** The old PostgREST filter's patterns (shared-data containsAnyOf): the term, and a phone's digits. */
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

/** What the Verification tab's PostgREST request selected as the admin under RLS: one page of ids, and the count. */
async function oldVerificationPage(status: string, term: string, sort: string, page: number): Promise<Page<string>> {
  const { text, phone } = oldPatterns(term);
  const where = [
    status === 'all' ? `$3::text is not null` : `v.status = $3`,
    term.trim() ? `(pr.full_name ilike $1 or pr.email ilike $1 or pr.phone ilike $2)` : `$1::text is not null and $2::text is not null`,
  ].join(' and ');
  const dir = sort === 'oldest' ? 'asc' : 'desc';
  return as(db, p.admin, async (tx) => {
    const from = `from public.verification_submissions v join public.cleaner_profiles c on c.user_id = v.cleaner_id
                  join public.profiles pr on pr.id = c.user_id where ${where}`;
    const total = Number((await tx.query<{ n: string }>(`select count(*)::text as n ${from}`, [text, phone, status])).rows[0]!.n);
    const rows = (await tx.query<{ id: string }>(`select v.id ${from} order by v.submitted_at ${dir}, v.id offset $4 limit $5`,
      [text, phone, status, (page - 1) * SIZE, SIZE])).rows.map((r) => r.id);
    return { total, rows };
  });
}

async function oldReviewsPage(term: string, sort: string, page: number): Promise<Page<string>> {
  const { text } = oldPatterns(term);
  const where = term.trim() ? `r.reviewer_name ilike $1 or r.comment ilike $1` : `$1::text is not null`;
  const dir = sort === 'oldest' ? 'asc' : 'desc';
  return as(db, p.admin, async (tx) => {
    const total = Number((await tx.query<{ n: string }>(`select count(*)::text as n from public.reviews r where ${where}`, [text])).rows[0]!.n);
    const rows = (await tx.query<{ id: string }>(`select r.id from public.reviews r where ${where} order by r.created_at ${dir}, r.id offset $2 limit $3`,
      [text, (page - 1) * SIZE, SIZE])).rows.map((r) => r.id);
    return { total, rows };
  });
}

const verificationPage = (who: Actor, status: string, search: string, sort = 'newest', page = 1) =>
  rpc<Page<SubmissionRow>>(db, who, 'admin_verification_page', { p_status: status, p_search: search, p_sort: sort, p_page: page, p_page_size: SIZE });
const reviewsPage = (who: Actor, search: string, sort = 'newest', page = 1) =>
  rpc<Page<ReviewRow>>(db, who, 'admin_reviews_page', { p_search: search, p_sort: sort, p_page: page, p_page_size: SIZE });

describe('admin_verification_page', () => {
  const TERMS = ['', 'okafor', 'ADE', 'a', '%', '_', '\\', '0803 123', '+234 803', 'nobody here', '  kunle   okafor '];

  it.each(TERMS)('answers what the old request answered for %j: each status, both sorts, every page, the exact total', async (term) => {
    for (const status of ['all', 'pending', 'verified', 'rejected']) {
      for (const sort of ['newest', 'oldest']) {
        const first = await oldVerificationPage(status, term, sort, 1);
        const pages = Math.max(1, Math.ceil(first.total / SIZE)) + 1; // and one past the end
        for (let page = 1; page <= pages; page++) {
          const expected = page === 1 ? first : await oldVerificationPage(status, term, sort, page);
          const got = await verificationPage(p.admin, status, term, sort, page);
          expect({ term, status, sort, page, total: got.total, ids: got.rows.map((r) => r.id) })
            .toEqual({ term, status, sort, page, total: expected.total, ids: expected.rows });
        }
      }
    }
  });

  it('answers the fields the Verification tab shows', async () => {
    const got = await verificationPage(p.admin, 'pending', 'chidi');
    const row = (await db.query<{ j: SubmissionRow }>(
      `select to_jsonb(x) as j from (select v.id, v.cleaner_id, v.id_type, v.status, v.review_note, v.submitted_at, v.reviewed_at,
              c.display_name as cleaner_name, pr.email as cleaner_email
         from public.verification_submissions v join public.cleaner_profiles c on c.user_id = v.cleaner_id
         join public.profiles pr on pr.id = v.cleaner_id where v.cleaner_id = $1) x`, [p.pending.id])).rows[0]!.j;
    expect(got).toEqual({ total: 1, rows: [row] });
    expect(got.rows[0]).toMatchObject({ status: 'pending', cleaner_name: 'Chidi Okafor', reviewed_at: null });
    const rejected = await verificationPage(p.admin, 'rejected', 'bisi');
    expect(rejected.rows).toEqual([expect.objectContaining({ cleaner_name: 'Bisi_Ola', status: 'rejected', review_note: 'Blurred ID' })]);
  });

  it('matches %, _ and \\ as themselves', async () => {
    const names = async (term: string) => (await verificationPage(p.admin, 'all', term)).rows.map((r) => r.cleaner_name);
    expect(await names('0%')).toEqual(['Ade 100% Clean']);
    expect(await names('i_o')).toEqual(['Bisi_Ola']);
    expect(await names('k\\s')).toEqual(['Back\\Slash Ltd']);
    expect((await verificationPage(p.admin, 'all', 'i%o')).total).toBe(0);
  });

  it('refuses a status or sort it does not know, and reads a page out of range as the nearest', async () => {
    expect(await rpcError(db, p.admin, 'admin_verification_page', { p_status: 'approved' })).toBe('Invalid filter.');
    expect(await rpcError(db, p.admin, 'admin_verification_page', { p_sort: 'name' })).toBe('Choose newest or oldest first.');
    const first = await verificationPage(p.admin, 'all', '', 'newest', 1);
    expect((await verificationPage(p.admin, 'all', '', 'newest', -3)).rows).toEqual(first.rows);
    expect(await verificationPage(p.admin, 'all', '', 'newest', 2_000_000_000)).toEqual({ total: first.total, rows: [] });
  });
});

describe('admin_reviews_page', () => {
  const TERMS = ['', 'spotless', 'FUNKE', 'a', '%', '50%', '_', 'k\\r', 'okafor', 'nobody here', '  late   but '];

  it.each(TERMS)('answers what the old request answered for %j: both sorts, every page, the exact total', async (term) => {
    for (const sort of ['newest', 'oldest']) {
      const first = await oldReviewsPage(term, sort, 1);
      const pages = Math.max(1, Math.ceil(first.total / SIZE)) + 1;
      for (let page = 1; page <= pages; page++) {
        const expected = page === 1 ? first : await oldReviewsPage(term, sort, page);
        const got = await reviewsPage(p.admin, term, sort, page);
        expect({ term, sort, page, total: got.total, ids: got.rows.map((r) => r.id) }).toEqual({ term, sort, page, total: expected.total, ids: expected.rows });
      }
    }
  });

  it('answers the fields the Reviews tab shows: the cleaner\'s name and an open hold\'s reasons', async () => {
    const all = await rpc<Page<ReviewRow>>(db, p.admin, 'admin_reviews_page', { p_page_size: 100 });
    expect(all.total).toBe(14);
    const held = all.rows.filter((r) => r.held_reasons !== null);
    expect(held).toEqual([expect.objectContaining({ held_reasons: ['same_phone'], cleaner_name: 'Adaeze Nwosu', rating: 1, comment: 'Spotless kitchen.', reviewer_name: 'Funke A.' })]);
    expect(Object.keys(all.rows[0]!).sort()).toEqual(['cleaner_id', 'cleaner_name', 'comment', 'created_at', 'held_reasons', 'id', 'rating', 'reviewer_name']);
  });

  it('refuses a sort it does not know', async () => {
    expect(await rpcError(db, p.admin, 'admin_reviews_page', { p_sort: 'rating' })).toBe('Choose newest or oldest first.');
  });
});

describe('both', () => {
  it('are for admins after MFA only', async () => {
    for (const who of [p.client, p.cleaner, { ...p.admin, aal: 'aal1' } as Actor, { ...p.superAdmin, aal: 'aal1' } as Actor]) {
      expect(await rpcError(db, who, 'admin_verification_page', {})).toBe('Only admins can list verification submissions.');
      expect(await rpcError(db, who, 'admin_reviews_page', { p_search: 'a' })).toBe('Only admins can list reviews.');
    }
    expect(await rpcError(db, ANON, 'admin_verification_page', {})).toMatch(/permission denied/);
    expect(await rpcError(db, ANON, 'admin_reviews_page', {})).toMatch(/permission denied/);
    expect((await reviewsPage(p.superAdmin, '')).total).toBe(14);
  });
});

describe('client_search_texts (the Client List search)', () => {
  const clientIds = (term: string) =>
    rpc<Page<{ id: string }>>(db, p.admin, 'admin_clients_page', { p_search: term, p_page_size: 100 }).then((r) => r.rows.map((x) => x.id));

  it('holds every client and only clients, with the text person_search_texts holds and the client\'s created_at', async () => {
    const diff = await db.query(
      `select c.user_id from public.client_profiles c
         full join public.client_search_texts s on s.user_id = c.user_id
         left join public.person_search_texts t on t.profile_id = c.user_id
        where s.user_id is null or c.user_id is null or s.created_at <> c.created_at or s.search_text <> t.search_text`);
    expect(diff.rows).toEqual([]);
    expect((await db.query(`select 1 from public.client_search_texts where user_id = $1`, [p.cleaner.id])).rows).toEqual([]);
  });

  it('follows a sign-up, a change of name, e-mail or phone, a moved created_at and a deletion', async () => {
    const someone = await createUser(db, { fullName: 'Zainab Usman', phone: '08091234567', accountType: 'client' });
    expect(await clientIds('zainab')).toEqual([someone.id]);
    await as(db, someone, (tx) => tx.query(`update public.profiles set full_name = 'Zara Usman', phone = '+2348099999999' where id = $1`, [someone.id]));
    expect(await clientIds('zainab')).toEqual([]);
    expect(await clientIds('0809 999')).toEqual([someone.id]);
    await as(db, SERVICE, (tx) => tx.query(`update public.profiles set email = 'zara@example.com' where id = $1`, [someone.id]));
    expect(await clientIds('zara@example')).toEqual([someone.id]);
    await as(db, SERVICE, (tx) => tx.query(`update public.client_profiles set created_at = '2001-01-01' where user_id = $1`, [someone.id]));
    const oldest = await rpc<Page<{ id: string }>>(db, p.admin, 'admin_clients_page', { p_search: 'usman', p_sort: 'oldest' });
    expect(oldest.rows[0]!.id).toBe(someone.id);
    await db.query(`delete from auth.users where id = $1`, [someone.id]);
    expect(await clientIds('zara')).toEqual([]);
    expect((await db.query(`select 1 from public.client_search_texts where user_id = $1`, [someone.id])).rows).toEqual([]);
  });

  it('is no API role\'s to read', async () => {
    for (const who of [ANON, p.client, p.admin, p.superAdmin] as const) {
      const r = await as(db, who, (tx) => tx.query(`select count(*) from public.client_search_texts`)).then(() => 'read', (e: Error) => e.message);
      expect(r).toMatch(/permission denied/);
    }
  });
});

describe('indexes', () => {
  /** The plan of a statement with sequential scans priced out, as the functions run it (same expressions). */
  const plan = (sql: string, params: unknown[]) => as(db, SERVICE, async (tx) => {
    await tx.query(`select set_config('enable_seqscan', 'off', true)`);
    return (await tx.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, params)).rows.map((x) => x['QUERY PLAN']).join('\n');
  });

  it('a Client List search counts from the trigram index of client_search_texts, and pages along its created_at index', async () => {
    const count = await plan(`select count(*) from public.client_search_texts s where s.search_text like $1 or s.search_text like $2`, ['%okafor%', '%okafor%']);
    expect(count).toMatch(/Bitmap Index Scan on client_search_texts_trgm_idx/);
    const page = await plan(`select k.user_id from public.client_search_texts k where k.search_text like $1 order by k.created_at desc, k.user_id limit 20`, ['%a%']);
    expect(page).toMatch(/Index Scan using client_search_texts_created_idx/);
  });

  it('an "All" verification page and a reviews page walk an index in the list\'s order: no Sort of the whole table', async () => {
    const all = await plan(`select x.id from public.verification_submissions x where true order by x.submitted_at desc, x.id offset $1 limit 20`, [100]);
    expect(all).toMatch(/Index (Only )?Scan using verification_submissions_submitted_idx/);
    expect(all).not.toMatch(/Sort/);
    const reviews = await plan(`select x.id from public.reviews x where true order by x.created_at desc, x.id offset $1 limit 20`, [100]);
    expect(reviews).toMatch(/Index (Only )?Scan using reviews_created_id_idx/);
    expect(reviews).not.toMatch(/Sort/);
  });

  it('a review search reads the trigram index on the expression admin_reviews_page matches', async () => {
    const r = await plan(`select count(*) from public.reviews x where (lower(x.reviewer_name) || chr(31) || lower(x.comment)) like $1`, ['%spotless%']);
    expect(r).toMatch(/Bitmap Index Scan on reviews_search_trgm_idx/);
  });
});
