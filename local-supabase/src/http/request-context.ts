import type { FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify } from 'jose';
import type { BatchOptions, Database, QueryResult, Queryable, Statement, TransactionOptions } from '../db/types';
import { secretBytes } from '../keys';
import { LruMap } from '../lru-map';
import { roleSettingsOf, settingsFor, type RoleSettings } from './role-settings';

/** Who is calling: the database role to switch to and the JWT claims to expose to SQL. */
export interface Caller {
  role: string;
  claims: Record<string, unknown>;
  /** The raw bearer token (for realtime/auth services that need it). */
  token?: string;
  /** `claims` as JSON, when already rendered (callers from a verified token keep it, so requests skip the work). */
  claimsJson?: string;
}

/** Thrown when the bearer token is unusable. PostgREST answers these with 401. */
export class JwtError extends Error {
  constructor(
    public readonly code: 'PGRST301' | 'PGRST302' | 'PGRST303',
    message: string,
  ) {
    super(message);
  }
}

/** The API roles a token may select. Anything else is refused before it reaches the database. */
export const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

export function bearerToken(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  if (!h) return undefined;
  const m = /^bearer\s+(.+)$/i.exec(h.trim());
  return m ? m[1]!.trim() : undefined;
}

/** Verify an HS256 JWT signed with our secret, allowing 30 s of clock skew like PostgREST. */
export async function verifyJwt(token: string, jwtSecret: string): Promise<Record<string, unknown>> {
  try {
    const { payload } = await jwtVerify(token, secretBytes(jwtSecret), {
      algorithms: ['HS256'],
      clockTolerance: 30,
    });
    return payload as Record<string, unknown>;
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw new JwtError('PGRST303', 'JWT expired');
    throw new JwtError('PGRST301', 'JWSError JWSInvalidSignature');
  }
}

/**
 * Callers of verified tokens, per secret and token text: a token that verified once verifies again until it expires,
 * so repeat requests skip the HMAC and rebuilding the caller. Bounded; the least recently used go first.
 */
const verified = new Map<string, LruMap<string, { caller: Caller; exp: number | null }>>();
const VERIFIED_MAX = 5000;

function callerOf(token: string, claims: Record<string, unknown>): Caller {
  const role = typeof claims.role === 'string' ? claims.role : 'anon';
  if (!API_ROLES.has(role)) throw new JwtError('PGRST301', `role "${role}" is not allowed`);
  const withRole = { ...claims, role };
  return { role, claims: withRole, token, claimsJson: JSON.stringify(withRole) };
}

/** The caller of a token that verified before and has not expired since; throws once it has expired. */
function knownCaller(token: string, jwtSecret: string): Caller | undefined {
  const bySecret = verified.get(jwtSecret);
  const hit = bySecret?.get(token);
  if (!hit) return undefined;
  if (hit.exp === null || hit.exp + 30 > Date.now() / 1000) return hit.caller;
  bySecret!.delete(token);
  throw new JwtError('PGRST303', 'JWT expired');
}

async function verifiedCaller(token: string, jwtSecret: string): Promise<Caller> {
  const known = knownCaller(token, jwtSecret);
  if (known) return known;
  let bySecret = verified.get(jwtSecret);
  if (!bySecret) verified.set(jwtSecret, (bySecret = new LruMap(VERIFIED_MAX)));
  const claims = await verifyJwt(token, jwtSecret);
  const caller = callerOf(token, claims);
  bySecret.set(token, { caller, exp: typeof claims.exp === 'number' ? claims.exp : null });
  return caller;
}

const ANON: Caller = Object.freeze({ role: 'anon', claims: Object.freeze({}), claimsJson: '{}' }) as Caller;

/** Resolve the caller from the Authorization bearer (absent → anon, as PostgREST does). Callers are shared: read only. */
export async function resolveCaller(req: FastifyRequest, jwtSecret: string): Promise<Caller> {
  const token = bearerToken(req);
  if (!token) return ANON;
  return verifiedCaller(token, jwtSecret);
}

/**
 * resolveCaller without a promise when no verification is needed (no bearer, or a token verified before and not
 * expired); undefined when the token must be verified first. Throws JwtError for a token that has since expired.
 */
export function resolveCallerNow(req: FastifyRequest, jwtSecret: string): Caller | undefined {
  const token = bearerToken(req);
  if (!token) return ANON;
  return knownCaller(token, jwtSecret);
}

export interface RequestInfo {
  method: string;
  /** Path as PostgREST sees it, e.g. `/todos` or `/rpc/fn`. */
  path: string;
  headers: Record<string, unknown>;
  cookies?: Record<string, string>;
  schema?: string;
}

