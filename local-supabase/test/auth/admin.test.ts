import { startTestServer, type TestServer } from '../helpers/test-server';
import { anonClient, authFetch, serviceClient, uniqueEmail, jsonOf } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

test('66: admin.createUser with the service key returns a confirmed user; with the anon key 403 not_admin', async () => {
  const email = uniqueEmail();
  const { data, error } = await serviceClient(server).auth.admin.createUser({
    email,
    password: 'password-123',
    email_confirm: true,
    user_metadata: { name: 'Chidi' },
    app_metadata: { plan: 'gold' },
  });
  expect(error).toBeNull();
  expect(data.user!.email_confirmed_at).toBeTruthy();
  expect(data.user!.user_metadata.name).toBe('Chidi');
  expect(data.user!.app_metadata).toEqual({ plan: 'gold', provider: 'email', providers: ['email'] });
  expect((await anonClient(server).auth.signInWithPassword({ email, password: 'password-123' })).error).toBeNull();

  const denied = await anonClient(server).auth.admin.createUser({ email: uniqueEmail(), password: 'password-123', email_confirm: true });
  expect(denied.error?.status).toBe(403);
  expect(denied.error?.code).toBe('not_admin');

  const { session } = (await anonClient(server).auth.signInWithPassword({ email, password: 'password-123' })).data;
  const asUser = await authFetch(server, '/admin/users', { bearer: session!.access_token });
  expect(asUser.status).toBe(403);
  expect((await jsonOf(asUser)).code).toBe('not_admin');

  const dup = await serviceClient(server).auth.admin.createUser({ email: email.toUpperCase(), password: 'password-123' });
  expect(dup.error?.status).toBe(422);
  expect(dup.error?.code).toBe('email_exists');
  const weak = await serviceClient(server).auth.admin.createUser({ email: uniqueEmail(), password: 'short' });
  expect(weak.error?.code).toBe('weak_password');
});

test('67: listUsers pages with total, nextPage and lastPage; without params it uses the defaults', async () => {
  const admin = serviceClient(server);
  for (let i = 0; i < 3; i++) {
    await admin.auth.admin.createUser({ email: uniqueEmail('list'), email_confirm: true });
  }
  const count = await server.db.query<{ n: number }>(`select count(*)::int as n from auth.users`);
  const total = count.rows[0]!.n;
  const { data, error } = await admin.auth.admin.listUsers({ page: 1, perPage: 2 });
  expect(error).toBeNull();
  expect(data.users).toHaveLength(2);
  expect((data as unknown as { total: number }).total).toBe(total);
  expect((data as unknown as { nextPage: number }).nextPage).toBe(2);
  expect((data as unknown as { lastPage: number }).lastPage).toBe(Math.ceil(total / 2));

  const raw = await authFetch(server, '/admin/users?page=&per_page=', { bearer: server.keys.serviceRole });
  expect(raw.status).toBe(200);
  expect(raw.headers.get('x-total-count')).toBe(String(total));
  expect(raw.headers.get('link')).toBe('</admin/users?page=1&per_page=50>; rel="last"');
  const all = await admin.auth.admin.listUsers();
  expect(all.data.users).toHaveLength(total);
  expect((all.data as { aud?: string }).aud).toBe('authenticated');

  const bad = await authFetch(server, '/admin/users?page=-1', { bearer: server.keys.serviceRole });
  expect(bad.status).toBe(400);
});

test('68: updateUserById with ban_duration 24h makes password sign-in fail with user_banned; none lifts it', async () => {
  const email = uniqueEmail();
  const admin = serviceClient(server);
  const { data } = await admin.auth.admin.createUser({ email, password: 'password-123', email_confirm: true });
  const id = data.user!.id;
  const client = anonClient(server);
  const refreshToken = (await client.auth.signInWithPassword({ email, password: 'password-123' })).data.session!.refresh_token;
  const banned = await admin.auth.admin.updateUserById(id, { ban_duration: '24h' });
  expect(banned.error).toBeNull();
  const until = new Date((banned.data.user as unknown as { banned_until: string }).banned_until).getTime();
  expect(until).toBeGreaterThan(Date.now() + 23 * 3600 * 1000);
  const r = await anonClient(server).auth.signInWithPassword({ email, password: 'password-123' });
  expect(r.error?.code).toBe('user_banned');
  const refresh = await anonClient(server).auth.refreshSession({ refresh_token: refreshToken });
  expect(refresh.error?.code).toBe('user_banned');
  await admin.auth.admin.updateUserById(id, { ban_duration: 'none' });
  expect((await anonClient(server).auth.signInWithPassword({ email, password: 'password-123' })).error).toBeNull();
  const nonsense = await admin.auth.admin.updateUserById(id, { ban_duration: 'forever' });
  expect(nonsense.error?.status).toBe(400);
});

