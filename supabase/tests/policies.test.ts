/**
 * The row-level security matrix: every table x select/insert/update/delete x role, acting as that role (never as a
 * superuser). Each attempt is rolled back, so all roles see the same fixture. Denials come in two forms, both asserted:
 * no privilege at all (the statement fails with "permission denied"), or a privilege limited by a policy (select and
 * update/delete match 0 rows without an error; insert fails with a row-level security error).
 */
import { ANON, attempt, as, createUser, rpc, SERVICE, type Caller } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { buildFixture, type Fixture } from './helpers/world';

const NAMES = ['anon', 'guest', 'client', 'client2', 'cleaner', 'cleaner2', 'suspended', 'admin', 'superAdmin'] as const;
type Name = (typeof NAMES)[number];
type ApiRole = 'anon' | 'authenticated';
const ADMINS: Name[] = ['admin', 'superAdmin'];

interface OpSpec {
  /** The statement (with RETURNING for insert/update/delete) and its parameters. */
  sql: (f: Fixture, extra: Extra) => [string, unknown[]];
  allowed: Name[];
  /** API roles holding the privilege; others must get "permission denied". */
  grant: ApiRole[];
}

interface TableSpec {
  table: string;
  /** SQL expression identifying a row, compared as text. */
  key: string;
  rows: (f: Fixture, extra: Extra) => Record<string, string>;
  selectGrant: ApiRole[];
  /** Row labels each role sees; admins see every row and everyone else none unless listed. */
  visible: Partial<Record<Name, string[]>>;
  insert?: OpSpec;
  update?: OpSpec;
  delete?: OpSpec;
}

interface Extra {
  clientNotification: string;
  cleanerNotification: string;
  /** A review of the cleaner by a client outside the matrix, held because they booked with the cleaner's phone number. */
  heldReview: string;
  /** The guest's message to the cleaner about guestBooking, and the cleaner's report of it. */
  bookingMessage: string;
  messageReport: string;
  /** client2's Ikeja job that cleaner2 dropped (standby replacement), and its offer to cleaner (the other Ikeja cleaner). */
  standby: string;
  standbyOffer: string;
  /** One of cleaner's weekly working windows, the day-before reminder client got, an operator action, a queued SMS. */
  availability: string;
  reminder: string;
  auditEntry: string;
  outboundMessage: string;
}

const apiRole = (n: Name): ApiRole => (n === 'anon' ? 'anon' : 'authenticated');

