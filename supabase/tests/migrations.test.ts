import { openTestDatabase, type TestDatabase } from './helpers/database';

describe('migrations', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('create every product table in public with row-level security enabled', async () => {
    const r = await t.db.query<{ relname: string; relrowsecurity: boolean }>(
      `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' order by 1`,
    );
    const names = r.rows.map((x) => x.relname);
    for (const table of ['profiles', 'user_roles', 'client_profiles', 'cleaner_profiles', 'cleaner_private',
      'verification_submissions', 'document_access_log', 'quote_requests', 'quote_request_contacts', 'bids', 'bookings',
      'booking_contacts', 'schedules', 'payments', 'reviews', 'notifications', 'chat_threads',
      'chat_messages', 'cleaning_prices', 'frequencies', 'subscription_plans', 'subscriptions', 'pre_subscriptions',
      'partnership_enquiries', 'price_update_settings']) {
      expect(names).toContain(table);
    }
    expect(r.rows.filter((x) => !x.relrowsecurity)).toEqual([]);
  });

  it('publish the live tables to supabase_realtime', async () => {
    const r = await t.db.query<{ tablename: string }>(
      `select tablename from pg_publication_tables where pubname = 'supabase_realtime' order by 1`,
    );
    expect(r.rows.map((x) => x.tablename)).toEqual(
      // payments and payouts (issue 23): the return page shows Paid, and earnings a payout's progress, as it happens.
      // booking_events and booking_messages (issue 27): the booking page's timeline and conversation are live;
      // schedules and reviews (issue 27, item 7): the cleaner's schedules and rating summary follow without a reload;
      // booking_standby and standby_offers (issue 27, item 5): standby jobs appear to cleaners and admins as offered.
      [
        'bids', 'booking_events', 'booking_messages', 'booking_standby', 'bookings', 'chat_messages', 'chat_threads', 'notifications',
        'payments', 'payouts', 'quote_requests', 'reviews', 'schedules', 'standby_offers',
      ],
    );
  });

  it('create the two storage buckets with their limits', async () => {
    const r = await t.db.query<{ id: string; public: boolean; file_size_limit: string }>(
      `select id, public, file_size_limit::text from storage.buckets order by id`,
    );
    expect(r.rows).toEqual([
      { id: 'avatars', public: true, file_size_limit: '2097152' },
      { id: 'verification-documents', public: false, file_size_limit: '5242880' },
    ]);
  });
});
