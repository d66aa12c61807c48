/**
 * The SQLSTATE of the database's write rate limits (supabase/migrations/20250612000400_write_rate_limits.sql):
 * PostgREST answers it with HTTP 429 and the database's own plain text.
 */
export const RATE_LIMITED_CODE = 'PT429';

/** When to try again, in words, from seconds. */
function retryIn(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? 'Please try again in a minute.' : `Please try again in ${minutes} minutes.`;
}

/**
 * The refusal text of a write that hit a rate limit ("Too many quote requests. Please try again later."), else
 * undefined. The database's hint `retry_after_seconds=<n>` (20250630000000) turns "later" into when.
 */
export function rateLimitMessage(
  error: { code?: string | undefined; message: string; hint?: string | null | undefined } | null | undefined,
): string | undefined {
  if (error?.code !== RATE_LIMITED_CODE || error.message.length === 0 || error.message.length > 200) return undefined;
  const seconds = Number(/^retry_after_seconds=(\d+)$/.exec(error.hint ?? '')?.[1]);
  if (!seconds) return error.message;
  const base = error.message.replace(/\s*Please try again later\.?$/, '');
  return `${base} ${retryIn(seconds)}`;
}
