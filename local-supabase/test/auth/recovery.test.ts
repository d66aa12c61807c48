import { decodeJwt } from 'jose';
import type { StoredMail } from '../../src/mail/mailer';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { anonClient, authFetch, collectEvents, memoryStorage, nextTick, recordingFetch, serviceClient, uniqueEmail, jsonOf } from './helpers';

let server: TestServer;
beforeAll(async () => {
  // Sign-ups confirm at once here: the subject is recovery (confirmations on: the 'confirming' server below).
  server = await startTestServer({ siteUrl: 'http://127.0.0.1:8080', confirmEmail: false });
});
afterAll(async () => {
  await server?.stop();
});

async function mailTo(address: string): Promise<StoredMail[]> {
  const r = await fetch(`${server.url}/mail/api/messages?to=${encodeURIComponent(address)}`);
  expect(r.status).toBe(200);
  return r.json() as Promise<StoredMail[]>;
}

function linkIn(mail: StoredMail): string {
  const m = /https?:\/\/\S+\/auth\/v1\/verify\S+/.exec(mail.text);
  if (!m) throw new Error(`no link in: ${mail.text}`);
  return m[0];
}

async function confirmedUser(password = 'password-123') {
  const email = uniqueEmail();
  const { error } = await anonClient(server).auth.signUp({ email, password });
  if (error) throw error;
  return email;
}

test('63: resetPasswordForEmail answers {} for known and unknown e-mails alike, and mails only the known one', async () => {
  const known = await confirmedUser();
  const unknown = uniqueEmail('nobody');
  const a = await authFetch(server, '/recover?redirect_to=' + encodeURIComponent('http://127.0.0.1:8080/reset-password'), { body: { email: known, gotrue_meta_security: {} } });
  const b = await authFetch(server, '/recover?redirect_to=' + encodeURIComponent('http://127.0.0.1:8080/reset-password'), { body: { email: unknown, gotrue_meta_security: {} } });
  expect(a.status).toBe(200);
  expect(b.status).toBe(200);
  expect(await jsonOf(a)).toEqual({});
  expect(await jsonOf(b)).toEqual({});
  const viaClient = await anonClient(server).auth.resetPasswordForEmail(uniqueEmail('nobody'), { redirectTo: 'http://127.0.0.1:8080/reset-password' });
  expect(viaClient).toEqual({ data: {}, error: null });
  expect(await mailTo(known)).toHaveLength(1);
  expect(await mailTo(unknown)).toHaveLength(0);
});

test('the recovery e-mail reaches the mailbox and its link signs in with a recovery session in the URL fragment', async () => {
  const email = await confirmedUser('old-password-1');
  const { error } = await anonClient(server).auth.resetPasswordForEmail(email, { redirectTo: 'http://127.0.0.1:8080/reset-password' });
  expect(error).toBeNull();
  const [mail] = await mailTo(email);
  expect(mail!.subject).toBe('Reset your Spotless NG password');
  expect(mail!.text).toContain('Spotless NG');
  const link = linkIn(mail!);
  const url = new URL(link);
  expect(url.origin + url.pathname).toBe(`${server.config.publicUrl}/auth/v1/verify`);
  expect(url.searchParams.get('type')).toBe('recovery');
  expect(url.searchParams.get('redirect_to')).toBe('http://127.0.0.1:8080/reset-password');
  expect(mail!.html).toContain(link.replace(/&/g, '&amp;'));

  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  const location = new URL(res.headers.get('location')!);
  expect(location.origin + location.pathname).toBe('http://127.0.0.1:8080/reset-password');
  const fragment = new URLSearchParams(location.hash.slice(1));
  expect(fragment.get('type')).toBe('recovery');
  expect(fragment.get('token_type')).toBe('bearer');
  expect(fragment.get('expires_in')).toBe('3600');
  const access = fragment.get('access_token')!;
  expect(decodeJwt(access).amr).toEqual([{ method: 'recovery', timestamp: expect.any(Number) }]);

  // What the Reset Your Password page then does with the session from the URL.
  const client = anonClient(server);
  const set = await client.auth.setSession({ access_token: access, refresh_token: fragment.get('refresh_token')! });
  expect(set.error).toBeNull();
  expect((await client.auth.updateUser({ password: 'new-password-2' })).error).toBeNull();
  expect((await anonClient(server).auth.signInWithPassword({ email, password: 'new-password-2' })).error).toBeNull();
  expect((await anonClient(server).auth.signInWithPassword({ email, password: 'old-password-1' })).error?.code).toBe('invalid_credentials');

  // Links work once.
  const again = await fetch(link, { redirect: 'manual' });
  const failed = new URLSearchParams(new URL(again.headers.get('location')!).hash.slice(1));
  expect(failed.get('error_code')).toBe('otp_expired');
  expect(failed.get('error')).toBe('access_denied');
});

test('redirect_to outside the allowed origins falls back to the site URL', async () => {
  const email = await confirmedUser();
  await anonClient(server).auth.resetPasswordForEmail(email, { redirectTo: 'https://evil.example.net/steal' });
  const [mail] = await mailTo(email);
  expect(new URL(linkIn(mail!)).searchParams.get('redirect_to')).toBe('http://127.0.0.1:8080');
});

