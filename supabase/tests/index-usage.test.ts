/**
 * Every list a screen loads can be served by an index: with sequential scans priced out, the plan of each query (run
 * as the role that makes it, so RLS is part of the plan) reads its main table through an index. Timings belong to the
 * bench, not here.
 */
import { as, ANON, type Caller } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { buildFixture, type Fixture } from './helpers/world';

interface ScreenQuery {
  screen: string;
  table: string;
  who: (f: Fixture) => Caller;
  sql: (f: Fixture) => [string, unknown[]];
  /** The index gives the order too: no Sort node (a page must not sort the whole table). */
  ordered?: boolean;
}

const queries: ScreenQuery[] = [
  { screen: 'notification bell', table: 'notifications', who: (f) => f.people.client,
    sql: (f) => [`select * from public.notifications where recipient_id = $1 order by created_at desc limit 50`, [f.people.client.id]] },
  { screen: 'unread count', table: 'notifications', who: (f) => f.people.client,
    sql: (f) => [`select count(*) from public.notifications where recipient_id = $1 and not is_read`, [f.people.client.id]] },
  { screen: 'cleaner: open requests', table: 'quote_requests', who: (f) => f.people.cleaner,
    sql: () => [`select * from public.quote_requests where status = 'open' order by created_at desc limit 50`, []] },
  { screen: 'client: my requests', table: 'quote_requests', who: (f) => f.people.client,
    sql: (f) => [`select * from public.quote_requests where requester_id = $1 order by created_at desc`, [f.people.client.id]] },
  { screen: 'client: bids on a request', table: 'bids', who: (f) => f.people.client,
    sql: (f) => [`select * from public.bids where quote_request_id = $1 order by amount_kobo`, [f.clientQuote]] },
  { screen: 'cleaner: my bids', table: 'bids', who: (f) => f.people.cleaner,
    sql: (f) => [`select * from public.bids where cleaner_id = $1 order by created_at desc`, [f.people.cleaner.id]] },
  { screen: 'client: my bookings', table: 'bookings', who: (f) => f.people.client,
    sql: (f) => [`select * from public.bookings where customer_id = $1 order by created_at desc`, [f.people.client.id]] },
  { screen: 'cleaner: bookings by status', table: 'bookings', who: (f) => f.people.cleaner,
    sql: (f) => [`select * from public.bookings where cleaner_id = $1 and status = 'pending' order by created_at desc`, [f.people.cleaner.id]] },
  { screen: 'admin: guest bookings', table: 'bookings', who: (f) => f.people.admin,
    sql: () => [`select * from public.bookings where status = 'pending' and customer_kind = 'guest' order by created_at desc limit 50`, []] },
  { screen: 'cleaner profile: reviews', table: 'reviews', who: () => ANON,
    sql: (f) => [`select * from public.reviews where cleaner_id = $1 order by created_at desc`, [f.people.cleaner.id]] },
  { screen: 'find a cleaner', table: 'cleaner_profiles', who: () => ANON,
    sql: () => [`select * from public.cleaner_profiles c where c.verification_status = 'verified' and c.status = 'active'
                 and c.search_text like public.like_fragment('lagos') order by c.rating_avg desc, c.rating_count desc, c.user_id limit 24`, []] },
  { screen: 'admin: verification queue', table: 'verification_submissions', who: (f) => f.people.admin,
    sql: () => [`select * from public.verification_submissions where status = 'pending' order by submitted_at desc`, []] },
  { screen: 'client: schedules', table: 'schedules', who: (f) => f.people.client,
    sql: (f) => [`select * from public.schedules where client_id = $1 order by start_date desc`, [f.people.client.id]] },
  { screen: 'cleaner: schedules', table: 'schedules', who: (f) => f.people.cleaner,
    sql: (f) => [`select * from public.schedules where cleaner_id = $1 order by start_date desc`, [f.people.cleaner.id]] },
  { screen: 'schedule visits', table: 'bookings', who: (f) => f.people.cleaner,
    sql: (f) => [`select * from public.bookings where schedule_id = $1 order by starts_at`, [f.schedule]] },
  { screen: 'client: payments', table: 'payments', who: (f) => f.people.client,
    sql: (f) => [`select * from public.payments where client_id = $1 order by created_at desc`, [f.people.client.id]] },
  { screen: 'chat: messages', table: 'chat_messages', who: (f) => f.people.guest,
    sql: (f) => [`select * from public.chat_messages where thread_id = $1 order by created_at`, [f.guestThread]] },
  { screen: 'admin: chats', table: 'chat_threads', who: (f) => f.people.admin,
    sql: () => [`select * from public.chat_threads order by last_message_at desc nulls last limit 50`, []] },
  // Issue 25: the console's lists are pages of the database, each in the order of an index.
  { screen: 'admin: client list page', table: 'client_profiles', who: (f) => f.people.admin,
    sql: () => [`select * from public.client_profiles order by created_at desc, user_id limit 20 offset 20`, []] },
  { screen: 'admin: cleaners page', table: 'cleaner_profiles', who: (f) => f.people.admin,
    sql: () => [`select * from public.cleaner_profiles order by created_at desc, user_id limit 20`, []] },
  { screen: 'admin: Cleaner Match picker', table: 'cleaner_profiles', who: (f) => f.people.admin,
    sql: () => [`select user_id, display_name from public.cleaner_profiles where status = 'active' and verification_status = 'verified'
                 order by display_name, user_id limit 20`, []] },
  { screen: 'admin: payments page and export (all statuses)', table: 'payments', who: (f) => f.people.admin, ordered: true,
    sql: () => [`select * from public.payments order by created_at desc, id desc limit 20 offset 20`, []] },
  { screen: 'admin: bookings export page (keyset)', table: 'bookings', who: (f) => f.people.admin, ordered: true,
    sql: () => [`select * from public.bookings where (created_at, id) < (now(), 'ffffffff-ffff-4fff-bfff-ffffffffffff'::uuid)
                 order by created_at desc, id desc limit 1000`, []] },
  { screen: 'prices lookup', table: 'cleaning_prices', who: () => ANON,
    sql: () => [`select * from public.cleaning_prices where building_type = 'residential' and building_condition = 'new' and num_rooms = 2`, []] },
  { screen: 'subscription lookup', table: 'subscription_plans', who: () => ANON,
    sql: (f) => [`select * from public.subscription_plans where building_type = 'residential' and num_rooms = 2 and frequency_id = $1`, [f.frequency]] },
];

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(async () => {
  await t?.close();
});

