/**
 * Issue 21, attack 6 (self-review), replayed as the roles: a cleaner opens a second, client account, books itself,
 * accepts, completes and rates itself 5 stars to climb the listings (sorted by rating). Completion now waits for the
 * customer's confirmation (or a 48-hour timeout, 72 before issue 23), a review sharing the cleaner's phone or e-mail is held for admins,
 * cleaner-side completion needs a verified, active cleaner, and "not found" refusals answer 404, not 500.
 */
import type { Database } from '@spotless/local-supabase';
import { httpStatusForSqlState } from '@spotless/local-supabase/src/http/postgrest-errors';
import { ANON, as, attempt, createUser, rpc, rpcError, type Actor, type Caller } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { makeCleaner, makePeople, type People } from './helpers/world';

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

const one = async <T>(who: Caller, sql: string, params: unknown[] = []): Promise<T> =>
  as(db, who, async (tx) => (await tx.query<T>(sql, params)).rows[0]!);
const all = async <T>(who: Caller, sql: string, params: unknown[] = []): Promise<T[]> =>
  as(db, who, async (tx) => (await tx.query<T>(sql, params)).rows);
const status = async (booking: string) =>
  (await one<{ status: string }>(p.admin, `select status from public.bookings where id = $1`, [booking])).status;
const rating = (cleaner: Actor) =>
  one<{ rating_avg: string; rating_count: number }>(ANON, `select rating_avg::text, rating_count from public.cleaner_profiles where user_id = $1`, [cleaner.id]);
/** The SQLSTATE a refused call raised and the HTTP status PostgREST gives it. */
async function refusal(who: Caller, sql: string, params: unknown[]): Promise<{ message: string; code: string | undefined; http: number }> {
  const r = await attempt(db, who, sql, params);
  if (r.ok) throw new Error(`${sql} succeeded but was expected to fail`);
  return { message: r.error, code: r.code, http: httpStatusForSqlState(r.code ?? '', false, r.error) };
}

/** A booking of `cleaner` by `customer`, accepted by the cleaner. */
async function acceptedBooking(customer: Actor, cleaner: Actor, extra: Record<string, unknown> = {}): Promise<string> {
  const id = await rpc<string>(db, customer, 'create_booking', {
    p_cleaner_id: cleaner.id, p_services: ['Deep Cleaning'], p_location: 'Lekki', p_budget_kobo: 5000000, ...extra,
  });
  await rpc(db, cleaner, 'accept_booking', { p_booking_id: id });
  return id;
}

