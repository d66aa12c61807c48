/** register_admin: a super_admin creates a confirmed admin account (bcrypt password + email identity + role). */
import type { Database } from '@spotless/local-supabase';
import { as, rpc, rpcError, type Actor } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { makePeople, type People } from './helpers/world';

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

const register = (who: Actor, args: Partial<Record<'p_full_name' | 'p_email' | 'p_password' | 'p_role', string>>) =>
  ({ p_full_name: 'Amaka Obi', p_email: 'amaka.obi@example.ng', p_password: 'Str0ng-pass', ...args });

describe('register_admin', () => {
  it('creates a confirmed user with a bcrypt password, an email identity, a profile and the admin role', async () => {
    const id = await rpc<string>(db, p.superAdmin, 'register_admin', register(p.superAdmin, { p_email: ' Amaka.Obi@Example.NG ' }));
    const user = (
      await db.query<{ email: string; confirmed: boolean; hash_ok: boolean; hash_prefix: string; meta: { full_name: string } }>(
        `select email, email_confirmed_at is not null as confirmed,
                extensions.crypt('Str0ng-pass', encrypted_password) = encrypted_password as hash_ok,
                left(encrypted_password, 7) as hash_prefix, raw_user_meta_data as meta
           from auth.users where id = $1`,
        [id],
      )
    ).rows[0];
    expect(user).toEqual({ email: 'amaka.obi@example.ng', confirmed: true, hash_ok: true, hash_prefix: '$2a$10$', meta: { full_name: 'Amaka Obi' } });
    expect((await db.query(`select provider, provider_id, email from auth.identities where user_id = $1`, [id])).rows).toEqual([
      { provider: 'email', provider_id: id, email: 'amaka.obi@example.ng' },
    ]);
    expect((await db.query(`select role, granted_by from public.user_roles where user_id = $1`, [id])).rows).toEqual([
      { role: 'admin', granted_by: p.superAdmin.id },
    ]);
    expect((await db.query(`select full_name, email from public.profiles where id = $1`, [id])).rows).toEqual([
      { full_name: 'Amaka Obi', email: 'amaka.obi@example.ng' },
    ]);
    const created: Actor = { id, email: 'amaka.obi@example.ng', anonymous: false, aal: 'aal2' };
    expect(await rpc(db, created, 'is_admin')).toBe(true);
    expect(await rpc(db, created, 'is_super_admin')).toBe(false);
  });

  it('grants super_admin when asked', async () => {
    const id = await rpc<string>(db, p.superAdmin, 'register_admin', register(p.superAdmin, { p_email: 'root2@example.ng', p_role: 'super_admin' }));
    expect(await rpc(db, { id, email: 'root2@example.ng', anonymous: false, aal: 'aal2' }, 'is_super_admin')).toBe(true);
  });

  it('refuses a duplicate e-mail whatever its case, and creates nothing', async () => {
    const before = (await db.query<{ n: number }>(`select count(*)::int as n from auth.users`)).rows[0]!.n;
    expect(await rpcError(db, p.superAdmin, 'register_admin', register(p.superAdmin, { p_email: 'AMAKA.OBI@example.ng' }))).toBe(
      'Email already exists. Please use a different email.',
    );
    expect(await rpcError(db, p.superAdmin, 'register_admin', register(p.superAdmin, { p_email: p.client.email! }))).toBe(
      'Email already exists. Please use a different email.',
    );
    expect((await db.query<{ n: number }>(`select count(*)::int as n from auth.users`)).rows[0]!.n).toBe(before);
  });

  it('refuses missing fields, a short password, a bad e-mail and a non-admin role', async () => {
    const sa = p.superAdmin;
    expect(await rpcError(db, sa, 'register_admin', register(sa, { p_full_name: '  ', p_email: 'x1@example.ng' }))).toBe('Please fill all required fields.');
    expect(await rpcError(db, sa, 'register_admin', register(sa, { p_email: 'x2@example.ng', p_password: 'short7!' }))).toBe(
      'Password should be at least 8 characters.',
    );
    expect(await rpcError(db, sa, 'register_admin', register(sa, { p_email: 'not-an-email' }))).toBe('Please enter a valid email address.');
    expect(await rpcError(db, sa, 'register_admin', register(sa, { p_email: 'x3@example.ng', p_role: 'client' }))).toBe('Invalid role.');
  });

  it('only a super_admin may call it: admin, client, cleaner and guest are refused', async () => {
    for (const who of [p.admin, p.client, p.cleaner, p.guest]) {
      expect(await rpcError(db, who, 'register_admin', register(who, { p_email: `nope-${who.id.slice(0, 6)}@example.ng` }))).toBe(
        'Only a super admin can register admins.',
      );
    }
    expect((await db.query(`select 1 from auth.users where email like 'nope-%'`)).rows).toEqual([]);
  });

  it('is not executable by anon', async () => {
    const granted = await as(db, 'anon', async (tx) =>
      (await tx.query<{ ok: boolean }>(`select has_function_privilege('anon', 'public.register_admin(text, text, text, text)', 'execute') as ok`)).rows[0]!.ok,
    );
    expect(granted).toBe(false);
  });
});
