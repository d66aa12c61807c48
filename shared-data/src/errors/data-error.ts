/**
 * The one error type data functions throw. Areas show `message` (already the spec's user-facing text, section 8)
 * in a toast and never parse server wording; `code` keeps the original PostgREST/Postgres/Auth code for logs and
 * for the rare branch that must react to a specific failure (e.g. unique violation `23505`).
 */
export class DataError extends Error {
  /** Original error code from the server (`PGRST116`, `23505`, `invalid_credentials`, ...), when there was one. */
  readonly code: string | undefined;
  /** The server's own message, kept for logs only: it is not meant for users. */
  readonly detail: string | undefined;

  /**
   * @param message user-facing text (use a `MESSAGES` constant)
   * @param options original code and server detail, plus the underlying error as `cause`
   */
  constructor(message: string, options: { code?: string; detail?: string; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'DataError';
    this.code = options.code;
    this.detail = options.detail;
  }
}

/** True when `value` is a {@link DataError} (also across bundles, where `instanceof` can fail). */
export function isDataError(value: unknown): value is DataError {
  return value instanceof DataError || (value instanceof Error && value.name === 'DataError');
}

/**
 * The text a screen shows for a failure: a {@link DataError} already carries the user-facing message; anything else
 * (a bug, a network fault with no mapping) gets `fallback`, never a raw server or runtime message.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return isDataError(error) ? error.message : fallback;
}