/**
 * The one statement that sets a request's settings and role (constant text, so only the values change). It answers
 * no row at all (the settings are made in its filter, which runs once), so nothing comes back to be described or
 * parsed; the headers and claims are most of a request's bytes and are never echoed. $10/$11 are the role's own
 * settings (names and values), e.g. anon's statement_timeout.
 */
const SETTINGS_SQL = `select where num_nulls(set_config('search_path', $1, true),
              set_config('request.jwt.claims', $2, true),
              set_config('request.method', $3, true),
              set_config('request.path', $4, true),
              set_config('request.headers', $5, true),
              set_config('request.cookies', $6, true),
              set_config('request.jwt.claim.sub', $7, true),
              set_config('request.jwt.claim.role', $8, true),
              set_config('request.jwt.claim.email', $9, true),
              set_config('role', $8, true))
            + (select count(set_config(k, v, true)) from unnest($10::text[], $11::text[]) as r(k, v)) < 0`;

/**
 * The settings of a request as PostgREST sets them: claims and request details in transaction-local settings, the
 * caller's role settings (role-settings.ts), and the role switched to the caller's. Values are bound parameters; the
 * role is validated against API_ROLES.
 */
export function settingsStatement(caller: Caller, info: RequestInfo, role: Pick<RoleSettings, 'keys' | 'values'> = NO_ROLE_SETTINGS): Statement {
  if (!API_ROLES.has(caller.role)) throw new JwtError('PGRST301', `role "${caller.role}" is not allowed`);
  const claims = caller.claims;
  return {
    sql: SETTINGS_SQL,
    rowless: true,
    params: [
      `${info.schema ?? 'public'}, extensions`,
      caller.claimsJson ?? JSON.stringify(claims),
      info.method,
      info.path,
      JSON.stringify(info.headers),
      JSON.stringify(info.cookies ?? {}),
      typeof claims.sub === 'string' ? claims.sub : '',
      caller.role,
      typeof claims.email === 'string' ? claims.email : '',
      role.keys,
      role.values,
    ],
  };
}

const NO_ROLE_SETTINGS = { keys: [], values: [] };

/** The caller's role settings, and the options that make the driver hold the role's statement timeout. */
async function roleOf(db: Database, caller: Caller, options: TransactionOptions): Promise<{ settings: RoleSettings; options: TransactionOptions }> {
  const settings = settingsFor(await roleSettingsOf(db, API_ROLES), caller.role);
  return { settings, options: { ...options, statementTimeoutMs: settings.statementTimeoutMs } };
}

/**
 * Run `fn` the way PostgREST runs a request: one transaction, the request's settings first (settingsStatement), so
 * RLS decides exactly as on Supabase.
 */
export async function runAsCaller<T>(
  db: Database,
  caller: Caller,
  info: RequestInfo,
  fn: (tx: Queryable) => Promise<T>,
  options: { readOnly?: boolean } = {},
): Promise<T> {
  const role = await roleOf(db, caller, options);
  const settings = settingsStatement(caller, info, role.settings);
  return db.transaction(async (tx) => {
    await tx.query(settings.sql, settings.params);
    return fn(tx);
  }, role.options);
}

/** REST_PIPELINE=off sends a request's statements one at a time even where the driver pipelines (A/B diagnostics). */
const PIPELINE = process.env.REST_PIPELINE !== 'off';

/**
 * One statement as the caller, in its own transaction: the settings statement and `statement` go together, in one
 * round trip on PostgreSQL (BEGIN, settings, statement and, without `decide`, COMMIT pipelined). Returns the
 * statement's result. `decide` sees the statement's result before anything is committed; it may throw or return
 * 'rollback'.
 */
export async function runStatementAsCaller(db: Database, caller: Caller, info: RequestInfo, statement: Statement, options: BatchOptions = {}): Promise<QueryResult> {
  const role = await roleOf(db, caller, options);
  const settings = settingsStatement(caller, info, role.settings);
  if (db.batch && PIPELINE) {
    const decide = options.decide;
    const batchOptions: BatchOptions = { ...role.options, decide: decide && ((results) => decide([results[1]!])) };
    return (await db.batch([settings, statement], batchOptions))[1]!;
  }
  // Drivers without pipelining (PGlite): the same statements, one by one.
  class Rollback {
    constructor(readonly result: QueryResult) {}
  }
  try {
    return await db.transaction(async (tx) => {
      await tx.query(settings.sql, settings.params);
      const result = await tx.query(statement.sql, statement.params);
      if (options.decide?.([result]) === 'rollback') throw new Rollback(result);
      return result;
    }, role.options);
  } catch (err) {
    if (err instanceof Rollback) return err.result;
    throw err;
  }
}
