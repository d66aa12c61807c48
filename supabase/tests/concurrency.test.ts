/**
 * 20 concurrent accepts of different bids on one request award exactly one. On PostgreSQL (TEST_DB=postgres) the
 * calls really overlap on 20 connections; PGlite has one connection, so there they run one after another.
 */
import { rpc } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { makeCleaner, makePeople } from './helpers/world';

describe('concurrent bid acceptance', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('awards exactly one of 20 bids and creates exactly one booking', async () => {
    const { db } = t;
    const p = await makePeople(db);
    const cleaners = [];
    for (let i = 0; i < 20; i++) cleaners.push(await makeCleaner(db, p.admin, `Racer ${i}`));
    const q = await rpc<string>(db, p.client, 'create_quote_request', {
      p_service_type: 'House Cleaning', p_location: 'Garki', p_description: 'Race', p_state: 'FCT',
    });
    const bids: string[] = [];
    for (const [i, c] of cleaners.entries()) {
      bids.push(await rpc<string>(db, c, 'submit_bid', { p_quote_request_id: q, p_amount_kobo: 1000000 + i }));
    }
    const results = await Promise.allSettled(bids.map((b) => rpc<string>(db, p.client, 'accept_bid', { p_bid_id: b })));
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(new Set(lost.map((r) => (r.reason as Error).message))).toEqual(new Set(['This request has already been awarded.']));
    const state = await db.query<{ accepted: string; rejected: string; bookings: string; status: string }>(
      `select (select count(*) from public.bids where quote_request_id = $1 and status = 'accepted')::text as accepted,
              (select count(*) from public.bids where quote_request_id = $1 and status = 'rejected')::text as rejected,
              (select count(*) from public.bookings where quote_request_id = $1)::text as bookings,
              (select status::text from public.quote_requests where id = $1) as status`,
      [q],
    );
    expect(state.rows[0]).toEqual({ accepted: '1', rejected: '19', bookings: '1', status: 'awarded' });
  });
});
