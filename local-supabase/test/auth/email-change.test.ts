import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { readAuthSettings } from '../../src/auth/auth-settings-file';
import { loadConfig } from '../../src/config';
import type { StoredMail } from '../../src/mail/mailer';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { anonClient, authFetch, jsonOf, uniqueEmail } from './helpers';

/**
 * Issue 21, lesser item: an e-mail change applied at once, without confirming the new address,
 * although supabase/config.toml turns confirmations and double_confirm_changes on. A stolen session
 * could move an account to the thief's address (then reset its password there), or squat on an
 * address nobody confirmed. local-supabase now follows config.toml for e-mail changes the way GoTrue
 * does: a link to the new address and one to the current address, the change applied after both.
 */

const LINK = /http\S+\/auth\/v1\/verify\S+/;
const ACCEPTED = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

let server: TestServer;
beforeAll(async () => {
  // The defaults local-supabase starts with (sign-up autoconfirm), as `pnpm start` runs it.
  // Sign-up starts a session here (confirmations of sign-ups off); e-mail changes still need confirming.
  server = await startTestServer({ confirmEmail: false, confirmEmailChange: true });
});
afterAll(async () => {
  await server?.stop();
});

async function mailTo(s: TestServer, address: string): Promise<StoredMail[]> {
  return (await fetch(`${s.url}/mail/api/messages?to=${encodeURIComponent(address)}`)).json() as Promise<StoredMail[]>;
}

async function follow(mail: StoredMail | undefined): Promise<URLSearchParams> {
  const res = await fetch(LINK.exec(mail!.text)![0], { redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1));
}

async function signedIn(s: TestServer): Promise<{ client: SupabaseClient; email: string }> {
  const email = uniqueEmail('owner');
  const client = anonClient(s);
  const { data, error } = await client.auth.signUp({ email, password: 'password-123' });
  expect(error).toBeNull();
  expect(data.session).not.toBeNull();
  return { client, email };
}

async function canSignIn(s: TestServer, email: string): Promise<boolean> {
  return !(await anonClient(s).auth.signInWithPassword({ email, password: 'password-123' })).error;
}

test('a changed address takes effect only after the links to the new and the current address are both followed', async () => {
  const { client, email } = await signedIn(server);
  const next = uniqueEmail('thief');
  const { data, error } = await client.auth.updateUser({ email: next });
  expect(error).toBeNull();
  expect(data.user!.email).toBe(email);
  expect(data.user!.new_email).toBe(next);
  expect(await canSignIn(server, next)).toBe(false);

  const [toNew] = await mailTo(server, next);
  const [toCurrent] = await mailTo(server, email);
  expect(toNew!.subject).toBe('Confirm your new Spotless NG e-mail address');
  expect(toCurrent!.subject).toBe('Confirm the change of your Spotless NG e-mail address');
  expect(toCurrent!.text).toContain(next);

  // Whoever holds only the new address (a stolen session's owner) gets no further.
  const first = await follow(toNew);
  expect(first.get('message')).toBe(ACCEPTED);
  expect(first.get('access_token')).toBeNull();
  expect(await canSignIn(server, next)).toBe(false);
  expect(await canSignIn(server, email)).toBe(true);

  const second = await follow(toCurrent);
  expect(second.get('type')).toBe('email_change');
  expect(second.get('access_token')).toBeTruthy();
  expect(await canSignIn(server, next)).toBe(true);
  expect(await canSignIn(server, email)).toBe(false);
});

test('the two confirmations work in either order and with the 6-digit codes (POST /verify)', async () => {
  const { client, email } = await signedIn(server);
  const next = uniqueEmail('moved');
  await client.auth.updateUser({ email: next });
  const code = (m: StoredMail | undefined) => /code: (\d{6})/.exec(m!.text)![1]!;
  const current = await authFetch(server, '/verify', { body: { type: 'email_change', email, token: code((await mailTo(server, email))[0]) } });
  expect(current.status).toBe(200);
  expect(await jsonOf(current)).toEqual({ msg: ACCEPTED, code: 200 });
  expect(await canSignIn(server, email)).toBe(true);
  const fresh = await authFetch(server, '/verify', { body: { type: 'email_change', email: next, token: code((await mailTo(server, next))[0]) } });
  expect(fresh.status).toBe(200);
  expect((await jsonOf(fresh)).access_token).toEqual(expect.any(String));
  expect(await canSignIn(server, next)).toBe(true);
});

test('a link from an earlier change request confirms nothing once a new request replaced it', async () => {
  const { client, email } = await signedIn(server);
  const first = uniqueEmail('first');
  await client.auth.updateUser({ email: first });
  const [oldCurrent] = await mailTo(server, email);
  const second = uniqueEmail('second');
  await client.auth.updateUser({ email: second });
  const stale = await follow(oldCurrent);
  expect(stale.get('error_code')).toBe('otp_expired');
  await follow((await mailTo(server, first))[0]);
  expect(await canSignIn(server, first)).toBe(false);
});

test('a guest giving their first address is signing up: it follows the sign-up setting (autoconfirm here)', async () => {
  const guest = anonClient(server);
  await guest.auth.signInAnonymously();
  const email = uniqueEmail('guest');
  const { data, error } = await guest.auth.updateUser({ email, password: 'password-123' });
  expect(error).toBeNull();
  expect(data.user!.email).toBe(email);
  expect(data.user!.is_anonymous).toBe(false);
});

test('without double_confirm_changes one link, to the new address, is enough', async () => {
  const single = await startTestServer({ secureEmailChange: false, confirmEmail: false });
  try {
    const { client, email } = await signedIn(single);
    const next = uniqueEmail('single');
    await client.auth.updateUser({ email: next });
    expect(await mailTo(single, email)).toEqual([]);
    expect(await canSignIn(single, next)).toBe(false);
    const done = await follow((await mailTo(single, next))[0]);
    expect(done.get('access_token')).toBeTruthy();
    expect(await canSignIn(single, next)).toBe(true);
  } finally {
    await single.stop();
  }
});

test('the settings come from supabase/config.toml [auth] and [auth.email], with the environment overriding them', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ls-settings-'));
  const file = path.join(dir, 'config.toml');
  writeFileSync(
    file,
    ['[auth]', 'jwt_expiry = 900', 'enable_signup = true', '', '[auth.email]', 'enable_confirmations = false # comment', 'double_confirm_changes = true', '[auth.sms]', 'enable_confirmations = true'].join('\n'),
  );
  expect(readAuthSettings(file)).toEqual({ jwtExpiry: 900, enableConfirmations: false, doubleConfirmChanges: true, sms: { enableConfirmations: true } });
  expect(readAuthSettings(path.join(dir, 'missing.toml'))).toEqual({ jwtExpiry: undefined, enableConfirmations: undefined, doubleConfirmChanges: undefined });
  const base = { DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40), SUPABASE_CONFIG: file };
  expect(loadConfig(base)).toMatchObject({ jwtExpiry: 900, confirmEmail: false, confirmEmailChange: false, secureEmailChange: true });
  expect(loadConfig({ ...base, CONFIRM_EMAIL: 'true', CONFIRM_EMAIL_CHANGE: 'true', SECURE_EMAIL_CHANGE: 'false', JWT_EXPIRY: '600' })).toMatchObject({
    jwtExpiry: 600,
    confirmEmail: true,
    confirmEmailChange: true,
    secureEmailChange: false,
  });
  // The repository's own file: one-hour tokens, confirmations (sign-ups and changes) and double confirmation on.
  expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) })).toMatchObject({ jwtExpiry: 3600, confirmEmail: true, confirmEmailChange: true, secureEmailChange: true });
});
