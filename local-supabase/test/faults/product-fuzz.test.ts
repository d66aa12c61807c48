/**
 * Deterministic fuzzing of the product's own REST surface: local-supabase with the repository's migrations and the
 * demo seed; every table and RPC listed in the server's OpenAPI document gets malformed or hostile requests as anon,
 * as a client and as a guest. Each must be refused with a 4xx JSON error (never a 5xx, never a stack or SQL text
 * of ours), and no row of the database may change.
 */
import { randomBytes } from 'node:crypto';
import { mintJwt } from '../rest/helpers';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { REPO_MIGRATIONS, seedSql } from './helpers';

jest.setTimeout(300_000);

let server: TestServer;
let tables: Record<string, Record<string, string>> = {};
const rpcs: Record<string, { name: string; format: string }[]> = {};
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer({ migrationsDir: REPO_MIGRATIONS });
  await server.db.transaction((tx) => tx.exec(seedSql()));
  const doc = (await (await fetch(`${server.url}/rest/v1/`, { headers: { apikey: server.keys.anon } })).json()) as {
    paths: Record<string, { post?: { parameters?: { schema?: { properties?: Record<string, { format?: string }> } }[] } }>;
    definitions: Record<string, { properties: Record<string, { format?: string }> }>;
  };
  tables = Object.fromEntries(Object.entries(doc.definitions).map(([t, d]) => [t, Object.fromEntries(Object.entries(d.properties).map(([c, v]) => [c, v.format ?? 'text']))]));
  for (const [p, item] of Object.entries(doc.paths)) {
    if (p.startsWith('/rpc/')) rpcs[p.slice(5)] = Object.entries(item.post?.parameters?.[0]?.schema?.properties ?? {}).map(([name, v]) => ({ name, format: v.format ?? 'text' }));
  }
  const client = await server.db.query<{ id: string }>(`select id from auth.users where email = 'client01@demo.spotless.ng'`);
  tokens.client = await mintJwt(server, { sub: client.rows[0]!.id, role: 'authenticated' });
  const guest = await server.anon().auth.signInAnonymously();
  tokens.guest = guest.data.session!.access_token;
  tokens.anon = server.keys.anon;
});

afterAll(async () => server?.stop());

function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
const enc = encodeURIComponent;

const INJECTIONS = [`'; drop table public.profiles; --`, `1) or (1=1`, `") union select email from auth.users --`, `<script>alert(1)</script>`, `\\x00`, `%00`, `${'{'}"a":`, `((((`, `pg_sleep(10)`, `🙂`];
/** A value that is NOT of `format` (so the request must be refused before anything runs). */
function wrongTypeFor(format: string, rand: () => number, forFilter = false): unknown {
  if (format === 'uuid') return pick(rand, ['not-a-uuid', '1', `${randomBytes(4).toString('hex')}'--`, '00000000-0000-0000-0000']);
  if (/int|bigint|smallint/.test(format)) return pick(rand, ['abc', '1.5', '99999999999999999999999', `1; drop table x`]);
  if (format === 'numeric') return pick(rand, ['NaNx', 'abc', '1e999999']);
  if (format === 'boolean') return pick(rand, ['maybe', 'yes!', '2']);
  if (format === 'date') return pick(rand, ['2025-13-45', 'not-a-date', '0000-00-00']);
  if (format.endsWith('[]')) return pick(rand, ['{unclosed', '{"a",', '}{']);
  // Statuses are text domains: an unknown value is a valid filter (no match) but never a valid row.
  if (/status|kind|category|decision|role/.test(format)) return forFilter ? undefined : pick(rand, ['hacker', 'ADMIN', '']);
  return undefined;
}

interface Case {
  method: string;
  url: string;
  body?: string;
  headers: Record<string, string>;
  why: string;
}

