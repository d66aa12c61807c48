/**
 * References (20250711000000): a booking, quote request or bid is named by a short code of its id (BK-3F2A91C0), and
 * a typed reference stands for the range of ids starting with its digits. The lists search it as that range of the
 * primary key, read as the caller: RLS still decides what is seen (a reference finds nothing that is not the
 * caller's), and because uuid comparison is leakproof the range is an index condition under RLS too.
 */
import type { Database } from '@spotless/local-supabase';
import { as, type Caller } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { buildFixture, type Fixture } from './helpers/world';

let t: TestDatabase;
let db: Database;
let f: Fixture;

beforeAll(async () => {
  t = await openTestDatabase();
  db = t.db;
  f = await buildFixture(db);
});
afterAll(async () => {
  await t?.close();
});

const one = async <T>(sql: string, params: unknown[] = []) => (await db.query<{ v: T }>(sql, params)).rows[0]!.v;
const hex = (term: string, prefix: string) => one<string | null>(`select public.reference_hex($1, $2) as v`, [term, prefix]);
const code = (id: string) => `BK-${id.slice(0, 8).toUpperCase()}`;

/** Bookings a caller sees for a typed reference, as the lists ask: an id range. */
const bookingsFor = (who: Caller, term: string) =>
  as(db, who, async (tx) =>
    (await tx.query<{ id: string }>(
      `select id from public.bookings where id between public.reference_low($1, 'BK') and public.reference_high($1, 'BK') order by id`,
      [term],
    )).rows.map((r) => r.id));

describe('references', () => {
  it('are the kind and the first 8 hex digits of the id, and read back in any case, with or without prefix or dashes', async () => {
    expect(await one(`select public.reference_code('BK', $1::uuid) as v`, [f.guestBooking])).toBe(code(f.guestBooking));
    const digits = f.guestBooking.slice(0, 8);
    for (const typed of [code(f.guestBooking), code(f.guestBooking).toLowerCase(), `bk ${digits.slice(0, 4)}-${digits.slice(4)}`, digits.toUpperCase()]) {
      expect(await hex(typed, 'BK')).toBe(digits);
    }
    expect(await hex(f.guestBooking.toUpperCase(), 'BK')).toBe(f.guestBooking.replace(/-/g, ''));
    // Too short, not hex, too long, or another kind's prefix: no reference.
    for (const typed of ['BK-3F2', 'Kemi', '3f2a%', 'f'.repeat(33), `QR-${digits}`, '', null]) expect(await hex(typed as string, 'BK')).toBeNull();
    expect(await hex(`BID-${digits}`, 'BID')).toBe(digits);
  });

  it('find the caller\'s own booking, and nothing of anyone else\'s, by reference', async () => {
    const { guest, client, cleaner, client2 } = f.people;
    expect(await bookingsFor(guest, code(f.guestBooking))).toEqual([f.guestBooking]);
    expect(await bookingsFor(client, code(f.pendingBooking))).toEqual([f.pendingBooking]);
    // The guest's booking is not the client's: its reference finds nothing for them, nor for another client.
    expect(await bookingsFor(client, code(f.guestBooking))).toEqual([]);
    expect(await bookingsFor(client2, f.guestBooking)).toEqual([]);
    expect(await bookingsFor(guest, code(f.pendingBooking))).toEqual([]);
    // The guest's cleaner sees the guest's booking (it is theirs to do), not the client's pending one with cleaner2.
    expect(await bookingsFor(cleaner, code(f.guestBooking))).toEqual([f.guestBooking]);
    expect(await bookingsFor(cleaner, code(f.pendingBooking))).toEqual([]);
    // No reference, no rows (not every row).
    expect(await bookingsFor(guest, 'Kemi')).toEqual([]);
  });

  it('are searched as an index range of the primary key, under RLS', async () => {
    const plan = await as(db, f.people.guest, async (tx) => {
      await tx.query(`select set_config('enable_seqscan', 'off', true)`);
      const r = await tx.query<{ 'QUERY PLAN': string }>(
        `explain select id from public.bookings where id between public.reference_low($1, 'BK') and public.reference_high($1, 'BK')`,
        [code(f.guestBooking)],
      );
      return r.rows.map((x) => x['QUERY PLAN']).join('\n');
    });
    expect(plan).not.toMatch(/Seq Scan on bookings\b/);
    expect(plan).toMatch(/Index Cond: \(.*\bid >= /);
  });
});
