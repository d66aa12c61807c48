/**
 * Issue 27, item 6: reminders the day before and an hour before a booked slot, to both sides, in the app (with a link
 * to the booking) and queued for e-mail and SMS; never twice (20250703000100_booking_reminders.sql).
 */
import type { Database } from '@spotless/local-supabase';
import { ANON, as, attempt, createUser, rpc, SERVICE, type Actor } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { makeCleaner, makePeople, type People } from './helpers/world';

let t: TestDatabase;
let db: Database;
let p: People;
let lastCleaner: Actor | null = null;

beforeAll(async () => {
  t = await openTestDatabase();
  db = t.db;
  p = await makePeople(db);
});
afterAll(async () => {
  await t?.close();
});

const HOUR = 3600_000;
// A fixed clock (10:00 in Lagos), passed to send_booking_reminders: "tomorrow" must not depend on when the suite runs.
const NOW = new Date('2031-03-10T09:00:00Z');

/** An accepted booking of `customer` with the cleaner, its slot starting at `startsAt` (written as the platform). */
async function booking(customer: Actor, startsAt: Date, opts: { status?: string; email?: string | null; cleaner?: Actor | null } = {}) {
  // A cleaner of its own: a cleaner's slots may not overlap (20250704000100's clash guard).
  const cleaner = opts.cleaner === null ? null : (opts.cleaner ?? (await makeCleaner(db, p.admin, 'Adaeze Nwosu')));
  lastCleaner = cleaner;
  // Written as the platform with triggers off: the slot is chosen relative to now, which may fall outside the
  // cleaner's weekly hours at the hour the suite runs; availability is H1's concern, not the reminders'.
  const { rows } = await db.transaction(async (tx) => {
    await tx.exec(`set local session_replication_role = replica`);
    return tx.query<{ id: string }>(
    `insert into public.bookings (customer_id, customer_kind, cleaner_id, services, location, status, price_kobo, starts_at, ends_at, accepted_at)
     values ($1, $2, $3, '{Deep Cleaning}', '12 Awolowo Road, Ikoyi', $4, 2500000, $5, $5::timestamptz + interval '2 hours', now())
     returning id`,
    [customer.id, customer.anonymous ? 'guest' : 'client', cleaner?.id ?? null, opts.status ?? 'accepted', startsAt],
  );
  });
  const id = rows[0]!.id;
  await db.query(`insert into public.booking_contacts (booking_id, full_name, phone, email) values ($1, 'Ada Obi', '+2348091234567', $2)`, [
    id,
    opts.email === undefined ? 'ada@example.com' : opts.email,
  ]);
  return id;
}

const remind = (now: Date) => rpc<number>(db, SERVICE, 'send_booking_reminders', { p_now: now.toISOString() });
const notes = (who: Actor, bookingId: string) =>
  as(db, who, async (tx) =>
    (await tx.query<{ message: string; link: string; category: string }>(
      `select message, link, category from public.notifications where link like '%' || $1 order by created_at`,
      [bookingId],
    )).rows,
  );
const queued = async (bookingId: string) =>
  (await db.query<{ channel: string; to_address: string; recipient_id: string; subject: string | null; body: string }>(
    `select channel, to_address, recipient_id, subject, body from public.outbound_messages where dedupe_key like 'reminder:' || $1 || ':%'
      order by recipient_id, channel, dedupe_key`,
    [bookingId],
  )).rows;

