/**
 * Issue 21 (attack review): unlimited writes. One anonymous session created unlimited quote requests, bookings and
 * chat messages; the bare anon key unlimited partnership enquiries and pre-subscriptions. Each is now limited per
 * session and per client IP (20250612000400_write_rate_limits.sql) and refused with PT429 (HTTP 429).
 */
import type { Database, Queryable } from '@spotless/local-supabase';
import { runAsCaller } from '@spotless/local-supabase/src/http/request-context';
import { ANON, attempt, createUser, rpc, type Actor, type Caller } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { makePeople, type People } from './helpers/world';

let t: TestDatabase;
let db: Database;
let p: People;

beforeAll(async () => {
  t = await openTestDatabase();
  db = t.db;
  p = await makePeople(db);
});
afterAll(async () => {
  await t?.close();
});

/** Runs `sql` as `who` with the request headers hosted PostgREST would pass on; resolves to the error, if any. */
async function write(who: Caller, sql: string, params: unknown[], headers: Record<string, string> = {}): Promise<{ code?: string; message?: string } | null> {
  const caller = who === ANON
    ? { role: 'anon', claims: { role: 'anon' } }
    : { role: 'authenticated', claims: { sub: who.id, role: 'authenticated', aud: 'authenticated', is_anonymous: who.anonymous, aal: who.aal ?? 'aal1' } };
  try {
    await runAsCaller(db, caller, { method: 'POST', path: '/rpc/test', headers }, (tx: Queryable) => tx.query(sql, params));
    return null;
  } catch (err) {
    const e = err as { code?: string; message?: string };
    return { code: e.code, message: e.message };
  }
}

const QUOTE = `select public.create_quote_request(p_service_type => 'House Cleaning', p_location => 'Yaba', p_description => 'Two rooms.',
  p_full_name => 'Ada Guest', p_phone => '08091234567', p_state => 'Lagos')`;
const ENQUIRY = `insert into public.partnership_enquiries (organization_name, address, contact_number, partner_type)
  values ('Lekki Schools', '3 Admiralty Way', '+2348020002222', 'Schools')`;
const quoteBy = (who: Caller, headers: Record<string, string> = {}) => write(who, QUOTE, [], headers);
const enquiryFrom = (ip: string, extra: Record<string, string> = {}) => write(ANON, ENQUIRY, [], { 'cf-connecting-ip': ip, ...extra });
const count = async (sql: string, params: unknown[] = []) => Number((await db.query<{ n: string }>(sql, params)).rows[0]!.n);
const guest = () => createUser(db, { fullName: '', anonymous: true });

