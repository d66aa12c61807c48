import type { StoredMail } from '../../src/mail/mailer';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { anonClient, authFetch, uniqueEmail } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ confirmEmail: true, siteUrl: 'http://127.0.0.1:8080' });
});
afterAll(async () => {
  await server?.stop();
});

async function mailTo(address: string): Promise<StoredMail[]> {
  return (await fetch(`${server.url}/mail/api/messages?to=${encodeURIComponent(address)}`)).json() as Promise<StoredMail[]>;
}

test('53: with confirmations on, signUp returns no session and sign-in fails with email_not_confirmed until the link is followed', async () => {
  const email = uniqueEmail();
  const { data, error } = await anonClient(server).auth.signUp({ email, password: 'password-123', options: { data: { name: 'Bola' } } });
  expect(error).toBeNull();
  expect(data.session).toBeNull();
  expect(data.user!.email).toBe(email);
  expect(data.user!.confirmation_sent_at).toBeTruthy();
  expect(data.user!.email_confirmed_at).toBeUndefined();

  const early = await anonClient(server).auth.signInWithPassword({ email, password: 'password-123' });
  expect(early.error?.code).toBe('email_not_confirmed');
  expect(early.error?.status).toBe(400);

  const [mail] = await mailTo(email);
  expect(mail!.subject).toBe('Confirm your Spotless NG account');
  const link = /http\S+\/auth\/v1\/verify\S+/.exec(mail!.text)![0];
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  const fragment = new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1));
  expect(fragment.get('type')).toBe('signup');
  expect(fragment.get('access_token')).toBeTruthy();

  const later = await anonClient(server).auth.signInWithPassword({ email, password: 'password-123' });
  expect(later.error).toBeNull();
  expect(later.data.user!.email_confirmed_at).toBeTruthy();
  expect(later.data.user!.user_metadata).toMatchObject({ name: 'Bola', email_verified: true });
});

test('signing up again with a confirmed address does not reveal that it exists', async () => {
  const email = uniqueEmail();
  const first = await anonClient(server).auth.signUp({ email, password: 'password-123' });
  const [mail] = await mailTo(email);
  await fetch(/http\S+\/auth\/v1\/verify\S+/.exec(mail!.text)![0], { redirect: 'manual' });
  const again = await anonClient(server).auth.signUp({ email, password: 'another-pass-1' });
  expect(again.error).toBeNull();
  expect(again.data.session).toBeNull();
  expect(again.data.user!.id).not.toBe(first.data.user!.id);
  expect(again.data.user!.identities).toEqual([]);
});

test('an e-mail change needs the links sent to the new and the current address when confirmations are on', async () => {
  const email = uniqueEmail();
  await anonClient(server).auth.signUp({ email, password: 'password-123' });
  const [signupMail] = await mailTo(email);
  await fetch(/http\S+\/auth\/v1\/verify\S+/.exec(signupMail!.text)![0], { redirect: 'manual' });
  const client = anonClient(server);
  await client.auth.signInWithPassword({ email, password: 'password-123' });
  const next = uniqueEmail('new');
  const { data, error } = await client.auth.updateUser({ email: next });
  expect(error).toBeNull();
  expect(data.user!.email).toBe(email);
  expect(data.user!.new_email).toBe(next);
  const [changeMail] = await mailTo(next);
  expect(changeMail!.subject).toBe('Confirm your new Spotless NG e-mail address');
  // Secure e-mail change (config.toml double_confirm_changes): the current address confirms first here.
  const [noticeMail] = await mailTo(email);
  await fetch(/http\S+\/auth\/v1\/verify\S+/.exec(noticeMail!.text)![0], { redirect: 'manual' });
  expect((await anonClient(server).auth.signInWithPassword({ email: next, password: 'password-123' })).error).not.toBeNull();
  const res = await fetch(/http\S+\/auth\/v1\/verify\S+/.exec(changeMail!.text)![0], { redirect: 'manual' });
  expect(new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1)).get('type')).toBe('email_change');
  const signIn = await anonClient(server).auth.signInWithPassword({ email: next, password: 'password-123' });
  expect(signIn.error).toBeNull();
  expect(signIn.data.user!.new_email).toBeUndefined();
});

test('GET /settings reports that confirmations are required', async () => {
  const r = await authFetch(server, '/settings');
  expect(await r.json()).toMatchObject({ mailer_autoconfirm: false, external: { email: true, anonymous_users: true } });
});
