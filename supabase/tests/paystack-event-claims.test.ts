/**
 * Who handles a Paystack webhook event (20250624000000): the delivery that notes it holds a claim; a redelivery or a
 * payments/process run takes it only once the claim has lapsed unhandled, least recently tried first, and the first
 * handler to finish keeps its outcome. And which payouts process asks Paystack about (stuck_payouts). On PostgreSQL
 * (TEST_DB=postgres) the concurrent claims really overlap; PGlite runs them one after another.
 */
import type { Database } from '@spotless/local-supabase';
import { as, rpc, SERVICE } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { acceptedBooking, payBooking, savePayoutAccount } from './helpers/money';
import { makeCleaner, makePeople, type People } from './helpers/world';
import { liftWriteLimits } from './helpers/write-limits';

let t: TestDatabase;
let db: Database;
let p: People;

beforeAll(async () => {
  t = await openTestDatabase();
  db = t.db;
  p = await makePeople(db);
  await liftWriteLimits(db);
});
afterAll(async () => {
  await t?.close();
});

interface Noted {
  event_id: string;
  needs_handling: boolean;
}
const note = (objectId: string, event = 'charge.success') =>
  as(db, SERVICE, async (tx) => (await tx.query<Noted>(
    `select event_id::text, needs_handling from public.note_paystack_event($1, $2, null, '{"event":"x","data":{}}')`, [event, objectId])).rows[0]!);
const claim = (limit = 5) =>
  as(db, SERVICE, async (tx) => (await tx.query<{ event_id: string; event: string; attempts: number }>(
    `select event_id::text, event, attempts from public.claim_paystack_events($1)`, [limit])).rows);
const finish = (id: string, outcome: string) => rpc(db, SERVICE, 'finish_paystack_event', { p_event_id: id, p_outcome: outcome });
/** Makes the event's claim `seconds` old (test set-up: the window is 60 s). */
const age = (id: string, seconds: number) =>
  db.query(`update public.paystack_events set claimed_at = now() - make_interval(secs => $2) where id = $1`, [id, seconds]);
const row = async (id: string) =>
  (await db.query<{ attempts: number; outcome: string | null; deliveries: number; done: boolean }>(
    `select attempts, outcome, deliveries, processed_at is not null as done from public.paystack_events where id = $1`, [id])).rows[0];

describe('webhook event claims', () => {
  it('a redelivery handles the event only after the first claim lapsed unhandled', async () => {
    const first = await note('claims-1');
    expect(first.needs_handling).toBe(true);
    expect(await note('claims-1')).toEqual({ event_id: first.event_id, needs_handling: false });
    await age(first.event_id, 59);
    expect((await note('claims-1')).needs_handling).toBe(false);
    await age(first.event_id, 61);
    expect(await note('claims-1')).toEqual({ event_id: first.event_id, needs_handling: true });
    // The lapsed claim was taken by that delivery: the next one within the window does not handle it.
    expect((await note('claims-1')).needs_handling).toBe(false);
    expect(await row(first.event_id)).toEqual({ attempts: 2, outcome: null, deliveries: 5, done: false });
  });

  it('the first handler to finish keeps its outcome', async () => {
    const e = await note('claims-2');
    await finish(e.event_id, 'completed');
    await finish(e.event_id, 'unchanged');
    expect(await row(e.event_id)).toMatchObject({ outcome: 'completed', done: true });
    await age(e.event_id, 3600);
    expect((await note('claims-2')).needs_handling).toBe(false);
  });

  it('process takes only unhandled events whose claim lapsed, least recently tried first, and claims them', async () => {
    await db.query(`update public.paystack_events set processed_at = now(), outcome = 'test' where processed_at is null`);
    const fresh = await note('claims-3');
    const older = await note('claims-4');
    const oldest = await note('claims-5');
    const handled = await note('claims-6');
    await age(older.event_id, 120);
    await age(oldest.event_id, 600);
    await age(handled.event_id, 600);
    await finish(handled.event_id, 'completed');
    expect(await claim(1)).toEqual([{ event_id: oldest.event_id, event: 'charge.success', attempts: 2 }]);
    expect(await claim()).toEqual([{ event_id: older.event_id, event: 'charge.success', attempts: 2 }]);
    // Both are claimed now: nothing is left to take until their claims lapse.
    expect(await claim()).toEqual([]);
    await age(oldest.event_id, 120);
    await age(older.event_id, 600);
    await age(fresh.event_id, 61);
    expect((await claim()).map((e) => e.event_id)).toEqual([older.event_id, oldest.event_id, fresh.event_id]);
  });

  it('concurrent process runs never take the same event', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) ids.push((await note(`claims-race-${i}`, 'transfer.success')).event_id);
    await db.query(`update public.paystack_events set claimed_at = now() - interval '1 hour' where id = any($1::bigint[])`, [ids]);
    const runs = await Promise.all(Array.from({ length: 6 }, () => claim(3)));
    const taken = runs.flat().map((e) => e.event_id);
    expect(new Set(taken).size).toBe(taken.length);
    expect(taken.sort()).toEqual([...ids].sort());
  });
});

