/**
 * Admin power needs a session that passed MFA (issue 24): an admin or super_admin whose JWT says aal1 (password only,
 * e.g. a stolen password) is a plain user to every admin RPC, policy and storage rule; the same person at aal2 is an
 * admin. Before migration 20250629000000 the aal1 session had full admin power.
 */
import type { Database } from '@spotless/local-supabase';
import { as, rpc, rpcError, type Actor } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { makeCleaner, makePeople, type People } from './helpers/world';

let t: TestDatabase;
let db: Database;
let p: People;
let admin1: Actor;
let superAdmin1: Actor;

beforeAll(async () => {
  t = await openTestDatabase();
  db = t.db;
  p = await makePeople(db);
  admin1 = { ...p.admin, aal: 'aal1' };
  superAdmin1 = { ...p.superAdmin, aal: 'aal1' };
});
afterAll(async () => {
  await t?.close();
});

const count = (who: Actor, sql: string) => as(db, who, async (tx) => Number((await tx.query<{ n: number }>(sql)).rows[0]!.n));

it('is_admin and is_super_admin are true only at aal2', async () => {
  expect(await rpc(db, admin1, 'is_admin')).toBe(false);
  expect(await rpc(db, superAdmin1, 'is_super_admin')).toBe(false);
  expect(await rpc(db, superAdmin1, 'is_admin')).toBe(false);
  expect(await rpc(db, p.admin, 'is_admin')).toBe(true);
  expect(await rpc(db, p.superAdmin, 'is_super_admin')).toBe(true);
  // The roles themselves stay readable: the console uses them to send an admin to the MFA step.
  expect(await rpc(db, admin1, 'has_role', { p_role: 'admin' })).toBe(true);
});

it('an aal1 admin is refused by admin RPCs', async () => {
  const pending = await makeCleaner(db, p.admin, 'Ifeoma Chukwu', { verify: false });
  expect(await rpcError(db, admin1, 'verify_cleaner', { p_cleaner_id: pending.id })).toMatch(/admin/i);
  expect(await rpcError(db, admin1, 'suspend_cleaner', { p_cleaner_id: p.cleaner.id })).toMatch(/admin/i);
  expect(await rpcError(db, superAdmin1, 'grant_admin_role', { p_user_id: p.client.id })).toBe('Only a super admin can register admins.');
  expect(
    await rpcError(db, superAdmin1, 'register_admin', {
      p_full_name: 'Stolen Password', p_email: 'stolen@example.ng', p_password: 'password-123', p_role: 'super_admin',
    }),
  ).toBe('Only a super admin can register admins.');
  // Nothing changed: the cleaner is still pending.
  expect((await db.query(`select verification_status from public.cleaner_profiles where user_id = $1`, [pending.id])).rows).toEqual([
    { verification_status: 'pending' },
  ]);
});

it('policy-gated reads show an aal1 admin only their own rows', async () => {
  expect(await count(admin1, `select count(*)::int as n from public.profiles`)).toBe(1);
  expect(await count(p.admin, `select count(*)::int as n from public.profiles`)).toBeGreaterThan(5);
  expect(await count(admin1, `select count(*)::int as n from public.verification_submissions`)).toBe(0);
  expect(await count(p.admin, `select count(*)::int as n from public.verification_submissions`)).toBeGreaterThan(0);
});
