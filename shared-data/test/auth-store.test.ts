/**
 * @jest-environment node
 */
// The auth store against a real local-supabase (in-process, in-memory PGlite) with the product's migrations:
// real sign-up trigger, real user_roles, real RLS. Nothing here is mocked.
import path from 'node:path';
import WebSocket from 'ws';
import { startTestServer, type TestServer } from '../../local-supabase/test/helpers/test-server';
import {
  AuthFailure,
  MESSAGES,
  chooseActiveRole,
  configureSupabase,
  convertGuestToClient,
  createQueryClient,
  dashboardPathFor,
  ensureGuestSession,
  getSupabase,
  initAuth,
  onSignedOut,
  requestPasswordReset,
  signIn,
  signOut,
  signUp,
  updatePassword,
  useAuth,
} from '../src';

const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', 'supabase', 'migrations');
const PASSWORD = 'correct-horse-42';
let server: TestServer;
let n = 0;
const email = () => `user${++n}-${Date.now()}@example.com`;

/** Resolves once the store satisfies `predicate` (auth events are delivered asynchronously). */
function storeReaches(predicate: (s: ReturnType<typeof useAuth.getState>) => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (predicate(useAuth.getState())) return resolve();
    const unsubscribe = useAuth.subscribe((s) => {
      if (predicate(s)) {
        unsubscribe();
        resolve();
      }
    });
  });
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

