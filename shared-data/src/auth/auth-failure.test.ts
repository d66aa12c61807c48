import { MESSAGES } from '../constants/messages';
import { AuthFailure, toAuthFailure } from './auth-failure';

// Errors shaped as auth-js produces them for the server answers of supabase-protocol.md §3.1.
describe('toAuthFailure', () => {
  it.each([
    [{ name: 'AuthApiError', status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' }, 'invalid_credentials'],
    [{ name: 'AuthApiError', status: 429, code: 'over_request_rate_limit', message: 'x' }, 'rate_limited'],
    [{ name: 'AuthApiError', status: 429, message: 'Too many requests' }, 'rate_limited'],
    [{ name: 'AuthApiError', status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' }, 'email_not_confirmed'],
    [{ name: 'AuthApiError', status: 400, code: 'user_banned', message: 'User is banned' }, 'banned'],
    [{ name: 'AuthRetryableFetchError', status: 0, message: 'Failed to fetch' }, 'network'],
    [{ name: 'AuthRetryableFetchError', status: 503, message: '' }, 'network'],
    [{ name: 'AuthApiError', status: 422, code: 'user_already_exists', message: 'User already registered' }, 'email_exists'],
    [{ name: 'AuthWeakPasswordError', status: 422, code: 'weak_password', message: 'short' }, 'weak_password'],
    [{ name: 'AuthSessionMissingError', status: 400, message: 'Auth session missing!' }, 'session_missing'],
    [{ name: 'AuthApiError', status: 400, message: 'Invalid login credentials' }, 'invalid_credentials'],
  ])('maps %o to %s', (error, kind) => {
    expect(toAuthFailure(error).kind).toBe(kind);
  });

  it('uses one generic text for bad credentials and the standard text for limits', () => {
    expect(toAuthFailure({ code: 'invalid_credentials' }).message).toBe('Invalid email or password.');
    expect(toAuthFailure({ status: 429 }).message).toBe('Too many attempts. Wait a few seconds and try again.');
  });

  it('states the real wait when Auth says it, never "a few minutes"', () => {
    const e = { status: 429, code: 'over_email_send_rate_limit', message: 'For security purposes, you can only request this after 42 seconds.' };
    expect(toAuthFailure(e)).toMatchObject({ kind: 'rate_limited', message: 'Too many attempts. Try again in 42 seconds.' });
    expect(toAuthFailure({ status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' }).message).toBe(
      'Too many attempts. Wait a few seconds and try again.',
    );
  });

  it('falls back to the screen message for unknown errors and keeps the code', () => {
    const failure = toAuthFailure({ status: 400, code: 'something_new', message: 'odd' }, MESSAGES.auth.loginError);
    expect(failure).toBeInstanceOf(AuthFailure);
    expect(failure.kind).toBe('unknown');
    expect(failure.message).toBe('An error occurred during login.');
    expect(failure.code).toBe('something_new');
    expect(toAuthFailure(new TypeError('fetch failed')).kind).toBe('network');
  });
});