test('64: generateLink(recovery) returns hashed_token; verifyOtp({token_hash, type:recovery}) gives a session and PASSWORD_RECOVERY', async () => {
  const email = await confirmedUser();
  const { data, error } = await serviceClient(server).auth.admin.generateLink({ type: 'recovery', email, options: { redirectTo: 'http://127.0.0.1:8080/reset-password' } });
  expect(error).toBeNull();
  expect(data.properties!.hashed_token).toMatch(/^[0-9a-f]{64}$/);
  expect(data.properties!.verification_type).toBe('recovery');
  expect(data.properties!.email_otp).toMatch(/^\d{6}$/);
  expect(data.properties!.action_link).toContain(`token=${data.properties!.hashed_token}`);
  expect(data.user!.email).toBe(email);
  expect(await mailTo(email)).toHaveLength(0);

  const client = anonClient(server);
  const events = collectEvents(client);
  const v = await client.auth.verifyOtp({ token_hash: data.properties!.hashed_token, type: 'recovery' });
  expect(v.error).toBeNull();
  expect(v.data.session!.access_token).toBeTruthy();
  expect(v.data.user!.email).toBe(email);
  await nextTick();
  expect(events).toContain('PASSWORD_RECOVERY');

  const reused = await anonClient(server).auth.verifyOtp({ token_hash: data.properties!.hashed_token, type: 'recovery' });
  expect(reused.error?.status).toBe(403);
  expect(reused.error?.code).toBe('otp_expired');
});

test('verifyOtp with the 6-digit code from the e-mail works; a wrong code does not', async () => {
  const email = await confirmedUser();
  const { data } = await serviceClient(server).auth.admin.generateLink({ type: 'magiclink', email });
  const wrongCode = data.properties!.email_otp === '000000' ? '111111' : '000000';
  const bad = await anonClient(server).auth.verifyOtp({ email, token: wrongCode, type: 'magiclink' });
  expect(bad.error?.code).toBe('otp_expired');
  const ok = await anonClient(server).auth.verifyOtp({ email, token: data.properties!.email_otp, type: 'magiclink' });
  expect(ok.error).toBeNull();
  expect(ok.data.user!.email).toBe(email);
  const mixed = await authFetch(server, '/verify', { body: { token_hash: 'abc', type: 'recovery', email } });
  expect(mixed.status).toBe(400);
});

test('signInWithOtp mails a magic link whose GET signs the user in', async () => {
  const email = await confirmedUser();
  const { error } = await anonClient(server).auth.signInWithOtp({ email, options: { shouldCreateUser: false, emailRedirectTo: 'http://127.0.0.1:8080/' } });
  expect(error).toBeNull();
  const [mail] = await mailTo(email);
  expect(mail!.subject).toBe('Your Spotless NG sign-in link');
  const res = await fetch(linkIn(mail!), { redirect: 'manual' });
  const fragment = new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1));
  expect(decodeJwt(fragment.get('access_token')!).email).toBe(email);
  const none = await anonClient(server).auth.signInWithOtp({ email: uniqueEmail('nobody'), options: { shouldCreateUser: false } });
  expect(none.error?.code).toBe('otp_disabled');
});

test('65: with flowType pkce, signUp sends s256, and exchangeCodeForSession(code) with the stored verifier returns a session', async () => {
  const confirming = await startTestServer({ confirmEmail: true, siteUrl: 'http://127.0.0.1:8080' });
  try {
    const { fetch: rec, calls } = recordingFetch();
    const { storage, items } = memoryStorage();
    const client = anonClient(confirming, { flowType: 'pkce', persistSession: true, storage }, rec);
    const email = uniqueEmail();
    const { data, error } = await client.auth.signUp({ email, password: 'password-123', options: { emailRedirectTo: 'http://127.0.0.1:8080/auth/callback' } });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    const sent = JSON.parse(calls.find((c) => c.url.includes('/signup'))!.body!);
    expect(sent.code_challenge_method).toBe('s256');
    expect([...items.keys()].some((k) => k.endsWith('-code-verifier'))).toBe(true);

    const [mail] = (await (await fetch(`${confirming.url}/mail/api/messages?to=${encodeURIComponent(email)}`)).json()) as StoredMail[];
    const link = linkIn(mail!);
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_/);
    const res = await fetch(link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(location.pathname).toBe('/auth/callback');
    expect(location.hash).toBe('');
    const code = location.searchParams.get('code')!;
    expect(code).toBeTruthy();

    const exchanged = await client.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session!.user.email).toBe(email);
    expect(exchanged.data.session!.user.email_confirmed_at).toBeTruthy();
    // A code is good for one exchange only.
    const twice = await authFetch(confirming, '/token?grant_type=pkce', { body: { auth_code: code, code_verifier: 'x'.repeat(56) } });
    expect(twice.status).toBe(404);
    expect((await jsonOf(twice)).code).toBe('flow_state_not_found');
  } finally {
    await confirming.stop();
  }
});