describe('the self-review attack', () => {
  it('a cleaner\'s second account sharing its phone cannot lift its rating or its listing', async () => {
    const cleaner = await makeCleaner(db, p.admin, 'Sola Fraud');
    const honest = await makeCleaner(db, p.admin, 'Ife Honest');
    const client = await createUser(db, { fullName: 'Real Client', phone: '08071234000', accountType: 'client' });
    await rpc(db, client, 'review_booking', {
      p_booking_id: await (async () => {
        const b = await acceptedBooking(client, honest);
        await rpc(db, honest, 'complete_booking', { p_booking_id: b });
        await rpc(db, client, 'confirm_booking_completion', { p_booking_id: b });
        return b;
      })(),
      p_rating: 4, p_comment: 'Good work.',
    });
    // The second account: another e-mail, the cleaner's own phone number written differently.
    const alt = await createUser(db, { fullName: 'Sola Client', phone: '+234 803 123 4567', accountType: 'client' });
    const booking = await acceptedBooking(alt, cleaner);
    await rpc(db, cleaner, 'complete_booking', { p_booking_id: booking });
    expect(await status(booking)).toBe('awaiting_confirmation');
    expect(await rpcError(db, alt, 'review_booking', { p_booking_id: booking, p_rating: 5, p_comment: 'Best ever!' }))
      .toBe('You can only review a completed booking.');
    expect(await rpcError(db, cleaner, 'confirm_booking_completion', { p_booking_id: booking })).toBe('Invalid booking ID');
    await rpc(db, alt, 'confirm_booking_completion', { p_booking_id: booking });
    const review = await rpc<string>(db, alt, 'review_booking', { p_booking_id: booking, p_rating: 5, p_comment: 'Best ever!' });

    // Held for admins: out of the rating, the public list and the search order.
    expect(await rating(cleaner)).toEqual({ rating_avg: '0.00', rating_count: 0 });
    expect(await all(ANON, `select id from public.reviews where cleaner_id = $1`, [cleaner.id])).toEqual([]);
    expect(await all(p.client2, `select id from public.reviews where cleaner_id = $1`, [cleaner.id])).toEqual([]);
    const listed = await all<{ user_id: string }>(ANON, `select user_id from public.search_cleaners('Lagos', null, null, 100, 0)`);
    const order = listed.map((c) => c.user_id);
    expect(order.indexOf(honest.id)).toBeLessThan(order.indexOf(cleaner.id));
    // Only admins read the flag and why.
    expect(await all(p.admin, `select review_id, reasons, cleared_at from public.review_flags where review_id = $1`, [review]))
      .toEqual([{ review_id: review, reasons: ['same_phone'], cleared_at: null }]);
    for (const who of [alt, cleaner, p.client, ANON] as Caller[]) {
      const r = await attempt(db, who, `select * from public.review_flags`);
      expect(r.ok ? r.rows : r.error).toEqual(who === ANON ? expect.stringMatching(/permission denied/) : []);
    }
    expect(await rpcError(db, cleaner, 'clear_review_flag', { p_review_id: review })).toBe('Only admins can moderate reviews.');

    // An admin who checks and finds it genuine clears it; then it counts.
    await rpc(db, p.admin, 'clear_review_flag', { p_review_id: review });
    expect(await rating(cleaner)).toEqual({ rating_avg: '5.00', rating_count: 1 });
    expect(await all(ANON, `select id from public.reviews where cleaner_id = $1`, [cleaner.id])).toEqual([{ id: review }]);
    expect(await rpcError(db, p.admin, 'clear_review_flag', { p_review_id: review })).toBe('This review is not held.');
  });

  it('flags a shared e-mail address however it is disguised, and a guest who gives the cleaner\'s phone', async () => {
    const cleaner = await makeCleaner(db, p.admin, 'Ada Disguise');
    await db.query(`update auth.users set email = 'ada.nwosu@gmail.com' where id = $1`, [cleaner.id]);
    await db.query(`update public.profiles set email = 'ada.nwosu@gmail.com', phone = '+2348090000001' where id = $1`, [cleaner.id]);
    const alt = await createUser(db, { fullName: 'Ada Two', email: 'AdaNwosu+jobs@googlemail.com', phone: '08077777777', accountType: 'client' });
    const b1 = await acceptedBooking(alt, cleaner);
    const guest = await createUser(db, { fullName: '', anonymous: true });
    const b2 = await acceptedBooking(guest, cleaner, { p_full_name: 'Ada Guest', p_phone: '0809 000 0001' });
    const stranger = await createUser(db, { fullName: 'Ada Stranger', email: 'ada.nwosu@yahoo.com', phone: '08077777778', accountType: 'client' });
    const b3 = await acceptedBooking(stranger, cleaner);
    for (const [who, b] of [[alt, b1], [guest, b2], [stranger, b3]] as const) {
      await rpc(db, cleaner, 'complete_booking', { p_booking_id: b });
      await rpc(db, who, 'confirm_booking_completion', { p_booking_id: b });
      await rpc(db, who, 'review_booking', { p_booking_id: b, p_rating: 5, p_comment: 'Lovely.' });
    }
    const flags = await all<{ booking_id: string; reasons: string[] }>(p.admin,
      `select r.booking_id, f.reasons from public.review_flags f join public.reviews r on r.id = f.review_id where r.cleaner_id = $1`, [cleaner.id]);
    expect(flags).toHaveLength(2);
    expect(flags).toEqual(expect.arrayContaining([{ booking_id: b1, reasons: ['same_email'] }, { booking_id: b2, reasons: ['same_phone'] }]));
    // Another person on the same free-mail domain is not a match: only the stranger's review counts.
    expect(await rating(cleaner)).toEqual({ rating_avg: '5.00', rating_count: 1 });
  });

  it('refuses a review from the booking\'s own cleaner', async () => {
    const cleaner = await makeCleaner(db, p.admin, 'Self Booker');
    const booking = await acceptedBooking(p.client, cleaner);
    await rpc(db, cleaner, 'complete_booking', { p_booking_id: booking });
    await rpc(db, p.client, 'confirm_booking_completion', { p_booking_id: booking });
    // Owner setup: a booking whose customer is its own cleaner (no RPC creates one; the review must refuse it anyway).
    await db.query(`update public.bookings set customer_id = cleaner_id where id = $1`, [booking]);
    expect(await rpcError(db, cleaner, 'review_booking', { p_booking_id: booking, p_rating: 5, p_comment: 'Me!' }))
      .toBe('You cannot review your own work.');
  });
});