describe('per session', () => {
  it('a guest session makes five quote requests an hour; the sixth is refused with PT429 and creates nothing', async () => {
    const g = await guest();
    for (let i = 0; i < 5; i++) expect(await quoteBy(g)).toBeNull();
    expect(await quoteBy(g)).toEqual({ code: 'PT429', message: 'Too many quote requests. Please try again later.' });
    expect(await count(`select count(*) as n from public.quote_requests where requester_id = $1`, [g.id])).toBe(5);
    // Another session is not affected.
    expect(await quoteBy(await guest())).toBeNull();
  });

  it('a client books ten times an hour; bookings made by accepting a bid do not count', async () => {
    const c = await createUser(db, { fullName: 'Bisi Client', phone: '08051112299', accountType: 'client' });
    const book = () => write(c, `select public.create_booking(p_cleaner_id => $1, p_services => array['House Cleaning'], p_location => 'Ikeja')`, [p.cleaner.id]);
    for (let i = 0; i < 10; i++) expect(await book()).toBeNull();
    expect(await book()).toEqual({ code: 'PT429', message: 'Too many bookings. Please try again later.' });
    const q = await rpc<string>(db, p.guest, 'create_quote_request', {
      p_service_type: 'Deep Cleaning', p_location: 'Yaba', p_description: 'x', p_full_name: 'Ada', p_phone: '08091234567',
    });
    const bid = await rpc<string>(db, p.cleaner, 'submit_bid', { p_quote_request_id: q, p_amount_kobo: 100000 });
    const booking = await rpc<string>(db, p.guest, 'accept_bid', { p_bid_id: bid });
    expect(booking).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a chat session sends 60 messages an hour; the operator is never limited', async () => {
    const g = await guest();
    const thread = await rpc<string>(db, g, 'start_chat');
    const send = (who: Actor, fromAdmin: boolean) =>
      write(who, `insert into public.chat_messages (thread_id, sender_id, from_admin, body) values ($1, auth.uid(), $2, 'Hello')`, [thread, fromAdmin]);
    for (let i = 0; i < 60; i++) expect(await send(g, false)).toBeNull();
    expect(await send(g, false)).toEqual({ code: 'PT429', message: 'Too many messages. Please try again later.' });
    for (let i = 0; i < 61; i++) expect(await send(p.admin, true)).toBeNull();
  });

  it('a signed-in visitor sends three pre-subscriptions an hour', async () => {
    const frequency = (await db.query<{ id: number }>(`insert into public.frequencies (name) values ('Weekly') returning id`)).rows[0]!.id;
    const plan = (await db.query<{ id: string }>(
      `insert into public.subscription_plans (building_type, num_rooms, frequency_id, price_kobo) values ('residential', 2, $1, 6000000) returning id`,
      [frequency],
    )).rows[0]!.id;
    const c = await createUser(db, { fullName: 'Sade Bello', accountType: 'client' });
    const presubscribe = () => write(c, `insert into public.pre_subscriptions (full_name, email, phone, cleaner_preference, subscription_plan_id, frequency_id)
      values ('Sade Bello', 'sade@example.ng', '+2348023334444', 'Any', $1, $2)`, [plan, frequency]);
    for (let i = 0; i < 3; i++) expect(await presubscribe()).toBeNull();
    expect(await presubscribe()).toEqual({ code: 'PT429', message: 'Too many submissions. Please try again later.' });
  });
});

describe('per client IP (cf-connecting-ip, as the edge sets it)', () => {
  it('the bare anon key sends ten partnership enquiries an hour from one address; another address is not affected', async () => {
    for (let i = 0; i < 10; i++) expect(await enquiryFrom('203.0.113.10')).toBeNull();
    expect(await enquiryFrom('203.0.113.10')).toEqual({ code: 'PT429', message: 'Too many enquiries. Please try again later.' });
    expect(await enquiryFrom('203.0.113.11')).toBeNull();
  });

  it('a forged x-forwarded-for or x-real-ip does not open a new allowance', async () => {
    for (let i = 0; i < 10; i++) expect(await enquiryFrom('203.0.113.20')).toBeNull();
    expect(await enquiryFrom('203.0.113.20', { 'x-forwarded-for': '198.51.100.1', 'x-real-ip': '198.51.100.1' }))
      .toMatchObject({ code: 'PT429' });
  });

  it('new guest sessions from one address share its allowance (here lowered to 30; shared-ip-limits.test.ts: the real one)', async () => {
    const ip = { 'cf-connecting-ip': '203.0.113.30' };
    await db.query(`update public.write_limits set per_ip = 30 where action = 'quote_request'`);
    for (let i = 0; i < 6; i++) {
      const g = await guest();
      for (let j = 0; j < 5; j++) expect(await quoteBy(g, ip)).toBeNull();
    }
    expect(await quoteBy(await guest(), ip)).toEqual({ code: 'PT429', message: 'Too many quote requests. Please try again later.' });
    await db.query(`update public.write_limits set per_ip = 1000 where action = 'quote_request'`);
  });
});

describe('the counters', () => {
  it('are neither readable nor writable by API users, and keep no address in clear', async () => {
    for (const who of [ANON, p.client, p.admin] as const) {
      expect(await attempt(db, who, `select * from public.write_counts`)).toMatchObject({ ok: false, code: '42501' });
      expect(await attempt(db, who, `select * from public.write_limits`)).toMatchObject({ ok: false, code: '42501' });
      expect(await attempt(db, who, `delete from public.write_counts`)).toMatchObject({ ok: false, code: '42501' });
      expect(await attempt(db, who, `select public.enforce_write_limit('quote_request')`)).toMatchObject({ ok: false, code: '42501' });
    }
    expect(await count(`select count(*) as n from public.write_counts where subject like '%203.0.113%'`)).toBe(0);
  });
});
