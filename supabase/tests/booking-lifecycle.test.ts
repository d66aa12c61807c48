/**
 * The booking lifecycle is one table, public.booking_transitions, enforced by a trigger on every status change and
 * mirrored by shared-data/src/lifecycle/booking.ts; every change lands on the booking's timeline (booking_events),
 * which only the booking's parties and admins read.
 */
import { BOOKING_LIFECYCLE } from '../../shared-data/src/lifecycle/booking';
import { ANON, as, attempt, rpc, rpcError, SERVICE } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { makePeople, type People } from './helpers/world';

let t: TestDatabase;
let p: People;
beforeAll(async () => {
  t = await openTestDatabase();
  p = await makePeople(t.db);
});
afterAll(async () => {
  await t?.close();
});

async function newBooking(customer = p.client): Promise<string> {
  return rpc<string>(t.db, customer, 'create_booking', {
    p_cleaner_id: p.cleaner.id, p_services: ['House Cleaning'], p_location: 'Ikoyi',
    ...(customer.anonymous ? { p_full_name: 'Kemi Guest', p_phone: '+2348099990000' } : {}),
  });
}

async function events(bookingId: string) {
  const r = await t.db.query<{ kind: string; actor_role: string; actor_id: string | null; from_status: string | null; to_status: string | null; detail: Record<string, unknown> }>(
    `select kind, actor_role, actor_id, from_status, to_status, detail from public.booking_events where booking_id = $1 order by at, id`,
    [bookingId],
  );
  return r.rows;
}

describe('booking_transitions and its mirror', () => {
  it('lists the same moves, actors and notes as shared-data', async () => {
    const r = await t.db.query<{ from_status: string; to_status: string; actors: string[]; note: string }>(
      `select from_status, to_status, actors, note from public.booking_transitions`,
    );
    const key = (x: { from: string; to: string; by: readonly string[]; note: string }) =>
      `${x.from} -> ${x.to} [${[...x.by].sort().join(',')}]: ${x.note}`;
    const database = r.rows.map((x) => key({ from: x.from_status, to: x.to_status, by: x.actors, note: x.note })).sort();
    const mirror = BOOKING_LIFECYCLE.transitions.map(key).sort();
    expect(mirror.filter((x) => !database.includes(x))).toEqual([]);
    expect(database.filter((x) => !mirror.includes(x))).toEqual([]);
  });

  it('has the states of the booking_status domain', async () => {
    const r = await t.db.query<{ def: string }>(
      `select pg_get_constraintdef(c.oid) as def from pg_constraint c join pg_type ty on ty.oid = c.contypid
        where ty.typname = 'booking_status' and ty.typnamespace = 'public'::regnamespace`,
    );
    const allowed = [...r.rows[0]!.def.matchAll(/'([a-z_]+)'/g)].map((m) => m[1]).sort();
    expect([...BOOKING_LIFECYCLE.states].sort()).toEqual(allowed);
  });

  it('refuses a status change the table does not list, even from the service role', async () => {
    const id = await newBooking();
    const r = await attempt(t.db, SERVICE, `update public.bookings set status = 'completed', completed_at = now() where id = $1`, [id]);
    expect(r).toMatchObject({ ok: false, code: '22023', error: 'A booking cannot go from pending to completed.' });
    await rpc(t.db, p.cleaner, 'accept_booking', { p_booking_id: id, p_price_kobo: 2000000 });
    // (accepted -> pending is allowed since standby replacement: the job of a cleaner who drops it goes back to pending.)
    const back = await attempt(t.db, SERVICE, `update public.bookings set status = 'rejected' where id = $1`, [id]);
    expect(back).toMatchObject({ ok: false, code: '22023' });
  });
});

