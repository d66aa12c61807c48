import type { Queryable } from '../db/types';
import type { Metadata } from './metadata';

/** A row of auth.users as Auth reads it. */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | string | null;
  invited_at: Date | string | null;
  confirmation_sent_at: Date | string | null;
  recovery_sent_at: Date | string | null;
  email_change: string | null;
  email_change_sent_at: Date | string | null;
  last_sign_in_at: Date | string | null;
  raw_app_meta_data: Metadata | null;
  raw_user_meta_data: Metadata | null;
  created_at: Date | string | null;
  updated_at: Date | string | null;
  phone: string | null;
  phone_confirmed_at: Date | string | null;
  phone_change: string | null;
  phone_change_sent_at: Date | string | null;
  confirmed_at: Date | string | null;
  banned_until: Date | string | null;
  deleted_at: Date | string | null;
  is_anonymous: boolean;
}

/** A row of auth.identities. */
export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Metadata;
  provider: string;
  last_sign_in_at: Date | string | null;
  created_at: Date | string | null;
  updated_at: Date | string | null;
  email: string | null;
}

/** Columns Auth writes, with the SQL cast each parameter needs. */
const WRITABLE: Record<string, string> = {
  id: 'uuid',
  aud: 'text',
  role: 'text',
  email: 'text',
  encrypted_password: 'text',
  email_confirmed_at: 'timestamptz',
  invited_at: 'timestamptz',
  confirmation_sent_at: 'timestamptz',
  recovery_sent_at: 'timestamptz',
  email_change: 'text',
  email_change_sent_at: 'timestamptz',
  last_sign_in_at: 'timestamptz',
  raw_app_meta_data: 'jsonb',
  raw_user_meta_data: 'jsonb',
  phone: 'text',
  phone_confirmed_at: 'timestamptz',
  phone_change: 'text',
  phone_change_sent_at: 'timestamptz',
  banned_until: 'timestamptz',
  deleted_at: 'timestamptz',
  is_anonymous: 'boolean',
};

export type UserPatch = Partial<{
  id: string;
  aud: string;
  role: string;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Metadata;
  raw_user_meta_data: Metadata;
  phone: string | null;
  phone_confirmed_at: Date | null;
  phone_change: string | null;
  phone_change_sent_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
}>;

/** Parameters are bound, never interpolated: dates go as ISO text, JSON as text cast to jsonb. */
function toParam(column: string, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (WRITABLE[column] === 'jsonb') return JSON.stringify(value);
  return value;
}

function columnsOf(patch: UserPatch): string[] {
  const cols = Object.keys(patch).filter((k) => (patch as Record<string, unknown>)[k] !== undefined);
  for (const c of cols) if (!(c in WRITABLE)) throw new Error(`auth.users column not writable: ${c}`);
  return cols;
}

export async function findUserById(q: Queryable, id: string): Promise<UserRow | undefined> {
  const r = await q.query<UserRow>(`select * from auth.users where id = $1::uuid`, [id]);
  return r.rows[0];
}

/** Finds a (not soft-deleted) user by e-mail, case-insensitively. */
export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | undefined> {
  const r = await q.query<UserRow>(
    `select * from auth.users where lower(email) = lower($1) and is_sso_user = false and deleted_at is null`,
    [email],
  );
  return r.rows[0];
}

export async function insertUser(q: Queryable, values: UserPatch): Promise<UserRow> {
  const cols = columnsOf(values);
  const params = cols.map((c) => toParam(c, (values as Record<string, unknown>)[c]));
  const placeholders = cols.map((c, i) => `$${i + 1}::${WRITABLE[c]}`);
  const r = await q.query<UserRow>(
    `insert into auth.users (instance_id, ${cols.join(', ')}) values ('00000000-0000-0000-0000-000000000000', ${placeholders.join(', ')}) returning *`,
    params,
  );
  return r.rows[0]!;
}

export async function updateUser(q: Queryable, id: string, patch: UserPatch): Promise<UserRow> {
  const cols = columnsOf(patch);
  const params = cols.map((c) => toParam(c, (patch as Record<string, unknown>)[c]));
  const sets = cols.map((c, i) => `${c} = $${i + 2}::${WRITABLE[c]}`);
  sets.push('updated_at = now()');
  const r = await q.query<UserRow>(`update auth.users set ${sets.join(', ')} where id = $1::uuid returning *`, [id, ...params]);
  if (!r.rows[0]) throw new Error('user vanished during update');
  return r.rows[0];
}

export async function deleteUser(q: Queryable, id: string): Promise<void> {
  await q.query(`delete from auth.users where id = $1::uuid`, [id]);
}

/** One page of users, newest first, and the total count (admin list). */
export async function listUsers(q: Queryable, limit: number, offset: number): Promise<{ users: UserRow[]; total: number }> {
  const total = await q.query<{ n: number }>(`select count(*)::int as n from auth.users where deleted_at is null`);
  const r = await q.query<UserRow>(
    `select * from auth.users where deleted_at is null order by created_at desc, id limit $1 offset $2`,
    [limit, offset],
  );
  return { users: r.rows, total: Number(total.rows[0]?.n ?? 0) };
}

export async function identitiesOf(q: Queryable, userId: string): Promise<IdentityRow[]> {
  const r = await q.query<IdentityRow>(`select * from auth.identities where user_id = $1::uuid order by created_at`, [userId]);
  return r.rows;
}

/** Creates or refreshes the e-mail identity of a user (provider_id = user id, as GoTrue does). */
export async function upsertEmailIdentity(q: Queryable, user: UserRow, emailVerified: boolean): Promise<void> {
  const data = { sub: user.id, email: user.email, email_verified: emailVerified, phone_verified: false };
  await q.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
     values ($1::text, $3::uuid, $2::jsonb, 'email', now())
     on conflict (provider_id, provider) do update set identity_data = excluded.identity_data, updated_at = now()`,
    [user.id, JSON.stringify(data), user.id],
  );
}

export async function touchIdentitySignIn(q: Queryable, userId: string): Promise<void> {
  await q.query(`update auth.identities set last_sign_in_at = now() where user_id = $1::uuid`, [userId]);
}

/** The user whose pending e-mail change targets `email`. */
export async function findUserByPendingEmail(q: Queryable, email: string): Promise<UserRow | undefined> {
  const r = await q.query<UserRow>(`select * from auth.users where lower(email_change) = lower($1) and deleted_at is null limit 1`, [email]);
  return r.rows[0];
}