describe('screen queries use indexes', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await buildFixture(t.db);
  });

  it.each(queries.map((q) => [q.screen, q] as const))('%s', async (_screen, q) => {
    const [sql, params] = q.sql(f);
    const plan = await as(t.db, q.who(f), async (tx) => {
      await tx.query(`select set_config('enable_seqscan', 'off', true)`);
      // Sorting priced out too: a plan keeps a Sort only when no index gives the order (tiny test tables favour sorting).
      if (q.ordered) await tx.query(`select set_config('enable_sort', 'off', true)`);
      const r = await tx.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, params);
      return r.rows.map((x) => x['QUERY PLAN']).join('\n');
    });
    expect(plan).not.toMatch(new RegExp(`Seq Scan on ${q.table}\\b`));
    expect(plan).toMatch(new RegExp(`(Index|Index Only|Bitmap Heap) Scan (using \\S+ )?on ${q.table}\\b`));
    if (q.ordered) expect(plan).not.toMatch(/\bSort\b/);
  });
});

describe('no index only repeats the start of another', () => {
  // A non-unique plain b-tree whose columns, orders and operator classes are the leading part of another b-tree on the
  // same table answers nothing the longer one does not, and costs every write to the table one more index entry.
  it('every plain b-tree index in public is needed', async () => {
    const r = await t.db.query<{ table_name: string; redundant: string; covered_by: string }>(`
      with ix as (
        select i.indexrelid, i.indrelid, c.relname as index_name, t.relname as table_name, i.indisunique,
               string_to_array(i.indkey::text, ' ') as keys, string_to_array(i.indoption::text, ' ') as opts,
               string_to_array(i.indclass::text, ' ') as classes, am.amname,
               i.indpred is null and i.indexprs is null as plain
          from pg_index i join pg_class c on c.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
          join pg_namespace n on n.oid = t.relnamespace join pg_am am on am.oid = c.relam
         where n.nspname = 'public')
      select a.table_name, a.index_name as redundant, b.index_name as covered_by
        from ix a join ix b on a.indrelid = b.indrelid and a.indexrelid <> b.indexrelid
       where a.amname = 'btree' and b.amname = 'btree' and not a.indisunique and a.plain and b.plain
         and cardinality(a.keys) <= cardinality(b.keys)
         and a.keys = b.keys[1:cardinality(a.keys)] and a.opts = b.opts[1:cardinality(a.opts)]
         and a.classes = b.classes[1:cardinality(a.classes)]
       order by 1, 2`);
    expect(r.rows).toEqual([]);
  });
});
