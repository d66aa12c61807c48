import { DataError } from '../errors/data-error';
import { rateLimitMessage } from '../errors/rate-limit';

/** The error half of a supabase-js result. */
interface ResultError {
  message: string;
  code?: string | undefined;
  details?: string | null | undefined;
  hint?: string | null | undefined;
}

/**
 * Our RPCs raise their own user-facing texts (the spec's validation messages, "This cleaner is not available." ...)
 * with SQLSTATE 22023 (invalid parameter), PT404 (not found), other PT4xx (PostgREST answers HTTP 4xx, e.g. PT429
 * for a rate limit) or 42501 (not allowed). Those are safe and more useful to show than a generic text; anything else
 * (network, constraint names, SQL, P0* codes that PostgREST answers with 500) becomes `fallbackMessage`.
 */
const USER_FACING_CODES = new Set(['22023', '42501', '28000']);

function isUserFacingCode(code: string | undefined): boolean {
  return code !== undefined && (USER_FACING_CODES.has(code) || /^PT4\d\d$/.test(code));
}

/** Returns `result.data`, or throws a DataError with the database's own message when it is user-facing. */
export function unwrapRpc<T>(result: { data: T; error: ResultError | null }, fallbackMessage: string): T {
  const { error } = result;
  if (!error) return result.data;
  const userFacing = isUserFacingCode(error.code) && error.message.length <= 200;
  throw new DataError(rateLimitMessage(error) ?? (userFacing ? error.message : fallbackMessage), {
    code: error.code || undefined,
    detail: [error.message, error.details].filter(Boolean).join(' - ') || undefined,
    cause: error,
  });
}
