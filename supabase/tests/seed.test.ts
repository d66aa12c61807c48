/** The demo seed applies on top of the migrations, is re-runnable, and contains what the README promises. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import bcrypt from 'bcryptjs';
import { as, type Actor } from './helpers/actors';
import { payBooking } from './helpers/money';
import { MIGRATION_ROLE } from '@spotless/local-supabase';
import { openTestDatabase, type TestDatabase } from './helpers/database';

const SEED = readFileSync(path.resolve(__dirname, '..', 'seed.sql'), 'utf8');

describe('seed.sql', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase();
    await loadSeed();
  });
  afterAll(async () => {
    await t?.close();
  });

  // As the Supabase CLI loads it: as postgres, which on hosted is not a superuser.
  const loadSeed = () =>
    t.db.transaction(async (tx) => {
      await tx.exec(`set local role ${MIGRATION_ROLE}`);
      await tx.exec(SEED);
    });
  const count = async (sql: string) => Number((await t.db.query<{ n: string }>(`select count(*)::text as n from ${sql}`)).rows[0]!.n);

  it('has the promised people, with bcrypt passwords and email identities', async () => {
    expect(await count(`public.user_roles where role = 'super_admin'`)).toBe(1);
    expect(await count(`public.user_roles where role = 'admin'`)).toBe(2);
    expect(await count(`public.cleaner_profiles`)).toBe(41);
    expect(await count(`public.client_profiles`)).toBe(25);
    expect(await count(`(select distinct state from public.cleaner_profiles) s`)).toBeGreaterThanOrEqual(10);
    expect(await count(`(select distinct verification_status, status from public.cleaner_profiles) s`)).toBe(5);
    expect(await count(`auth.users where is_anonymous`)).toBe(2);
    expect(await count(`auth.identities where provider = 'email'`)).toBe(69);
    // cleaner41: Find a Cleaner's e2e needs an unlisted cleaner in Lagos that no other spec changes.
    expect(await count(`public.cleaner_profiles where state = 'Lagos' and verification_status = 'unverified'`)).toBe(1);
    const u = await t.db.query<{ encrypted_password: string }>(`select encrypted_password from auth.users where email = 'cleaner01@demo.spotless.ng'`);
    expect(await bcrypt.compare('Spotless#2025', u.rows[0]!.encrypted_password)).toBe(true);
  });

  it('covers every status of requests, bids, bookings, schedules and payments', async () => {
    const statuses = async (table: string) =>
      (await t.db.query<{ s: string }>(`select distinct status::text as s from public.${table} order by 1`)).rows.map((r) => r.s);
    expect(await statuses('quote_requests')).toEqual(['awarded', 'cancelled', 'closed', 'open']);
    expect(await statuses('bids')).toEqual(['accepted', 'pending', 'rejected', 'withdrawn']);
    expect(await statuses('bookings')).toEqual(['accepted', 'awaiting_confirmation', 'cancelled', 'completed', 'pending', 'rejected']);
    expect(await statuses('schedules')).toEqual(['active', 'completed', 'expired', 'pending']);
    expect(await statuses('payments')).toEqual(['completed', 'failed', 'pending', 'refunded']);
    expect(await count(`public.bookings where customer_kind = 'guest'`)).toBeGreaterThan(0);
    expect(await count(`public.bookings where source = 'schedule' and schedule_id is not null`)).toBeGreaterThan(0);
    // Schedules are written in their slots (08:00 ... 16:00), as the app writes them.
    expect(await count(`public.schedules where extract(minute from service_time) <> 0 or extract(hour from service_time)::int not in (8, 10, 12, 14, 16)`)).toBe(0);
    expect(await count(`public.cleaning_prices`)).toBe(40);
    expect(await count(`public.subscription_plans`)).toBe(60);
    expect(await count(`public.chat_threads`)).toBe(2);
  });

  it('gives every accepted booking the price its customer pays, and marks paid only what was paid', async () => {
    // Pay now needs an agreed price (issue 23): accepted, awaiting and completed bookings all carry one; a schedule's
    // visits are not paid on their own, so they carry none (and never a payment).
    expect(await count(`public.bookings where status in ('accepted', 'awaiting_confirmation', 'completed') and schedule_id is null and coalesce(price_kobo, 0) <= 0`)).toBe(0);
    expect(await count(`public.bookings b where b.schedule_id is not null and (b.price_kobo is not null or exists (select 1 from public.payments p where p.booking_id = b.id))`)).toBe(0);
    expect(await count(`public.bookings where status = 'accepted' and payment_status = 'unpaid'`)).toBeGreaterThan(0);
    const mismatched = await t.db.query<{ id: string }>(
      `select b.id from public.bookings b
        where b.payment_status <> coalesce((select case p.status when 'completed' then 'paid' else p.status end from public.payments p
                                             where p.booking_id = b.id and p.status in ('completed', 'refunded')), 'unpaid')`,
    );
    expect(mismatched.rows).toEqual([]);
    expect(await count(`public.bookings where payment_status = 'paid'`)).toBeGreaterThan(0);
  });

  it('keeps ratings consistent with the reviews (trigger)', async () => {
    const r = await t.db.query<{ bad: string }>(
      `select count(*)::text as bad from public.cleaner_profiles c
        where c.rating_count <> (select count(*) from public.reviews r where r.cleaner_id = c.user_id)`,
    );
    expect(r.rows[0]!.bad).toBe('0');
    expect(await count(`public.cleaner_profiles where rating_count > 0`)).toBeGreaterThan(5);
  });

  it('is usable through RLS: a seeded guest sees their chat and requests only', async () => {
    const guest = (await t.db.query<{ id: string }>(`select id from auth.users where is_anonymous order by id limit 1`)).rows[0]!;
    const actor: Actor = { id: guest.id, email: null, anonymous: true };
    const seen = await as(t.db, actor, async (tx) => ({
      threads: (await tx.query(`select 1 from public.chat_threads`)).rows.length,
      foreign: (await tx.query(`select 1 from public.quote_requests where requester_id <> auth.uid()`)).rows.length,
    }));
    expect(seen).toEqual({ threads: 1, foreign: 0 });
  });

  it('can be applied again (db:seed --force), also after a demo booking was paid online', async () => {
    const booking = (await t.db.query<{ id: string; customer_id: string }>(
      `select b.id, b.customer_id from public.bookings b join auth.users u on u.id = b.customer_id
        where b.status = 'accepted' and b.payment_status = 'unpaid' and b.schedule_id is null and not u.is_anonymous order by b.id limit 1`,
    )).rows[0]!;
    await payBooking(t.db, { id: booking.customer_id, email: null, anonymous: false }, booking.id);
    // Through the lifecycle (booking_transitions): marked done, then confirmed.
    await t.db.query(`update public.bookings set status = 'awaiting_confirmation', completed_at = now() where id = $1`, [booking.id]);
    await t.db.query(`update public.bookings set status = 'completed', confirmed_by = 'admin' where id = $1`, [booking.id]);
    expect(await count(`public.payouts where booking_id = '${booking.id}' and status = 'queued'`)).toBe(1);
    await loadSeed();
    expect(await count(`public.payouts`)).toBe(0);
    expect(await count(`public.bookings where id = '${booking.id}' and payment_status = 'unpaid' and status = 'accepted'`)).toBe(1);
    expect(await count(`public.cleaner_profiles`)).toBe(41);
    expect(await count(`public.notifications n where not exists (select 1 from auth.users u where u.id = n.recipient_id)`)).toBe(0);
  });
});
