/**
 * The console's Quote requests and Bids tabs read through admin_quote_requests_page and admin_bids_page
 * (20250719000100): one page of one requester kind, newest first, with the exact total and (requests) each one's
 * bids, found by reference or by a contact's, requester's or cleaner's name, e-mail or phone. Admins at aal2 only.
 */
import type { Database } from '@spotless/local-supabase';
import { ANON, as, createUser, rpc, rpcError, SERVICE, type Actor } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { makePeople, type People } from './helpers/world';

let t: TestDatabase;
let db: Database;
let p: People;

interface RequestRow { id: string; requester_kind: string; status: string; contact: { full_name: string; phone: string; email: string | null } | null; bid_count: number }
interface BidRow { id: string; quote_request_id: string; cleaner_name: string; requester_name: string; amount_kobo: number; request: { service_type: string; requester_kind: string } }
interface Page<T> { total: number; rows: T[] }

const SIZE = 2;
const req: Record<string, string> = {};
const bid: Record<string, string> = {};

async function ask(label: string, who: Actor, contact?: { name: string; phone: string }): Promise<void> {
  req[label] = await rpc<string>(db, who, 'create_quote_request', {
    p_service_type: 'House Cleaning', p_location: 'Ikeja GRA', p_description: `Request ${label}.`, p_state: 'Lagos', p_lga: 'Ikeja',
    ...(contact ? { p_full_name: contact.name, p_phone: contact.phone } : {}),
  });
}

const requests = (who: Actor, kind: string, search = '', page = 1, statuses: string[] | null = null) =>
  rpc<Page<RequestRow>>(db, who, 'admin_quote_requests_page', { p_requested_by: kind, p_statuses: statuses, p_search: search, p_page: page, p_page_size: SIZE });
const bids = (who: Actor, kind: string, search = '', page = 1, requestId: string | null = null) =>
  rpc<Page<BidRow>>(db, who, 'admin_bids_page', { p_requested_by: kind, p_quote_request_id: requestId, p_search: search, p_page: page, p_page_size: SIZE });

/** Every page, as labels. */
async function every<T extends { id: string }>(fetch: (page: number) => Promise<Page<T>>, names: Record<string, string>) {
  const byId = new Map(Object.entries(names).map(([label, id]) => [id, label]));
  const first = await fetch(1);
  const labels = first.rows.map((r) => byId.get(r.id) ?? r.id);
  for (let n = 2; n <= Math.ceil(first.total / SIZE); n++) labels.push(...(await fetch(n)).rows.map((r) => byId.get(r.id) ?? r.id));
  return { total: first.total, labels };
}

beforeAll(async () => {
  t = await openTestDatabase();
  db = t.db;
  p = await makePeople(db);
  const guest2 = await createUser(db, { fullName: '', anonymous: true });
  await ask('kemi', p.guest, { name: 'Kemi Adebayo', phone: '08099990000' });
  await ask('tayo', guest2, { name: 'Tayo 100% Fresh', phone: '08099990001' });
  await ask('funke', p.client);
  await ask('musa', p.client2);
  // Newest last made: spread them so the order is a fact, not a tie.
  await as(db, SERVICE, (tx) => tx.query(
    `update public.quote_requests q set created_at = now() - x.n * interval '1 minute'
       from (select id, row_number() over (order by created_at desc, id) as n from public.quote_requests) x where x.id = q.id`));
  bid.kemiByAdaeze = await rpc<string>(db, p.cleaner, 'submit_bid', { p_quote_request_id: req.kemi, p_amount_kobo: 4_500_000 });
  bid.kemiByEmeka = await rpc<string>(db, p.cleaner2, 'submit_bid', { p_quote_request_id: req.kemi, p_amount_kobo: 4_000_000 });
  bid.tayoByEmeka = await rpc<string>(db, p.cleaner2, 'submit_bid', { p_quote_request_id: req.tayo, p_amount_kobo: 3_000_000 });
  bid.funkeByAdaeze = await rpc<string>(db, p.cleaner, 'submit_bid', { p_quote_request_id: req.funke, p_amount_kobo: 7_000_000 });
  await as(db, SERVICE, (tx) => tx.query(
    `update public.bids b set created_at = now() - x.n * interval '1 minute'
       from (select id, row_number() over (order by created_at desc, id) as n from public.bids) x where x.id = b.id`));
});
afterAll(async () => {
  await t?.close();
});

