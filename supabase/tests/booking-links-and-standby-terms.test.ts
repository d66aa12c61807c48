/**
 * Issue 27 leftovers (20250713000000_booking_links_and_standby_terms.sql): a customer whose cleaner dropped the job
 * pays nothing for it; notifications about a booking open its page for each side (admins: the console's booking
 * view), and old ones pointing at a list are relinked where the booking is certain; admins move bookings; admins read
 * a conversation only through the audited admin_booking_conversation.
 */
import type { Database } from '@spotless/local-supabase';
import { as, attempt, createUser, rpc, rpcError, SERVICE, type Actor, type Runner } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { acceptedBooking, payBooking } from './helpers/money';
import { makeCleaner, makePeople, type People } from './helpers/world';
import { liftWriteLimits } from './helpers/write-limits';

let t: TestDatabase;
let db: Database;
let p: People;
let ikeja2: Actor;

beforeAll(async () => {
  t = await openTestDatabase();
  db = t.db;
  p = await makePeople(db);
  await liftWriteLimits(db);
  ikeja2 = await makeCleaner(db, p.admin, 'Kunle Ade', { lga: 'Ikeja' });
});
afterAll(async () => {
  await t?.close();
});

const rows = async <T>(who: Runner, sql: string, params: unknown[] = []): Promise<T[]> =>
  as(db, who, async (tx) => (await tx.query<T>(sql, params)).rows);

/** The first grid slot (08:00-16:00 Lagos) at least `minHours` away, stored as the slot RPCs would. */
const slotIn = (booking: string, minHours: number) =>
  db.query(
    `with s as (
       select min(g at time zone 'Africa/Lagos') as at
         from generate_series(date_trunc('day', now() at time zone 'Africa/Lagos'),
                              date_trunc('day', now() at time zone 'Africa/Lagos') + interval '10 days', interval '2 hours') g
        where extract(hour from g) between 8 and 16 and (g at time zone 'Africa/Lagos') >= now() + make_interval(hours => $2::int))
     update public.bookings set starts_at = s.at, ends_at = s.at + interval '2 hours' from s where id = $1`,
    [booking, minHours]);

/** A slot that started `minutesAgo` minutes ago (setup only: the slot rules are not the subject). */
const startedAgo = async (booking: string, minutesAgo: number) => {
  await db.query(`alter table public.bookings disable trigger user`);
  try {
    await db.query(`update public.bookings set starts_at = now() - make_interval(mins => $2::int),
                      ends_at = now() - make_interval(mins => $2::int) + interval '2 hours' where id = $1`, [booking, minutesAgo]);
  } finally {
    await db.query(`alter table public.bookings enable trigger user`);
  }
};

const release = (booking: string, reason: string) =>
  rpc<string>(db, SERVICE, 'release_booking_to_standby', { p_booking_id: booking, p_reason: reason });
const offerOf = async (booking: string, cleaner: Actor) =>
  (await rows<{ id: string }>(SERVICE, `select id from public.standby_offers where booking_id = $1 and cleaner_id = $2 and status = 'open'`,
    [booking, cleaner.id]))[0]!.id;
const lastNotice = async (who: Actor) =>
  (await rows<{ message: string; link: string }>(who, `select message, link from public.notifications order by created_at desc, id desc limit 1`))[0];
const quote = (who: Actor, booking: string) => rpc<Record<string, unknown>>(db, who, 'booking_change_quote', { p_booking_id: booking });

