/**
 * Issue 25, item 5: the dashboard's first screen shows what its person must act on, counted by public.my_todo()
 * (20250709000000_my_todo.sql) from the caller's own rows only.
 */
import type { Database } from '@spotless/local-supabase';
import { ANON, as, rpc, rpcError, type Actor } from './helpers/actors';
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

/** A booking written as the database owner, straight into the state a test needs. */
async function booking(customer: string, cleaner: string | null, status: string, extra: { price?: number; paid?: boolean; today?: boolean } = {}) {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.bookings (customer_id, customer_kind, cleaner_id, services, location, status, price_kobo, payment_status,
                                  completed_at, scheduled_date)
     values ($1, 'client', $2, '{House Cleaning}', 'Lekki', $3::text, $4::bigint, $5::text,
             case when $3::text in ('awaiting_confirmation', 'completed') then now() end,
             (now() at time zone 'Africa/Lagos')::date + case when $6::boolean then 0 else 3 end)
     returning id`,
    [customer, cleaner, status, extra.price ?? null, extra.paid ? 'paid' : 'unpaid', extra.today ?? false],
  );
  return rows[0]!.id;
}

const todo = (who: Actor) =>
  as(db, who, async (tx) =>
    Object.fromEntries((await tx.query<{ item: string; how_many: number }>(`select item, how_many from public.my_todo() where how_many > 0`)).rows.map((r) => [r.item, r.how_many])),
  );

it('counts the client\'s own payments due, jobs to confirm and reviews to leave, and the cleaner\'s requests and jobs today', async () => {
  await booking(p.client.id, p.cleaner.id, 'accepted', { price: 2_500_000, today: true });
  await booking(p.client.id, p.cleaner.id, 'awaiting_confirmation', { price: 3_000_000, paid: true });
  const reviewed = await booking(p.client.id, p.cleaner.id, 'completed', { price: 1_000_000, paid: true });
  await booking(p.client.id, p.cleaner.id, 'completed', { price: 1_000_000, paid: true });
  await booking(p.client.id, p.cleaner.id, 'pending');
  await booking(p.client.id, p.cleaner.id, 'cancelled', { price: 2_000_000 });
  await db.query(
    `insert into public.reviews (booking_id, cleaner_id, reviewer_id, rating, comment) values ($1, $2, $3, 5, 'Spotless.')`,
    [reviewed, p.cleaner.id, p.client.id],
  );
  // Someone else's: counted for them, never for the client above.
  await booking(p.client2.id, p.cleaner2.id, 'accepted', { price: 900_000 });

  expect(await todo(p.client)).toEqual({ pay: 1, confirm: 1, review: 1 });
  expect(await todo(p.cleaner)).toEqual({ answer: 1, today: 1 });
  expect(await todo(p.client2)).toEqual({ pay: 1 });
  expect(await todo(p.cleaner2)).toEqual({});
});

it('counts quote requests with bids waiting to be compared', async () => {
  const q = await rpc<string>(db, p.client2, 'create_quote_request', {
    p_service_type: 'Deep Cleaning', p_location: 'Yaba', p_description: 'Two rooms.', p_full_name: 'Kemi Client', p_phone: '08091234567', p_state: 'Lagos',
  });
  expect(await todo(p.client2)).toEqual({ pay: 1 });
  await rpc(db, p.cleaner, 'submit_bid', { p_quote_request_id: q, p_amount_kobo: 1_500_000, p_note: null });
  expect(await todo(p.client2)).toEqual({ pay: 1, compare_bids: 1 });
});

it('is not offered to the anonymous API key', async () => {
  expect(await rpcError(db, ANON, 'my_todo', {})).toMatch(/permission denied/);
});