function tableCase(rand: () => number, table: string, columns: Record<string, string>): Case {
  const cols = Object.keys(columns);
  const col = pick(rand, cols);
  const typed = cols.filter((c) => wrongTypeFor(columns[c]!, rand) !== undefined);
  const filterTyped = cols.filter((c) => wrongTypeFor(columns[c]!, rand, true) !== undefined);
  const variants: (() => Case)[] = [
    () => ({ method: 'GET', url: `/${table}?select=*&${col}=${pick(rand, ['eqq', 'between', ';', 'in(any)', 'fts(bad config)'])}.1`, headers: {}, why: 'unknown operator' }),
    () => ({ method: 'GET', url: `/${table}?select=${enc(pick(rand, INJECTIONS))}`, headers: {}, why: 'injection in select' }),
    () => ({ method: 'GET', url: `/${table}?${enc(pick(rand, INJECTIONS))}=eq.1`, headers: {}, why: 'injection as column' }),
    () => ({ method: 'GET', url: `/${table}?select=*,${pick(rand, ['auth_users(*)', 'pg_authid(*)', 'profiles!inner(email,nope)', 'x(y(z('])}`, headers: {}, why: 'bad embed' }),
    () => ({ method: 'GET', url: `/${table}?select=*&order=${enc(pick(rand, ['id.sideways', '"x;drop"', ',', 'nope.asc']))}`, headers: {}, why: 'bad order' }),
    () => ({ method: 'GET', url: `/${table}?select=*&limit=${pick(rand, ['-1', 'abc', '1e99'])}`, headers: {}, why: 'bad limit' }),
    () => ({ method: 'GET', url: `/${table}?select=*`, headers: { 'Accept-Profile': pick(rand, ['auth', 'storage', 'pg_catalog', 'information_schema']) }, why: 'unexposed schema' }),
    () => {
      const c = filterTyped.length ? pick(rand, filterTyped) : null;
      return c
        ? { method: 'GET', url: `/${table}?select=*&${c}=eq.${enc(String(wrongTypeFor(columns[c]!, rand, true)))}`, headers: {}, why: 'value of the wrong type' }
        : { method: 'GET', url: `/${table}?select=*&or=(${col}.eq.1`, headers: {}, why: 'bad logic tree' };
    },
    () => ({ method: 'POST', url: `/${table}`, body: pick(rand, ['{', '[1,2', 'nul', '{"a":1}}', '\u0000']), headers: { 'content-type': 'application/json' }, why: 'invalid JSON' }),
    () => ({ method: 'POST', url: `/${table}`, body: JSON.stringify({ [pick(rand, INJECTIONS)]: 1 }), headers: { 'content-type': 'application/json' }, why: 'injection as key' }),
    () => ({ method: 'POST', url: `/${table}`, body: 'a=1', headers: { 'content-type': pick(rand, ['text/plain', 'application/xml', 'image/png']) }, why: 'unsupported content type' }),
    () => {
      const c = typed.length ? pick(rand, typed) : col;
      const v = wrongTypeFor(columns[c]!, rand) ?? { nested: ['object'] };
      return { method: pick(rand, ['POST', 'PATCH']), url: `/${table}?${col}=not.is.null`, body: JSON.stringify({ [c]: v }), headers: { 'content-type': 'application/json' }, why: 'wrong type in payload' };
    },
    () => ({ method: 'PATCH', url: `/${table}?${col}=${pick(rand, ['eqq', ';'])}.1`, body: JSON.stringify({ [col]: null }), headers: { 'content-type': 'application/json' }, why: 'bad filter on update' }),
    () => ({ method: 'DELETE', url: `/${table}?${enc(pick(rand, INJECTIONS))}=eq.1`, headers: {}, why: 'injection in delete filter' }),
  ];
  return pick(rand, variants)();
}

function rpcCase(rand: () => number, fn: string, params: { name: string; format: string }[]): Case {
  const typed = params.filter((p) => wrongTypeFor(p.format, rand) !== undefined);
  const good = (p: { format: string }) => (p.format === 'uuid' ? '00000000-0000-4000-8000-000000000001' : p.format.endsWith('[]') ? ['x'] : /int|numeric/.test(p.format) ? 1 : 'x');
  const variants: (() => Case)[] = [
    () => ({ method: 'POST', url: `/rpc/${fn}`, body: pick(rand, ['{', '[1', 'x', '{"a":}']), headers: { 'content-type': 'application/json' }, why: 'invalid JSON' }),
    () => ({ method: 'POST', url: `/rpc/${fn}`, body: JSON.stringify({ ...Object.fromEntries(params.map((p) => [p.name, good(p)])), [pick(rand, INJECTIONS)]: 1 }), headers: { 'content-type': 'application/json' }, why: 'unknown argument' }),
    () => ({ method: pick(rand, ['PUT', 'PATCH', 'DELETE']), url: `/rpc/${fn}`, headers: {}, why: 'wrong method' }),
    () => ({ method: 'POST', url: `/rpc/${fn}`, body: '<xml/>', headers: { 'content-type': 'application/xml' }, why: 'unsupported content type' }),
  ];
  if (typed.length) {
    variants.push(() => {
      const bad = pick(rand, typed);
      // Hostile text everywhere else (huge or injected), one argument of the wrong type: refused before it runs.
      const body = Object.fromEntries(params.map((p) => [p.name, p === bad ? wrongTypeFor(p.format, rand) : p.format === 'text' ? pick(rand, [...INJECTIONS, 'x'.repeat(100_000)]) : good(p)]));
      return { method: 'POST', url: `/rpc/${fn}`, body: JSON.stringify(body), headers: { 'content-type': 'application/json' }, why: `wrong type for ${bad.name}` };
    });
  }
  return pick(rand, variants)();
}

