// A guest's first action opens an anonymous session; with a captcha configured the visitor passes the check first.
import { answerHumanCheck, cancelHumanCheck, configureCaptcha, useHumanCheck } from '../captcha/human-check';
import { submitGuestQuoteRequest } from '../quotes/quote-requests';
import { startChat } from '../chat/chat';
import { ensureGuestSession, signIn } from './actions';

const signInAnonymously = jest.fn();
const signInWithPassword = jest.fn();

jest.mock('./init-auth', () => ({ initAuth: async () => undefined }));
jest.mock('./session-sync', () => ({ applySession: () => undefined }));
jest.mock('../client/supabase-client', () => ({
  getSupabase: async () => ({
    auth: { getSession: async () => ({ data: { session: null }, error: null }), signInAnonymously, signInWithPassword },
    rpc: async () => ({ data: null, error: { code: 'XX000', message: 'not reached' } }),
  }),
}));

const session = { access_token: 't', user: { id: 'guest-1', is_anonymous: true } };

beforeEach(() => {
  signInAnonymously.mockReset();
  configureCaptcha(null);
});

it('without a captcha configured, signs in at once without a token', async () => {
  signInAnonymously.mockResolvedValue({ data: { session }, error: null });
  await expect(ensureGuestSession()).resolves.toBe(session);
  expect(signInAnonymously).toHaveBeenCalledWith(undefined);
  expect(useHumanCheck.getState().open).toBe(false);
});

it('with a captcha, opens the check and signs in with its token', async () => {
  configureCaptcha({ siteKey: 'k', scriptUrl: 'https://c.test/turnstile/v0/api.js' });
  signInAnonymously.mockResolvedValue({ data: { session }, error: null });
  const pending = ensureGuestSession();
  await new Promise((r) => setTimeout(r, 0));
  expect(useHumanCheck.getState().open).toBe(true);
  expect(signInAnonymously).not.toHaveBeenCalled();
  answerHumanCheck('token-1');
  await expect(pending).resolves.toBe(session);
  expect(signInAnonymously).toHaveBeenCalledWith({ options: { captchaToken: 'token-1' } });
  expect(useHumanCheck.getState().open).toBe(false);
});

it('a closed check fails the action with a message saying so', async () => {
  configureCaptcha({ siteKey: 'k', scriptUrl: 'https://c.test/turnstile/v0/api.js' });
  const pending = startChat();
  await new Promise((r) => setTimeout(r, 0));
  cancelHumanCheck();
  await expect(pending).rejects.toThrow('Please complete the human check to continue.');
  expect(signInAnonymously).not.toHaveBeenCalled();
});

it('a refused token and a busy shared address say what happened, not the form’s generic text', async () => {
  const input = { serviceType: 'House Cleaning', location: 'Yaba', description: 'x', fullName: 'Ada', phone: '08091234567' };
  signInAnonymously.mockResolvedValueOnce({ data: { session: null }, error: { status: 400, code: 'captcha_failed', message: 'captcha protection: request disallowed (timeout-or-duplicate)' } });
  await expect(submitGuestQuoteRequest(input as never)).rejects.toThrow('The human check did not work. Please try again.');
  signInAnonymously.mockResolvedValueOnce({ data: { session: null }, error: { status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' } });
  await expect(submitGuestQuoteRequest(input as never)).rejects.toThrow(
    'Too many new visitors from your network right now. Please wait a minute and try again.',
  );
});

it('password sign-in carries the check’s token too (hosted Auth guards /token?grant_type=password)', async () => {
  configureCaptcha({ siteKey: 'k', scriptUrl: 'https://c.test/turnstile/v0/api.js' });
  signInWithPassword.mockResolvedValue({ data: { session: null }, error: { status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' } });
  const pending = signIn('a@b.ng', 'pw');
  await new Promise((r) => setTimeout(r, 0));
  answerHumanCheck('token-2');
  await expect(pending).rejects.toThrow('Invalid email or password.');
  expect(signInWithPassword).toHaveBeenCalledWith({ email: 'a@b.ng', password: 'pw', options: { captchaToken: 'token-2' } });
});
