/**
 * Issue 26: a quote request sent to one cleaner can be accepted (at the cleaner's price) or declined by that cleaner
 * only, and the customer sees the answer (20250630000100_accept_targeted_quote_request.sql).
 */
import type { Database } from '@spotless/local-supabase';
import { ANON, as, rpc, rpcError, type Actor } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { makePeople, type People } from './helpers/world';
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

const one = async <T>(who: Actor | typeof ANON, sql: string, params: unknown[] = []): Promise<T | undefined> =>
  as(db, who, async (tx) => (await tx.query<T>(sql, params)).rows[0]);

const quoteTo = (cleaner: Actor | null) =>
  rpc<string>(db, p.guest, 'create_quote_request', {
    p_service_type: 'Deep Cleaning', p_location: 'Lekki Phase 1', p_description: 'Three rooms after a party.',
    p_full_name: 'Ada Guest', p_phone: '0809 123 4567', p_state: 'Lagos', p_target_cleaner_id: cleaner?.id ?? null,
  });

it('the cleaner it was sent to accepts it at their price: awarded, one accepted booking with the contact, guest told', async () => {
  const q = await quoteTo(p.cleaner2);
  const booking = await rpc<string>(db, p.cleaner2, 'accept_quote_request', { p_quote_request_id: q, p_price_kobo: 4_500_000 });
  expect(await one(p.guest, `select status from public.quote_requests where id = $1`, [q])).toEqual({ status: 'awarded' });
  expect(await one(p.guest, `select cleaner_id, price_kobo::text as price_kobo, status, source, quote_request_id from public.bookings where id = $1`, [booking])).toEqual({
    cleaner_id: p.cleaner2.id, price_kobo: '4500000', status: 'accepted', source: 'quote', quote_request_id: q,
  });
  expect(await one(p.cleaner2, `select full_name from public.booking_contacts where booking_id = $1`, [booking])).toEqual({ full_name: 'Ada Guest' });
  const told = await one<{ message: string }>(p.guest, `select message from public.notifications order by created_at desc limit 1`);
  expect(told?.message).toBe('The cleaner accepted your Deep Cleaning request for ₦45,000.00.');
  // Answered once: neither a second accept nor a decline changes it.
  expect(await rpcError(db, p.cleaner2, 'accept_quote_request', { p_quote_request_id: q, p_price_kobo: 100 })).toBe('This request is no longer open.');
  expect(await rpcError(db, p.cleaner2, 'decline_quote_request', { p_quote_request_id: q })).toBe('This request is no longer open.');
});

it('nobody else can accept it: another cleaner, the guest, an open request, a request without a price', async () => {
  const q = await quoteTo(p.cleaner2);
  expect(await rpcError(db, p.cleaner, 'accept_quote_request', { p_quote_request_id: q, p_price_kobo: 100_000 })).toBe('Quote request not found.');
  expect(await rpcError(db, p.guest, 'accept_quote_request', { p_quote_request_id: q, p_price_kobo: 100_000 })).toBe('Quote request not found.');
  expect(await rpcError(db, p.cleaner2, 'accept_quote_request', { p_quote_request_id: q, p_price_kobo: 0 })).toBe('Enter your price for this job to accept it.');
  expect(await rpcError(db, ANON, 'accept_quote_request', { p_quote_request_id: q, p_price_kobo: 100_000 })).toMatch(/permission denied/);
  const open = await quoteTo(null);
  expect(await rpcError(db, p.cleaner2, 'accept_quote_request', { p_quote_request_id: open, p_price_kobo: 100_000 })).toBe('Quote request not found.');
  expect(await one(p.guest, `select status from public.quote_requests where id = $1`, [q])).toEqual({ status: 'open' });
});

it('a decline closes it and the guest sees it closed', async () => {
  const q = await quoteTo(p.cleaner2);
  await rpc(db, p.cleaner2, 'decline_quote_request', { p_quote_request_id: q });
  expect(await one(p.guest, `select status from public.quote_requests where id = $1`, [q])).toEqual({ status: 'closed' });
  expect(await rpcError(db, p.cleaner2, 'accept_quote_request', { p_quote_request_id: q, p_price_kobo: 100_000 })).toBe('This request is no longer open.');
});
