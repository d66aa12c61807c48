import { DataError } from './data-error';

/** The shape every supabase-js call resolves to (PostgREST, Storage, RPC): data or error, never a throw. */
export interface SupabaseResultLike<T> {
  data: T;
  error: { message: string; code?: string | undefined; details?: string | null | undefined } | null;
}

/**
 * Returns `result.data`, or throws a {@link DataError} carrying `fallbackMessage` (the spec's text for this
 * operation) when `result.error` is set. supabase-js resolves with `{ error }` instead of rejecting, so without
 * this every caller would have to remember the check.
 *
 * @example const rows = unwrap(await supabase.from('bookings').select(), MESSAGES.bookings.fetchFailed);
 */
export function unwrap<T>(result: SupabaseResultLike<T>, fallbackMessage: string): T {
  const { error } = result;
  if (error) {
    throw new DataError(fallbackMessage, {
      code: error.code || undefined,
      detail: [error.message, error.details].filter(Boolean).join(' - ') || undefined,
      cause: error,
    });
  }
  return result.data;
}