beforeAll(async () => {
  // supabase-js builds its realtime client eagerly and Node 20 has no global WebSocket (browsers and Node 22 do).
  (globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;
  // Sign-up confirms at once here (GoTrue's autoconfirm); with confirmations on: email-confirmation.test.ts.
  server = await startTestServer({ migrationsDir: MIGRATIONS_DIR, confirmEmail: false });
  configureSupabase({ url: server.url, anonKey: server.keys.anon });
});

afterAll(async () => {
  const supabase = await getSupabase();
  await supabase.auth.signOut({ scope: 'local' });
  await supabase.auth.stopAutoRefresh();
  await server.stop();
});

describe('auth store on local-supabase', () => {
  it('starts loading and settles signed-out when there is no session', async () => {
    await initAuth();
    await initAuth(); // idempotent
    await storeReaches((s) => s.status === 'signed-out');
    expect(useAuth.getState()).toMatchObject({ session: null, user: null, roles: [], activeRole: null });
  });

  it('registers a client with normalised phone, loads profile and roles from the database', async () => {
    const address = email();
    const result = await signUp({
      email: address,
      password: PASSWORD,
      fullName: 'Ada Okafor',
      phone: '0803 123 4567',
      accountType: 'client',
    });
    expect(result).toEqual({ needsEmailConfirmation: false, roles: ['client'] });
    const s = useAuth.getState();
    expect(s.status).toBe('signed-in');
    expect(s.isAnonymous).toBe(false);
    expect(s.profile).toMatchObject({ full_name: 'Ada Okafor', email: address, phone: '+2348031234567' });
    expect(s.roles).toEqual(['client']);
    expect(s.activeRole).toBe('client');
    expect(dashboardPathFor(s.activeRole!)).toBe('/client');
  });

  it('refuses an invalid phone before calling the server', async () => {
    const failure = await failureOf(
      signUp({ email: email(), password: PASSWORD, fullName: 'X', phone: '12345', accountType: 'client' }),
    );
    expect(failure.kind).toBe('invalid_phone');
  });

  it('rejects a second registration with the same e-mail', async () => {
    const address = email();
    await signUp({ email: address, password: PASSWORD, fullName: 'A', phone: '08031234567', accountType: 'client' });
    await signOut();
    const failure = await failureOf(
      signUp({ email: address, password: PASSWORD, fullName: 'B', phone: '08031234567', accountType: 'client' }),
    );
    expect(failure.kind).toBe('email_exists');
    expect(failure.message).toBe(MESSAGES.auth.emailExists);
  });

  it('signs out globally, empties the store and clears the query cache', async () => {
    await signUp({ email: email(), password: PASSWORD, fullName: 'Bola', phone: '08031234567', accountType: 'client' });
    const queryClient = createQueryClient();
    const unregister = onSignedOut(() => queryClient.clear());
    queryClient.setQueryData(['bookings', 'list', {}], [{ id: 1 }]);
    const refreshToken = useAuth.getState().session!.refresh_token;

    await signOut();
    unregister();
    expect(useAuth.getState()).toMatchObject({ status: 'signed-out', session: null, profile: null, roles: [] });
    expect(queryClient.getQueryData(['bookings', 'list', {}])).toBeUndefined();
    // Global scope revoked the session server-side: its refresh token no longer works.
    const anon = server.anon();
    const { error } = await anon.auth.refreshSession({ refresh_token: refreshToken });
    expect(error).not.toBeNull();
  });

  it('gives one generic message for a wrong password and for an unknown e-mail', async () => {
    const address = email();
    await signUp({ email: address, password: PASSWORD, fullName: 'Chi', phone: '08031234567', accountType: 'cleaner' });
    await signOut();
    const wrongPassword = await failureOf(signIn(address, 'not-the-password'));
    const unknownEmail = await failureOf(signIn(`nobody-${Date.now()}@example.com`, PASSWORD));
    for (const failure of [wrongPassword, unknownEmail]) {
      expect(failure.kind).toBe('invalid_credentials');
      expect(failure.message).toBe('Invalid email or password.');
    }
    expect(useAuth.getState().status).toBe('signed-out');

    await expect(signIn(address, PASSWORD)).resolves.toEqual({ roles: ['cleaner'] });
    expect(useAuth.getState()).toMatchObject({ status: 'signed-in', activeRole: 'cleaner' });
    await signOut();
  });

  it('never takes roles from user metadata', async () => {
    const address = email();
    // A hostile sign-up straight through supabase-js, claiming admin in its metadata.
    const { error } = await server
      .anon()
      .auth.signUp({ email: address, password: PASSWORD, options: { data: { account_type: 'admin', roles: ['admin'], role: 'super_admin' } } });
    expect(error).toBeNull();
    await expect(signIn(address, PASSWORD)).resolves.toEqual({ roles: [] });
    expect(useAuth.getState()).toMatchObject({ roles: [], activeRole: null });
    await signOut();
  });

  it('asks a user with several roles to choose, and remembers the choice across token refreshes', async () => {
    const address = email();
    await signUp({ email: address, password: PASSWORD, fullName: 'Dayo', phone: '08031234567', accountType: 'client' });
    const supabase = await getSupabase();
    expect((await supabase.rpc('add_my_role', { p_role: 'cleaner' })).error).toBeNull();
    await signOut();

    const { roles } = await signIn(address, PASSWORD);
    expect(roles).toEqual(['client', 'cleaner']);
    expect(useAuth.getState().activeRole).toBeNull(); // role picker
    expect(() => chooseActiveRole('admin')).toThrow();
    chooseActiveRole('cleaner');
    expect(useAuth.getState().activeRole).toBe('cleaner');

    // TOKEN_REFRESHED: the store follows the rotated session and keeps the user's choice.
    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(useAuth.getState().session?.refresh_token).toBe(refreshed.data.session!.refresh_token);
    expect(useAuth.getState()).toMatchObject({ status: 'signed-in', activeRole: 'cleaner' });

    // Signing in again in the same tab reloads roles from the database and restores the stored choice.
    await signIn(address, PASSWORD);
    expect(useAuth.getState().activeRole).toBe('cleaner');

    // After signing out the choice is forgotten: the next sign-in asks again.
    await signOut();
    await signIn(address, PASSWORD);
    expect(useAuth.getState().activeRole).toBeNull();
    await signOut();
  });

  it('creates one guest session for concurrent guest submits and converts it to a client keeping the user id', async () => {
    const [a, b] = await Promise.all([ensureGuestSession(), ensureGuestSession()]);
    expect(a.user.id).toBe(b.user.id);
    expect(a.user.is_anonymous).toBe(true);
    await storeReaches((s) => s.status === 'signed-in');
    expect(useAuth.getState()).toMatchObject({ isAnonymous: true, roles: [] });
    expect((await ensureGuestSession()).user.id).toBe(a.user.id);

    const address = email();
    const result = await convertGuestToClient({
      email: address,
      password: PASSWORD,
      fullName: 'Efe Guest',
      phone: '+234 803 123 4567',
    });
    expect(result).toEqual({ roles: ['client'], needsEmailConfirmation: false });
    const s = useAuth.getState();
    expect(s.user?.id).toBe(a.user.id);
    expect(s.isAnonymous).toBe(false);
    expect(s.profile).toMatchObject({ full_name: 'Efe Guest', phone: '+2348031234567', email: address });
    expect(s.activeRole).toBe('client');

    await signOut();
    await expect(signIn(address, PASSWORD)).resolves.toEqual({ roles: ['client'] });
    await signOut();
  });

  it('requests a password reset without revealing whether the e-mail exists', async () => {
    await expect(requestPasswordReset(`nobody-${Date.now()}@example.com`, 'http://localhost/reset-password')).resolves.toBeUndefined();
  });

  it('sets a new password only in a recovery session: an ordinary session needs the current one (Auth checks it)', async () => {
    const address = email();
    await signUp({ email: address, password: PASSWORD, fullName: 'Funmi', phone: '08031234567', accountType: 'client' });
    // Account settings send the current password (changePassword); the reset page's action does not.
    expect((await failureOf(updatePassword('a-brand-new-password'))).code).toBe('current_password_required');
    await signOut();
    await expect(signIn(address, PASSWORD)).resolves.toEqual({ roles: ['client'] });
    await signOut();
    expect((await failureOf(updatePassword('whatever-else'))).message).toBe(MESSAGES.auth.invalidResetLink);
  });
});
