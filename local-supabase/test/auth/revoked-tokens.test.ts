import { decodeJwt } from 'jose';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { anonClient, authFetch, jsonOf, serviceClient, uniqueEmail } from './helpers';

/**
 * Issue 21, lesser item: a token kept working after a global logout and after the user was deleted.
 * Auth does what GoTrue does: its user endpoints look up the token's user and its session_id and
 * refuse once either is gone. REST, Storage and Realtime accept a validly signed token until it
 * expires, as hosted Supabase's do; that window is the access-token lifetime (config.toml
 * [auth] jwt_expiry), which local-supabase follows (SECURITY.md, issue 21).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ jwtExpiry: 900, confirmEmail: false });
});
afterAll(async () => {
  await server?.stop();
});

async function session(): Promise<{ id: string; access: string; refresh: string }> {
  const email = uniqueEmail();
  const { data, error } = await anonClient(server).auth.signUp({ email, password: 'password-123' });
  expect(error).toBeNull();
  return { id: data.user!.id, access: data.session!.access_token, refresh: data.session!.refresh_token };
}

/** Every Auth endpoint that acts on the bearer's account. */
const userEndpoints = (token: string) => [
  authFetch(server, '/user', { bearer: token }),
  authFetch(server, '/user', { method: 'PUT', bearer: token, body: { data: { nickname: 'still me' } } }),
  authFetch(server, '/user', { method: 'PUT', bearer: token, body: { password: 'another-pass-99' } }),
  authFetch(server, '/logout?scope=global', { method: 'POST', bearer: token }),
];

test('after a global logout, the signed-out access token is refused by every user endpoint (session_not_found)', async () => {
  const a = await session();
  const logout = await authFetch(server, '/logout?scope=global', { method: 'POST', bearer: a.access });
  expect(logout.status).toBe(204);
  for (const res of await Promise.all(userEndpoints(a.access))) {
    expect(res.status).toBe(403);
    expect((await jsonOf(res)).code).toBe('session_not_found');
  }
  const refreshed = await anonClient(server).auth.refreshSession({ refresh_token: a.refresh });
  expect(refreshed.error).not.toBeNull();
});

test.each([
  ['deleted', false],
  ['soft-deleted', true],
])('once the user is %s, their access token is refused by every user endpoint (user_not_found)', async (_how, soft) => {
  const a = await session();
  const { error } = await serviceClient(server).auth.admin.deleteUser(a.id, soft);
  expect(error).toBeNull();
  for (const res of await Promise.all(userEndpoints(a.access))) {
    expect(res.status).toBe(403);
    expect((await jsonOf(res)).code).toBe('user_not_found');
  }
});

test('access tokens live for the configured jwt_expiry, which bounds the window left to REST and Storage', async () => {
  const a = await session();
  const claims = decodeJwt(a.access);
  expect(claims.exp! - claims.iat!).toBe(900);
  const token = await authFetch(server, '/token?grant_type=refresh_token', { body: { refresh_token: a.refresh } });
  expect((await jsonOf(token)).expires_in).toBe(900);
});
