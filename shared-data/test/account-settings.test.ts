/**
 * @jest-environment node
 */
// Account settings' data (issue 24) through the product's own functions on a real local-supabase with the product
// migrations: the password changes only with the right current password (Auth checks it), sessions list this device
// and end another one on the server, and the data export is the caller's own.
import path from 'node:path';
import WebSocket from 'ws';
import { createClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from '../../local-supabase/test/helpers/test-server';
import { AuthFailure, configureSupabase, getSupabase, signIn, signOut } from '../src';
import { changePassword, currentPasswordNeeded, describeDevice, endMySession, fetchMyData, listMySessions } from '../src/account';

const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', 'supabase', 'migrations');
let server: TestServer;
let email: string;

beforeAll(async () => {
  (globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;
  server = await startTestServer({ migrationsDir: MIGRATIONS_DIR });
  configureSupabase({ url: server.url, anonKey: server.keys.anon });
  email = `settings-${Date.now()}@example.com`;
  await server.signUp(email, 'first-password-1');
  await signIn(email, 'first-password-1');
});
afterAll(async () => {
  const supabase = await getSupabase();
  await supabase.auth.signOut({ scope: 'local' });
  await supabase.auth.stopAutoRefresh();
  await server.stop();
});

async function failureOf(promise: Promise<unknown>): Promise<AuthFailure> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AuthFailure) return error;
    throw error;
  }
  throw new Error('expected an AuthFailure');
}

it('changes the password only with the right current one', async () => {
  expect(await currentPasswordNeeded()).toBe(true);
  const wrong = await failureOf(changePassword('not-the-password', 'second-password-2'));
  expect(wrong.message).toBe('Your current password is not right. Nothing was changed.');
  expect((await failureOf(changePassword('', 'second-password-2'))).message).toBe('Enter your current password.');
  await changePassword('first-password-1', 'second-password-2');
  const other = createClient(server.url, server.keys.anon, { auth: { persistSession: false }, realtime: { transport: WebSocket as never } });
  expect((await other.auth.signInWithPassword({ email, password: 'first-password-1' })).error?.code).toBe('invalid_credentials');
  expect((await other.auth.signInWithPassword({ email, password: 'second-password-2' })).error).toBeNull();
});

it('lists this device and another one, and ends the other on the server', async () => {
  const phone = createClient(server.url, server.keys.anon, {
    auth: { persistSession: false },
    realtime: { transport: WebSocket as never },
    global: { headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 13) Chrome/120.0 Mobile' } },
  });
  const signedIn = await phone.auth.signInWithPassword({ email, password: 'second-password-2' });
  expect(signedIn.error).toBeNull();
  const sessions = await listMySessions();
  expect(sessions.filter((s) => s.current)).toHaveLength(1);
  const theirs = sessions.find((s) => !s.current && s.userAgent?.includes('Android'));
  expect(theirs).toBeDefined();
  expect(describeDevice(theirs!.userAgent)).toBe('Chrome on Android');

  await endMySession(theirs!.id);
  expect((await listMySessions()).some((s) => s.id === theirs!.id)).toBe(false);
  expect((await phone.auth.refreshSession()).error).not.toBeNull();
});

it('exports the caller\'s own data', async () => {
  const data = (await fetchMyData()) as { profile: { email: string }; user_id: string };
  expect(data.profile.email).toBe(email);
  const { data: me } = await (await getSupabase()).auth.getUser();
  expect(data.user_id).toBe(me.user!.id);
  await signOut();
});

/** The six-digit code of the newest e-mail to `to`, from the development mailbox. */
async function codeFor(to: string): Promise<string> {
  const r = await fetch(`${server.url}/mail/api/messages?to=${encodeURIComponent(to)}`, {
    headers: { apikey: server.keys.serviceRole, authorization: `Bearer ${server.keys.serviceRole}` },
  });
  const mails = (await r.json()) as { text: string }[];
  const code = mails.map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]).find(Boolean);
  if (!code) throw new Error(`no code for ${to}`);
  return code;
}

it('sets a first password after a sign-in with a code, without asking for a current one', async () => {
  // An account with no password (as a phone-only one is) can only sign in with a code.
  const address = `codeonly-${Date.now()}@example.com`;
  const created = await server.service().auth.admin.createUser({ email: address, email_confirm: true });
  expect(created.error).toBeNull();
  const supabase = await getSupabase();
  expect((await supabase.auth.signInWithOtp({ email: address, options: { shouldCreateUser: false } })).error).toBeNull();
  expect((await supabase.auth.verifyOtp({ email: address, token: await codeFor(address), type: 'email' })).error).toBeNull();

  expect(await currentPasswordNeeded()).toBe(false);
  await changePassword(undefined, 'first-password-9');
  const other = createClient(server.url, server.keys.anon, { auth: { persistSession: false }, realtime: { transport: WebSocket as never } });
  expect((await other.auth.signInWithPassword({ email: address, password: 'first-password-9' })).error).toBeNull();
  await signOut();
});
