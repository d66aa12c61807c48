/**
 * Issue 27, item 5: standby replacement (20250706000000_standby_replacement.sql and later 20250706* migrations).
 * A job its cleaner drops goes back to pending without a cleaner and is offered to the verified, active cleaners of
 * its LGA (its state when the LGA has none); the released cleaner loses the customer's contact; a held payout
 * follows the booking's cleaner.
 */
import type { Database } from '@spotless/local-supabase';
import { as, rpc, rpcError, SERVICE, type Actor, type Runner } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { acceptedBooking, payBooking } from './helpers/money';
import { makeCleaner, makePeople, type People } from './helpers/world';
import { liftWriteLimits } from './helpers/write-limits';

let t: TestDatabase;
let db: Database;
let p: People;
let ikeja2: Actor;
let etiOsa: Actor;

beforeAll(async () => {
  t = await openTestDatabase();
  db = t.db;
  p = await makePeople(db);
  await liftWriteLimits(db);
  ikeja2 = await makeCleaner(db, p.admin, 'Kunle Ade', { lga: 'Ikeja' });
  etiOsa = await makeCleaner(db, p.admin, 'Sade Bello', { lga: 'Eti-Osa' });
});
afterAll(async () => {
  await t?.close();
});

const rows = async <T>(who: Runner, sql: string, params: unknown[] = []): Promise<T[]> =>
  as(db, who, async (tx) => (await tx.query<T>(sql, params)).rows);

/** Puts the booking's slot `hoursFromNow` hours away (as the slot RPCs would have stored it). */
const slotIn = (booking: string, hoursFromNow: number) =>
  db.query(`update public.bookings set starts_at = now() + make_interval(hours => $2::int),
              ends_at = now() + make_interval(hours => $2::int + 2) where id = $1`, [booking, hoursFromNow]);

const release = (booking: string, reason: string) =>
  rpc<string>(db, SERVICE, 'release_booking_to_standby', { p_booking_id: booking, p_reason: reason });

const offeredTo = async (standby: string) =>
  (await rows<{ cleaner_id: string; scope: string }>(SERVICE,
    `select cleaner_id, scope from public.standby_offers where standby_id = $1 order by cleaner_id`, [standby]));

const lastMessage = async (who: Actor) =>
  (await rows<{ message: string }>(who, `select message from public.notifications order by created_at desc, id limit 1`))[0]?.message;

it('a dropped job goes back to pending without a cleaner and is offered to the working cleaners of its LGA only', async () => {
  const booking = await acceptedBooking(db, p.client, p.cleaner, 3_000_000, { p_state: 'Lagos', p_lga: 'Ikeja' });
  await slotIn(booking, 48);
  const standby = await release(booking, 'cleaner_cancelled');
  const [bk] = await rows<{ cleaner_id: string | null; status: string; price_kobo: string }>(SERVICE,
    `select cleaner_id, status, price_kobo::text from public.bookings where id = $1`, [booking]);
  expect(bk).toEqual({ cleaner_id: null, status: 'pending', price_kobo: '3000000' });
  // cleaner2 and ikeja2 work in Ikeja; not the released cleaner, the suspended or the unverified one, nor Eti-Osa.
  const offers = await offeredTo(standby);
  expect(offers.map((o) => o.cleaner_id).sort()).toEqual([p.cleaner2.id, ikeja2.id].sort());
  expect(new Set(offers.map((o) => o.scope))).toEqual(new Set(['lga']));
  expect(await lastMessage(ikeja2)).toMatch(/^Standby job: Deep Cleaning in Lekki\. The first cleaner to accept gets it\.$|^Standby job: Deep Cleaning in Lekki on /);
  expect(await lastMessage(p.client)).toBe('Adaeze Nwosu can no longer do your Deep Cleaning booking. We are offering it to other verified cleaners near you and will tell you who is coming.');
  // The customer follows the standby; the released cleaner neither sees it nor the booking any more.
  expect(await rows(p.client, `select state, reason, scope from public.booking_standby where id = $1`, [standby]))
    .toEqual([{ state: 'open', reason: 'cleaner_cancelled', scope: 'lga' }]);
  expect(await rows(p.cleaner, `select id from public.booking_standby where id = $1`, [standby])).toEqual([]);
  expect(await rows(p.cleaner, `select id from public.bookings where id = $1`, [booking])).toEqual([]);
  expect(await rows(p.cleaner, `select full_name from public.booking_contacts where booking_id = $1`, [booking])).toEqual([]);
  // A second release of the same job is refused: it has no cleaner.
  expect(await rpcError(db, SERVICE, 'release_booking_to_standby', { p_booking_id: booking, p_reason: 'no_show' }))
    .toBe('This booking has no cleaner to replace.');
});

it('widens to the whole state when nobody in the LGA can take it', async () => {
  const booking = await acceptedBooking(db, p.client, etiOsa, 2_000_000, { p_state: 'Lagos', p_lga: 'Eti-Osa' });
  const standby = await release(booking, 'no_show');
  const offers = await offeredTo(standby);
  expect(offers.map((o) => o.cleaner_id).sort()).toEqual([p.cleaner.id, p.cleaner2.id, ikeja2.id].sort());
  expect(new Set(offers.map((o) => o.scope))).toEqual(new Set(['state']));
  expect(await rows(SERVICE, `select scope, widened_at is not null as widened from public.booking_standby where id = $1`, [standby]))
    .toEqual([{ scope: 'state', widened: true }]);
  expect(await lastMessage(etiOsa)).toBe('Your Deep Cleaning job in Lekki was given to another cleaner because it had not started.');
});