const specs: TableSpec[] = [
  {
    table: 'profiles', key: 'id::text',
    rows: (f) => ({ guest: f.people.guest.id, client: f.people.client.id, client2: f.people.client2.id, cleaner: f.people.cleaner.id, cleaner2: f.people.cleaner2.id }),
    selectGrant: ['authenticated'],
    visible: { guest: ['guest', 'cleaner'], client: ['client', 'cleaner'], client2: ['client2'], cleaner: ['cleaner', 'client', 'guest'], cleaner2: ['cleaner2'], suspended: [] },
    update: { sql: (f) => [`update public.profiles set full_name = 'Funke A.' where id = $1 returning id`, [f.people.client.id]], allowed: ['client'], grant: ['authenticated'] },
  },
  {
    table: 'user_roles', key: `user_id::text || ':' || role`,
    rows: (f) => ({ client: `${f.people.client.id}:client`, cleaner: `${f.people.cleaner.id}:cleaner`, admin: `${f.people.admin.id}:admin` }),
    selectGrant: ['authenticated'],
    visible: { client: ['client'], cleaner: ['cleaner'], admin: ['client', 'cleaner', 'admin'] },
  },
  {
    table: 'client_profiles', key: 'user_id::text',
    rows: (f) => ({ client: f.people.client.id, client2: f.people.client2.id }),
    selectGrant: ['authenticated'],
    visible: { client: ['client'], client2: ['client2'] },
    update: { sql: (f) => [`update public.client_profiles set state_of_residence = 'Lagos', lga_of_residence = 'Eti-Osa' where user_id = $1 returning user_id`, [f.people.client.id]], allowed: ['client'], grant: ['authenticated'] },
  },
  {
    table: 'cleaner_profiles', key: 'user_id::text',
    rows: (f) => ({ cleaner: f.people.cleaner.id, cleaner2: f.people.cleaner2.id, suspended: f.people.suspended.id }),
    selectGrant: ['anon', 'authenticated'],
    visible: {
      anon: ['cleaner', 'cleaner2'], guest: ['cleaner', 'cleaner2'], client: ['cleaner', 'cleaner2'], client2: ['cleaner', 'cleaner2'],
      cleaner: ['cleaner', 'cleaner2'], cleaner2: ['cleaner', 'cleaner2'], suspended: ['cleaner', 'cleaner2', 'suspended'],
    },
    update: { sql: (f) => [`update public.cleaner_profiles set bio = 'Ten years of experience.' where user_id = $1 returning user_id`, [f.people.cleaner.id]], allowed: ['cleaner'], grant: ['authenticated'] },
  },
  {
    table: 'cleaner_private', key: 'user_id::text',
    rows: (f) => ({ cleaner: f.people.cleaner.id, cleaner2: f.people.cleaner2.id }),
    selectGrant: ['authenticated'],
    visible: { cleaner: ['cleaner'], cleaner2: ['cleaner2'] },
    update: { sql: (f) => [`update public.cleaner_private set address = '7 Opebi Road' where user_id = $1 returning user_id`, [f.people.cleaner.id]], allowed: ['cleaner'], grant: ['authenticated'] },
  },
  {
    table: 'verification_submissions', key: 'id::text',
    rows: (f) => ({ cleaner: f.submission, pending: f.pendingSubmission }),
    selectGrant: ['authenticated'],
    visible: { cleaner: ['cleaner'] },
  },
  {
    table: 'document_access_log', key: 'id::text',
    rows: (f) => ({ log: f.accessLog }),
    selectGrant: ['authenticated'],
    visible: {},
  },
  {
    table: 'quote_requests', key: 'id::text',
    rows: (f) => ({ guestQuote: f.guestQuote, clientQuote: f.clientQuote }),
    selectGrant: ['authenticated'],
    visible: { guest: ['guestQuote'], client: ['clientQuote'], cleaner: ['guestQuote', 'clientQuote'], cleaner2: ['guestQuote', 'clientQuote'] },
  },
  {
    table: 'quote_request_contacts', key: 'quote_request_id::text',
    rows: (f) => ({ guestQuote: f.guestQuote, clientQuote: f.clientQuote }),
    selectGrant: ['authenticated'],
    // The cleaner whose bid was accepted sees the client's contact; the losing bidder and open-request bidders do not.
    visible: { guest: ['guestQuote'], client: ['clientQuote'], cleaner: ['clientQuote'] },
  },
  {
    table: 'bids', key: 'id::text',
    rows: (f) => ({ gK: f.guestBidByCleaner, gK2: f.guestBidByCleaner2, cK: f.clientBidByCleaner, cK2: f.clientBidByCleaner2 }),
    selectGrant: ['authenticated'],
    visible: { guest: ['gK', 'gK2'], client: ['cK', 'cK2'], cleaner: ['gK', 'cK'], cleaner2: ['gK2', 'cK2'] },
    delete: { sql: (f) => [`delete from public.bids where id = $1 returning id`, [f.guestBidByCleaner2]], allowed: ADMINS, grant: ['authenticated'] },
  },
  {
    table: 'bookings', key: 'id::text',
    rows: (f) => ({ quote: f.quoteBooking, pending: f.pendingBooking, guest: f.guestBooking }),
    selectGrant: ['authenticated'],
    visible: { guest: ['guest'], client: ['quote', 'pending'], cleaner: ['quote', 'guest'], cleaner2: ['pending'] },
  },
  {
    table: 'booking_contacts', key: 'booking_id::text',
    rows: (f) => ({ quote: f.quoteBooking, pending: f.pendingBooking, guest: f.guestBooking }),
    selectGrant: ['authenticated'],
    // cleaner2's booking is still pending: no contact details yet.
    visible: { guest: ['guest'], client: ['quote', 'pending'], cleaner: ['quote', 'guest'], cleaner2: [] },
  },
  {
    table: 'reviews', key: 'id::text',
    rows: (f, x) => ({ review: f.review, held: x.heldReview }),
    selectGrant: ['anon', 'authenticated'],
    // A held review is seen by its author (outside the matrix) and admins only.
    visible: { ...Object.fromEntries(NAMES.map((n) => [n, ['review']])), admin: ['review', 'held'], superAdmin: ['review', 'held'] },
    delete: { sql: (f) => [`delete from public.reviews where id = $1 returning id`, [f.review]], allowed: ADMINS, grant: ['authenticated'] },
  },
  {
    table: 'review_flags', key: 'review_id::text',
    rows: (_f, x) => ({ held: x.heldReview }),
    selectGrant: ['authenticated'],
    visible: {},
  },
  {
    table: 'notifications', key: 'id::text',
    rows: (_f, x) => ({ client: x.clientNotification, cleaner: x.cleanerNotification }),
    selectGrant: ['authenticated'],
    visible: { client: ['client'], cleaner: ['cleaner'], admin: [], superAdmin: [] },
    update: { sql: (_f, x) => [`update public.notifications set is_read = true where id = $1 returning id`, [x.clientNotification]], allowed: ['client'], grant: ['authenticated'] },
    delete: { sql: (_f, x) => [`delete from public.notifications where id = $1 returning id`, [x.clientNotification]], allowed: ['client'], grant: ['authenticated'] },
  },
  {
    table: 'chat_threads', key: 'id::text',
    rows: (f) => ({ thread: f.guestThread }),
    selectGrant: ['authenticated'],
    visible: { guest: ['thread'] },
  },
  {
    table: 'chat_messages', key: 'id::text',
    rows: (f) => ({ message: f.guestMessage }),
    selectGrant: ['authenticated'],
    visible: { guest: ['message'] },
    insert: {
      sql: (f) => [`insert into public.chat_messages (thread_id, sender_id, from_admin, body) values ($1, auth.uid(), public.is_admin(), 'Hello') returning id`, [f.guestThread]],
      allowed: ['guest', ...ADMINS], grant: ['authenticated'],
    },
  },
  {
    table: 'schedules', key: 'id::text',
    rows: (f) => ({ schedule: f.schedule }),
    selectGrant: ['authenticated'],
    visible: { client: ['schedule'], cleaner: ['schedule'] },
    insert: {
      sql: () => [`insert into public.schedules (client_id, start_date, service_time) values (auth.uid(), current_date + 3, '10:00') returning id`, []],
      allowed: ['client', 'client2', ...ADMINS], grant: ['authenticated'],
    },
    update: { sql: (f) => [`update public.schedules set notes = 'Gate code 1234' where id = $1 returning id`, [f.schedule]], allowed: ADMINS, grant: ['authenticated'] },
    delete: { sql: (f) => [`delete from public.schedules where id = $1 returning id`, [f.schedule]], allowed: ADMINS, grant: ['authenticated'] },
  },
  {
    table: 'payments', key: 'id::text',
    rows: (f) => ({ payment: f.payment, online: f.onlinePayment }),
    selectGrant: ['authenticated'],
    // The booking's cleaner no longer reads the customer's payment (issue 23): their money is in payouts.
    visible: { client: ['payment'], guest: ['online'] },
    insert: {
      sql: (f) => [`insert into public.payments (client_id, amount_kobo, method, reference) values ($1, 150000, 'cash', 'REF-' || md5(random()::text)) returning id`, [f.people.client.id]],
      allowed: ADMINS, grant: ['authenticated'],
    },
    update: { sql: (f) => [`update public.payments set status = 'refunded' where id = $1 returning id`, [f.payment]], allowed: ADMINS, grant: ['authenticated'] },
  },
  // Money (issue 23): written only by the money RPCs, so no browser role holds a write privilege (the matrix's default
  // statements must be refused with "permission denied" for every role, admins included).
  {
    table: 'payouts', key: 'id::text',
    rows: (f) => ({ payout: f.payout }),
    selectGrant: ['authenticated'],
    visible: { cleaner: ['payout'] },
  },
  {
    table: 'refunds', key: 'id::text',
    rows: (f) => ({ refund: f.refund }),
    selectGrant: ['authenticated'],
    visible: { guest: ['refund'] },
  },
  {
    table: 'payout_accounts', key: 'cleaner_id::text',
    rows: (f) => ({ cleaner: f.people.cleaner.id }),
    selectGrant: ['authenticated'],
    visible: { cleaner: ['cleaner'] },
  },
  {
    table: 'paystack_events', key: 'id::text',
    rows: (f) => ({ event: f.paystackEvent }),
    selectGrant: ['authenticated'],
    visible: {},
    // Not the identity column: PostgreSQL refuses updating that before it checks privileges.
    update: { sql: (f) => [`update public.paystack_events set outcome = 'handled' where id = $1 returning id`, [f.paystackEvent]], allowed: [], grant: [] },
  },
  {
    table: 'money_audit', key: 'id::text',
    rows: (f) => ({ audit: f.moneyAudit }),
    selectGrant: ['authenticated'],
    visible: {},
    update: { sql: (f) => [`update public.money_audit set details = '{}' where id = $1 returning id`, [f.moneyAudit]], allowed: [], grant: [] },
  },
  {
    table: 'payment_settings', key: 'id::text',
    rows: () => ({ settings: 'true' }),
    selectGrant: ['authenticated'],
    // Cleaners see the commission they pay; it changes only through set_commission_bps.
    visible: Object.fromEntries(NAMES.filter((n) => n !== 'anon').map((n) => [n, ['settings']])),
  },
  {
    table: 'money_transitions', key: `lifecycle || ':' || from_status || ':' || to_status`,
    rows: () => ({ release: 'payout:held:queued' }),
    selectGrant: ['anon', 'authenticated'],
    visible: Object.fromEntries(NAMES.map((n) => [n, ['release']])),
  },
  {
    table: 'booking_transitions', key: `from_status || ':' || to_status`,
    rows: () => ({ accept: 'pending:accepted' }),
    selectGrant: ['anon', 'authenticated'],
    visible: Object.fromEntries(NAMES.map((n) => [n, ['accept']])),
  },
  {
    // A booking's timeline: its customer, its cleaner and admins (written only by triggers and internal functions).
    table: 'booking_events', key: `booking_id::text || ':' || kind`,
    rows: (f) => ({ guestBooking: `${f.guestBooking}:requested`, quoteBooking: `${f.quoteBooking}:requested`, pendingBooking: `${f.pendingBooking}:requested` }),
    selectGrant: ['authenticated'],
    visible: { guest: ['guestBooking'], client: ['quoteBooking', 'pendingBooking'], cleaner: ['guestBooking', 'quoteBooking'], cleaner2: ['pendingBooking'] },
  },
  {
    // A booking's conversation: its two parties read it; admins only through admin_booking_conversation, which
    // writes the read to the operator audit (20250713000000); written only through send_booking_message.
    table: 'booking_messages', key: 'id::text',
    rows: (_f, x) => ({ message: x.bookingMessage }),
    selectGrant: ['authenticated'],
    visible: { guest: ['message'], cleaner: ['message'], admin: [], superAdmin: [] },
  },
  {
    // A dropped job's standby: its customer and admins follow it; the cleaner who dropped it does not.
    table: 'booking_standby', key: 'id::text',
    rows: (_f, x) => ({ standby: x.standby }),
    selectGrant: ['authenticated'],
    visible: { client2: ['standby'] },
  },
  {
    // A standby offer: only the cleaner it was made to (and admins); written only by the standby functions.
    table: 'standby_offers', key: 'id::text',
    rows: (_f, x) => ({ offer: x.standbyOffer }),
    selectGrant: ['authenticated'],
    visible: { cleaner: ['offer'] },
  },
  {
    table: 'booking_message_reports', key: 'id::text',
    rows: (_f, x) => ({ report: x.messageReport }),
    selectGrant: ['authenticated'],
    visible: {},
  },
  {
    // The cancellation and reschedule policy: the screens state it to everyone; it changes only through its RPC.
    table: 'booking_change_settings', key: 'id::text',
    rows: () => ({ settings: 'true' }),
    selectGrant: ['anon', 'authenticated'],
    visible: Object.fromEntries(NAMES.map((n) => [n, ['settings']])),
  },
  {
    // Working hours are public (slots are offered from them); a cleaner changes their own through set_my_availability.
    table: 'cleaner_availability', key: 'id::text',
    rows: (_f, x) => ({ window: x.availability }),
    selectGrant: ['anon', 'authenticated'],
    visible: Object.fromEntries(NAMES.map((n) => [n, ['window']])),
  },
  {
    // A reminder is seen by the person it was sent to only (admins included: not theirs); written by the scheduler.
    table: 'booking_reminders', key: `booking_id::text || ':' || kind`,
    rows: (_f, x) => ({ reminder: x.reminder }),
    selectGrant: ['authenticated'],
    visible: { client: ['reminder'], admin: [], superAdmin: [] },
  },
  {
    // The operator audit trail: super_admins only, and nobody writes it through the API.
    // (Keyed by action first: the matrix's default update writes the key's first column, and id is an identity.)
    table: 'operator_audit', key: `action || ':' || id::text`,
    rows: (_f, x) => ({ entry: x.auditEntry }),
    selectGrant: ['authenticated'],
    visible: { admin: [], superAdmin: ['entry'] },
  },
  {
    // What the console's person search looks in (name, e-mail, phone): read by the admin list RPCs only.
    table: 'person_search_texts', key: 'profile_id::text',
    rows: (f) => ({ client: f.people.client.id }),
    selectGrant: [],
    visible: {},
  },
  {
    // The Client List's search texts beside each client's created_at: read by admin_clients_page only.
    table: 'client_search_texts', key: 'user_id::text',
    rows: (f) => ({ client: f.people.client.id }),
    selectGrant: [],
    visible: {},
  },
  {
    // The Bookings tabs' search texts (contact, customer, cleaner) beside each booking's kind and created_at: read by
    // admin_bookings_page only.
    table: 'booking_search_texts', key: 'booking_id::text',
    rows: (f) => ({ booking: f.guestBooking }),
    selectGrant: [],
    visible: {},
  },
  {
    // Bookings per customer kind, the console's unsearched Bookings totals: read by admin_bookings_page only.
    table: 'booking_kind_counts', key: 'customer_kind',
    rows: () => ({ guest: 'guest' }),
    selectGrant: [],
    visible: {},
  },
  {
    // E-mail and SMS waiting for the delivery function: server-side only (they hold people's addresses).
    table: 'outbound_messages', key: 'id::text',
    rows: (_f, x) => ({ sms: x.outboundMessage }),
    selectGrant: [],
    visible: {},
  },
  ...(['cleaning_prices', 'frequencies', 'subscription_plans'] as const).map((table): TableSpec => ({
    table, key: 'id::text',
    rows: (f) => ({ row: table === 'cleaning_prices' ? f.price : table === 'frequencies' ? String(f.frequency) : f.plan }),
    selectGrant: ['anon', 'authenticated'],
    visible: Object.fromEntries(NAMES.map((n) => [n, ['row']])),
    insert: {
      sql: (f) => table === 'cleaning_prices'
        ? [`insert into public.cleaning_prices (building_type, building_condition, num_rooms, base_price_kobo) values ('commercial', 'old', 9, 9000000) returning id`, []]
        : table === 'frequencies'
          ? [`insert into public.frequencies (name) values ('Quarterly') returning id`, []]
          : [`insert into public.subscription_plans (building_type, num_rooms, frequency_id, price_kobo) values ('commercial', 4, $1, 100) returning id`, [f.frequency]],
      allowed: ADMINS, grant: ['authenticated'],
    },
    update: {
      sql: (f) => table === 'cleaning_prices'
        ? [`update public.cleaning_prices set discount_percentage = 15 where id = $1 returning id`, [f.price]]
        : table === 'frequencies'
          ? [`update public.frequencies set name = 'Every week' where id = $1 returning id`, [f.frequency]]
          : [`update public.subscription_plans set price_kobo = 6500000 where id = $1 returning id`, [f.plan]],
      allowed: ADMINS, grant: ['authenticated'],
    },
    delete: {
      sql: (f) => table === 'cleaning_prices'
        ? [`delete from public.cleaning_prices where id = $1 returning id`, [f.price]]
        : table === 'frequencies'
          ? [`delete from public.frequencies where id = $1 and not exists (select 1 from public.subscription_plans where frequency_id = $1) returning id`, [f.frequency]]
          : [`delete from public.subscription_plans where id = $1 returning id`, [f.plan]],
      // The fixture's frequency is in use, so its delete matches nothing even for admins; the plan's delete cascades.
      allowed: table === 'frequencies' ? [] : ADMINS, grant: ['authenticated'],
    },
  })),
  {
    table: 'subscriptions', key: 'id::text',
    rows: (f) => ({ sub: f.subscription }),
    selectGrant: ['authenticated'],
    visible: { client: ['sub'] },
    insert: { sql: (f) => [`insert into public.subscriptions (client_id, plan_id) values ($1, $2) returning id`, [f.people.client2.id, f.plan]], allowed: ADMINS, grant: ['authenticated'] },
    update: { sql: (f) => [`update public.subscriptions set subscription_type = 'premium' where id = $1 returning id`, [f.subscription]], allowed: ADMINS, grant: ['authenticated'] },
  },
  ...(['pre_subscriptions', 'partnership_enquiries'] as const).map((table): TableSpec => ({
    table, key: 'id::text',
    rows: (f) => ({ row: table === 'pre_subscriptions' ? f.preSubscription : f.partnership }),
    selectGrant: ['authenticated'],
    visible: {},
    insert: {
      // Visitors insert without reading back (supabase-js's default return=minimal): no RETURNING.
      sql: (f) => table === 'pre_subscriptions'
        ? [`insert into public.pre_subscriptions (full_name, email, phone, cleaner_preference, subscription_plan_id, frequency_id) values ('Sade Bello', 'sade@example.ng', '+2348023334444', 'Any', $1, $2)`, [f.plan, f.frequency]]
        : [`insert into public.partnership_enquiries (organization_name, address, contact_number, partner_type) values ('Abuja Parks', 'Wuse 2, Abuja', '+2348090001111', 'Parks')`, []],
      allowed: [...NAMES], grant: ['anon', 'authenticated'],
    },
    delete: {
      sql: (f) => [`delete from public.${table} where id = $1 returning id`, [table === 'pre_subscriptions' ? f.preSubscription : f.partnership]],
      allowed: ADMINS, grant: ['authenticated'],
    },
  })),
  {
    table: 'price_update_settings', key: 'scope',
    rows: () => ({ cleaning: 'cleaning_prices', plans: 'subscription_plans' }),
    selectGrant: ['authenticated'],
    visible: {},
    update: { sql: () => [`update public.price_update_settings set locked = true where scope = 'cleaning_prices' returning scope`, []], allowed: ADMINS, grant: ['authenticated'] },
  },
  // Write rate limits and their counters: server-side only, no API role (admins included) holds any privilege.
  ...(['write_limits', 'write_counts'] as const).map((table): TableSpec => ({
    table, key: 'action',
    rows: () => ({ quotes: 'quote_request' }),
    selectGrant: [],
    visible: {},
  })),
];

