/**
 * Issue 21 (attack review), replayed over HTTP through local-supabase's REST as supabase-js sends it:
 * - an ordinary refusal ("Bid not found.") answered 500; it answers 404 with its message;
 * - one anonymous session created unlimited quote requests; the sixth in an hour answers 429;
 * - the bare anon key created unlimited partnership enquiries; the eleventh from one address answers 429, and a
 *   cf-connecting-ip header sent by the client does not open a new allowance (local-supabase sets it from the socket,
 *   as hosted Supabase's edge does).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLocalSupabase, type LocalSupabase } from '@spotless/local-supabase';
import { createScratchDatabase, MIGRATIONS_DIR, TEST_DB } from './helpers/database';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sb-http-refusals-'));
let server: LocalSupabase;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;

beforeAll(async () => {
  if (TEST_DB === 'postgres') scratch = await createScratchDatabase();
  server = await startLocalSupabase({
    port: 0,
    dataDir,
    migrationsDir: MIGRATIONS_DIR,
    logLevel: 'silent',
    // Auth's own limits (anonymous sign-ins per IP) are not under test here.
    rateLimits: false,
    ...(scratch ? { databaseUrl: scratch.url } : { inMemory: true }),
  });
});
afterAll(async () => {
  await server?.stop();
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** An anonymous session (a guest's first quote or chat does this), then a caller of RPCs with its token, as supabase-js calls them. */
async function guest(): Promise<(fn: string, args: Record<string, unknown>) => Promise<{ status: number; body: Record<string, unknown> }>> {
  const signUp = await fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: server.keys.anon, 'content-type': 'application/json' },
    body: JSON.stringify({ data: {} }),
  });
  expect(signUp.status).toBe(200);
  const { access_token: token } = (await signUp.json()) as { access_token: string };
  return async (fn, args) => {
    const r = await fetch(`${server.url}/rest/v1/rpc/${fn}`, {
      method: 'POST',
      headers: { apikey: server.keys.anon, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(args),
    });
    return { status: r.status, body: (await r.json()) as Record<string, unknown> };
  };
}

test('a refusal that means "not found" answers 404 with its message, not 500', async () => {
  const call = await guest();
  expect(await call('accept_bid', { p_bid_id: '00000000-0000-4000-8000-000000000000' }))
    .toEqual({ status: 404, body: { code: 'PT404', details: null, hint: null, message: 'Bid not found.' } });
});

test('the sixth quote request of a guest session in an hour answers 429 with a plain message', async () => {
  const call = await guest();
  const ask = () =>
    call('create_quote_request', {
      p_service_type: 'House Cleaning', p_location: 'Yaba', p_description: 'Two rooms.', p_full_name: 'Ada Guest', p_phone: '08091234567',
    });
  for (let i = 0; i < 5; i++) expect((await ask()).status).toBe(200);
  expect(await ask()).toEqual({
    status: 429,
    body: { code: 'PT429', details: null, hint: expect.stringMatching(/^retry_after_seconds=\d+$/), message: 'Too many quote requests. Please try again later.' },
  });
});

test('the bare anon key posts ten partnership enquiries an hour from one address, whatever cf-connecting-ip it sends', async () => {
  const post = (i: number) =>
    fetch(`${server.url}/rest/v1/partnership_enquiries`, {
      method: 'POST',
      headers: {
        apikey: server.keys.anon,
        'content-type': 'application/json',
        prefer: 'return=minimal',
        // A new forged address (and x-forwarded-for) on every request: an attacker's attempt at a fresh allowance.
        'cf-connecting-ip': `198.51.100.${i}`,
        'x-forwarded-for': `198.51.100.${i}`,
      },
      body: JSON.stringify({ organization_name: `Spam ${i}`, address: '1 Marina, Lagos', contact_number: '+2348030000000', partner_type: 'Schools' }),
    });
  for (let i = 0; i < 10; i++) expect((await post(i)).status).toBe(201);
  const eleventh = await post(10);
  expect(eleventh.status).toBe(429);
  expect(await eleventh.json()).toMatchObject({ code: 'PT429', message: 'Too many enquiries. Please try again later.' });
});
