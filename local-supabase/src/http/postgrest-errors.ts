import type { FastifyReply } from 'fastify';

/** The JSON body PostgREST sends for every error (supabase-protocol.md §2.13). */
export interface PostgrestErrorBody {
  code: string;
  details: unknown;
  hint: string | null;
  message: string;
}

/** An error that knows its HTTP status and PostgREST body; thrown anywhere in the REST pipeline. */
export class PostgrestError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    public readonly details: unknown = null,
    public readonly hint: string | null = null,
    /** Extra response headers (e.g. WWW-Authenticate on 401, or headers set through SQLSTATE 'PGRST'). */
    public readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  /** The wire body, keys in PostgREST's order. */
  toJSON(): PostgrestErrorBody {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

/** Shorthand for PostgREST's own `PGRSTxxx` errors. */
export function pgrstError(status: number, code: string, message: string, details: unknown = null, hint: string | null = null): PostgrestError {
  return new PostgrestError(status, code, message, details, hint);
}

/** Fields a PostgreSQL driver error carries (node-pg and PGlite share pg-protocol's shape). */
interface DriverError {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  hint?: unknown;
}

function isDriverError(err: unknown): err is DriverError & Error {
  return typeof err === 'object' && err !== null && typeof (err as DriverError).code === 'string' && /^[0-9A-Z]{5}$/.test((err as DriverError).code as string);
}

/**
 * HTTP status for a SQLSTATE, following PostgREST's table; `isAnon` decides 42501 (401 for the
 * anonymous role, 403 for everyone else).
 */
export function httpStatusForSqlState(code: string, isAnon: boolean, message = ''): number {
  if (code === '42501') return isAnon ? 401 : 403;
  if (code === '21000') return /requires a WHERE clause/.test(message) ? 400 : 500;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '42P17') return 500;
  if (code === 'P0001') return 400;
  if (code === '57P01') return 503;
  if (code === '53400') return 500;
  if (code.startsWith('PT')) {
    const n = Number(code.slice(2));
    return Number.isInteger(n) && n >= 100 && n <= 599 ? n : 500;
  }
  const two = code.slice(0, 2);
  switch (two) {
    case '08':
    case '53':
      return 503;
    case '09':
    case '25':
    case '2D':
    case '38':
    case '39':
    case '3B':
    case '40':
    case 'P0':
    case 'XX':
    case '54':
    case '55':
    case '57':
    case '58':
    case 'F0':
    case 'HV':
      return 500;
    case '0L':
    case '0P':
    case '28':
      return 403;
    default:
      return 400;
  }
}

function textOrNull(v: unknown): string | null {
  return typeof v === 'string' && v.length > 0 ? v : null;
}

/** `RAISE SQLSTATE 'PGRST' USING MESSAGE = '{json}', DETAIL = '{json}'`: the function controls the whole response. */
function fromPgrstRaise(err: DriverError): PostgrestError | null {
  try {
    const body = JSON.parse(String(err.message)) as Record<string, unknown>;
    const meta = typeof err.detail === 'string' && err.detail ? (JSON.parse(err.detail) as Record<string, unknown>) : {};
    const status = typeof meta.status === 'number' ? meta.status : 400;
    const headers: Record<string, string> = {};
    if (meta.headers && typeof meta.headers === 'object') {
      for (const [k, v] of Object.entries(meta.headers as Record<string, unknown>)) headers[k] = String(v);
    }
    return new PostgrestError(
      status >= 100 && status <= 599 ? status : 400,
      typeof body.code === 'string' ? body.code : 'PGRST',
      typeof body.message === 'string' ? body.message : '',
      textOrNull(body.details),
      textOrNull(body.hint),
      headers,
    );
  } catch {
    return null;
  }
}

/**
 * Converts anything thrown while serving a request into a PostgrestError. Database errors keep
 * their SQLSTATE, message, DETAIL and HINT; anything else becomes a generic 500 without internals.
 */
export function toPostgrestError(err: unknown, isAnon: boolean): PostgrestError {
  if (err instanceof PostgrestError) return err;
  if (isDriverError(err)) {
    const code = err.code as string;
    if (code === 'PGRST') {
      const custom = fromPgrstRaise(err);
      if (custom) return custom;
    }
    const message = String(err.message ?? '');
    return new PostgrestError(httpStatusForSqlState(code, isAnon, message), code, message, textOrNull(err.detail), textOrNull(err.hint));
  }
  return new PostgrestError(500, 'PGRST000', 'Internal server error');
}

/** Sends an error the way PostgREST does (JSON body, WWW-Authenticate on 401). */
export function sendPostgrestError(reply: FastifyReply, err: PostgrestError): FastifyReply {
  reply.code(err.status);
  for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
  if (err.status === 401 && !err.headers['WWW-Authenticate']) {
    const description = err.code === '42501' ? '' : `, error_description=${JSON.stringify(err.message)}`;
    reply.header('WWW-Authenticate', err.code === '42501' ? 'Bearer' : `Bearer error="invalid_token"${description}`);
  }
  reply.header('content-type', 'application/json; charset=utf-8');
  return reply.send(JSON.stringify(err.toJSON()));
}