describe('a customer never pays for their cleaner dropping the job', () => {
  it('a no-show waiting for a replacement can be cancelled free after its start, and the payment comes back whole', async () => {
    const booking = await acceptedBooking(db, p.client, p.cleaner, 2_000_000, { p_state: 'Lagos', p_lga: 'Ikeja' });
    await payBooking(db, p.client, booking);
    await startedAgo(booking, 40);
    await release(booking, 'no_show');
    const terms = await quote(p.client, booking);
    expect(terms).toMatchObject({
      can_cancel: true, cancel_refusal: null, late: false, fee_kobo: 0, refund_kobo: 2_000_000, waiting_for_replacement: true,
      fee_waived_reason: 'Your cleaner dropped this booking, so cancelling it is free.',
      can_reschedule: false, reschedule_refusal: 'We are finding another cleaner for this time. You can move the booking once someone is coming.',
    });
    await rpc(db, p.client, 'cancel_booking', { p_booking_id: booking, p_reason: 'Nobody came.' });
    expect(await rows(SERVICE, `select status, cancellation_fee_kobo::int as fee from public.bookings where id = $1`, [booking]))
      .toEqual([{ status: 'cancelled', fee: 0 }]);
    expect(await rows(SERVICE, `select r.amount_kobo::int as amount from public.refunds r join public.payments x on x.id = r.payment_id where x.booking_id = $1`, [booking]))
      .toEqual([{ amount: 2_000_000 }]);
    // The standby ends with the booking, its offers with it.
    expect(await rows(SERVICE, `select state from public.booking_standby where booking_id = $1`, [booking])).toEqual([{ state: 'closed' }]);
  });

  it('a booking a replacement took is cancelled late without the fee', async () => {
    const booking = await acceptedBooking(db, p.client, p.cleaner, 3_000_000, { p_state: 'Lagos', p_lga: 'Ikeja' });
    await slotIn(booking, 3); // well inside the 24-hour free window's end: a late cancellation
    await payBooking(db, p.client, booking);
    await rpc(db, p.cleaner, 'cancel_booking', { p_booking_id: booking });
    await rpc(db, ikeja2, 'accept_standby_offer', { p_offer_id: await offerOf(booking, ikeja2) });
    expect(await quote(p.client, booking)).toMatchObject({
      late: true, fee_kobo: 0, refund_kobo: 3_000_000, replaced: true, waiting_for_replacement: false,
      fee_waived_reason: 'Your first cleaner dropped this booking, so cancelling it is free.',
    });
    await rpc(db, p.client, 'cancel_booking', { p_booking_id: booking });
    expect(await rows(SERVICE, `select cancellation_fee_kobo::int as fee from public.bookings where id = $1`, [booking])).toEqual([{ fee: 0 }]);
  });

  it('the cleaner\'s own words when they cancel are kept with the standby for admins', async () => {
    const booking = await acceptedBooking(db, p.client, p.cleaner, 1_000_000, { p_state: 'Lagos', p_lga: 'Ikeja' });
    await rpc(db, p.cleaner, 'cancel_booking', { p_booking_id: booking, p_reason: 'My van broke down.' });
    expect(await rows(SERVICE, `select reason, note from public.booking_standby where booking_id = $1`, [booking]))
      .toEqual([{ reason: 'cleaner_cancelled', note: 'My van broke down.' }]);
  });

  it('a late cancellation of a booking nobody dropped still costs the fee', async () => {
    const booking = await acceptedBooking(db, p.client, p.cleaner, 1_000_000, { p_state: 'Lagos', p_lga: 'Ikeja' });
    await slotIn(booking, 3);
    await payBooking(db, p.client, booking);
    expect(await quote(p.client, booking)).toMatchObject({ late: true, fee_kobo: 200_000, replaced: false, waiting_for_replacement: false });
  });
});

