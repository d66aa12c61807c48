/**
 * Telling "the database cannot be reached right now" apart from every other failure, so each service answers
 * 503 (retry later) in its own error shape instead of an opaque 500. PostgREST draws the same line for REST:
 * SQLSTATE class 08 (connection exception) and 53300 (too many connections) are 503.
 */

/** What a client is told; nothing about hosts, sockets or driver internals. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'Database unavailable, please retry';

/** Terminated or still-starting servers (admin shutdown, crash shutdown, cannot connect now). */
const SERVER_GONE = new Set(['57P01', '57P02', '57P03', '53300']);

export function isDatabaseUnavailable(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && (code.startsWith('08') || SERVER_GONE.has(code));
}
