/**
 * Issue 24, phone sign-in on hosted Supabase: the send-sms function is Auth's Send SMS hook. Over HTTP on a real
 * local-supabase (the function on Deno) with a real local Termii: a call Auth signed sends the code by Termii's API;
 * an unsigned, wrongly signed or stale call sends nothing.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLocalSupabase, type LocalSupabase } from '@spotless/local-supabase';
import { startLocalTermii, type LocalTermii } from '@spotless/local-termii';

const SUPABASE_DIR = path.resolve(__dirname, '..');
const HOOK_SECRET = `v1,whsec_${randomBytes(32).toString('base64')}`;
const TERMII_KEY = 'TLsendsmshooktest000000000000000000';

let root: string;
let supabase: LocalSupabase;
let termii: LocalTermii;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'fn-send-sms-'));
  termii = await startLocalTermii({ port: 0, host: '127.0.0.1', apiKey: TERMII_KEY, dataDir: path.join(root, 'termii') });
  const project = path.join(root, 'supabase');
  mkdirSync(project);
  mkdirSync(path.join(root, 'migrations'));
  cpSync(path.join(SUPABASE_DIR, 'config.toml'), path.join(project, 'config.toml'));
  cpSync(path.join(SUPABASE_DIR, 'functions'), path.join(project, 'functions'), { recursive: true, filter: (src) => path.basename(src) !== '.env' });
  const envFile = path.join(root, 'functions.env');
  writeFileSync(envFile, `SEND_SMS_HOOK_SECRETS=${HOOK_SECRET}\nTERMII_BASE_URL=${termii.url}\nTERMII_API_KEY=${TERMII_KEY}\nTERMII_SENDER=Spotless\n`);
  supabase = await startLocalSupabase({
    port: 0,
    inMemory: true,
    dataDir: path.join(root, 'data'),
    // The hook needs no tables: an empty migrations folder keeps the start short.
    migrationsDir: path.join(root, 'migrations'),
    functionsDir: path.join(project, 'functions'),
    functionsEnvFile: envFile,
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    rateLimits: false,
  });
});
afterAll(async () => {
  await supabase?.stop();
  await termii?.stop();
  rmSync(root, { recursive: true, force: true });
});

/** Standard Webhooks, as Auth signs a hook call. */
function sign(id: string, timestamp: number, body: string, secret = HOOK_SECRET): string {
  const key = Buffer.from(secret.replace(/^v1,whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

async function callHook(payload: unknown, headers: (body: string) => Record<string, string>) {
  const body = JSON.stringify(payload);
  const res = await fetch(`${supabase.url}/functions/v1/send-sms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers(body) },
    body,
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

const signed = (body: string, at = Math.floor(Date.now() / 1000), secret?: string) => {
  const id = `msg_${randomBytes(6).toString('hex')}`;
  return { 'webhook-id': id, 'webhook-timestamp': String(at), 'webhook-signature': sign(id, at, body, secret) };
};

const input = (phone: string, otp: string, extra: Record<string, unknown> = {}) => ({
  user: { id: '6481a5c1-3d37-4a56-9f6a-bee08c554965', phone, ...extra },
  sms: { otp },
});

test('a call Auth signed sends the code through Termii with the product text', async () => {
  const r = await callHook(input('2348031110001', '482913'), (body) => signed(body));
  expect(r).toEqual({ status: 200, json: {} });
  expect(termii.inbox.list('2348031110001').map((m) => [m.sms, m.from])).toEqual([['Your Spotless code is 482913', 'Spotless']]);
});

test("a phone change's code goes to the new number", async () => {
  const payload = { ...input('2348031110002', '111222', { new_phone: '2348031110003' }), sms: { otp: '111222', sms_type: 'phone_change' } };
  expect((await callHook(payload, (body) => signed(body))).status).toBe(200);
  expect(termii.inbox.list('2348031110003')).toHaveLength(1);
  expect(termii.inbox.list('2348031110002')).toHaveLength(0);
});

test('unsigned, wrongly signed and stale calls are refused and send nothing', async () => {
  const phone = '2348031110004';
  const unsigned = await callHook(input(phone, '123456'), () => ({}));
  expect(unsigned).toEqual({ status: 401, json: { error: { http_code: 401, message: 'Invalid signature.' } } });
  const otherSecret = `v1,whsec_${randomBytes(32).toString('base64')}`;
  expect((await callHook(input(phone, '123456'), (body) => signed(body, undefined, otherSecret))).status).toBe(401);
  const stale = Math.floor(Date.now() / 1000) - 10 * 60;
  expect((await callHook(input(phone, '123456'), (body) => signed(body, stale))).status).toBe(401);
  // A signature over another body does not carry over.
  expect((await callHook(input(phone, '123456'), () => signed(JSON.stringify(input(phone, '999999'))))).status).toBe(401);
  expect(termii.inbox.list(phone)).toHaveLength(0);
});

test('a signed call without a number or a code is a 400, and GET is refused', async () => {
  expect((await callHook({ user: {}, sms: { otp: '123456' } }, (body) => signed(body))).status).toBe(400);
  expect((await callHook(input('2348031110005', ''), (body) => signed(body))).status).toBe(400);
  expect((await fetch(`${supabase.url}/functions/v1/send-sms`)).status).toBe(405);
});
