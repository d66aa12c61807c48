import { createClient } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { anonClient, authFetch, collectEvents, memoryStorage, nextTick, recordingFetch, serviceClient, uniqueEmail, jsonOf } from './helpers';

let server: TestServer;
beforeAll(async () => {
  // Users are signed up with confirmations off (GoTrue's MAILER_AUTOCONFIRM), so sign-up itself starts the session.
  server = await startTestServer({ confirmEmail: false });
});
afterAll(async () => {
  await server?.stop();
});

async function newUser(password = 'password-123') {
  const email = uniqueEmail();
  const client = anonClient(server);
  const { data, error } = await client.auth.signUp({ email, password });
  if (error) throw error;
  return { email, password, client, user: data.user!, session: data.session! };
}

test('56: a wrong password gives 400 invalid_credentials with the versioned header and {code, message}', async () => {
  const { email } = await newUser();
  const { data, error } = await anonClient(server).auth.signInWithPassword({ email, password: 'wrong-password' });
  expect(data.session).toBeNull();
  expect(error?.status).toBe(400);
  expect(error?.code).toBe('invalid_credentials');

  const raw = await authFetch(server, '/token?grant_type=password', { body: { email, password: 'wrong-password', gotrue_meta_security: {} } });
  expect(raw.status).toBe(400);
  expect(raw.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  expect(await jsonOf(raw)).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
});

test('an unknown e-mail gets exactly the same answer as a wrong password', async () => {
  const raw = await authFetch(server, '/token?grant_type=password', { body: { email: uniqueEmail('nobody'), password: 'whatever-123' } });
  expect(raw.status).toBe(400);
  expect(await jsonOf(raw)).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
});

test('without the version header errors use the legacy body', async () => {
  const raw = await authFetch(server, '/token?grant_type=password', { body: { email: uniqueEmail(), password: 'x-password' }, versioned: false });
  expect(raw.status).toBe(400);
  expect(await jsonOf(raw)).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
});

test('58: refreshSession rotates both tokens, keeps the session, emits TOKEN_REFRESHED; reuse after the window is refused', async () => {
  const { email, password } = await newUser();
  const client = anonClient(server);
  const events = collectEvents(client);
  const first = (await client.auth.signInWithPassword({ email, password })).data.session!;
  const { data, error } = await client.auth.refreshSession();
  expect(error).toBeNull();
  const second = data.session!;
  expect(second.refresh_token).not.toBe(first.refresh_token);
  // Same second, same claims would give the same JWT; what matters is a valid token for the same session.
  expect(decodeJwt(second.access_token).exp).toBeGreaterThanOrEqual(decodeJwt(first.access_token).exp!);
  expect((await authFetch(server, '/user', { bearer: second.access_token })).status).toBe(200);
  expect(decodeJwt(second.access_token).session_id).toBe(decodeJwt(first.access_token).session_id);
  await nextTick();
  expect(events).toContain('TOKEN_REFRESHED');

  // Inside the reuse window the old token answers with the session's current refresh token
  // (pinned to "just rotated" so a slow machine cannot push it out of the window).
  await server.db.query(`update auth.refresh_tokens set updated_at = now() where token = $1`, [first.refresh_token]);
  const racing = await authFetch(server, '/token?grant_type=refresh_token', { body: { refresh_token: first.refresh_token } });
  expect(racing.status).toBe(200);
  expect((await jsonOf(racing)).refresh_token).toBe(second.refresh_token);

  // Let the window pass (the database clock is what the server compares against).
  await server.db.query(`update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = $1`, [first.refresh_token]);
  const reused = await anonClient(server).auth.refreshSession({ refresh_token: first.refresh_token });
  expect(reused.error?.code).toBe('refresh_token_already_used');
  expect(reused.error?.status).toBe(400);
  // Reuse means the token leaked: the whole session is revoked, the current token stops working too.
  const after = await anonClient(server).auth.refreshSession({ refresh_token: second.refresh_token });
  expect(after.error).not.toBeNull();
  const user = await authFetch(server, '/user', { bearer: second.access_token });
  expect(user.status).toBe(403);
  expect((await jsonOf(user)).code).toBe('session_not_found');
});

test('an unknown refresh token is refresh_token_not_found', async () => {
  const r = await anonClient(server).auth.refreshSession({ refresh_token: 'no-such-token' });
  expect(r.error?.code).toBe('refresh_token_not_found');
});

test('59: getUser returns the user, and an error once the admin deleted them', async () => {
  const { client, user } = await newUser();
  const ok = await client.auth.getUser();
  expect(ok.data.user!.id).toBe(user.id);
  expect(ok.data.user!.email).toBe(user.email);
  const del = await serviceClient(server).auth.admin.deleteUser(user.id);
  expect(del.error).toBeNull();
  const gone = await client.auth.getUser();
  expect(gone.data.user).toBeNull();
  expect(gone.error).not.toBeNull();
  expect(gone.error!.status).toBe(403);
});

test('/user without a bearer, with the anon key, or with a forged token is refused', async () => {
  const none = await fetch(`${server.url}/auth/v1/user`, { headers: { apikey: server.keys.anon, 'x-supabase-api-version': '2024-01-01' } });
  expect(none.status).toBe(401);
  expect((await jsonOf(none)).code).toBe('no_authorization');
  const anon = await authFetch(server, '/user');
  expect(anon.status).toBe(403);
  expect(await jsonOf(anon)).toEqual({ code: 'bad_jwt', message: 'invalid claim: missing sub claim' });
  const { session } = await newUser();
  const [h, p] = session.access_token.split('.');
  const forged = await authFetch(server, '/user', { bearer: `${h}.${p}.AAAA` });
  expect(forged.status).toBe(403);
  expect((await jsonOf(forged)).code).toBe('bad_jwt');
});

test('60: updateUser({data}) merges into user_metadata and emits USER_UPDATED', async () => {
  const email = uniqueEmail();
  const client = anonClient(server);
  await client.auth.signUp({ email, password: 'password-123', options: { data: { name: 'Ada', city: 'Lagos' } } });
  const events = collectEvents(client);
  const { data, error } = await client.auth.updateUser({ data: { theme: 'dark', city: null } });
  expect(error).toBeNull();
  expect(data.user!.user_metadata).toMatchObject({ name: 'Ada', theme: 'dark' });
  expect(data.user!.user_metadata).not.toHaveProperty('city');
  await nextTick();
  expect(events).toContain('USER_UPDATED');
});

test('users cannot write app_metadata through PUT /user', async () => {
  const { session } = await newUser();
  const r = await authFetch(server, '/user', { method: 'PUT', bearer: session.access_token, body: { app_metadata: { role: 'admin' } } });
  expect(r.status).toBe(403);
  expect((await jsonOf(r)).code).toBe('not_admin');
});

test('61: updateUser({password}) needs the current password, checked on the server, and makes only the new one work', async () => {
  const { email, client } = await newUser('old-password-1');
  const missing = await client.auth.updateUser({ password: 'new-password-2' });
  expect(missing.error?.status).toBe(400);
  expect(missing.error?.code).toBe('current_password_required');
  const wrong = await client.auth.updateUser({ password: 'new-password-2', current_password: 'guessed-password' });
  expect(wrong.error?.code).toBe('current_password_invalid');
  expect((await anonClient(server).auth.signInWithPassword({ email, password: 'old-password-1' })).error).toBeNull();
  const same = await client.auth.updateUser({ password: 'old-password-1', current_password: 'old-password-1' });
  expect(same.error?.code).toBe('same_password');
  const { error } = await client.auth.updateUser({ password: 'new-password-2', current_password: 'old-password-1' });
  expect(error).toBeNull();
  const old = await anonClient(server).auth.signInWithPassword({ email, password: 'old-password-1' });
  expect(old.error?.code).toBe('invalid_credentials');
  const fresh = await anonClient(server).auth.signInWithPassword({ email, password: 'new-password-2' });
  expect(fresh.error).toBeNull();
  const stored = await server.db.query<{ h: string }>(`select encrypted_password as h from auth.users where email = $1`, [email]);
  expect(stored.rows[0]!.h).toMatch(/^\$2[aby]\$10\$/);
});

test('a session opened by a recovery code sets a new password without the current one (GoTrue exempts it)', async () => {
  const { email } = await newUser('forgotten-pass-1');
  const link = await serviceClient(server).auth.admin.generateLink({ type: 'recovery', email });
  const recovering = anonClient(server);
  const verified = await recovering.auth.verifyOtp({ email, token: link.data.properties!.email_otp, type: 'recovery' });
  expect(verified.error).toBeNull();
  expect((await recovering.auth.updateUser({ password: 'remembered-pass-2' })).error).toBeNull();
  expect((await anonClient(server).auth.signInWithPassword({ email, password: 'remembered-pass-2' })).error).toBeNull();
});

test('62: signOut sends POST /logout?scope=global (204), clears storage, emits SIGNED_OUT, kills the refresh token', async () => {
  const { email, password } = await newUser();
  const { fetch: rec, calls } = recordingFetch();
  const { storage, items } = memoryStorage();
  const client = anonClient(server, { persistSession: true, storage }, rec);
  const signIn = await client.auth.signInWithPassword({ email, password });
  const refreshToken = signIn.data.session!.refresh_token;
  const events = collectEvents(client);
  expect(items.size).toBeGreaterThan(0);
  const { error } = await client.auth.signOut();
  expect(error).toBeNull();
  const logout = calls.find((c) => c.url.includes('/auth/v1/logout'));
  expect(logout).toMatchObject({ method: 'POST' });
  expect(new URL(logout!.url).searchParams.get('scope')).toBe('global');
  expect([...items.keys()].filter((k) => k.endsWith('-auth-token'))).toEqual([]);
  await nextTick();
  expect(events).toContain('SIGNED_OUT');
  const again = await anonClient(server).auth.refreshSession({ refresh_token: refreshToken });
  expect(again.error).not.toBeNull();

  const raw = await anonClient(server).auth.signInWithPassword({ email, password });
  const res = await authFetch(server, '/logout?scope=global', { method: 'POST', bearer: raw.data.session!.access_token, headers: { 'content-type': 'application/json;charset=UTF-8' } });
  expect(res.status).toBe(204);
  expect(await res.text()).toBe('');
});

test('logout scopes: local ends only this session, others keeps only this one', async () => {
  const { email, password } = await newUser();
  const a = (await anonClient(server).auth.signInWithPassword({ email, password })).data.session!;
  const b = (await anonClient(server).auth.signInWithPassword({ email, password })).data.session!;
  const c = (await anonClient(server).auth.signInWithPassword({ email, password })).data.session!;
  expect((await authFetch(server, '/logout?scope=local', { method: 'POST', bearer: a.access_token })).status).toBe(204);
  expect((await authFetch(server, '/user', { bearer: a.access_token })).status).toBe(403);
  expect((await authFetch(server, '/user', { bearer: b.access_token })).status).toBe(200);
  expect((await authFetch(server, '/logout?scope=others', { method: 'POST', bearer: b.access_token })).status).toBe(204);
  expect((await authFetch(server, '/user', { bearer: b.access_token })).status).toBe(200);
  expect((await authFetch(server, '/user', { bearer: c.access_token })).status).toBe(403);
  expect((await authFetch(server, '/logout?scope=everything', { method: 'POST', bearer: b.access_token })).status).toBe(400);
});

test('69: the session persists under sb-<first hostname label>-auth-token with tokens, expires_at and user', async () => {
  const { email, password } = await newUser();
  const { storage, items } = memoryStorage();
  const client = createClient(server.url, server.keys.anon, {
    auth: { persistSession: true, autoRefreshToken: false, detectSessionInUrl: false, storage },
    realtime: { transport: WebSocket as never },
  });
  await client.auth.signInWithPassword({ email, password });
  const key = `sb-${new URL(server.url).hostname.split('.')[0]}-auth-token`;
  expect(key).toBe('sb-127-auth-token');
  const stored = JSON.parse(items.get(key)!);
  expect(stored).toMatchObject({ access_token: expect.any(String), refresh_token: expect.any(String), expires_at: expect.any(Number) });
  expect(stored.user.email).toBe(email);
});

test('a user the admin created unconfirmed gets email_not_confirmed', async () => {
  const email = uniqueEmail();
  const created = await serviceClient(server).auth.admin.createUser({ email, password: 'password-123' });
  expect(created.error).toBeNull();
  const r = await anonClient(server).auth.signInWithPassword({ email, password: 'password-123' });
  expect(r.error?.code).toBe('email_not_confirmed');
});
