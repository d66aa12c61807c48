import { DataError } from '../errors/data-error';
import { AuthFailure } from './auth-failure';

/**
 * The error a guest form shows when its first action could not open the guest session: what happened when the
 * visitor can do something about it (wait, pass the human check, reconnect), else the form's own `fallback` text.
 */
export function guestSessionError(error: unknown, fallback: string): DataError {
  const sayWhy = error instanceof AuthFailure && (error.kind === 'rate_limited' || error.kind === 'captcha_failed' || error.kind === 'network');
  return new DataError(sayWhy ? error.message : fallback, { code: error instanceof AuthFailure ? error.code : undefined, cause: error });
}
