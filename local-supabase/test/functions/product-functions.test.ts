/**
 * The product's Edge Functions (supabase/functions) as deployed: their config.toml settings, the `health` function,
 * and the `_shared` helpers the next functions build on (caller and service clients, JSON errors, CORS), exercised
 * by a probe function added to a copy of the folder.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFunctionsServer, type FunctionsTestServer } from './helpers';

const REPO_SUPABASE = path.join(__dirname, '..', '..', '..', 'supabase');

const PROBE = `import { HttpError, json, readJson, serveJson } from '../_shared/http.ts';
import { requireUser, serviceClient } from '../_shared/supabase.ts';

serveJson(async (req) => {
  const { user, client } = await requireUser(req);
  const body = await readJson<{ title?: unknown; fail?: boolean }>(req);
  if (body.fail) throw new Error('internal detail that must not leak');
  if (typeof body.title !== 'string') throw new HttpError(422, 'invalid_title', 'A title is needed.');
  const { data, error } = await client.from('todos').insert({ title: body.title }).select('user_id').single();
  if (error) throw error;
  const all = await serviceClient().from('todos').select('id', { count: 'exact', head: true });
  return json({ user: user.id, owner: data.user_id, total: all.count });
});
`;

let server: FunctionsTestServer;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'ls-product-functions-'));
  const supabaseDir = path.join(root, 'supabase');
  mkdirSync(supabaseDir);
  cpSync(path.join(REPO_SUPABASE, 'config.toml'), path.join(supabaseDir, 'config.toml'));
  // The committed functions only: a developer's own supabase/functions/.env is not the test's.
  cpSync(path.join(REPO_SUPABASE, 'functions'), path.join(supabaseDir, 'functions'), {
    recursive: true,
    filter: (src) => path.basename(src) !== '.env',
  });
  // The secrets in a file of their own (FUNCTIONS_ENV_FILE, as `pnpm start` passes them); the folder's .env, which
  // lacks two of them, must then be ignored.
  writeFileSync(path.join(supabaseDir, 'functions', '.env'), 'PAYSTACK_SECRET_KEY=sk_test_local\n');
  const envFile = path.join(root, 'functions.env');
  writeFileSync(envFile, 'PAYSTACK_SECRET_KEY=sk_test_local\nPAYSTACK_BASE_URL=http://127.0.0.1:1\nSITE_URL=http://127.0.0.1:2\n');
  mkdirSync(path.join(supabaseDir, 'functions', 'probe'));
  writeFileSync(path.join(supabaseDir, 'functions', 'probe', 'index.ts'), PROBE);
  server = await startFunctionsServer({ functionsDir: path.join(supabaseDir, 'functions'), functionsEnvFile: envFile });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  rmSync(root, { recursive: true, force: true });
});

const fn = (name: string) => `${server.url}/functions/v1/${name}`;

describe('health', () => {
  it('answers ok to a project JWT, and only the service role learns which secrets are set', async () => {
    const anon = await server.anon().functions.invoke('health', { method: 'GET' });
    expect(anon.error).toBeNull();
    expect(anon.data).toEqual({ status: 'ok' });
    const service = await server.service().functions.invoke('health', { method: 'GET' });
    expect(service.data).toEqual({ status: 'ok', secrets: { PAYSTACK_SECRET_KEY: true, PAYSTACK_BASE_URL: true, SITE_URL: true } });
  }, 60_000);

  it('is refused without a JWT (verify_jwt in supabase/config.toml) and answers the preflight itself', async () => {
    expect((await fetch(fn('health'))).status).toBe(401);
    const preflight = await fetch(fn('health'), { method: 'OPTIONS', headers: { origin: 'https://spotless.example', 'access-control-request-method': 'GET' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/authorization, x-client-info, apikey, content-type/);
  });
});

describe('_shared helpers', () => {
  it('acts as the signed-in caller (RLS) and as service role', async () => {
    const { client, userId } = await server.signUp();
    const { data, error } = await client.functions.invoke('probe', { body: { title: 'from a function' } });
    expect(error).toBeNull();
    expect(data).toEqual({ user: userId, owner: userId, total: expect.any(Number) });
    expect((await client.from('todos').select('title')).data).toEqual([{ title: 'from a function' }]);
  }, 60_000);

  it('refuses a caller without a user (401) and a guest session (403) with the JSON error shape and CORS', async () => {
    const anon = await fetch(fn('probe'), { method: 'POST', headers: { authorization: `Bearer ${server.keys.anon}` }, body: '{}' });
    expect(anon.status).toBe(401);
    expect(anon.headers.get('access-control-allow-origin')).toBe('*');
    expect(await anon.json()).toEqual({ code: 'unauthorized', message: 'Sign in to continue.' });

    const guest = server.anon();
    expect((await guest.auth.signInAnonymously()).error).toBeNull();
    const { error } = await guest.functions.invoke('probe', { body: { title: 'x' } });
    const response = (error as { context: Response }).context;
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: 'account_required', message: 'Create an account to continue.' });
  }, 60_000);

  it('answers unreadable bodies 400, its own refusals with their code, and anything else 500 without details', async () => {
    const { client } = await server.signUp();
    const token = (await client.auth.getSession()).data.session!.access_token;
    const post = (body: string) => fetch(fn('probe'), { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body });
    const bad = await post('{not json');
    expect([bad.status, await bad.json()]).toEqual([400, { code: 'invalid_body', message: 'The request body must be JSON.' }]);
    const list = await post('[1]');
    expect(list.status).toBe(400);
    const untitled = await post('{}');
    expect([untitled.status, await untitled.json()]).toEqual([422, { code: 'invalid_title', message: 'A title is needed.' }]);
    const failed = await post('{"fail":true}');
    const text = await failed.text();
    expect(failed.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ code: 'internal_error', message: 'Something went wrong. Please try again.' });
    expect(text).not.toMatch(/internal detail/);
  }, 60_000);
});
