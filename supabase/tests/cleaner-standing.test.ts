/**
 * Issue 21 (attack review): rejected cleaners kept working. accept_bid and decide_booking checked only `suspended`,
 * so a cleaner whose verification was rejected could still be awarded a bid or accept a booking and then read the
 * customer's contacts. Every cleaner-side action now needs a verified, active cleaner
 * (20250612000200_cleaner_actions_need_verified_active.sql).
 */
import type { Database } from '@spotless/local-supabase';
import { as, rpc, rpcError, type Actor } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { makeCleaner, makePeople, type People } from './helpers/world';
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

const quote = (extra: Record<string, unknown> = {}) =>
  rpc<string>(db, p.guest, 'create_quote_request', {
    p_service_type: 'Deep Cleaning', p_location: 'Lekki Phase 1', p_description: 'Post-party clean-up.',
    p_full_name: 'Ada Guest', p_phone: '08091234567', p_state: 'Lagos', ...extra,
  });
const booking = (cleaner: Actor) =>
  rpc<string>(db, p.client, 'create_booking', { p_cleaner_id: cleaner.id, p_services: ['House Cleaning'], p_location: 'Ikoyi' });
const contactsSeenBy = async (who: Actor, bookingId: string) =>
  as(db, who, async (tx) => (await tx.query(`select full_name from public.booking_contacts where booking_id = $1`, [bookingId])).rows);

/** A verified, active cleaner, who then loses that standing through lose(). */
const cleanerThen = (standing: 'rejected' | 'suspended') => makeCleaner(db, p.admin, standing === 'rejected' ? 'Rita Rejected' : 'Sule Suspended');
/** An admin rejects the cleaner's verification (allowed after verifying, e.g. a forged ID found later) or suspends them. */
async function lose(c: Actor, standing: 'rejected' | 'suspended'): Promise<void> {
  if (standing === 'rejected') await rpc(db, p.admin, 'reject_cleaner', { p_cleaner_id: c.id, p_reason: 'The ID document was forged.' });
  else await rpc(db, p.admin, 'suspend_cleaner', { p_cleaner_id: c.id });
}
const refusal = (standing: 'rejected' | 'suspended', action: string) =>
  standing === 'rejected' ? `Only verified cleaners can ${action}.` : 'Your account is suspended.';

describe.each(['rejected', 'suspended'] as const)('a %s cleaner', (standing) => {
  it('is not awarded a bid placed while verified, and never sees the customer contacts', async () => {
    const c = await cleanerThen(standing);
    const q = await quote();
    const bid = await rpc<string>(db, c, 'submit_bid', { p_quote_request_id: q, p_amount_kobo: 2500000 });
    await lose(c, standing);
    expect(await rpcError(db, p.guest, 'accept_bid', { p_bid_id: bid }))
      .toBe(standing === 'rejected' ? 'This cleaner is not available.' : 'This cleaner is currently suspended.');
    expect(await as(db, p.guest, async (tx) => (await tx.query(`select status from public.quote_requests where id = $1`, [q])).rows))
      .toEqual([{ status: 'open' }]);
    expect(await as(db, c, async (tx) => (await tx.query(`select 1 from public.quote_request_contacts where quote_request_id = $1`, [q])).rows))
      .toEqual([]);
  });

  it('cannot accept or reject a booking made while verified', async () => {
    const c = await cleanerThen(standing);
    const b = await booking(c);
    await lose(c, standing);
    expect(await rpcError(db, c, 'accept_booking', { p_booking_id: b })).toBe(refusal(standing, 'accept bookings'));
    expect(await rpcError(db, c, 'reject_booking', { p_booking_id: b })).toBe(refusal(standing, 'reject bookings'));
    expect(await contactsSeenBy(c, b)).toEqual([]);
    // The customer's booking stays pending, for an admin to give to a working cleaner.
    await rpc(db, p.admin, 'assign_booking_cleaner', { p_booking_id: b, p_cleaner_id: p.cleaner2.id });
  });

  it('cannot submit, withdraw or decline', async () => {
    const c = await cleanerThen(standing);
    const open = await quote();
    const mine = await quote({ p_target_cleaner_id: c.id });
    await rpc(db, c, 'submit_bid', { p_quote_request_id: open, p_amount_kobo: 100000 });
    await lose(c, standing);
    expect(await rpcError(db, c, 'submit_bid', { p_quote_request_id: open, p_amount_kobo: 90000 }))
      .toBe(standing === 'rejected' ? 'Only verified cleaners can submit bids.' : 'Your account is suspended. You cannot submit bids.');
    expect(await rpcError(db, c, 'withdraw_bid', { p_quote_request_id: open })).toBe(refusal(standing, 'withdraw bids'));
    expect(await rpcError(db, c, 'decline_quote_request', { p_quote_request_id: mine })).toBe(refusal(standing, 'decline requests'));
  });

  it('is not given a booking or a schedule by an admin', async () => {
    const c = await cleanerThen(standing);
    await lose(c, standing);
    const b = await rpc<string>(db, p.client, 'create_booking', { p_cleaner_id: null, p_services: ['House Cleaning'], p_location: 'Ikoyi' });
    expect(await rpcError(db, p.admin, 'assign_booking_cleaner', { p_booking_id: b, p_cleaner_id: c.id })).toBe('This cleaner is not available for bookings.');
    const s = await as(db, p.client, async (tx) =>
      (await tx.query<{ id: string }>(
        `insert into public.schedules (client_id, service_type, start_date, service_time) values ($1, 'Weekly Cleaning', current_date + 1, '09:00') returning id`,
        [p.client.id],
      )).rows[0]!.id);
    expect(await rpcError(db, p.admin, 'match_schedule', { p_schedule_id: s, p_cleaner_id: c.id })).toBe('This cleaner is not available for bookings.');
  });
});

it('a cleaner whose verification is still pending cannot take a booking aimed at them before', async () => {
  // Verified, booked, then sent back to review (a new submission after a rejection is 'pending').
  const c = await cleanerThen('rejected');
  const b = await booking(c);
  await lose(c, 'rejected');
  await rpc(db, c, 'submit_verification', {
    p_id_type: 'NIN', p_government_id_path: `${c.id}/nin-2.jpg`, p_address_proof_path: `${c.id}/bill-2.pdf`, p_consent: true,
  });
  expect(await rpcError(db, c, 'accept_booking', { p_booking_id: b })).toBe('Only verified cleaners can accept bookings.');
  await rpc(db, p.admin, 'verify_cleaner', { p_cleaner_id: c.id });
  await rpc(db, c, 'accept_booking', { p_booking_id: b, p_price_kobo: 2000000 });
  expect(await contactsSeenBy(c, b)).toEqual([{ full_name: 'Funke Adeyemi' }]);
});
