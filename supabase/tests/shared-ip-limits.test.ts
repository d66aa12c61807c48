/**
 * Issue 26: guests behind one shared address (carrier NAT, an office, a cybercafé) are not locked out by the per-IP
 * write limits (20250630000000_shared_ip_write_limits.sql), and a refusal says when its window ends.
 */
import type { Database, Queryable } from '@spotless/local-supabase';
import { runAsCaller } from '@spotless/local-supabase/src/http/request-context';
import { createUser, type Actor } from './helpers/actors';
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

/** Runs `sql` as guest `who` behind `ip` as hosted PostgREST would; resolves to the error, if any, hint included. */
async function asGuest(who: Actor, ip: string, sql: string, params: unknown[] = []): Promise<{ code?: string; message?: string; hint?: string } | null> {
  const caller = { role: 'authenticated', claims: { sub: who.id, role: 'authenticated', aud: 'authenticated', is_anonymous: true } };
  try {
    await runAsCaller(db, caller, { method: 'POST', path: '/rpc/test', headers: { 'cf-connecting-ip': ip } }, (tx: Queryable) => tx.query(sql, params));
    return null;
  } catch (err) {
    const e = err as { code?: string; message?: string; hint?: string };
    return { code: e.code, message: e.message, hint: e.hint };
  }
}

const QUOTE = `select public.create_quote_request(p_service_type => 'House Cleaning', p_location => 'Yaba', p_description => 'Two rooms.',
  p_full_name => 'Ada Guest', p_phone => '08091234567', p_state => 'Lagos')`;
const BOOK = `select public.create_booking(p_cleaner_id => $1, p_services => array['House Cleaning'], p_location => 'Ikeja',
  p_full_name => 'Ada Guest', p_phone => '08091234567')`;
const guest = () => createUser(db, { fullName: '', anonymous: true });

it('forty guests behind one address each request a quote, book and chat: none is refused', async () => {
  const ip = '203.0.113.40';
  for (let i = 0; i < 40; i++) {
    const g = await guest();
    expect(await asGuest(g, ip, QUOTE)).toBeNull();
    expect(await asGuest(g, ip, BOOK, [p.cleaner.id])).toBeNull();
    expect(await asGuest(g, ip, `select public.start_chat()`)).toBeNull();
  }
});

it('past the address limit a write is refused with the hint of when the window ends', async () => {
  const ip = '203.0.113.41';
  await db.query(`update public.write_limits set per_ip = 2 where action = 'quote_request'`);
  try {
    expect(await asGuest(await guest(), ip, QUOTE)).toBeNull();
    expect(await asGuest(await guest(), ip, QUOTE)).toBeNull();
    const refused = await asGuest(await guest(), ip, QUOTE);
    expect(refused).toMatchObject({ code: 'PT429', message: 'Too many quote requests. Please try again later.' });
    const seconds = Number(/^retry_after_seconds=(\d+)$/.exec(refused?.hint ?? '')?.[1]);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(3600);
  } finally {
    await db.query(`update public.write_limits set per_ip = 1000 where action = 'quote_request'`);
  }
});
