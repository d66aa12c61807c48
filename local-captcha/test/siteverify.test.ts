import { DEFAULT_INTERACTIVE_SITE_KEY, DEFAULT_SECRET, DEFAULT_SITE_KEY, startLocalCaptcha, type LocalCaptcha } from '../src';

let server: LocalCaptcha;
let clock = Date.parse('2026-01-01T00:00:00Z');

beforeAll(async () => {
  server = await startLocalCaptcha({ port: 0 }, () => clock);
});
afterAll(() => server.stop());

async function issue(sitekey = DEFAULT_SITE_KEY): Promise<Response> {
  return fetch(`${server.url}/turnstile/v0/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sitekey, hostname: 'spotless.test' }),
  });
}

async function token(sitekey = DEFAULT_SITE_KEY): Promise<string> {
  return ((await (await issue(sitekey)).json()) as { token: string }).token;
}

/** siteverify as GoTrue calls it: a form body with secret, response and remoteip. */
async function verify(fields: Record<string, string>): Promise<{ status: number; body: Record<string, unknown> }> {
  const r = await fetch(`${server.url}/turnstile/v0/siteverify`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: r.status, body: (await r.json()) as Record<string, unknown> };
}

describe('siteverify', () => {
  it('accepts a fresh token once, with when and where it was solved', async () => {
    const t = await token();
    const first = await verify({ secret: DEFAULT_SECRET, response: t, remoteip: '10.0.0.1' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, 'error-codes': [], hostname: 'spotless.test', challenge_ts: new Date(clock).toISOString() });
    const again = await verify({ secret: DEFAULT_SECRET, response: t });
    expect(again.body).toEqual({ success: false, 'error-codes': ['timeout-or-duplicate'] });
  });

  it('takes a JSON body too', async () => {
    const r = await fetch(`${server.url}/turnstile/v0/siteverify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ secret: DEFAULT_SECRET, response: await token(DEFAULT_INTERACTIVE_SITE_KEY) }),
    });
    expect(await r.json()).toMatchObject({ success: true });
  });

  it('refuses a token older than 300 seconds', async () => {
    const t = await token();
    clock += 301_000;
    expect((await verify({ secret: DEFAULT_SECRET, response: t })).body['error-codes']).toEqual(['timeout-or-duplicate']);
  });

  it('refuses a wrong or missing secret without spending the token', async () => {
    const t = await token();
    expect((await verify({ secret: 'not-the-secret', response: t })).body).toEqual({ success: false, 'error-codes': ['invalid-input-secret'] });
    expect((await verify({ response: t })).body['error-codes']).toEqual(['missing-input-secret']);
    expect((await verify({ secret: DEFAULT_SECRET, response: t })).body.success).toBe(true);
  });

  it('refuses a made-up or missing token', async () => {
    expect((await verify({ secret: DEFAULT_SECRET, response: 'XXXX.DUMMY.TOKEN.XXXX' })).body['error-codes']).toEqual(['invalid-input-response']);
    expect((await verify({ secret: DEFAULT_SECRET })).body['error-codes']).toEqual(['missing-input-response']);
  });

  it('answers a body it cannot read with bad-request, not a server error', async () => {
    const r = await fetch(`${server.url}/turnstile/v0/siteverify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    expect(r.status).toBe(400);
    expect(await r.json()).toEqual({ success: false, 'error-codes': ['bad-request'] });
  });
});

describe('widget', () => {
  it('gives no token for an unknown site key', async () => {
    const r = await issue('someone-elses-key');
    expect(r.status).toBe(400);
  });

  it('serves the script at the path of Turnstile’s, defining window.turnstile', async () => {
    const r = await fetch(`${server.url}/turnstile/v0/api.js?render=explicit`);
    expect(r.headers.get('content-type')).toContain('javascript');
    expect(await r.text()).toContain('window.turnstile = {');
  });

  it('tells the iframe which site keys ask for a click', async () => {
    const mode = async (k: string) => (await fetch(`${server.url}/turnstile/v0/widget-mode?sitekey=${k}`)).json();
    expect(await mode(DEFAULT_SITE_KEY)).toEqual({ known: true, interactive: false });
    expect(await mode(DEFAULT_INTERACTIVE_SITE_KEY)).toEqual({ known: true, interactive: true });
    expect(await mode('x')).toEqual({ known: false, interactive: false });
    const asked = await fetch(`${server.url}/turnstile/v0/widget-mode?sitekey=${DEFAULT_SITE_KEY}`, { headers: { cookie: 'a=b; local_turnstile=interactive' } });
    expect(await asked.json()).toEqual({ known: true, interactive: true });
  });
});
