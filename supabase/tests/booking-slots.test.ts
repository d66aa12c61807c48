/**
 * Booking slots (issue 27, item 1): a booking holds the absolute start and end of its slot; scheduled_date always
 * follows as the Lagos day of the start.
 */
import type { Database } from '@spotless/local-supabase';
import { as, attempt, rpc, SERVICE } from './helpers/actors';
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

/** A booking waiting for an admin's match (no cleaner: no availability applies), so any time can be written. */
const unmatched = () => rpc<string>(db, p.client, 'create_booking', { p_cleaner_id: null, p_services: ['Deep Cleaning'], p_location: 'Lekki' });

describe('booking slot columns', () => {
  it('keep scheduled_date as the Lagos day of starts_at (23:30 UTC is the next day in Lagos)', async () => {
    const id = await unmatched();
    const r = await as(db, SERVICE, async (tx) =>
      (await tx.query<{ d: string }>(
        `update public.bookings set starts_at = '2031-03-04T23:30:00Z', ends_at = '2031-03-05T01:30:00Z' where id = $1
         returning scheduled_date::text as d`, [id])).rows[0]!);
    expect(r.d).toBe('2031-03-05');
  });

  it('refuse an end before the start, or one without the other', async () => {
    const id = await unmatched();
    const backwards = await attempt(db, SERVICE, `update public.bookings set starts_at = '2031-03-05T10:00:00Z', ends_at = '2031-03-05T09:00:00Z' where id = $1`, [id]);
    expect(backwards).toMatchObject({ ok: false });
    const half = await attempt(db, SERVICE, `update public.bookings set starts_at = '2031-03-05T10:00:00Z', ends_at = null where id = $1`, [id]);
    expect(half).toMatchObject({ ok: false });
  });
});
