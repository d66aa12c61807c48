import type { Queryable } from '../db/types';
import { iso } from './iso';

/** A row of auth.mfa_factors as Auth reads it. */
export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: 'unverified' | 'verified';
  secret: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  last_challenged_at: Date | string | null;
}

/** A row of auth.mfa_challenges, with whether it is past its expiry. */
export interface ChallengeRow {
  id: string;
  factor_id: string;
  verified_at: Date | string | null;
  expired: boolean;
  same_ip: boolean;
}

/** A factor as GoTrue shows it (user.factors, admin listing): never its secret. */
export function factorJson(f: FactorRow): Record<string, unknown> {
  return {
    id: f.id,
    friendly_name: f.friendly_name ?? '',
    factor_type: f.factor_type,
    status: f.status,
    created_at: iso(f.created_at),
    updated_at: iso(f.updated_at),
    last_challenged_at: iso(f.last_challenged_at),
  };
}

export async function factorsOf(q: Queryable, userId: string): Promise<FactorRow[]> {
  const r = await q.query<FactorRow>(`select * from auth.mfa_factors where user_id = $1::uuid order by created_at, id`, [userId]);
  return r.rows;
}

export async function findFactor(q: Queryable, id: string): Promise<FactorRow | undefined> {
  const r = await q.query<FactorRow>(`select * from auth.mfa_factors where id = $1::uuid`, [id]);
  return r.rows[0];
}

export async function insertTotpFactor(q: Queryable, userId: string, friendlyName: string, secret: string): Promise<FactorRow> {
  const r = await q.query<FactorRow>(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret, created_at, updated_at)
     values (extensions.gen_random_uuid(), $1::uuid, $2, 'totp', 'unverified', $3, now(), now()) returning *`,
    [userId, friendlyName, secret],
  );
  return r.rows[0]!;
}

/**
 * Forgets unverified factors older than `seconds` (GoTrue's factor expiry): an enrolment abandoned before its
 * first code should not hold a friendly name or a place under the limit for ever.
 */
export async function deleteStaleUnverifiedFactors(q: Queryable, userId: string, seconds: number): Promise<void> {
  await q.query(
    `delete from auth.mfa_factors where user_id = $1::uuid and status = 'unverified' and created_at < now() - make_interval(secs => $2)`,
    [userId, seconds],
  );
}

export async function insertChallenge(q: Queryable, factorId: string, ip: string): Promise<{ id: string; created_at: Date | string }> {
  const r = await q.query<{ id: string; created_at: Date | string }>(
    `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values (extensions.gen_random_uuid(), $1::uuid, now(), $2::inet)
     returning id, created_at`,
    [factorId, ip],
  );
  await q.query(`update auth.mfa_factors set last_challenged_at = clock_timestamp(), updated_at = now() where id = $1::uuid`, [factorId]);
  return r.rows[0]!;
}

/**
 * The challenge `id` of `factorId`, locked for this transaction so one code cannot be spent twice at once; `same_ip`
 * compares addresses as inet values, so two spellings of one IPv6 address are equal.
 */
export async function findChallengeForUpdate(
  q: Queryable,
  factorId: string,
  id: string,
  expirySeconds: number,
  ip: string,
): Promise<ChallengeRow | undefined> {
  const r = await q.query<ChallengeRow>(
    `select id, factor_id, verified_at, created_at < now() - make_interval(secs => $3) as expired, ip_address = $4::inet as same_ip
       from auth.mfa_challenges where id = $1::uuid and factor_id = $2::uuid for update`,
    [id, factorId, expirySeconds, ip],
  );
  return r.rows[0];
}

export async function deleteChallenge(q: Queryable, id: string): Promise<void> {
  await q.query(`delete from auth.mfa_challenges where id = $1::uuid`, [id]);
}

export async function markChallengeVerified(q: Queryable, id: string): Promise<void> {
  await q.query(`update auth.mfa_challenges set verified_at = now() where id = $1::uuid`, [id]);
}

export async function markFactorVerified(q: Queryable, id: string): Promise<void> {
  await q.query(`update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1::uuid`, [id]);
}

/** After a factor is verified, the user's other unverified factors of that type go (GoTrue does the same). */
export async function deleteUnverifiedFactors(q: Queryable, userId: string, factorType: string): Promise<void> {
  await q.query(`delete from auth.mfa_factors where user_id = $1::uuid and factor_type = $2 and status = 'unverified'`, [userId, factorType]);
}

/**
 * Removes a factor. Sessions that reached aal2 with it fall back to aal1 (their next token says so), as GoTrue
 * downgrades them: a removed authenticator proves nothing any more.
 */
export async function deleteFactor(q: Queryable, factor: FactorRow): Promise<void> {
  await q.query(
    `delete from auth.mfa_amr_claims where authentication_method = $2
        and session_id in (select id from auth.sessions where factor_id = $1::uuid)`,
    [factor.id, factor.factor_type],
  );
  await q.query(`update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1::uuid`, [factor.id]);
  await q.query(`delete from auth.mfa_factors where id = $1::uuid`, [factor.id]);
}