describe('stuck_payouts', () => {
  it('lists payouts processing for more than 15 minutes, longest waiting first', async () => {
    const c = await makeCleaner(db, p.admin, 'Bola Stuck');
    expect(await savePayoutAccount(db, c.id, 'STUCK BOLA')).toBe('verified');
    const sent: string[] = [];
    for (let i = 0; i < 3; i++) {
      const booking = await acceptedBooking(db, p.client, c, 1_000_000);
      await payBooking(db, p.client, booking);
      await rpc(db, c, 'complete_booking', { p_booking_id: booking });
      await rpc(db, p.client, 'confirm_booking_completion', { p_booking_id: booking });
      const [claimed] = await as(db, SERVICE, async (tx) =>
        (await tx.query<{ transfer_reference: string }>(`select transfer_reference from public.claim_payouts(p_cleaner_id => $1)`, [c.id])).rows);
      sent.push(claimed!.transfer_reference);
    }
    const stuck = () => as(db, SERVICE, async (tx) => (await tx.query<{ transfer_reference: string }>(`select transfer_reference from public.stuck_payouts()`)).rows.map((r) => r.transfer_reference));
    expect(await stuck()).toEqual([]);
    await db.query(`update public.payouts set sent_at = now() - interval '16 minutes' where transfer_reference = $1`, [sent[0]]);
    await db.query(`update public.payouts set sent_at = now() - interval '2 hours' where transfer_reference = $1`, [sent[1]]);
    await db.query(`update public.payouts set sent_at = now() - interval '14 minutes' where transfer_reference = $1`, [sent[2]]);
    expect(await stuck()).toEqual([sent[1], sent[0]]);
    // A paid one is no longer stuck.
    expect(await rpc(db, SERVICE, 'record_payout_result', { p_transfer_reference: sent[1], p_status: 'success' })).toBe('paid');
    expect(await stuck()).toEqual([sent[0]]);
  });

  it('takes turns: a run that asks about fewer than are stuck asks next about those it skipped', async () => {
    const c = await makeCleaner(db, p.admin, 'Tunde Turns');
    expect(await savePayoutAccount(db, c.id, 'TURNS TUNDE')).toBe('verified');
    const sent: string[] = [];
    for (let i = 0; i < 3; i++) {
      const booking = await acceptedBooking(db, p.client, c, 1_000_000);
      await payBooking(db, p.client, booking);
      await rpc(db, c, 'complete_booking', { p_booking_id: booking });
      await rpc(db, p.client, 'confirm_booking_completion', { p_booking_id: booking });
      const [claimed] = await as(db, SERVICE, async (tx) =>
        (await tx.query<{ transfer_reference: string }>(`select transfer_reference from public.claim_payouts(p_cleaner_id => $1)`, [c.id])).rows);
      sent.push(claimed!.transfer_reference);
      await db.query(`update public.payouts set sent_at = now() - make_interval(hours => $2) where transfer_reference = $1`, [claimed!.transfer_reference, 30 - i]);
    }
    // Only this cleaner's payouts are stuck now (the previous test's last one was marked in the far past: skip it).
    await db.query(`update public.payouts set status_checked_at = now() + interval '1 day' where status = 'processing' and cleaner_id <> $1`, [c.id]);
    const askTwo = () => as(db, SERVICE, async (tx) => (await tx.query<{ transfer_reference: string }>(`select transfer_reference from public.stuck_payouts(2)`)).rows.map((r) => r.transfer_reference));
    expect(await askTwo()).toEqual([sent[0], sent[1]]);
    expect(await askTwo()).toEqual([sent[2], sent[0]]);
    // sent[0] and sent[2] were asked about in the same run: the earlier sent goes first.
    expect(await askTwo()).toEqual([sent[1], sent[0]]);
  });
});