async function fingerprint(): Promise<string> {
  const r = await server.db.query<{ t: string; n: string; h: string | null }>(`
    select c.relname as t,
           (xpath('/row/n/text()', query_to_xml(format('select count(*) as n from public.%I', c.relname), false, true, '')))[1]::text as n,
           (xpath('/row/h/text()', query_to_xml(format('select md5(string_agg(x::text, ''|'' order by x::text)) as h from public.%I x', c.relname), false, true, '')))[1]::text as h
      from pg_class c join pg_namespace s on s.oid = c.relnamespace
     where s.nspname = 'public' and c.relkind = 'r' order by 1`);
  const auth = await server.db.query<{ n: string }>(`select count(*)::text as n from auth.users`);
  const objects = await server.db.query<{ n: string }>(`select count(*)::text as n from storage.objects`);
  return JSON.stringify({ public: r.rows, users: auth.rows[0]!.n, objects: objects.rows[0]!.n });
}

test('every table and RPC of the real schema refuses malformed or hostile requests with a 4xx JSON error and changes nothing', async () => {
  expect(Object.keys(tables).length).toBeGreaterThanOrEqual(25);
  expect(Object.keys(rpcs).length).toBeGreaterThanOrEqual(40);
  const before = await fingerprint();
  const rand = prng(20251010);
  const cases: Case[] = [];
  for (let round = 0; round < 12; round++) {
    for (const [t, cols] of Object.entries(tables)) cases.push(tableCase(rand, t, cols));
    for (const [fn, params] of Object.entries(rpcs)) cases.push(rpcCase(rand, fn, params));
  }
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  let emptyUpdates = 0;
  const who = ['anon', 'client', 'guest'] as const;
  for (let i = 0; i < cases.length; i += 6) {
    await Promise.all(
      cases.slice(i, i + 6).map(async (c, k) => {
        const as = who[(i + k) % 3]!;
        const res = await fetch(`${server.url}/rest/v1${c.url}`, {
          method: c.method,
          headers: { apikey: server.keys.anon, authorization: `Bearer ${tokens[as]}`, ...c.headers },
          body: c.body,
        });
        const text = await res.text();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const label = `${as} ${c.method} ${c.url.slice(0, 120)} (${c.why})`;
        // A PATCH whose filter matches no row it may update changes nothing and PostgREST answers 204 whatever the
        // payload's values (a text domain's check runs on rows only); the fingerprint below proves nothing changed.
        const emptyUpdate = c.method === 'PATCH' && res.status === 204 && c.why === 'wrong type in payload';
        if (emptyUpdate) {
          emptyUpdates += 1;
          return;
        }
        if (res.status < 400 || res.status >= 500) failures.push(`${label} → ${res.status} ${text.slice(0, 200)}`);
        else if (!/^\s*\{/.test(text) || typeof (JSON.parse(text) as { message?: unknown }).message !== 'string') failures.push(`${label} → non-JSON error ${text.slice(0, 120)}`);
        else if (/\.ts:\d+|node_modules|at Object\.|\bstack\b/i.test(text)) failures.push(`${label} → leaks internals ${text.slice(0, 200)}`);
      }),
    );
  }
  expect(cases.length).toBeGreaterThan(1000);
  expect(failures).toEqual([]);
  expect([...statuses.entries()].filter(([s]) => s < 400 || s >= 500)).toEqual(emptyUpdates ? [[204, emptyUpdates]] : []);
  expect(await fingerprint()).toBe(before);
});

test('hostile text in valid calls of the public RPCs and filters is bound as data', async () => {
  const before = await fingerprint();
  for (const value of INJECTIONS) {
    const r = await fetch(`${server.url}/rest/v1/rpc/search_cleaners`, {
      method: 'POST',
      headers: { apikey: server.keys.anon, 'content-type': 'application/json' },
      body: JSON.stringify({ p_state: value, p_query: value }),
    });
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual([]);
    const g = await fetch(`${server.url}/rest/v1/cleaner_profiles?select=user_id&display_name=eq.${enc(value)}`, { headers: { apikey: server.keys.anon } });
    expect(g.status).toBe(200);
    expect(await g.json()).toEqual([]);
  }
  const listed = await fetch(`${server.url}/rest/v1/rpc/search_cleaners`, {
    method: 'POST',
    headers: { apikey: server.keys.anon, 'content-type': 'application/json' },
    body: JSON.stringify({ p_state: 'Lagos' }),
  });
  expect(((await listed.json()) as unknown[]).length).toBeGreaterThan(0);
  expect(await fingerprint()).toBe(before);
});