describe('the cleaner on the way and starting', () => {
  it('moves accepted -> on_the_way -> in_progress -> awaiting_confirmation, each on the timeline with its actor', async () => {
    const id = await newBooking();
    await rpc(t.db, p.cleaner, 'accept_booking', { p_booking_id: id, p_price_kobo: 2000000 });
    expect(await rpcError(t.db, p.client, 'set_booking_on_the_way', { p_booking_id: id })).toBe('Invalid booking ID');
    await rpc(t.db, p.cleaner, 'set_booking_on_the_way', { p_booking_id: id });
    expect(await rpcError(t.db, p.cleaner, 'set_booking_on_the_way', { p_booking_id: id })).toBe('Only an accepted booking can be set on the way.');
    expect(await rpcError(t.db, p.cleaner, 'complete_booking', { p_booking_id: id })).toBe('Only an accepted booking can be completed.');
    await rpc(t.db, p.cleaner, 'start_booking', { p_booking_id: id });
    await rpc(t.db, p.cleaner, 'complete_booking', { p_booking_id: id });
    await rpc(t.db, p.client, 'confirm_booking_completion', { p_booking_id: id });
    const ev = await events(id);
    expect(ev.map((e) => [e.kind, e.actor_role, e.from_status, e.to_status])).toEqual([
      ['requested', 'customer', null, 'pending'],
      ['accepted', 'cleaner', 'pending', 'accepted'],
      ['on_the_way', 'cleaner', 'accepted', 'on_the_way'],
      ['started', 'cleaner', 'on_the_way', 'in_progress'],
      ['marked_done', 'cleaner', 'in_progress', 'awaiting_confirmation'],
      ['confirmed', 'customer', 'awaiting_confirmation', 'completed'],
    ]);
    expect(ev[1]!.detail).toEqual({ price_kobo: 2000000 });
    expect(ev[1]!.actor_id).toBe(p.cleaner.id);
    const b = await t.db.query<{ on_the_way_at: string | null; started_at: string | null }>(
      `select on_the_way_at, started_at from public.bookings where id = $1`, [id]);
    expect(b.rows[0]!.on_the_way_at).not.toBeNull();
    expect(b.rows[0]!.started_at).not.toBeNull();
  });

  it('keeps marking done straight from accepted (existing screens)', async () => {
    const id = await newBooking();
    await rpc(t.db, p.cleaner, 'accept_booking', { p_booking_id: id, p_price_kobo: 2000000 });
    await rpc(t.db, p.cleaner, 'complete_booking', { p_booking_id: id });
    expect((await events(id)).map((e) => e.kind)).toEqual(['requested', 'accepted', 'marked_done']);
  });

  it('refuses a suspended cleaner and another cleaner', async () => {
    const id = await newBooking();
    await rpc(t.db, p.cleaner, 'accept_booking', { p_booking_id: id, p_price_kobo: 2000000 });
    expect(await rpcError(t.db, p.cleaner2, 'start_booking', { p_booking_id: id })).toBe('Invalid booking ID');
    expect(await rpcError(t.db, p.suspended, 'start_booking', { p_booking_id: id })).toBe('Invalid booking ID');
    await expect(rpc(t.db, ANON, 'start_booking', { p_booking_id: id })).rejects.toThrow(/permission denied/);
  });

  it('records the 48-hour timeout as the system and a cancellation by its actor', async () => {
    const id = await newBooking();
    await rpc(t.db, p.cleaner, 'accept_booking', { p_booking_id: id, p_price_kobo: 2000000 });
    await rpc(t.db, p.cleaner, 'complete_booking', { p_booking_id: id });
    await t.db.query(`update public.bookings set completed_at = now() - interval '100 hours' where id = $1`, [id]);
    // Another booking's cleaner call runs the lazy timeout inside their own request.
    const other = await newBooking(p.client2);
    await rpc(t.db, p.cleaner, 'accept_booking', { p_booking_id: other, p_price_kobo: 1000000 });
    await rpc(t.db, p.cleaner, 'complete_booking', { p_booking_id: other });
    const ev = await events(id);
    expect(ev.at(-1)).toMatchObject({ kind: 'confirmed', actor_role: 'system', actor_id: null, detail: { confirmed_by: 'timeout' } });

    const cancelled = await newBooking();
    await rpc(t.db, p.client, 'cancel_booking', { p_booking_id: cancelled });
    // (cancel_booking adds its own cancellation_terms event beside the status change.)
    expect((await events(cancelled)).find((e) => e.kind === 'cancelled')).toMatchObject({ actor_role: 'customer', actor_id: p.client.id, from_status: 'pending' });
  });
});

describe('booking_events', () => {
  it('are read only by the booking\'s parties and admins, and written by nobody through the API', async () => {
    const id = await newBooking(p.guest);
    const seen = async (who: Parameters<typeof attempt>[1]) => {
      const r = await attempt<{ kind: string }>(t.db, who, `select kind from public.booking_events where booking_id = $1`, [id]);
      return r.ok ? r.rows.length : r.error;
    };
    expect(await seen(p.guest)).toBe(1);
    expect(await seen(p.cleaner)).toBe(1);
    expect(await seen(p.admin)).toBe(1);
    expect(await seen(p.client)).toBe(0);
    expect(await seen(p.cleaner2)).toBe(0);
    expect(await seen({ ...p.admin, aal: 'aal1' })).toBe(0);
    expect(await seen(ANON)).toMatch(/permission denied/);
    const write = await attempt(t.db, p.guest, `insert into public.booking_events (booking_id, actor_role, kind) values ($1, 'customer', 'paid')`, [id]);
    expect(write).toMatchObject({ ok: false, error: expect.stringMatching(/permission denied/) });
    expect(await rpcError(t.db, p.guest, 'log_booking_event', { p_booking_id: id, p_kind: 'paid', p_detail: {} })).toMatch(/permission denied/);
  });

  it('log_booking_event (internal) adds an event with the caller\'s side', async () => {
    const id = await newBooking();
    await as(t.db, p.client, async (tx) => {
      // Runs as the postgres owner inside the client's claims: what a security definer RPC of another helper does.
      await tx.query(`set local role postgres`);
      await tx.query(`select public.log_booking_event($1, 'rescheduled', '{"to": "2026-11-25T14:00:00+01:00"}')`, [id]);
    });
    expect((await events(id)).at(-1)).toMatchObject({ kind: 'rescheduled', actor_role: 'customer', actor_id: p.client.id, to_status: 'pending' });
  });
});