describe('booking reminders', () => {
  it('the day before: both sides are told in the app and get an e-mail and an SMS, once', async () => {
    const now = NOW;
    const startsAt = new Date(now.getTime() + 23 * HOUR);
    const id = await booking(p.client, startsAt, { cleaner: p.cleaner });
    expect(await remind(now)).toBe(2);

    const client = await notes(p.client, id);
    expect(client).toHaveLength(1);
    expect(client[0]!.category).toBe('booking');
    expect(client[0]!.link).toBe(`/client/bookings/${id}`);
    expect(client[0]!.message).toMatch(/^Reminder: your Deep Cleaning booking with Adaeze Nwosu is on \d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d \(Lagos time\)\.$/);
    const cleaner = await notes(p.cleaner, id);
    expect(cleaner).toHaveLength(1);
    expect(cleaner[0]!.link).toBe(`/cleaner/bookings/${id}`);
    expect(cleaner[0]!.message).toContain('job at 12 Awolowo Road, Ikoyi');

    const out = await queued(id);
    const cleanerEmail = (await db.query<{ email: string }>('select email from public.profiles where id = $1', [p.cleaner.id])).rows[0]!.email;
    expect(out.map((m) => [m.recipient_id, m.channel, m.to_address]).sort()).toEqual(
      [
        [p.client.id, 'email', 'ada@example.com'],
        [p.client.id, 'sms', '+2348091234567'],
        [p.cleaner.id, 'email', cleanerEmail],
        [p.cleaner.id, 'sms', '+2348031234567'],
      ].sort(),
    );
    expect(out.find((m) => m.channel === 'email')!.subject).toBe('Your Spotless booking is tomorrow');

    // Every later run in the window sends nothing more.
    expect(await remind(new Date(now.getTime() + 5 * 60_000))).toBe(0);
    expect(await remind(new Date(now.getTime() + 2 * HOUR))).toBe(0);
    expect(await notes(p.client, id)).toHaveLength(1);
    expect(await queued(id)).toHaveLength(4);
  });

  it('an hour before: a second reminder to each side, once; a rescheduled slot is reminded again', async () => {
    const now = NOW;
    const startsAt = new Date(now.getTime() + 50 * 60_000);
    const id = await booking(p.client2, startsAt);
    expect(await remind(now)).toBe(2);
    expect(await remind(now)).toBe(0);
    const client = await notes(p.client2, id);
    expect(client.map((n) => n.message)).toEqual([expect.stringMatching(/^Reminder: Adaeze Nwosu is due within the hour for your Deep Cleaning booking, at /)]);
    expect((await queued(id)).filter((m) => m.channel === 'email').map((m) => m.subject)).toEqual([
      'Your Spotless booking starts soon',
      'Your Spotless booking starts soon',
    ]);
    // The slot moves: the new slot's reminder is due again (the old one stays recorded).
    await db.transaction(async (tx) => {
      await tx.exec(`set local session_replication_role = replica`);
      await tx.query(`update public.bookings set starts_at = starts_at + interval '30 minutes', ends_at = ends_at + interval '30 minutes' where id = $1`, [id]);
    });
    expect(await remind(new Date(now.getTime() + 30 * 60_000))).toBe(2);
  });

  it('sends the day-before reminder only while the slot is tomorrow in Lagos (its e-mail says so)', async () => {
    // 23:30 Lagos on 12 Mar: at 03:00 the same day it is 20.5 hours ahead, but today; at 23:45 the day before, tomorrow.
    const id = await booking(p.client, new Date('2031-03-12T22:30:00Z'));
    expect(await remind(new Date('2031-03-12T02:00:00Z'))).toBe(0);
    expect(await queued(id)).toEqual([]);
    expect(await remind(new Date('2031-03-11T22:45:00Z'))).toBe(2);
  });

  it('reminds a guest by the contact given for the booking, and reaches nobody else', async () => {
    const guest = await createUser(db, { fullName: '', anonymous: true });
    const now = NOW;
    const id = await booking(guest, new Date(now.getTime() + 22 * HOUR), { email: null });
    const cleaner = lastCleaner!;
    expect(await remind(now)).toBe(2);
    expect((await notes(guest, id)).map((n) => n.link)).toEqual([`/my-requests/bookings/${id}`]);
    const out = await queued(id);
    // No e-mail for the guest (none given), an SMS to the booking's phone; the cleaner both.
    expect(out.filter((m) => m.recipient_id === guest.id).map((m) => [m.channel, m.to_address])).toEqual([['sms', '+2348091234567']]);
    expect(new Set(out.map((m) => m.recipient_id))).toEqual(new Set([guest.id, cleaner.id]));
  });

  it('skips bookings that are not going ahead, have no cleaner or are out of the windows', async () => {
    const now = NOW;
    const ids = [
      await booking(p.client, new Date(now.getTime() + 23 * HOUR), { status: 'pending', cleaner: null }),
      await booking(p.client, new Date(now.getTime() + 23 * HOUR), { status: 'cancelled' }),
      await booking(p.client, new Date(now.getTime() + 30 * HOUR)),
      await booking(p.client, new Date(now.getTime() + 5 * HOUR)),
      await booking(p.client, new Date(now.getTime() + 10 * 60_000)),
    ];
    await remind(now);
    for (const id of ids) expect(await queued(id)).toEqual([]);
  });

  it('only the service role runs it and reads the queue; the job is scheduled', async () => {
    for (const who of [ANON, p.client, p.admin]) {
      expect((await attempt(db, who, `select public.send_booking_reminders()`)).ok).toBe(false);
      expect((await attempt(db, who, `select public.claim_outbound_messages(10)`)).ok).toBe(false);
      expect((await attempt(db, who, `select * from public.outbound_messages`)).ok).toBe(false);
    }
    const jobs = await db.query<{ schedule: string; command: string }>(`select schedule, command from cron.job where jobname = 'spotless-booking-reminders'`);
    expect(jobs.rows).toEqual([{ schedule: '*/5 * * * *', command: 'select public.send_booking_reminders()' }]);
  });

  it('delivery claims each message once, retries a failure after a growing wait and gives up after five tries', async () => {
    await db.query(`update public.outbound_messages set status = 'sent' where status = 'queued'`);
    await db.query(
      `insert into public.outbound_messages (channel, to_address, body, dedupe_key) values ('sms', '+2348090000000', 'hello', 'test:retry')`,
    );
    const claim = () =>
      as(db, SERVICE, async (tx) => (await tx.query<{ id: string }>(`select id from public.claim_outbound_messages(10)`)).rows);
    const row = async () =>
      (
        await db.query<{ status: string; attempts: number; last_error: string; wait_s: number }>(
          `select status, attempts, last_error, round(extract(epoch from next_attempt_at - now()))::int as wait_s
             from public.outbound_messages where dedupe_key = 'test:retry'`,
        )
      ).rows[0]!;
    const waits: number[] = [];
    for (let i = 1; i <= 5; i++) {
      const got = await claim();
      expect(got).toHaveLength(1);
      expect(await claim()).toHaveLength(0); // claimed: not handed out twice
      await rpc(db, SERVICE, 'finish_outbound_message', { p_id: got[0]!.id, p_sent: false, p_error: 'Termii said no' });
      // Not tried again at once (the same delivery run would otherwise spend every attempt within a second).
      expect(await claim()).toHaveLength(0);
      waits.push((await row()).wait_s);
      await db.query(`update public.outbound_messages set next_attempt_at = now() where dedupe_key = 'test:retry'`);
    }
    expect(waits.slice(0, 4)).toEqual([60, 120, 240, 480]);
    expect(await claim()).toHaveLength(0);
    expect(await row()).toMatchObject({ status: 'failed', attempts: 5, last_error: 'Termii said no' });
  });

  it('the delivery job calls deliver-messages through pg_net only when something waits and Vault holds the URL and key', async () => {
    const call = () => rpc<string | null>(db, SERVICE, 'request_message_delivery');
    await db.query(`update public.outbound_messages set status = 'sent' where status in ('queued', 'sending')`);
    expect(await call()).toBeNull(); // nothing queued
    await db.query(`insert into public.outbound_messages (channel, to_address, body, dedupe_key) values ('sms', '+2348090000001', 'hi', 'test:vault')`);
    expect(await call()).toBeNull(); // no secrets yet: a hosted project before its owner stored them
    await db.query(`select vault.create_secret('https://ref.example.co/', 'project_url'), vault.create_secret('service-key', 'service_role_key')`);
    const id = await call();
    expect(id).not.toBeNull();
    const [req] = (
      await db.query<{ url: string; headers: Record<string, string> }>(`select url, headers from net.http_request_queue where id = $1`, [id])
    ).rows;
    expect(req).toEqual({
      url: 'https://ref.example.co/functions/v1/deliver-messages',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer service-key' },
    });
    for (const who of [ANON, p.client, p.admin]) {
      expect((await attempt(db, who, `select public.request_message_delivery()`)).ok).toBe(false);
    }
    const jobs = await db.query(`select schedule from cron.job where jobname = 'spotless-deliver-messages'`);
    expect(jobs.rows).toEqual([{ schedule: '* * * * *' }]);
  });
});
