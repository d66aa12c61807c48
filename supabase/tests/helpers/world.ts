import type { Database } from '@spotless/local-supabase';
import { as, bootstrapSuperAdmin, createUser, passedMfa, rpc, SERVICE, type Actor } from './actors';
import { payBooking, savePayoutAccount } from './money';

/** The people every policy test acts as (anon is the ANON constant). */
export interface People {
  guest: Actor;
  client: Actor;
  client2: Actor;
  cleaner: Actor;
  cleaner2: Actor;
  suspended: Actor;
  pending: Actor;
  admin: Actor;
  superAdmin: Actor;
}

/** Creates a cleaner with a Lagos profile; verified (by `admin`) unless `verify` is false. */
export async function makeCleaner(
  db: Database,
  admin: Actor,
  name: string,
  opts: { verify?: boolean; state?: string; lga?: string; submit?: boolean } = {},
): Promise<Actor> {
  const c = await createUser(db, { fullName: name, phone: '08031234567', accountType: 'cleaner', address: '5 Allen Avenue' });
  await as(db, c, (tx) =>
    tx.query(
      `update public.cleaner_profiles set state = $2, lga = $3, service_locations = $4, bio = 'Thorough and punctual.',
         specializations = '{Residential Cleaning}', availability = 'Weekdays', years_of_experience = '1_year'
       where user_id = $1`,
      [c.id, opts.state ?? 'Lagos', opts.lga ?? 'Ikeja', [`${opts.state ?? 'Lagos'}/${opts.lga ?? 'Ikeja'}`]],
    ),
  );
  if (opts.submit !== false) {
    await rpc(db, c, 'submit_verification', {
      p_id_type: 'NIN',
      p_government_id_path: `${c.id}/nin.jpg`,
      p_address_proof_path: `${c.id}/bill.pdf`,
      p_consent: true,
    });
  }
  if (opts.verify !== false) await rpc(db, admin, 'verify_cleaner', { p_cleaner_id: c.id });
  return c;
}

export async function makePeople(db: Database): Promise<People> {
  // Admins act in sessions that passed MFA: the database grants admin power only at aal2.
  const superAdmin = passedMfa(await createUser(db, { fullName: 'Ngozi Okonjo', phone: '08030000001' }));
  await bootstrapSuperAdmin(db, superAdmin);
  const admin = passedMfa(await createUser(db, { fullName: 'Tunde Bakare', phone: '08030000002' }));
  await rpc(db, superAdmin, 'grant_admin_role', { p_user_id: admin.id, p_role: 'admin' });
  const cleaner = await makeCleaner(db, admin, 'Adaeze Nwosu');
  const cleaner2 = await makeCleaner(db, admin, 'Emeka Eze');
  const suspended = await makeCleaner(db, admin, 'Bola Ahmed');
  await rpc(db, admin, 'suspend_cleaner', { p_cleaner_id: suspended.id });
  const pending = await makeCleaner(db, admin, 'Chidi Okafor', { verify: false });
  const client = await createUser(db, { fullName: 'Funke Adeyemi', phone: '08051112222', accountType: 'client', address: '12 Awolowo Road, Ikoyi' });
  const client2 = await createUser(db, { fullName: 'Musa Bello', phone: '08061113333', accountType: 'client' });
  const guest = await createUser(db, { fullName: '', anonymous: true });
  return { guest, client, client2, cleaner, cleaner2, suspended, pending, admin, superAdmin };
}

/** Ids of the rows the policy matrix looks at. */
export interface Fixture {
  people: People;
  guestQuote: string;
  clientQuote: string;
  guestBidByCleaner: string;
  guestBidByCleaner2: string;
  clientBidByCleaner: string;
  clientBidByCleaner2: string;
  quoteBooking: string;
  pendingBooking: string;
  guestBooking: string;
  review: string;
  schedule: string;
  visit: string;
  payment: string;
  /** The guest's Paystack payment of guestBooking, its cleaner's payout, and an admin's partial refund of it. */
  onlinePayment: string;
  payout: string;
  refund: string;
  paystackEvent: string;
  moneyAudit: string;
  guestThread: string;
  guestMessage: string;
  submission: string;
  pendingSubmission: string;
  accessLog: string;
  price: string;
  frequency: number;
  plan: string;
  subscription: string;
  preSubscription: string;
  partnership: string;
}