describe('customer confirmation of completion', () => {
  it('only the customer or an admin confirms, and only a job marked done', async () => {
    const booking = await acceptedBooking(p.client, p.cleaner);
    expect(await rpcError(db, p.client, 'confirm_booking_completion', { p_booking_id: booking })).toBe('Only a booking awaiting confirmation can be confirmed.');
    await rpc(db, p.cleaner, 'complete_booking', { p_booking_id: booking });
    expect(await one(p.cleaner, `select full_name from public.booking_contacts where booking_id = $1`, [booking])).toEqual({ full_name: 'Funke Adeyemi' });
    expect(await rpcError(db, p.client2, 'confirm_booking_completion', { p_booking_id: booking })).toBe('Invalid booking ID');
    expect(await rpcError(db, ANON, 'confirm_booking_completion', { p_booking_id: booking })).toMatch(/permission denied/);
    await rpc(db, p.admin, 'confirm_booking_completion', { p_booking_id: booking });
    expect(await one(p.client, `select status, confirmed_by from public.bookings where id = $1`, [booking])).toEqual({ status: 'completed', confirmed_by: 'admin' });
    expect(await rpcError(db, p.client, 'confirm_booking_completion', { p_booking_id: booking })).toBe('Only a booking awaiting confirmation can be confirmed.');
  });

  it('counts in earnings only once confirmed, or 48 hours after it was marked done', async () => {
    const cleaner = await makeCleaner(db, p.admin, 'Earner Waits');
    const earnings = async () => (await all<{ jobs: number }>(cleaner, `select jobs from public.my_cleaner_earnings()`)).reduce((n, r) => n + r.jobs, 0);
    const confirmed = await acceptedBooking(p.client, cleaner);
    const unanswered = await acceptedBooking(p.client2, cleaner);
    for (const b of [confirmed, unanswered]) await rpc(db, cleaner, 'complete_booking', { p_booking_id: b });
    expect(await earnings()).toBe(0);
    await rpc(db, p.client, 'confirm_booking_completion', { p_booking_id: confirmed });
    expect(await earnings()).toBe(1);
    // 47 hours on, still waiting; 49 hours on, it counts as confirmed and the customer may review (issue 23: was 72).
    await db.query(`update public.bookings set completed_at = now() - interval '47 hours' where id = $1`, [unanswered]);
    expect(await earnings()).toBe(1);
    expect(await rpcError(db, p.client2, 'review_booking', { p_booking_id: unanswered, p_rating: 3, p_comment: 'Late.' })).toBe('You can only review a completed booking.');
    await db.query(`update public.bookings set completed_at = now() - interval '49 hours' where id = $1`, [unanswered]);
    expect(await earnings()).toBe(2);
    expect(await one(p.client2, `select status, confirmed_by from public.bookings where id = $1`, [unanswered])).toEqual({ status: 'completed', confirmed_by: 'timeout' });
    await rpc(db, p.client2, 'review_booking', { p_booking_id: unanswered, p_rating: 3, p_comment: 'Fine.' });
  });
});

describe('cleaner-side completion needs a verified, active cleaner', () => {
  it('a suspended or rejected cleaner cannot complete a booking or a visit it already holds', async () => {
    const suspended = await makeCleaner(db, p.admin, 'Later Suspended');
    const rejected = await makeCleaner(db, p.admin, 'Later Rejected');
    const b1 = await acceptedBooking(p.client, suspended);
    const b2 = await acceptedBooking(p.client, rejected);
    const schedule = await one<{ id: string }>(p.client,
      `insert into public.schedules (client_id, service_type, start_date, service_time) values (auth.uid(), 'Weekly Cleaning', current_date, '09:00') returning id`);
    await rpc(db, p.admin, 'match_schedule', { p_schedule_id: schedule.id, p_cleaner_id: rejected.id });
    const visit = await one<{ id: string }>(rejected, `select id from public.bookings where schedule_id = $1 order by starts_at limit 1`, [schedule.id]);
    await rpc(db, p.admin, 'suspend_cleaner', { p_cleaner_id: suspended.id });
    // Owner setup: the verification is withdrawn after the work was taken (e.g. a re-check found a forged ID).
    await db.query(`update public.cleaner_profiles set verification_status = 'rejected' where user_id = $1`, [rejected.id]);

    expect(await refusal(suspended, `select public.complete_booking($1)`, [b1]))
      .toEqual({ message: 'Your account is suspended.', code: '42501', http: 403 });
    expect(await refusal(rejected, `select public.complete_booking($1)`, [b2]))
      .toEqual({ message: 'Only verified cleaners can complete jobs.', code: '42501', http: 403 });
    expect(await refusal(rejected, `select public.complete_visit($1)`, [visit.id]))
      // A visit is a booking: the same refusal as any job.
      .toEqual({ message: 'Only verified cleaners can complete jobs.', code: '42501', http: 403 });
    // An admin still closes the job for them.
    await rpc(db, p.admin, 'complete_booking', { p_booking_id: b1 });
    expect(await status(b1)).toBe('awaiting_confirmation');
  });
});

describe('not-found refusals answer 404 with their message', () => {
  it.each([
    ['complete_booking', `select public.complete_booking($1)`, 'Invalid booking ID'],
    ['confirm_booking_completion', `select public.confirm_booking_completion($1)`, 'Invalid booking ID'],
    ['review_booking', `select public.review_booking($1, 5, 'x')`, 'Invalid booking ID'],
    ['complete_visit', `select public.complete_visit($1)`, 'Visit not found.'],
    ['clear_review_flag', `select public.clear_review_flag($1)`, 'Review not found.'],
  ])('%s', async (_name, sql, message) => {
    const who = sql.includes('clear_review_flag') ? p.admin : p.cleaner;
    expect(await refusal(who, sql, ['5eed0000-0000-4000-8000-000000000000'])).toEqual({ message, code: 'PT404', http: 404 });
  });
});
