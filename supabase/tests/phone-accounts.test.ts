/**
 * Issue 24, phone sign-in: accounts made with a phone number have no e-mail. The new-user trigger must accept them,
 * and a phone confirmed later by SMS code fills a profile's missing contact phone (never overwrites one).
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '@spotless/local-supabase';
import { as, type Actor } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';

let t: TestDatabase;
let db: Database;
beforeAll(async () => {
  t = await openTestDatabase();
  db = t.db;
});
afterAll(async () => {
  await t?.close();
});

/** A user row as GoTrue writes it for POST /otp {phone}: E.164 digits, no e-mail, the phone in the metadata. */
async function phoneUser(phone: string, meta: Record<string, unknown> = {}): Promise<Actor> {
  const id = randomUUID();
  await db.query(
    `insert into auth.users (id, phone, raw_user_meta_data, raw_app_meta_data, aud, role)
     values ($1, $2, $3, '{"provider":"phone","providers":["phone"]}', 'authenticated', 'authenticated')`,
    [id, phone, JSON.stringify({ sub: id, phone, email_verified: false, phone_verified: false, ...meta })],
  );
  return { id, email: null, anonymous: false };
}

const profile = async (who: Actor) =>
  as(db, who, async (tx) => (await tx.query<{ email: string | null; phone: string | null; is_guest: boolean }>(`select email, phone, is_guest from public.profiles where id = $1`, [who.id])).rows[0]);

test('a phone sign-up gets a profile with no e-mail and its number as the contact phone', async () => {
  const u = await phoneUser('2348031230001');
  expect(await profile(u)).toEqual({ email: null, phone: '+2348031230001', is_guest: false });
});

test('a phone sign-up as a client gets the client role like an e-mail sign-up', async () => {
  const u = await phoneUser('2348031230002', { account_type: 'client', full_name: 'Chidi Okeke' });
  const roles = await as(db, u, async (tx) => (await tx.query<{ role: string }>(`select role from public.user_roles where user_id = $1`, [u.id])).rows);
  expect(roles.map((r) => r.role)).toEqual(['client']);
});

test('a phone confirmed later fills a missing contact phone, and leaves a typed one alone', async () => {
  const id = randomUUID();
  await db.query(
    `insert into auth.users (id, email, email_confirmed_at, raw_user_meta_data, aud, role) values ($1, $2, now(), '{}', 'authenticated', 'authenticated')`,
    [id, `${id.slice(0, 8)}@test.spotless.ng`],
  );
  const emailUser: Actor = { id, email: `${id.slice(0, 8)}@test.spotless.ng`, anonymous: false };
  expect((await profile(emailUser))?.phone).toBeNull();
  // An unconfirmed change does nothing.
  await db.query(`update auth.users set phone_change = '2348031230003' where id = $1`, [id]);
  expect((await profile(emailUser))?.phone).toBeNull();
  await db.query(`update auth.users set phone = '2348031230003', phone_change = '', phone_confirmed_at = now() where id = $1`, [id]);
  expect((await profile(emailUser))?.phone).toBe('+2348031230003');

  const typed = await phoneUser('2348031230004');
  await db.query(`update public.profiles set phone = '+2348099999999' where id = $1`, [typed.id]);
  await db.query(`update auth.users set phone = '2348031230005', phone_confirmed_at = now() where id = $1`, [typed.id]);
  expect((await profile(typed))?.phone).toBe('+2348099999999');
});

test('a foreign number confirmed by code does not break the update (the profile keeps no phone)', async () => {
  const id = randomUUID();
  await db.query(
    `insert into auth.users (id, email, email_confirmed_at, raw_user_meta_data, aud, role) values ($1, $2, now(), '{}', 'authenticated', 'authenticated')`,
    [id, `${id.slice(0, 8)}@test.spotless.ng`],
  );
  await db.query(`update auth.users set phone = '447700900123', phone_confirmed_at = now() where id = $1`, [id]);
  expect((await profile({ id, email: 'x', anonymous: false }))?.phone).toBeNull();
});
