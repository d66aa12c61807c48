/**
 * @jest-environment node
 */
// E-mail confirmation on (issue 24), through the product's own actions on a real local-supabase with the product
// migrations and confirmations as config.toml sets them: sign-up gives no session, sign-in says the address is not
// confirmed, the code of the confirmation e-mail (read from the development mailbox) confirms it, and the code of a
// reset e-mail opens a recovery session that sets a new password without the old one.
import path from 'node:path';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from '../../local-supabase/test/helpers/test-server';
import {
  AuthFailure,
  configureSupabase,
  getSupabase,
  requestPasswordReset,
  resendSignupConfirmation,
  signIn,
  signOut,
  signUp,
  updatePassword,
  useAuth,
  verifyRecoveryCode,
} from '../src';

const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', 'supabase', 'migrations');
let server: TestServer;

beforeAll(async () => {
  (globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;
  server = await startTestServer({ migrationsDir: MIGRATIONS_DIR });
  configureSupabase({ url: server.url, anonKey: server.keys.anon });
});
afterAll(async () => {
  const supabase = await getSupabase();
  await supabase.auth.signOut({ scope: 'local' });
  await supabase.auth.stopAutoRefresh();
  await server.stop();
});

/** The six-digit code of the newest e-mail to `to` whose subject matches. */
async function codeFor(to: string, subject: RegExp): Promise<string> {
  const r = await fetch(`${server.url}/mail/api/messages?to=${encodeURIComponent(to)}`, {
    headers: { apikey: server.keys.serviceRole, authorization: `Bearer ${server.keys.serviceRole}` },
  });
  const mails = (await r.json()) as { subject: string; text: string }[];
  const mail = mails.find((m) => subject.test(m.subject));
  const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code for ${to} (${mails.map((m) => m.subject).join(', ')})`);
  return code;
}

async function failureOf(promise: Promise<unknown>): Promise<AuthFailure> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AuthFailure) return error;
    throw error;
  }
  throw new Error('expected an AuthFailure');
}

it('signs up without a session, refuses sign-in until the address is confirmed, then signs in', async () => {
  const address = `confirm-${Date.now()}@example.com`;
  const result = await signUp({ email: address, password: 'correct-horse-42', fullName: 'Ngozi Eze', phone: '08031234567', accountType: 'client' });
  expect(result).toEqual({ needsEmailConfirmation: true, roles: [] });
  expect(useAuth.getState().session).toBeNull();

  const refused = await failureOf(signIn(address, 'correct-horse-42'));
  expect(refused.kind).toBe('email_not_confirmed');

  await resendSignupConfirmation(address);
  const supabase = await getSupabase();
  const confirmed = await supabase.auth.verifyOtp({ email: address, token: await codeFor(address, /confirm/i), type: 'signup' });
  expect(confirmed.error).toBeNull();
  await signOut();
  expect((await signIn(address, 'correct-horse-42')).roles).toEqual(['client']);
  await signOut();
});

it('the reset code opens a recovery session that sets a new password without the current one', async () => {
  const address = `reset-${Date.now()}@example.com`;
  await server.signUp(address, 'old-password-1');
  await requestPasswordReset(address, 'http://127.0.0.1:8080/reset-password');
  const wrong = await failureOf(verifyRecoveryCode(address, '000000'));
  expect(wrong.message).toBe('Invalid or expired token');
  await verifyRecoveryCode(address, await codeFor(address, /reset/i));
  await updatePassword('new-password-2');
  await signOut();
  await expect(signIn(address, 'new-password-2')).resolves.toBeDefined();
  await signOut();
});
