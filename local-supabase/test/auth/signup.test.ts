import { isAuthWeakPasswordError } from '@supabase/supabase-js';
import { decodeJwt, jwtVerify } from 'jose';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { anonClient, collectEvents, nextTick, uniqueEmail, jsonOf } from './helpers';

let server: TestServer;
beforeAll(async () => {
  // Sign-up with confirmations off (GoTrue's MAILER_AUTOCONFIRM); with them on (the default): confirmations.test.ts.
  server = await startTestServer({ confirmEmail: false });
});
afterAll(async () => {
  await server?.stop();
});

test('51: signUp with autoconfirm returns a session with the metadata and emits SIGNED_IN', async () => {
  const client = anonClient(server);
  const events = collectEvents(client);
  const { data, error } = await client.auth.signUp({ email: uniqueEmail(), password: 'password-123', options: { data: { name: 'A' } } });
  expect(error).toBeNull();
  expect(data.session).not.toBeNull();
  expect(data.session!.user.user_metadata.name).toBe('A');
  expect(data.user!.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
  await nextTick();
  expect(events).toContain('SIGNED_IN');
  const stored = await server.db.query<{ meta: { name: string } }>(`select raw_user_meta_data as meta from auth.users where id = $1`, [data.user!.id]);
  expect(stored.rows[0]!.meta.name).toBe('A');
});

test('52: the access token verifies with the configured secret and carries the §1.4 claims', async () => {
  const email = uniqueEmail();
  const { data } = await anonClient(server).auth.signUp({ email, password: 'password-123' });
  const token = data.session!.access_token;
  const { payload, protectedHeader } = await jwtVerify(token, new TextEncoder().encode(server.config.jwtSecret));
  expect(protectedHeader).toMatchObject({ alg: 'HS256', typ: 'JWT' });
  expect(payload).toMatchObject({
    sub: data.user!.id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    aal: 'aal1',
    is_anonymous: false,
    iss: `${server.config.publicUrl}/auth/v1`,
    app_metadata: { provider: 'email', providers: ['email'] },
  });
  expect(payload.exp! - payload.iat!).toBe(3600);
  expect(payload.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
  const session = await server.db.query(`select 1 from auth.sessions where id = $1 and user_id = $2`, [payload.session_id, data.user!.id]);
  expect(session.rows).toHaveLength(1);
  expect(data.session!.expires_in).toBe(3600);
  expect(data.session!.expires_at).toBe(decodeJwt(token).exp);
});

test('54: signUp for an existing confirmed email returns 422 user_already_exists', async () => {
  const email = uniqueEmail();
  await anonClient(server).auth.signUp({ email, password: 'password-123' });
  const { data, error } = await anonClient(server).auth.signUp({ email: email.toUpperCase(), password: 'password-456' });
  expect(data.session).toBeNull();
  expect(error?.status).toBe(422);
  expect(error?.code).toBe('user_already_exists');
});

test('55: a 5-character password yields AuthWeakPasswordError with reasons [length]', async () => {
  const { error } = await anonClient(server).auth.signUp({ email: uniqueEmail(), password: 'abcde' });
  expect(isAuthWeakPasswordError(error)).toBe(true);
  expect((error as unknown as { reasons: string[] }).reasons).toContain('length');
  expect(error!.status).toBe(422);
});

test('a 7-character password is also refused (policy minimum is 8), 8 is accepted', async () => {
  const seven = await anonClient(server).auth.signUp({ email: uniqueEmail(), password: 'abcdefg' });
  expect(seven.error?.code).toBe('weak_password');
  const eight = await anonClient(server).auth.signUp({ email: uniqueEmail(), password: 'abcdefgh' });
  expect(eight.error).toBeNull();
});

test('malformed sign-ups get 400 JSON errors', async () => {
  const bad = await anonClient(server).auth.signUp({ email: 'not-an-email', password: 'password-123' });
  expect(bad.error?.status).toBe(400);
  expect(bad.error?.code).toBe('validation_failed');
  const noPassword = await fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: server.keys.anon, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify({ email: uniqueEmail() }),
  });
  expect(noPassword.status).toBe(400);
  expect(await jsonOf(noPassword)).toEqual({ code: 'validation_failed', message: 'Signup requires a valid password' });
  const broken = await fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: server.keys.anon, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: '{"email": ',
  });
  expect(broken.status).toBe(400);
  expect((await jsonOf(broken)).code).toBe('bad_json');
  const wrongTypes = await fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: server.keys.anon, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
    body: JSON.stringify({ email: 42, password: ['x'] }),
  });
  expect(wrongTypes.status).toBe(400);
  expect((await jsonOf(wrongTypes)).message).toBe('email must be a string');
});

test('57: signInAnonymously returns a session whose user and token have is_anonymous true', async () => {
  const client = anonClient(server);
  const { data, error } = await client.auth.signInAnonymously({ options: { data: { locale: 'en-NG' } } });
  expect(error).toBeNull();
  expect(data.user!.is_anonymous).toBe(true);
  expect(data.user!.email).toBe('');
  expect(data.user!.identities).toEqual([]);
  expect(data.user!.user_metadata).toEqual({ locale: 'en-NG' });
  const claims = decodeJwt(data.session!.access_token);
  expect(claims).toMatchObject({ is_anonymous: true, role: 'authenticated', email: '', sub: data.user!.id });
  expect(claims.amr).toEqual([{ method: 'anonymous', timestamp: expect.any(Number) }]);
});

test('an anonymous guest becomes a permanent client with the same id (updateUser email+password)', async () => {
  const guest = anonClient(server);
  const { data } = await guest.auth.signInAnonymously();
  const guestId = data.user!.id;
  const email = uniqueEmail('guest');
  const passwordOnly = await guest.auth.updateUser({ password: 'password-123' });
  expect(passwordOnly.error?.code).toBe('validation_failed');

  const upgraded = await guest.auth.updateUser({ email, password: 'password-123', data: { name: 'Ada' } });
  expect(upgraded.error).toBeNull();
  expect(upgraded.data.user!.id).toBe(guestId);
  expect(upgraded.data.user!.is_anonymous).toBe(false);
  expect(upgraded.data.user!.email).toBe(email);
  expect(upgraded.data.user!.app_metadata.providers).toEqual(['email']);
  expect(upgraded.data.user!.identities).toHaveLength(1);

  const refreshed = await guest.auth.refreshSession();
  expect(decodeJwt(refreshed.data.session!.access_token)).toMatchObject({ sub: guestId, is_anonymous: false, email });

  const later = anonClient(server);
  const signIn = await later.auth.signInWithPassword({ email, password: 'password-123' });
  expect(signIn.error).toBeNull();
  expect(signIn.data.user!.id).toBe(guestId);
  expect(signIn.data.user!.user_metadata.name).toBe('Ada');
});

test('an anonymous guest cannot take an address that already has an account', async () => {
  const email = uniqueEmail();
  await anonClient(server).auth.signUp({ email, password: 'password-123' });
  const guest = anonClient(server);
  await guest.auth.signInAnonymously();
  const { error } = await guest.auth.updateUser({ email, password: 'password-123' });
  expect(error?.status).toBe(422);
  expect(error?.code).toBe('email_exists');
});


test('the shared test-server signUp helper yields a signed-in client (other suites rely on it)', async () => {
  const { client, userId } = await server.signUp();
  const { data, error } = await client.auth.getUser();
  expect(error).toBeNull();
  expect(data.user!.id).toBe(userId);
});
