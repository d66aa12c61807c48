/**
 * Account settings (issue 24): a person lists and ends only their own sessions, downloads only their own data, and
 * deleting an account (service role, after the account function checked the caller) keeps money records and
 * finished bookings others need, anonymised, and is refused while money is on its way or a booking is open.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '@spotless/local-supabase';
import { runAsCaller } from '@spotless/local-supabase/src/http/request-context';
import { ANON, as, createUser, rpc, rpcError, SERVICE, type Actor } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { acceptedBooking, payBooking } from './helpers/money';
import { makePeople, type People } from './helpers/world';
import { liftWriteLimits } from './helpers/write-limits';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the export is arbitrary JSON the test checks itself
type Json = any;

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

/** A session row as Auth writes it at sign-in. */
async function session(who: Actor, userAgent = 'Mozilla/5.0 (Linux; Android 13)'): Promise<string> {
  const id = randomUUID();
  await db.query(`insert into auth.sessions (id, user_id, user_agent, ip) values ($1, $2, $3, '102.89.1.7')`, [id, who.id, userAgent]);
  return id;
}

/** Runs `sql` as `who` signed in on session `sessionId` (the JWT's session_id claim). */
function onSession<T>(who: Actor, sessionId: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const claims = { sub: who.id, role: 'authenticated', aud: 'authenticated', is_anonymous: false, email: who.email ?? '', session_id: sessionId };
  return runAsCaller(db, { role: 'authenticated', claims }, { method: 'POST', path: '/rpc/test', headers: {} }, async (tx) =>
    (await tx.query<T>(sql, params)).rows,
  );
}

const sessionIds = async (who: Actor) =>
  (await db.query<{ id: string }>(`select id from auth.sessions where user_id = $1`, [who.id])).rows.map((r) => r.id);

describe('my sessions', () => {
  it('lists only the caller\'s sessions, with device, IP and which one is this device', async () => {
    const phone = await session(p.client2, 'Mozilla/5.0 (Linux; Android 13) Chrome/120');
    const laptop = await session(p.client2, 'Mozilla/5.0 (Windows NT 10.0) Firefox/125');
    await session(p.client);
    const rows = await onSession<{ id: string; user_agent: string; ip: string; current: boolean }>(p.client2, phone, `select * from public.my_sessions()`);
    expect(rows.map((r) => r.id).sort()).toEqual([phone, laptop].sort());
    expect(rows.find((r) => r.id === phone)).toMatchObject({ current: true, ip: '102.89.1.7', user_agent: expect.stringContaining('Android') });
    expect(rows.find((r) => r.id === laptop)!.current).toBe(false);
  });

  it('ends one of the caller\'s sessions; someone else\'s is "not found" and stays', async () => {
    const mine = await session(p.cleaner2);
    const other = await session(p.cleaner2);
    const victims = await session(p.client);
    expect(await rpcError(db, p.cleaner2, 'end_my_session', { p_session_id: victims })).toBe('Session not found.');
    expect(await sessionIds(p.client)).toContain(victims);
    await onSession(p.cleaner2, mine, `select public.end_my_session($1)`, [other]);
    expect(await sessionIds(p.cleaner2)).toEqual([mine]);
  });

  it('is closed to visitors without a session', async () => {
    expect(await rpcError(db, ANON, 'my_sessions')).toMatch(/permission denied/);
    expect(await rpcError(db, ANON, 'end_my_session', { p_session_id: randomUUID() })).toMatch(/permission denied/);
  });
});

describe('download my data', () => {
  it('holds the caller\'s profile, roles, bookings and payments, and nothing of anyone else', async () => {
    const buyer = await createUser(db, { fullName: 'Ada Export', phone: '08031230001', accountType: 'client' });
    const b = await acceptedBooking(db, buyer, p.cleaner, 500000);
    await payBooking(db, buyer, b, 'ada.export@example.ng');
    const data = await rpc<Json>(db, buyer, 'export_my_data');
    expect(data.user_id).toBe(buyer.id);
    expect(data.profile).toMatchObject({ id: buyer.id, full_name: 'Ada Export', phone: '+2348031230001' });
    expect(data.roles).toEqual(['client']);
    expect(data.bookings.map((x: { id: string }) => x.id)).toEqual([b]);
    expect(data.payments).toHaveLength(1);
    expect(data.payments[0]).not.toHaveProperty('authorization_url');
    // The other party's export does not carry the buyer's payment.
    const other = await rpc<Json>(db, p.client2, 'export_my_data');
    expect(other.user_id).toBe(p.client2.id);
    expect(JSON.stringify(other)).not.toContain(buyer.id);
  });

  it('takes no user id, so nobody can export someone else\'s data; visitors are refused', async () => {
    expect(await rpcError(db, p.client, 'export_my_data', { p_user_id: p.client2.id })).toMatch(/function public.export_my_data\(p_user_id => unknown\) does not exist|does not exist/);
    expect(await rpcError(db, ANON, 'export_my_data')).toMatch(/permission denied/);
  });
});

