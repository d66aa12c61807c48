import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createConfirmedUser, CreateUserError, parseCreateUserArgs } from '../../src/cli/create-user';
import { resolveServerAccess } from '../../src/cli/server-access';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { anonClient, uniqueEmail } from './helpers';

const run = promisify(execFile);
const packageDir = path.join(__dirname, '..', '..');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

test('createConfirmedUser creates a user who can sign in at once, with the name in user_metadata', async () => {
  const email = uniqueEmail('cli');
  const user = await createConfirmedUser({ url: server.url, serviceRoleKey: server.keys.serviceRole }, { email, password: 'password-123', name: 'Ada Obi' });
  expect(user.email).toBe(email);
  expect(user.email_confirmed_at).toBeTruthy();
  expect(user.user_metadata.name).toBe('Ada Obi');
  const signIn = await anonClient(server).auth.signInWithPassword({ email, password: 'password-123' });
  expect(signIn.data.user!.id).toBe(user.id);
  await expect(createConfirmedUser({ url: server.url, serviceRoleKey: server.keys.serviceRole }, { email, password: 'password-123' })).rejects.toMatchObject({
    code: 'email_exists',
    status: 422,
  });
  await expect(createConfirmedUser({ url: server.url, serviceRoleKey: server.keys.anon }, { email: uniqueEmail(), password: 'password-123' })).rejects.toBeInstanceOf(
    CreateUserError,
  );
});

test('server access comes from the environment or DATA_DIR/keys.json', () => {
  expect(resolveServerAccess({ SUPABASE_URL: 'http://h:1/', SUPABASE_SERVICE_ROLE_KEY: 'k' })).toEqual({ url: 'http://h:1', serviceRoleKey: 'k' });
  const dir = path.join(os.tmpdir(), `ls-cli-${randomBytes(4).toString('hex')}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'keys.json'), JSON.stringify({ url: 'http://127.0.0.1:54321', anonKey: 'a', serviceRoleKey: 's' }));
  expect(resolveServerAccess({ DATA_DIR: dir })).toEqual({ url: 'http://127.0.0.1:54321', serviceRoleKey: 's' });
  expect(() => resolveServerAccess({ DATA_DIR: path.join(dir, 'missing') })).toThrow(/keys\.json/);
  expect(parseCreateUserArgs(['--email', 'a@b.co'])).toBeUndefined();
  expect(parseCreateUserArgs(['--email', 'a@b.co', '--password', 'p', '--name', 'N'])).toEqual({ email: 'a@b.co', password: 'p', name: 'N' });
});

test('the command creates the user against the running server and exits 0; a weak password exits 1', async () => {
  const email = uniqueEmail('cmd');
  const env = { ...process.env, NODE_OPTIONS: '', SUPABASE_URL: server.url, SUPABASE_SERVICE_ROLE_KEY: server.keys.serviceRole };
  const ok = await run('npx', ['tsx', 'src/cli/create-user.ts', '--email', email, '--password', 'password-123', '--name', 'Tunde'], { cwd: packageDir, env });
  expect(ok.stdout).toContain(`Created confirmed user ${email}`);
  const signIn = await anonClient(server).auth.signInWithPassword({ email, password: 'password-123' });
  expect(signIn.error).toBeNull();
  expect(signIn.data.user!.user_metadata.name).toBe('Tunde');
  await expect(run('npx', ['tsx', 'src/cli/create-user.ts', '--email', uniqueEmail(), '--password', 'short'], { cwd: packageDir, env })).rejects.toMatchObject({
    code: 1,
    stderr: expect.stringContaining('weak_password'),
  });
});