test('admin update merges metadata, keeps provider/providers, and can confirm and re-password a user', async () => {
  const admin = serviceClient(server);
  const email = uniqueEmail();
  const { data } = await admin.auth.admin.createUser({ email, app_metadata: { roles: ['client'], tier: 1 }, user_metadata: { a: 1 } });
  const id = data.user!.id;
  const { data: updated, error } = await admin.auth.admin.updateUserById(id, {
    app_metadata: { roles: ['client', 'cleaner'], tier: null, provider: 'hacked', providers: [] },
    user_metadata: { b: 2 },
    password: 'password-456',
    email_confirm: true,
  });
  expect(error).toBeNull();
  expect(updated.user!.app_metadata).toEqual({ roles: ['client', 'cleaner'], provider: 'email', providers: ['email'] });
  expect(updated.user!.user_metadata).toMatchObject({ a: 1, b: 2 });
  expect(updated.user!.email_confirmed_at).toBeTruthy();
  const signIn = await anonClient(server).auth.signInWithPassword({ email, password: 'password-456' });
  expect(signIn.error).toBeNull();
});

test('admin get and delete: unknown ids are 404 user_not_found, deletion removes the user', async () => {
  const admin = serviceClient(server);
  const { data } = await admin.auth.admin.createUser({ email: uniqueEmail(), email_confirm: true });
  const id = data.user!.id;
  expect((await admin.auth.admin.getUserById(id)).data.user!.id).toBe(id);
  expect((await admin.auth.admin.deleteUser(id)).error).toBeNull();
  const missing = await admin.auth.admin.getUserById(id);
  expect(missing.error?.status).toBe(404);
  expect(missing.error?.code).toBe('user_not_found');
  expect((await admin.auth.admin.deleteUser(id)).error?.status).toBe(404);
  const rows = await server.db.query(`select 1 from auth.users where id = $1`, [id]);
  expect(rows.rows).toHaveLength(0);
});

test('soft delete frees the address and ends the sessions but keeps the row', async () => {
  const admin = serviceClient(server);
  const email = uniqueEmail();
  const { data } = await admin.auth.admin.createUser({ email, password: 'password-123', email_confirm: true });
  const session = (await anonClient(server).auth.signInWithPassword({ email, password: 'password-123' })).data.session!;
  expect((await admin.auth.admin.deleteUser(data.user!.id, true)).error).toBeNull();
  expect((await authFetch(server, '/user', { bearer: session.access_token })).status).toBe(403);
  const rows = await server.db.query<{ deleted_at: Date | null }>(`select deleted_at from auth.users where id = $1`, [data.user!.id]);
  expect(rows.rows[0]!.deleted_at).not.toBeNull();
  expect((await admin.auth.admin.createUser({ email, email_confirm: true })).error).toBeNull();
});

test('generateLink(signup) creates an unconfirmed user whose link confirms them; invite sends an e-mail', async () => {
  const admin = serviceClient(server);
  const email = uniqueEmail();
  const { data, error } = await admin.auth.admin.generateLink({ type: 'signup', email, password: 'password-123' });
  expect(error).toBeNull();
  expect(data.user!.email_confirmed_at).toBeUndefined();
  const v = await anonClient(server).auth.verifyOtp({ token_hash: data.properties!.hashed_token, type: 'signup' });
  expect(v.error).toBeNull();
  expect(v.data.user!.email_confirmed_at).toBeTruthy();
  const recoveryForNobody = await admin.auth.admin.generateLink({ type: 'recovery', email: uniqueEmail('nobody') });
  expect(recoveryForNobody.error?.status).toBe(404);

  const invited = uniqueEmail('invite');
  const inv = await admin.auth.admin.inviteUserByEmail(invited);
  expect(inv.error).toBeNull();
  expect(inv.data.user!.invited_at).toBeTruthy();
  const mails = (await (await fetch(`${server.url}/mail/api/messages?to=${encodeURIComponent(invited)}`)).json()) as { subject: string }[];
  expect(mails[0]!.subject).toBe('You have been invited to Spotless NG');
});