describe('notifications open the booking', () => {
  it('each side is sent to its own page of the booking: client, guest, cleaner and admins', async () => {
    const booking = await acceptedBooking(db, p.client, p.cleaner, 1_500_000, { p_state: 'Lagos', p_lga: 'Ikeja' });
    expect(await lastNotice(p.client)).toMatchObject({ link: `/client/bookings/${booking}` }); // accepted
    await rpc(db, p.cleaner, 'set_booking_on_the_way', { p_booking_id: booking });
    expect(await lastNotice(p.client)).toMatchObject({ message: 'Your cleaner is on the way for your Deep Cleaning booking.', link: `/client/bookings/${booking}` });

    const forGuest = await rpc<string>(db, p.guest, 'create_booking', {
      p_cleaner_id: p.cleaner.id, p_services: ['Window Cleaning'], p_location: 'Yaba', p_state: 'Lagos', p_lga: 'Ikeja',
      p_full_name: 'Kemi Guest', p_phone: '+2348099990001',
    });
    expect(await lastNotice(p.cleaner)).toMatchObject({ message: 'New booking request: Window Cleaning in Yaba.', link: `/cleaner/bookings/${forGuest}` });
    expect(await lastNotice(p.admin)).toMatchObject({ message: 'New guest booking: Window Cleaning.', link: `/admin/bookings/${forGuest}` });
    await rpc(db, p.cleaner, 'accept_booking', { p_booking_id: forGuest, p_price_kobo: 900_000 });
    expect(await lastNotice(p.guest)).toMatchObject({ link: `/my-requests/bookings/${forGuest}` });

    // Standby: the customer follows the search on the page; the taker's announcement links there too.
    await release(forGuest, 'late_rejection');
    expect(await lastNotice(p.guest)).toMatchObject({ link: `/my-requests/bookings/${forGuest}` });
    await rpc(db, ikeja2, 'accept_standby_offer', { p_offer_id: await offerOf(forGuest, ikeja2) });
    expect(await lastNotice(p.guest)).toMatchObject({ message: expect.stringMatching(/^Kunle Ade is coming for your Window Cleaning booking/), link: `/my-requests/bookings/${forGuest}` });
  });

  it('no booking function links a notification to a booking list any more, except for cleaners not on the job', async () => {
    const found = await rows<{ name: string; link: string }>(SERVICE,
      `select p.proname as name, m[1] as link
         from pg_proc p, regexp_matches(p.prosrc, '(customer_link\\([^)]*''bookings''\\)|''/cleaner/bookings''|''/admin/(bookings|standby)'')', 'g') m
        where p.pronamespace = 'public'::regnamespace and p.prosrc ~ 'notify'
        order by 1, 2`);
    // Standby offers and "taken by another cleaner" go to cleaners who do not hold the job; so does the released
    // cleaner's notice: none of them can open its page.
    expect(found.map((r) => `${r.name} ${r.link}`)).toEqual([
      "accept_standby_offer '/cleaner/bookings'", "offer_standby '/cleaner/bookings'", "release_booking_to_standby '/cleaner/bookings'",
    ]);
  });

  it('old notifications pointing at a list get the page of the one booking they are about, and only then', async () => {
    // A client of their own, so these bookings are the only ones of their kind.
    const client = await createUser(db, { fullName: 'Bisi Relink', phone: '08071112222', accountType: 'client' });
    const one = await acceptedBooking(db, client, p.cleaner, 1_000_000, { p_services: ['Carpet Cleaning'], p_location: 'Surulere', p_state: 'Lagos', p_lga: 'Ikeja' });
    const twinA = await acceptedBooking(db, client, p.cleaner, 1_000_000, { p_services: ['Office Cleaning'], p_location: 'Apapa', p_state: 'Lagos', p_lga: 'Ikeja' });
    const twinB = await acceptedBooking(db, client, p.cleaner, 1_000_000, { p_services: ['Office Cleaning'], p_location: 'Ajah', p_state: 'Lagos', p_lga: 'Ikeja' });
    const old = async (who: Actor, category: string, message: string, link: string) =>
      (await rows<{ id: string }>(SERVICE, `insert into public.notifications (recipient_id, category, message, link, created_at)
         values ($1, $2, $3, $4, now()) returning id`, [who.id, category, message, link]))[0]!.id;
    const n1 = await old(client, 'booking', 'Your Carpet Cleaning booking was marked completed. Please confirm completion.', '/client/bookings');
    const n2 = await old(client, 'booking', 'Your cleaner is on the way for your Office Cleaning booking.', '/client/bookings');
    const n3 = await old(p.cleaner, 'booking', 'A booking for Office Cleaning in Ajah was cancelled.', '/cleaner/bookings');
    const n4 = await old(p.cleaner, 'booking', 'Standby job: Carpet Cleaning in Surulere. The first cleaner to accept gets it.', '/cleaner/bookings');
    const n5 = await old(client, 'booking', 'Your Post Construction Cleaning booking was accepted.', '/client/bookings');
    await rpc(db, SERVICE, 'relink_booking_notifications');
    const links = new Map((await rows<{ id: string; link: string }>(SERVICE,
      `select id, link from public.notifications where id = any($1::uuid[])`, [[n1, n2, n3, n4, n5]])).map((r) => [r.id, r.link]));
    expect(links.get(n1)).toBe(`/client/bookings/${one}`);
    expect(links.get(n2)).toBe('/client/bookings'); // two Office Cleaning bookings and no place named: not certain
    expect(links.get(n3)).toBe(`/cleaner/bookings/${twinB}`); // the place tells which
    expect(links.get(n4)).toBe('/cleaner/bookings'); // an offer, not the recipient's job
    expect(links.get(n5)).toBe('/client/bookings'); // no such booking
    expect(twinA).not.toBe(twinB);
  });
});