describe('row-level security matrix', () => {
  let t: TestDatabase;
  let f: Fixture;
  let extra: Extra;
  let who: Record<Name, Caller>;

  beforeAll(async () => {
    t = await openTestDatabase();
    f = await buildFixture(t.db);
    const p = f.people;
    who = { anon: ANON, guest: p.guest, client: p.client, client2: p.client2, cleaner: p.cleaner, cleaner2: p.cleaner2, suspended: p.suspended, admin: p.admin, superAdmin: p.superAdmin };
    const firstOwn = (c: Caller) => as(t.db, c, async (tx) => (await tx.query<{ id: string }>(`select id from public.notifications order by created_at limit 1`)).rows[0]!.id);
    const author = await createUser(t.db, { fullName: 'Sola Alias', phone: '08069990000', accountType: 'client' });
    const heldBooking = await rpc<string>(t.db, author, 'create_booking', {
      p_cleaner_id: p.cleaner.id, p_services: ['Carpet Cleaning'], p_location: 'Gbagada', p_phone: '08031234567',
    });
    await rpc(t.db, p.cleaner, 'accept_booking', { p_booking_id: heldBooking, p_price_kobo: 2000000 });
    await rpc(t.db, p.cleaner, 'complete_booking', { p_booking_id: heldBooking });
    await rpc(t.db, author, 'confirm_booking_completion', { p_booking_id: heldBooking });
    const bookingMessage = await rpc<string>(t.db, p.guest, 'send_booking_message', { p_booking_id: f.guestBooking, p_body: 'Please bring a ladder.' });
    const messageReport = await rpc<string>(t.db, p.cleaner, 'report_booking_message', { p_message_id: bookingMessage, p_reason: 'Testing reports' });
    const dropped = await rpc<string>(t.db, p.client2, 'create_booking', {
      p_cleaner_id: p.cleaner2.id, p_services: ['House Cleaning'], p_location: 'Opebi', p_state: 'Lagos', p_lga: 'Ikeja',
    });
    await rpc(t.db, p.cleaner2, 'accept_booking', { p_booking_id: dropped, p_price_kobo: 1500000 });
    const standby = await rpc<string>(t.db, SERVICE, 'release_booking_to_standby', { p_booking_id: dropped, p_reason: 'cleaner_cancelled' });
    const standbyOffer = (await t.db.query<{ id: string }>(`select id from public.standby_offers where standby_id = $1`, [standby])).rows[0]!.id;
    await rpc(t.db, p.cleaner, 'set_my_availability', { p_windows: JSON.stringify([{ weekday: 1, start: '09:00', end: '17:00' }]) });
    const owner = async (sql: string, params: unknown[] = []) => (await t.db.query<{ k: string }>(sql, params)).rows[0]!.k;
    extra = {
      availability: await owner(`select id::text as k from public.cleaner_availability where cleaner_id = $1 limit 1`, [p.cleaner.id]),
      reminder: await owner(
        `insert into public.booking_reminders (booking_id, recipient_id, kind, slot_starts_at) values ($1, $2, 'day_before', now() + interval '1 day')
         returning booking_id::text || ':' || kind as k`,
        [f.quoteBooking, p.client.id],
      ),
      auditEntry: await owner(`select action || ':' || id::text as k from public.operator_audit order by id limit 1`),
      outboundMessage: await owner(
        `insert into public.outbound_messages (channel, recipient_id, to_address, body) values ('sms', $1, '+2348030000000', 'Reminder') returning id::text as k`,
        [p.client.id],
      ),
      standby,
      standbyOffer,
      bookingMessage,
      messageReport,
      clientNotification: await firstOwn(p.client),
      cleanerNotification: await firstOwn(p.cleaner),
      heldReview: await rpc<string>(t.db, author, 'review_booking', { p_booking_id: heldBooking, p_rating: 5, p_comment: 'Perfect!' }),
    };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('covers every table in public', async () => {
    const r = await t.db.query<{ relname: string }>(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' order by 1`,
    );
    expect(r.rows.map((x) => x.relname).sort()).toEqual(specs.map((s) => s.table).sort());
  });

  describe.each(specs.map((s) => [s.table, s] as const))('%s', (_table, spec) => {
    it('select: each role sees exactly its rows', async () => {
      const rows = spec.rows(f, extra);
      const byValue = new Map(Object.entries(rows).map(([label, v]) => [v, label]));
      for (const name of NAMES) {
        const r = await attempt<{ k: string }>(t.db, who[name], `select ${spec.key} as k from public.${spec.table} where ${spec.key} = any($1::text[])`, [Object.values(rows)]);
        const context = `${spec.table} select as ${name}`;
        if (!spec.selectGrant.includes(apiRole(name))) {
          expect({ context, error: r.ok ? 'none' : r.error }).toEqual({ context, error: expect.stringMatching(/permission denied/) });
          continue;
        }
        expect(r.ok ? undefined : r.error).toBeUndefined();
        if (!r.ok) continue;
        const seen = r.rows.map((x) => byValue.get(x.k)).sort();
        const expected = (spec.visible[name] ?? (ADMINS.includes(name) ? Object.keys(rows) : [])).slice().sort();
        expect({ context, seen }).toEqual({ context, seen: expected });
      }
    });

    for (const op of ['insert', 'update', 'delete'] as const) {
      it(`${op}: allowed roles succeed, the others are refused`, async () => {
        const o = spec[op];
        for (const name of NAMES) {
          const context = `${spec.table} ${op} as ${name}`;
          const [sql, params] = o
            ? o.sql(f, extra)
            : op === 'insert'
              ? [`insert into public.${spec.table} default values`, []]
              : op === 'update'
                ? [`update public.${spec.table} set ${spec.key.replace(/::text.*/, '').replace(/ .*/, '')} = ${spec.key.replace(/::text.*/, '').replace(/ .*/, '')}`, []]
                : [`delete from public.${spec.table}`, []];
          const r = await attempt(t.db, who[name], sql, params);
          const granted = o?.grant.includes(apiRole(name)) ?? false;
          if (o?.allowed.includes(name)) {
            expect({ context, ok: r.ok, error: r.ok ? undefined : r.error }).toEqual({ context, ok: true, error: undefined });
            if (r.ok && op !== 'insert') expect({ context, count: r.count }).toEqual({ context, count: 1 });
          } else if (!granted) {
            expect({ context, error: r.ok ? 'succeeded' : r.error }).toEqual({ context, error: expect.stringMatching(/permission denied/) });
          } else if (op === 'insert') {
            expect({ context, error: r.ok ? 'succeeded' : r.error }).toEqual({ context, error: expect.stringMatching(/row-level security/) });
          } else {
            expect({ context, ok: r.ok, count: r.ok ? r.count : -1 }).toEqual({ context, ok: true, count: 0 });
          }
        }
      });
    }
  });
});
