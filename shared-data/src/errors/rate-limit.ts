/**
 * The SQLSTATE of the database's write rate limits (supabase/migrations/20250612000400_write_rate_limits.sql):
 * PostgREST answers it with HTTP 429 and the database's own plain text.
 */
export const RATE_LIMITED_CODE = 'PT429';

/** The refusal text of a write that hit a rate limit ("Too many quote requests. Please try again later."), else undefined. */
export function rateLimitMessage(error: { code?: string | undefined; message: string } | null | undefined): string | undefined {
  return error?.code === RATE_LIMITED_CODE && error.message.length > 0 && error.message.length <= 200 ? error.message : undefined;
}
