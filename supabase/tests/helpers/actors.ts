import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '@spotless/local-supabase';
import { runAsCaller } from '@spotless/local-supabase/src/http/request-context';

/** A signed-in person (or an anonymous guest session) the tests act as. */
export interface Actor {
  id: string;
  email: string | null;
  anonymous: boolean;
  /** The session's assurance level: aal2 once it passed MFA (admins must, to use admin power); aal1 when absent. */
  aal?: 'aal1' | 'aal2';
}

/** The same person in a session that passed MFA (a TOTP code): what an admin has after signing in. */
export function passedMfa(actor: Actor): Actor {
  return { ...actor, aal: 'aal2' };
}

/** The anonymous visitor: no session at all (PostgREST's anon role). */
export const ANON = 'anon' as const;
/** The server side with the service key (the Edge Functions after Paystack confirmed a fact): RLS bypassed. */
export const SERVICE = 'service_role' as const;
export type Caller = Actor | typeof ANON;
/** Whoever a statement may run as: a browser caller, or the service role. */
export type Runner = Caller | typeof SERVICE;

export interface NewUser {
  fullName: string;
  email?: string;
  phone?: string;
  accountType?: 'client' | 'cleaner' | string;
  address?: string;
  anonymous?: boolean;
}

/**
 * Creates an auth user the way GoTrue does (a row in auth.users, which fires the sign-up trigger). Test setup only:
 * this is the one place that writes as the database owner.
 */
export async function createUser(db: Database, user: NewUser): Promise<Actor> {
  const id = randomUUID();
  const email = user.anonymous ? null : (user.email ?? `${id.slice(0, 8)}@test.spotless.ng`);
  const meta: Record<string, string> = { full_name: user.fullName };
  if (user.phone) meta.phone = user.phone;
  if (user.accountType) meta.account_type = user.accountType;
  if (user.address) meta.address = user.address;
  await db.query(
    `insert into auth.users (id, email, raw_user_meta_data, is_anonymous, email_confirmed_at, aud, role)
     values ($1, $2, $3, $4, case when $4 then null else now() end, 'authenticated', 'authenticated')`,
    [id, email, JSON.stringify(meta), Boolean(user.anonymous)],
  );
  return { id, email, anonymous: Boolean(user.anonymous) };
}

/** Test bootstrap of the first super_admin (the product does this with a command-line tool). */
export async function bootstrapSuperAdmin(db: Database, actor: Actor): Promise<void> {
  await db.query(`insert into public.user_roles (user_id, role) values ($1, 'super_admin')`, [actor.id]);
}

function callerFor(who: Runner) {
  if (who === ANON) return { role: 'anon', claims: { role: 'anon' } };
  if (who === SERVICE) return { role: 'service_role', claims: { role: 'service_role' } };
  return {
    role: 'authenticated',
    claims: { sub: who.id, role: 'authenticated', aud: 'authenticated', is_anonymous: who.anonymous, email: who.email ?? '', aal: who.aal ?? 'aal1' },
  };
}

/** Runs `fn` in one transaction as `who`, exactly as PostgREST would (role switched, claims set), and commits. */
export function as<T>(db: Database, who: Runner, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return runAsCaller(db, callerFor(who), { method: 'POST', path: '/rpc/test', headers: {} }, fn);
}

class Rollback<T> extends Error {
  constructor(public readonly value: T) {
    super('rollback');
  }
}

/** Outcome of an attempted statement: its rows, or the database error it raised. */
export type Attempt<R> = { ok: true; rows: R[]; count: number } | { ok: false; error: string; code?: string };

/**
 * Runs one statement as `who` and rolls it back whatever happens, so attempts never change the shared fixture.
 * Returns the rows (RETURNING) or the error.
 */
export async function attempt<R = Record<string, unknown>>(
  db: Database,
  who: Runner,
  sql: string,
  params: unknown[] = [],
): Promise<Attempt<R>> {
  try {
    await as(db, who, async (tx) => {
      const r = await tx.query<R>(sql, params);
      throw new Rollback<Attempt<R>>({ ok: true, rows: r.rows, count: r.affectedRows ?? r.rows.length });
    });
  } catch (err) {
    if (err instanceof Rollback) return err.value as Attempt<R>;
    const e = err as { message: string; code?: string };
    return { ok: false, error: e.message, code: e.code };
  }
  throw new Error('unreachable');
}

/** Calls an RPC as `who` and commits; resolves to the function's value. */
export async function rpc<T = unknown>(db: Database, who: Runner, fn: string, args: Record<string, unknown> = {}): Promise<T> {
  const names = Object.keys(args);
  const sql = `select public.${fn}(${names.map((n, i) => `${n} => $${i + 1}`).join(', ')}) as v`;
  return as(db, who, async (tx) => {
    const r = await tx.query<{ v: T }>(sql, names.map((n) => args[n]));
    return r.rows[0]!.v;
  });
}

/** Calls an RPC as `who` and returns the error message it raised (fails the test when it succeeds). */
export async function rpcError(db: Database, who: Runner, fn: string, args: Record<string, unknown> = {}): Promise<string> {
  try {
    await rpc(db, who, fn, args);
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error(`${fn} succeeded but was expected to fail`);
}