it('is internal: no client, cleaner or guest can call it, and done or cancelled jobs are refused', async () => {
  const booking = await acceptedBooking(db, p.client, p.cleaner, 1_000_000, { p_state: 'Lagos', p_lga: 'Ikeja' });
  for (const who of [p.client, p.cleaner, p.guest, p.admin]) {
    expect(await rpcError(db, who, 'release_booking_to_standby', { p_booking_id: booking, p_reason: 'no_show' }))
      .toMatch(/permission denied/);
  }
  expect(await rpcError(db, SERVICE, 'release_booking_to_standby', { p_booking_id: booking, p_reason: 'bored' })).toBe('Invalid standby reason.');
  await rpc(db, p.cleaner, 'complete_booking', { p_booking_id: booking });
  expect(await rpcError(db, SERVICE, 'release_booking_to_standby', { p_booking_id: booking, p_reason: 'no_show' }))
    .toBe('This booking can no longer be given to another cleaner.');
});

it('a paid job stays paid and its held payout leaves the released cleaner (audited), never paid to them', async () => {
  const booking = await acceptedBooking(db, p.guest, p.cleaner, 2_500_000, {
    p_state: 'Lagos', p_lga: 'Ikeja', p_full_name: 'Kemi Guest', p_phone: '+2348099990000',
  });
  await payBooking(db, p.guest, booking, 'kemi@example.ng');
  await release(booking, 'cleaner_cancelled');
  expect(await rows(SERVICE, `select b.payment_status, po.status, po.cleaner_id from public.bookings b
                               join public.payouts po on po.booking_id = b.id where b.id = $1`, [booking]))
    .toEqual([{ payment_status: 'paid', status: 'held', cleaner_id: null }]);
  expect(await rows(SERVICE, `select details->>'from_cleaner_id' as from_id from public.money_audit
                               where booking_id = $1 and action = 'payout.reassigned'`, [booking]))
    .toEqual([{ from_id: p.cleaner.id }]);
  // No refund was queued: the customer keeps their booking.
  expect(await rows(SERVICE, `select id from public.refunds where payment_id in (select id from public.payments where booking_id = $1)`, [booking])).toEqual([]);
  expect(await rows(p.cleaner, `select id from public.payouts where booking_id = $1`, [booking])).toEqual([]);
});

it('a rejection within 24 hours of the slot goes to standby; an early one stays rejected', async () => {
  const late = await rpc<string>(db, p.client, 'create_booking', {
    p_cleaner_id: p.cleaner.id, p_services: ['House Cleaning'], p_location: 'Allen', p_state: 'Lagos', p_lga: 'Ikeja', p_budget_kobo: 1_500_000,
  });
  await slotIn(late, 5);
  await rpc(db, p.cleaner, 'decide_booking', { p_booking_id: late, p_accept: false });
  expect(await rows(SERVICE, `select b.status, b.cleaner_id, s.reason, s.released_cleaner_id from public.bookings b
                               join public.booking_standby s on s.booking_id = b.id where b.id = $1`, [late]))
    .toEqual([{ status: 'pending', cleaner_id: null, reason: 'late_rejection', released_cleaner_id: p.cleaner.id }]);

  const early = await rpc<string>(db, p.client, 'create_booking', {
    p_cleaner_id: p.cleaner.id, p_services: ['House Cleaning'], p_location: 'Allen', p_state: 'Lagos', p_lga: 'Ikeja',
  });
  await slotIn(early, 72);
  await rpc(db, p.cleaner, 'decide_booking', { p_booking_id: early, p_accept: false });
  expect(await rows(SERVICE, `select status, cleaner_id from public.bookings where id = $1`, [early]))
    .toEqual([{ status: 'rejected', cleaner_id: p.cleaner.id }]);
  expect(await rows(SERVICE, `select id from public.booking_standby where booking_id = $1`, [early])).toEqual([]);
});

it("a cleaner released from a job won by their bid loses the request's contact too", async () => {
  const q = await rpc<string>(db, p.client2, 'create_quote_request', {
    p_service_type: 'House Cleaning', p_location: 'Opebi', p_description: 'Two rooms.', p_state: 'Lagos', p_lga: 'Ikeja',
  });
  const bid = await rpc<string>(db, p.cleaner2, 'submit_bid', { p_quote_request_id: q, p_amount_kobo: 2_000_000 });
  const booking = await rpc<string>(db, p.client2, 'accept_bid', { p_bid_id: bid });
  expect(await rows(p.cleaner2, `select quote_request_id from public.quote_request_contacts where quote_request_id = $1`, [q])).toHaveLength(1);
  await release(booking, 'cleaner_cancelled');
  expect(await rows(p.cleaner2, `select quote_request_id from public.quote_request_contacts where quote_request_id = $1`, [q])).toEqual([]);
  expect(await rows(p.client2, `select quote_request_id from public.quote_request_contacts where quote_request_id = $1`, [q])).toHaveLength(1);
});