describe('admins move bookings', () => {
  it('an admin moves a booking outside the parties\' limit; both sides are told; the audit keeps the old and new time', async () => {
    const booking = await acceptedBooking(db, p.client, p.cleaner, 1_000_000, { p_state: 'Lagos', p_lga: 'Ikeja' });
    await slotIn(booking, 30);
    const [{ starts_at: before }] = await rows<{ starts_at: Date }>(SERVICE, `select starts_at from public.bookings where id = $1`, [booking]) as [{ starts_at: Date }];
    const target = new Date(before.getTime() + 2 * 86_400_000).toISOString();
    const mark = (await rows<{ id: string }>(SERVICE, `select coalesce(max(id), 0)::text as id from public.operator_audit`))[0]!.id;
    const terms = await rpc<Record<string, unknown>>(db, p.admin, 'reschedule_booking', { p_booking_id: booking, p_starts_at: target });
    expect(terms).toMatchObject({ role: 'admin' });
    expect(await rows(SERVICE, `select reschedule_count, last_rescheduled_by from public.bookings where id = $1`, [booking]))
      .toEqual([{ reschedule_count: 0, last_rescheduled_by: 'admin' }]);
    expect(await lastNotice(p.client)).toMatchObject({ message: expect.stringMatching(/^Our team moved your Deep Cleaning booking from .* to .*\.$/), link: `/client/bookings/${booking}` });
    expect(await lastNotice(p.cleaner)).toMatchObject({ message: expect.stringMatching(/^Our team moved the Deep Cleaning job from /), link: `/cleaner/bookings/${booking}` });
    const [entry] = await rows<{ actor_id: string; before: { starts_at: string }; after: { starts_at: string } }>(SERVICE,
      `select actor_id, before, after from public.operator_audit where id > $1 and target_table = 'bookings' and target_id = $2`, [mark, booking]);
    expect(entry!.actor_id).toBe(p.admin.id);
    expect(new Date(entry!.before.starts_at).getTime()).toBe(before.getTime());
    expect(new Date(entry!.after.starts_at).toISOString()).toBe(target);
  });

  it('nobody moves a booking while a replacement is being found', async () => {
    const booking = await acceptedBooking(db, p.client, p.cleaner, 1_000_000, { p_state: 'Lagos', p_lga: 'Ikeja' });
    await slotIn(booking, 30);
    await release(booking, 'cleaner_cancelled');
    for (const who of [p.client, p.admin]) {
      expect(await rpcError(db, who, 'reschedule_booking', { p_booking_id: booking, p_starts_at: new Date(Date.now() + 5 * 86_400_000).toISOString() }))
        .toBe('We are finding another cleaner for this time. You can move the booking once someone is coming.');
    }
  });
});

describe('an admin reads a conversation only through the audited function', () => {
  it('returns the messages with their reports, writes who read which booking, and direct reads see nothing', async () => {
    const booking = await acceptedBooking(db, p.client, p.cleaner, 1_000_000, { p_state: 'Lagos', p_lga: 'Ikeja' });
    await rpc(db, p.client, 'send_booking_message', { p_booking_id: booking, p_body: 'Please bring a ladder.' });
    const rude = await rpc<string>(db, p.cleaner, 'send_booking_message', { p_booking_id: booking, p_body: 'Pay me cash instead.' });
    await rpc(db, p.client, 'report_booking_message', { p_message_id: rude, p_reason: 'Asks for cash outside the app.' });

    const mark = (await rows<{ id: string }>(SERVICE, `select coalesce(max(id), 0)::text as id from public.operator_audit`))[0]!.id;
    const conversation = await rows<{ body: string; sender_role: string; sender_name: string; reports: number; open_reports: number; report_reasons: string[] }>(
      p.admin, `select body, sender_role, sender_name, reports, open_reports, report_reasons from public.admin_booking_conversation($1)`, [booking]);
    expect(conversation).toEqual([
      { body: 'Please bring a ladder.', sender_role: 'customer', sender_name: 'Funke Adeyemi', reports: 0, open_reports: 0, report_reasons: [] },
      { body: 'Pay me cash instead.', sender_role: 'cleaner', sender_name: 'Adaeze Nwosu', reports: 1, open_reports: 1, report_reasons: ['Asks for cash outside the app.'] },
    ]);
    expect(await rows(SERVICE, `select actor_id, action, target_table, target_id, after from public.operator_audit where id > $1`, [mark]))
      .toEqual([{ actor_id: p.admin.id, action: 'booking_messages.view', target_table: 'bookings', target_id: booking, after: { messages: 2 } }]);

    expect(await rows(p.admin, `select id from public.booking_messages where booking_id = $1`, [booking])).toEqual([]);
    expect(await rows(p.client, `select id from public.booking_messages where booking_id = $1`, [booking])).toHaveLength(2);
    for (const who of [p.client, p.cleaner, { ...p.admin, aal: 'aal1' as const }]) {
      expect(await rpcError(db, who, 'admin_booking_conversation', { p_booking_id: booking })).toBe('Only admins can read booking conversations.');
    }
    expect(await attempt(db, 'anon', `select * from public.admin_booking_conversation($1)`, [booking])).toMatchObject({ ok: false });
    expect(await rpcError(db, p.admin, 'admin_booking_conversation', { p_booking_id: '00000000-0000-4000-8000-000000000000' })).toBe('Invalid booking ID');
  });
});
