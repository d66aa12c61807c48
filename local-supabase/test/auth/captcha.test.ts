// Captcha on Auth as hosted GoTrue checks it ([auth.captcha]), verified against local-captcha's Turnstile siteverify.
import { DEFAULT_SECRET, DEFAULT_SITE_KEY, startLocalCaptcha, type LocalCaptcha } from '@spotless/local-captcha';
import { readAbuseSettings } from '../../src/auth/abuse-settings';
import { loadConfig } from '../../src/config';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { uniqueEmail } from './helpers';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

let captcha: LocalCaptcha;
let server: TestServer;

beforeAll(async () => {
  captcha = await startLocalCaptcha({ port: 0 });
  server = await startTestServer({
    captcha: { provider: 'turnstile', secret: DEFAULT_SECRET, verifyUrl: `${captcha.url}/turnstile/v0/siteverify` },
  });
});
afterAll(async () => {
  await server?.stop();
  await captcha?.stop();
});

const anon = () => server.anon();

/** What the widget hands the page once the visitor passed. */
async function solved(): Promise<string> {
  const r = await fetch(`${captcha.url}/turnstile/v0/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sitekey: DEFAULT_SITE_KEY, hostname: '127.0.0.1' }),
  });
  return ((await r.json()) as { token: string }).token;
}

describe('anonymous sign-in', () => {
  it('without a token is refused with 400 captcha_failed', async () => {
    const { data, error } = await anon().auth.signInAnonymously();
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 400, code: 'captcha_failed', message: 'captcha protection: request disallowed (no captcha_token found)' });
  });

  it('with a solved token signs in, once: the same token again is refused', async () => {
    const token = await solved();
    const first = await anon().auth.signInAnonymously({ options: { captchaToken: token } });
    expect(first.error).toBeNull();
    expect(first.data.user?.is_anonymous).toBe(true);
    const again = await anon().auth.signInAnonymously({ options: { captchaToken: token } });
    expect(again.error).toMatchObject({ status: 400, code: 'captcha_failed', message: 'captcha protection: request disallowed (timeout-or-duplicate)' });
  });

  it('with a made-up token is refused', async () => {
    const { error } = await anon().auth.signInAnonymously({ options: { captchaToken: 'XXXX.DUMMY.TOKEN.XXXX' } });
    expect(error).toMatchObject({ status: 400, code: 'captcha_failed', message: 'captcha protection: request disallowed (invalid-input-response)' });
  });
});

describe('other guarded routes', () => {
  it('password sign-in and recovery need a token; token refresh does not', async () => {
    const email = uniqueEmail('captcha');
    await server.service().auth.admin.createUser({ email, password: 'password-123', email_confirm: true });
    const bare = await anon().auth.signInWithPassword({ email, password: 'password-123' });
    expect(bare.error).toMatchObject({ code: 'captcha_failed' });
    const signedIn = await anon().auth.signInWithPassword({ email, password: 'password-123', options: { captchaToken: await solved() } });
    expect(signedIn.error).toBeNull();
    const recover = await anon().auth.resetPasswordForEmail(email);
    expect(recover.error).toMatchObject({ code: 'captcha_failed' });
    const refreshed = await anon().auth.refreshSession({ refresh_token: signedIn.data.session!.refresh_token });
    expect(refreshed.error).toBeNull();
  });

  it('the service role (admin) is not asked for one', async () => {
    const r = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: server.keys.serviceRole, authorization: `Bearer ${server.keys.serviceRole}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(r.status).toBe(200);
  });
});

describe('settings from config.toml', () => {
  const file = (text: string) => {
    const f = path.join(mkdtempSync(path.join(tmpdir(), 'captcha-toml-')), 'config.toml');
    writeFileSync(f, text);
    return f;
  };
  const toml = `[auth.rate_limit]\nanonymous_users = 1000 # per IP\n\n[auth.captcha]\nenabled = true\nprovider = "turnstile"\nsecret = "env(MY_CAPTCHA_SECRET)"\n`;

  it('turns the captcha on when its secret resolves, with the provider’s siteverify unless overridden', () => {
    expect(readAbuseSettings(file(toml), { MY_CAPTCHA_SECRET: 's3cret' })).toEqual({
      captcha: { provider: 'turnstile', secret: 's3cret', verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify' },
      anonymousSignInsPerHour: 1000,
    });
    expect(readAbuseSettings(file(toml), { MY_CAPTCHA_SECRET: 's', CAPTCHA_SITEVERIFY_URL: 'http://127.0.0.1:1/v' }).captcha?.verifyUrl).toBe('http://127.0.0.1:1/v');
  });

  it('reads the repository’s config.toml: Turnstile, 1000 anonymous sign-ins an hour per IP', () => {
    const repo = loadConfig({ SUPABASE_AUTH_CAPTCHA_SECRET: 'x', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'captcha-cfg-')) });
    expect(repo.anonymousSignInsPerHour).toBe(1000);
    expect(repo.captcha?.provider).toBe('turnstile');
  });

  it('leaves it off without the secret, and the limit at GoTrue’s 30 when the file is silent', () => {
    expect(readAbuseSettings(file(toml), {}).captcha).toBeUndefined();
    expect(readAbuseSettings(file('[auth]\n'), {})).toEqual({ captcha: undefined, anonymousSignInsPerHour: 30 });
    expect(readAbuseSettings(file(toml), { ANONYMOUS_SIGN_INS_PER_HOUR: '3' }).anonymousSignInsPerHour).toBe(3);
  });
});