/** A small marketplace built through the RPCs, as the real actors would. */
export async function buildFixture(db: Database): Promise<Fixture> {
  const p = await makePeople(db);
  const guestQuote = await rpc<string>(db, p.guest, 'create_quote_request', {
    p_service_type: 'House Cleaning', p_location: 'Ikeja GRA', p_description: 'Three-bedroom flat, deep clean.',
    p_full_name: 'Kemi Guest', p_phone: '08099990000', p_state: 'Lagos', p_lga: 'Ikeja',
  });
  const clientQuote = await rpc<string>(db, p.client, 'create_quote_request', {
    p_service_type: 'Office Cleaning', p_location: 'Victoria Island', p_description: 'Weekly office clean, 4 rooms.',
    p_state: 'Lagos', p_lga: 'Eti-Osa', p_budget: '₦50,000 - ₦80,000',
  });
  const guestBidByCleaner = await rpc<string>(db, p.cleaner, 'submit_bid', { p_quote_request_id: guestQuote, p_amount_kobo: 4500000 });
  const guestBidByCleaner2 = await rpc<string>(db, p.cleaner2, 'submit_bid', { p_quote_request_id: guestQuote, p_amount_kobo: 4000000 });
  const clientBidByCleaner = await rpc<string>(db, p.cleaner, 'submit_bid', { p_quote_request_id: clientQuote, p_amount_kobo: 7000000 });
  const clientBidByCleaner2 = await rpc<string>(db, p.cleaner2, 'submit_bid', { p_quote_request_id: clientQuote, p_amount_kobo: 7500000 });
  const quoteBooking = await rpc<string>(db, p.client, 'accept_bid', { p_bid_id: clientBidByCleaner });
  await rpc(db, p.cleaner, 'complete_booking', { p_booking_id: quoteBooking });
  await rpc(db, p.client, 'confirm_booking_completion', { p_booking_id: quoteBooking });
  const review = await rpc<string>(db, p.client, 'review_booking', { p_booking_id: quoteBooking, p_rating: 5, p_comment: 'Spotless office!' });
  const pendingBooking = await rpc<string>(db, p.client, 'create_booking', {
    p_cleaner_id: p.cleaner2.id, p_services: ['House Cleaning'], p_location: 'Ikoyi', p_num_rooms: 3,
    p_building_type: 'residential', p_building_condition: 'old', p_budget_kobo: 3000000,
  });
  const guestBooking = await rpc<string>(db, p.guest, 'create_booking', {
    p_cleaner_id: p.cleaner.id, p_services: ['Window Cleaning'], p_location: 'Yaba', p_full_name: 'Kemi Guest',
    p_phone: '+2348099990000',
  });
  await rpc(db, p.cleaner, 'accept_booking', { p_booking_id: guestBooking, p_price_kobo: 2500000 });
  const schedule = await as(db, p.client, async (tx) =>
    (await tx.query<{ id: string }>(
      `insert into public.schedules (client_id, service_type, start_date, service_time) values ($1, 'Weekly Cleaning', current_date + 1, '09:00') returning id`,
      [p.client.id],
    )).rows[0]!.id);
  await rpc(db, p.admin, 'match_schedule', { p_schedule_id: schedule, p_cleaner_id: p.cleaner.id });
  const visit = await as(db, p.client, async (tx) =>
    (await tx.query<{ id: string }>(`select id from public.bookings where schedule_id = $1 order by starts_at limit 1`, [schedule])).rows[0]!.id);
  const payment = await as(db, p.admin, async (tx) =>
    (await tx.query<{ id: string }>(
      `insert into public.payments (client_id, booking_id, amount_kobo, method, status, reference, paid_at)
       values ($1, $2, 7000000, 'card', 'completed', 'PAY-FIXTURE-1', now()) returning id`,
      [p.client.id, quoteBooking],
    )).rows[0]!.id);
  const online = await payBooking(db, p.guest, guestBooking, 'kemi.guest@example.ng');
  const refund = await rpc<string>(db, p.admin, 'request_refund', { p_payment_id: online.payment_id, p_amount_kobo: 500000, p_reason: 'One window was missed.' });
  await savePayoutAccount(db, p.cleaner.id, 'NWOSU ADAEZE');
  const event = await as(db, SERVICE, async (tx) =>
    (await tx.query<{ event_id: string }>(`select event_id::text from public.note_paystack_event('charge.success', '4099260516', $1, '{"event":"charge.success"}')`, [online.reference])).rows[0]!.event_id);
  const money = await db.query<{ payout: string; audit: string }>(
    `select (select id::text from public.payouts where payment_id = $1) as payout,
            (select min(id)::text from public.money_audit where payment_id = $1) as audit`,
    [online.payment_id],
  );
  const guestThread = await rpc<string>(db, p.guest, 'start_chat');
  const guestMessage = await as(db, p.guest, async (tx) =>
    (await tx.query<{ id: string }>(
      `insert into public.chat_messages (thread_id, sender_id, body) values ($1, $2, 'Hello, do you clean on Sundays?') returning id`,
      [guestThread, p.guest.id],
    )).rows[0]!.id);
  await as(db, p.admin, (tx) =>
    tx.query(`insert into public.chat_messages (thread_id, sender_id, from_admin, body) values ($1, $2, true, 'Yes we do.')`, [guestThread, p.admin.id]));
  const subs = await as(db, p.admin, async (tx) =>
    (await tx.query<{ id: string; cleaner_id: string }>(`select id, cleaner_id from public.verification_submissions`)).rows);
  const submission = subs.find((s) => s.cleaner_id === p.cleaner.id)!.id;
  const pendingSubmission = subs.find((s) => s.cleaner_id === p.pending.id)!.id;
  await rpc(db, p.admin, 'log_document_view', { p_submission_id: submission, p_document: 'government_id' });
  const accessLog = await as(db, p.admin, async (tx) =>
    (await tx.query<{ id: string }>(`select id from public.document_access_log limit 1`)).rows[0]!.id);
  const price = await as(db, p.admin, async (tx) =>
    (await tx.query<{ id: string }>(
      `insert into public.cleaning_prices (building_type, building_condition, num_rooms, base_price_kobo, discount_percentage)
       values ('residential', 'new', 2, 2000000, 10) returning id`,
    )).rows[0]!.id);
  const frequency = await as(db, p.admin, async (tx) =>
    (await tx.query<{ id: number }>(`insert into public.frequencies (name) values ('Weekly') returning id`)).rows[0]!.id);
  const plan = await as(db, p.admin, async (tx) =>
    (await tx.query<{ id: string }>(
      `insert into public.subscription_plans (building_type, num_rooms, frequency_id, price_kobo, description)
       values ('residential', 2, $1, 6000000, 'Two rooms weekly') returning id`,
      [frequency],
    )).rows[0]!.id);
  const subscription = await as(db, p.admin, async (tx) =>
    (await tx.query<{ id: string }>(
      `insert into public.subscriptions (client_id, plan_id) values ($1, $2) returning id`,
      [p.client.id, plan],
    )).rows[0]!.id);
  await as(db, 'anon', (tx) =>
    tx.query(
      `insert into public.pre_subscriptions (full_name, email, phone, cleaner_preference, subscription_plan_id, frequency_id)
       values ('Ifeoma Obi', 'ifeoma@example.ng', '+2348020001111', 'Female cleaner', $1, $2)`,
      [plan, frequency],
    ));
  await as(db, 'anon', (tx) =>
    tx.query(
      `insert into public.partnership_enquiries (organization_name, address, contact_number, partner_type)
       values ('Lekki Schools Ltd', '3 Admiralty Way, Lekki', '+2348020002222', 'Schools')`,
    ));
  const ids = await as(db, p.admin, async (tx) =>
    (await tx.query<{ pre: string; partner: string }>(
      `select (select id from public.pre_subscriptions limit 1) as pre, (select id from public.partnership_enquiries limit 1) as partner`,
    )).rows[0]!);
  return {
    people: p, guestQuote, clientQuote, guestBidByCleaner, guestBidByCleaner2, clientBidByCleaner, clientBidByCleaner2,
    quoteBooking, pendingBooking, guestBooking, review, schedule, visit, payment, onlinePayment: online.payment_id,
    payout: money.rows[0]!.payout, refund, paystackEvent: event, moneyAudit: money.rows[0]!.audit, guestThread, guestMessage, submission,
    pendingSubmission, accessLog, price, frequency, plan, subscription, preSubscription: ids.pre, partnership: ids.partner,
  };
}

/**
 * Moves a schedule's visit (a booking) to 08:00 Lagos on the Lagos day `days` from today, written as the platform
 * (triggers off): its day "comes" without waiting, whatever hour the suite runs at.
 */
export async function moveVisitToDay(db: Database, bookingId: string, days: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.exec(`set local session_replication_role = replica`);
    await tx.query(
      `update public.bookings
          set starts_at = (((now() at time zone 'Africa/Lagos')::date + $2::integer) + time '08:00') at time zone 'Africa/Lagos',
              ends_at = (((now() at time zone 'Africa/Lagos')::date + $2::integer) + time '10:00') at time zone 'Africa/Lagos',
              scheduled_date = (now() at time zone 'Africa/Lagos')::date + $2::integer
        where id = $1`,
      [bookingId, days],
    );
  });
}