describe('delete my account', () => {
  /** What the account function does after the RPC: auth.admin.deleteUser (the cascade removes the rest). */
  const deleteAuthUser = (who: Actor) => db.query(`delete from auth.users where id = $1`, [who.id]);

  it('is the service role\'s alone: a signed-in user cannot delete or anonymise anyone, themself included', async () => {
    expect(await rpcError(db, p.client, 'prepare_account_deletion', { p_user_id: p.client2.id })).toMatch(/permission denied/);
    expect(await rpcError(db, p.client, 'prepare_account_deletion', { p_user_id: p.client.id })).toMatch(/permission denied/);
    expect(await rpcError(db, p.client, 'account_deletion_blocker', { p_user_id: p.client2.id })).toMatch(/permission denied/);
  });

  it('is refused while a booking is open or money is held, with the reason', async () => {
    const who = await createUser(db, { fullName: 'Bisi Busy', phone: '08031230002', accountType: 'client' });
    const b = await acceptedBooking(db, who, p.cleaner, 800000);
    expect(await rpc(db, who, 'my_account_deletion_blocker')).toMatch(/bookings in progress/);
    expect(await rpcError(db, SERVICE, 'prepare_account_deletion', { p_user_id: who.id })).toMatch(/bookings in progress/);
    await payBooking(db, who, b);
    await rpc(db, p.cleaner, 'complete_booking', { p_booking_id: b });
    await rpc(db, who, 'confirm_booking_completion', { p_booking_id: b });
    // The job is done, but the cleaner's share has not been paid out yet.
    expect(await rpcError(db, SERVICE, 'prepare_account_deletion', { p_user_id: who.id })).toMatch(/money on its way/);
    expect(await rpcError(db, SERVICE, 'prepare_account_deletion', { p_user_id: p.cleaner.id })).toMatch(/money on its way|bookings in progress/);
    expect((await db.query(`select 1 from public.profiles where id = $1`, [who.id])).rows).toHaveLength(1);
  });

  it('keeps a finished booking for the cleaner without the customer\'s details, and removes the rest', async () => {
    const who = await createUser(db, { fullName: 'Chika Gone', phone: '08031230003', accountType: 'client', address: '4 Bode Thomas, Surulere' });
    const done = await acceptedBooking(db, who, p.cleaner2, 300000, { p_special_request: 'Key under the mat' });
    await rpc(db, p.cleaner2, 'complete_booking', { p_booking_id: done });
    await rpc(db, who, 'confirm_booking_completion', { p_booking_id: done });
    const quote = await rpc<string>(db, who, 'create_quote_request', {
      p_service_type: 'House Cleaning', p_location: '4 Bode Thomas, Surulere', p_description: 'Two rooms',
    });
    expect(await rpc(db, who, 'my_account_deletion_blocker')).toBeNull();

    await rpc(db, SERVICE, 'prepare_account_deletion', { p_user_id: who.id });
    await deleteAuthUser(who);

    const kept = (await db.query<{ customer_id: string | null; gone: boolean; special_request: string | null; status: string }>(
      `select customer_id, customer_deleted_at is not null as gone, special_request, status from public.bookings where id = $1`, [done])).rows[0]!;
    expect(kept).toMatchObject({ customer_id: null, gone: true, special_request: null, status: 'completed' });
    const contact = (await db.query<{ full_name: string; email: string | null; address: string | null }>(
      `select full_name, email, address from public.booking_contacts where booking_id = $1`, [done])).rows[0];
    expect(contact).toMatchObject({ full_name: 'Deleted user', email: null, address: null });
    // The cleaner still sees the job they did.
    const seen = await as(db, p.cleaner2, async (tx) => (await tx.query(`select id from public.bookings where id = $1`, [done])).rows);
    expect(seen).toHaveLength(1);
    for (const table of ['profiles', 'client_profiles', 'user_roles']) {
      const col = table === 'profiles' ? 'id' : 'user_id';
      expect((await db.query(`select 1 from public.${table} where ${col} = $1`, [who.id])).rows).toHaveLength(0);
    }
    expect((await db.query(`select 1 from public.quote_requests where id = $1`, [quote])).rows).toHaveLength(0);
    const audit = await db.query<{ action: string }>(`select action from public.money_audit where actor_id = $1`, [who.id]);
    expect(audit.rows.map((r) => r.action)).toContain('account.deleted');
  });
});

describe('a guest who confirms their address', () => {
  it('becomes a client when Auth makes them permanent, only with account_type client, and nothing else', async () => {
    const guest = await createUser(db, { fullName: '', anonymous: true });
    const roles = async (who: Actor) => (await db.query<{ role: string }>(`select role from public.user_roles where user_id = $1`, [who.id])).rows.map((r) => r.role);
    // The form stored the sign-up data; the address is not confirmed yet: still a guest, no role.
    await db.query(`update auth.users set raw_user_meta_data = raw_user_meta_data || '{"account_type":"client"}' where id = $1`, [guest.id]);
    expect(await roles(guest)).toEqual([]);
    // Following the confirmation link (Auth's update): a permanent user with the client role.
    await db.query(`update auth.users set is_anonymous = false, email = 'kept-guest@example.ng' where id = $1`, [guest.id]);
    expect(await roles(guest)).toEqual(['client']);

    const other = await createUser(db, { fullName: '', anonymous: true });
    await db.query(`update auth.users set raw_user_meta_data = raw_user_meta_data || '{"account_type":"admin"}' where id = $1`, [other.id]);
    await db.query(`update auth.users set is_anonymous = false, email = 'sneaky@example.ng' where id = $1`, [other.id]);
    expect(await roles(other)).toEqual([]);
  });
});