describe('admin_quote_requests_page', () => {
  it('lists one kind newest first, a page at a time, with the exact total and each request\'s bids', async () => {
    const order = await as(db, SERVICE, async (tx) => (await tx.query<{ id: string }>(
      `select id from public.quote_requests where requester_kind = 'guest' order by created_at desc, id`)).rows.map((r) => r.id));
    const got = await every((n) => requests(p.admin, 'guest', '', n), req);
    expect(got.total).toBe(order.length);
    expect(got.labels).toEqual(order.map((id) => Object.entries(req).find(([, v]) => v === id)![0]));
    const kemi = (await requests(p.admin, 'guest', 'kemi')).rows[0]!;
    expect(kemi).toMatchObject({ id: req.kemi, requester_kind: 'guest', status: 'open', bid_count: 2,
      contact: { full_name: 'Kemi Adebayo', phone: '+2348099990000', email: null } });
    expect((await requests(p.admin, 'client', 'musa')).rows[0]).toMatchObject({ id: req.musa, bid_count: 0 });
  });

  it('finds the contact or the requester by name or phone, in its own tab only', async () => {
    expect(await every((n) => requests(p.admin, 'guest', 'adebayo', n), req)).toEqual({ total: 1, labels: ['kemi'] });
    expect(await every((n) => requests(p.admin, 'guest', '0809 999 000', n), req)).toEqual({ total: 2, labels: ['tayo', 'kemi'] });
    expect(await every((n) => requests(p.admin, 'client', 'funke adeyemi', n), req)).toEqual({ total: 1, labels: ['funke'] });
    expect(await every((n) => requests(p.admin, 'client', '0806 111 3333', n), req)).toEqual({ total: 1, labels: ['musa'] });
    expect((await requests(p.admin, 'guest', 'funke')).total).toBe(0);
    expect(await every((n) => requests(p.admin, 'guest', '%', n), req)).toEqual({ total: 1, labels: ['tayo'] });
  });

  it('finds a reference, and keeps to the statuses asked for', async () => {
    const hex = req.tayo!.replace(/-/g, '').slice(0, 8);
    for (const typed of [`QR-${hex.toUpperCase()}`, `qr ${hex}`, req.tayo!]) {
      expect((await requests(p.admin, 'guest', typed)).rows.map((r) => r.id)).toEqual([req.tayo]);
    }
    expect((await requests(p.admin, 'guest', `BK-${hex}`)).total).toBe(0);
    expect((await requests(p.admin, 'guest', 'kemi', 1, ['awarded'])).total).toBe(0);
    expect((await requests(p.admin, 'guest', 'kemi', 1, ['open', 'awarded'])).total).toBe(1);
    expect(await rpcError(db, p.admin, 'admin_quote_requests_page', { p_requested_by: 'guest', p_statuses: ['open', 'lost'] })).toBe('Invalid status.');
  });
});

describe('admin_bids_page', () => {
  it('lists the bids on one kind\'s requests, or on one request, newest first with the total', async () => {
    expect(await every((n) => bids(p.admin, 'guest', '', n), bid)).toEqual({ total: 3, labels: ['tayoByEmeka', 'kemiByEmeka', 'kemiByAdaeze'] });
    expect(await every((n) => bids(p.admin, 'guest', '', n, req.kemi!), bid)).toEqual({ total: 2, labels: ['kemiByEmeka', 'kemiByAdaeze'] });
    expect(await every((n) => bids(p.admin, 'client', '', n), bid)).toEqual({ total: 1, labels: ['funkeByAdaeze'] });
    expect((await bids(p.admin, 'guest', '', 1, req.kemi!)).rows[1]).toMatchObject({
      id: bid.kemiByAdaeze, quote_request_id: req.kemi, cleaner_name: 'Adaeze Nwosu', requester_name: 'Kemi Adebayo', amount_kobo: 4_500_000,
      request: { service_type: 'House Cleaning', requester_kind: 'guest' },
    });
  });

  it("finds a bid by reference, its cleaner's name or phone, or the request's contact", async () => {
    expect(await every((n) => bids(p.admin, 'guest', 'emeka', n), bid)).toEqual({ total: 2, labels: ['tayoByEmeka', 'kemiByEmeka'] });
    expect(await every((n) => bids(p.admin, 'guest', 'kemi adebayo', n), bid)).toEqual({ total: 2, labels: ['kemiByEmeka', 'kemiByAdaeze'] });
    expect(await every((n) => bids(p.admin, 'client', 'adaeze', n), bid)).toEqual({ total: 1, labels: ['funkeByAdaeze'] });
    const hex = bid.kemiByEmeka!.replace(/-/g, '').slice(0, 8);
    expect((await bids(p.admin, 'guest', `BID-${hex}`)).rows.map((r) => r.id)).toEqual([bid.kemiByEmeka]);
    expect((await bids(p.admin, 'guest', `QR-${hex}`)).total).toBe(0);
  });
});

describe('who may list', () => {
  it('admins after MFA only, and clients or guests only', async () => {
    for (const who of [p.client, p.cleaner, p.guest, { ...p.admin, aal: 'aal1' } as Actor]) {
      expect(await rpcError(db, who, 'admin_quote_requests_page', { p_requested_by: 'guest' })).toBe('Only admins can list quote requests.');
      expect(await rpcError(db, who, 'admin_bids_page', { p_requested_by: 'guest' })).toBe('Only admins can list bids.');
    }
    expect(await rpcError(db, ANON, 'admin_quote_requests_page', { p_requested_by: 'guest' })).toMatch(/permission denied/);
    expect(await rpcError(db, ANON, 'admin_bids_page', { p_requested_by: 'guest' })).toMatch(/permission denied/);
    expect(await rpcError(db, p.admin, 'admin_quote_requests_page', { p_requested_by: 'all' })).toBe('Choose requests by clients or by guests.');
    expect(await rpcError(db, p.admin, 'admin_bids_page', { p_requested_by: 'all' })).toBe('Choose bids on requests by clients or by guests.');
  });

  it('a contact search reads the trigram index of the request contacts', async () => {
    const plan = await as(db, SERVICE, async (tx) => {
      await tx.query(`select set_config('enable_seqscan', 'off', true)`);
      const [text] = (await tx.query<{ p: string[] }>(`select public.person_search_patterns('adebayo') as p`)).rows[0]!.p;
      const r = await tx.query<{ 'QUERY PLAN': string }>(
        `explain select c.quote_request_id from public.quote_request_contacts c where public.person_search_text(c.full_name, c.email, c.phone) like $1`, [text]);
      return r.rows.map((x) => x['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Bitmap Index Scan on quote_request_contacts_search_trgm_idx/);
  });
});
