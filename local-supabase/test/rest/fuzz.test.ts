import { mintJwt, rest, startTestServer, type TestServer } from './helpers';

// Deterministic fuzzing of /rest/v1: every generated request carries at least one malformed or
// hostile element, so each must be refused with a 4xx JSON error — never a 5xx, never a write.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.stop());

/** mulberry32: a tiny seeded PRNG so every run sends the same requests. */
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

interface Case {
  method: string;
  path: string;
  query: string[];
  headers: Record<string, string>;
  body?: string;
  why: string;
}

const INJECTIONS = [
  `'; drop table samples; --`,
  `"; drop table samples; --`,
  `1) or (1=1`,
  `id"--`,
  `$1`,
  `\\x00`,
  `%00`,
  `🙂🙃`,
  `) union select * from auth.users --`,
  `pg_sleep(10)`,
  `{"a":`,
  `((((((`,
  `))))`,
  `"unterminated`,
];

const VALID_SELECTS = ['*', 'id,label', 'id,doc->k', 'name:label', 'id,score::text'];
const VALID_FILTERS = ['id=gt.0', 'label=not.is.null', 'score=gte.1', 'or=(id.eq.1,id.eq.2)', 'tags=cs.{green}'];
const BAD_OPERATORS = ['eqq', 'EQ', 'like2', 'between', 'contains', 'is not', ';', '', 'in(any)', 'fts(bad config)'];

function pick<T>(rand: () => number, list: readonly T[]): T {
  return list[Math.floor(rand() * list.length)]!;
}

function enc(s: string): string {
  return encodeURIComponent(s);
}

function randomJunk(rand: () => number, length: number, ascii = false): string {
  const alphabet = ascii ? `abcXYZ019_.,:()!'*-{}[]=&%+;` : `abcXYZ019_.,:()!"'*-><{}[]=&%+;\\ \u00e9\u4e2d`;
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[Math.floor(rand() * alphabet.length)];
  return out;
}

/** Corruptions that make a read (GET/HEAD) invalid. */
const READ_CORRUPTIONS: ((rand: () => number) => Partial<Case> & { why: string })[] = [
  (r) => ({ query: [`id=${enc(pick(r, BAD_OPERATORS))}.1`], why: 'unknown operator' }),
  (r) => ({ query: [`or=${enc(pick(r, ['(id.eq.1', 'id.eq.1)', '(id.eq.1,and(id.gt.2)', '()', '(,)', '(id.zz.1)', '(not.)']))}`], why: 'bad logic tree' }),
  (r) => ({ query: [`select=${enc(pick(r, ['id,(', 'id::', 'a!b!c(x)', '*,unrelated(*)', 'id,,label', ':x', 'id->', 'count()', 'score.sum()', '...people(name)']))}`], why: 'bad select' }),
  (r) => ({ query: [`select=${enc(pick(r, INJECTIONS))}`], why: 'injection in select' }),
  (r) => ({ query: [`${enc(pick(r, INJECTIONS))}=eq.1`], why: 'injection in column name' }),
  (r) => ({ query: [`order=${enc(pick(r, ['id.sideways', 'id.asc.desc', 'nope', 'id.nullsmiddle', '"id;drop"', 'people(name).desc', ',']))}`], why: 'bad order' }),
  (r) => ({ query: [`limit=${enc(pick(r, ['-1', 'abc', '1e99', '1.5', ' ', '99999999999999999999']))}`], why: 'bad limit' }),
  (r) => ({ query: [`offset=${enc(pick(r, ['-5', 'x', '0x10']))}`], why: 'bad offset' }),
  (r) => ({ query: [`label=eq.${pick(r, ['%zz', '%', '%e9%', '%c3%28'])}`], why: 'bad percent-encoding' }),
  (r) => ({ headers: { Accept: pick(r, ['application/xml', 'text/html', 'image/png', 'application/vnd.pgrst.plan+text', '*/x']) }, why: 'unsupported Accept' }),
  (r) => ({ headers: { 'Accept-Profile': pick(r, ['auth', 'storage', 'pg_catalog', 'other', '"; drop schema public; --', 'information_schema']) }, why: 'unexposed schema' }),
  (r) => ({ headers: { Authorization: `Bearer ${pick(r, ['x.y.z', 'not-a-jwt', 'eyJhbGciOiJub25lIn0.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.', ''])}x` }, why: 'bad JWT' }),
  (r) => ({ headers: { Range: pick(r, ['10-2', 'abc', '-5', 'items=x-y']), 'Range-Unit': 'items' }, why: 'bad Range' }),
  (r) => ({ headers: { Prefer: `handling=strict, ${pick(r, ['return=everything', 'count=maybe', 'tx=perhaps', 'bogus'])}` }, why: 'strict bad preference' }),
  (r) => ({ query: [`id=in.${enc(pick(r, ['(1,2', '1,2)', '("a,b)', '(1,"2"x)']))}`], why: 'bad in list' }),
  (r) => ({ query: [`label=is.${enc(pick(r, ['maybe', 'nil', '1', 'not null']))}`], why: 'bad is value' }),
  (r) => ({ query: [`id=eq.${enc(pick(r, ['abc', '1.5', "1'", '--']))}`], why: 'value of the wrong type' }),
  (r) => ({ query: [`ref=eq.${enc(pick(r, INJECTIONS))}`], why: 'injection as uuid value' }),
  (r) => ({ query: [`select=${enc(randomJunk(r, 2000 + Math.floor(r() * 8000)))}(`], why: 'huge select' }),
  (_r) => ({ query: [`nope.label=eq.1`], why: 'filter on a missing embed' }),
  (r) => ({ path: pick(r, ['/nope', '/pg_user', '/samples%22', '/auth.users', '/rpc/nope_fn']), why: 'missing relation or function' }),
];

const BODY_WRITES = ['POST', 'PATCH'];

/** Corruptions that make a write (POST/PATCH/DELETE) invalid before anything is written. */
const WRITE_CORRUPTIONS: ((rand: () => number, method: string) => Partial<Case> & { why: string })[] = [
  (r) => ({ body: pick(r, ['{', '{"label":', '[1,2', 'nul', '{"a":1}}', '', '   ', '\u0000', '{"label": "x",}']), why: 'invalid JSON' }),
  (r, m) => ({ body: m === 'POST' ? pick(r, ['[1,2]', '"text"', '42', '[{"label":"x"}, 3]', 'null']) : pick(r, ['[1]', '"x"', 'null', '[{"label":"x"}]']), why: 'JSON that is not an object' }),
  (r) => ({ body: JSON.stringify({ [pick(r, INJECTIONS)]: 1 }), why: 'injection as payload key' }),
  (_r) => ({ body: JSON.stringify({ label: 'x', nope: 1 }), why: 'unknown payload column' }),
  (r) => ({ headers: { 'Content-Type': pick(r, ['text/plain', 'application/xml', 'multipart/form-data', 'image/png']) }, why: 'unsupported content type' }),
  (r) => ({ headers: { 'Content-Profile': pick(r, ['auth', 'storage', 'pg_catalog', 'other']) }, why: 'unexposed schema' }),
  (r) => ({ query: [`columns=${enc(pick(r, ['"nope"', '"id","nope"', '""', 'a,,b']))}`], why: 'bad columns' }),
  (r) => ({ query: [`id=${enc(pick(r, BAD_OPERATORS))}.1`], why: 'unknown operator' }),
  (r) => ({ query: [`id=eq.${enc(pick(r, ['abc', '1.5x', "1'"]))}`], why: 'value of the wrong type' }),
  (r) => ({ headers: { Authorization: `Bearer ${randomJunk(r, 40, true)}` }, why: 'bad JWT' }),
  (_r) => ({ headers: { Accept: 'application/xml' }, why: 'unsupported Accept' }),
  (r) => ({ body: JSON.stringify({ id: pick(r, ['abc', '1; drop table samples', '{}']), label: 'x' }), query: ['id=eq.1'], why: 'wrong type in payload' }),
];

function buildCase(rand: () => number, index: number): Case {
  const kind = rand();
  if (kind < 0.45) {
    const method = rand() < 0.8 ? 'GET' : 'HEAD';
    const c = pick(rand, READ_CORRUPTIONS)(rand);
    // A corrupt select replaces the valid one (the last `select` wins).
    const corruptSelect = (c.query ?? []).some((q) => q.startsWith('select='));
    const query = [...(corruptSelect ? [] : [`select=${enc(pick(rand, VALID_SELECTS))}`]), pick(rand, VALID_FILTERS), ...(c.query ?? [])];
    return { method, path: c.path ?? '/samples', query: shuffle(rand, query), headers: c.headers ?? {}, why: `#${index} ${method} ${c.why}` };
  }
  if (kind < 0.55) {
    // RPC with bad arguments, methods or bodies.
    const variants: Case[] = [
      { method: 'POST', path: '/rpc/add', query: [], headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ a: pick(rand, INJECTIONS), b: 1 }), why: 'rpc arg of wrong type' },
      { method: 'POST', path: '/rpc/add', query: [], headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ a: 1, [pick(rand, INJECTIONS)]: 2 }), why: 'rpc unknown arg' },
      { method: 'POST', path: '/rpc/add', query: [], headers: { 'Content-Type': 'application/json' }, body: pick(rand, ['{', '[1', 'x']), why: 'rpc bad JSON' },
      { method: pick(rand, ['PATCH', 'DELETE', 'PUT']), path: '/rpc/add', query: [], headers: {}, why: 'rpc wrong method' },
      { method: 'GET', path: '/rpc/bump', query: ['counter=hits'], headers: {}, why: 'rpc write in read-only GET' },
      { method: 'GET', path: '/rpc/series_items', query: ['n=5', `${enc(pick(rand, INJECTIONS))}=eq.1`], headers: {}, why: 'rpc bad filter' },
      { method: 'GET', path: `/rpc/${enc(pick(rand, INJECTIONS))}`, query: [], headers: {}, why: 'rpc injected name' },
      { method: 'POST', path: '/rpc/boom', query: [], headers: { 'Content-Type': 'application/json' }, body: '{}', why: 'rpc raising' },
    ];
    const v = pick(rand, variants);
    return { ...v, why: `#${index} ${v.method} ${v.why}` };
  }
  const method = pick(rand, ['POST', 'PATCH', 'DELETE']);
  const c = pick(rand, WRITE_CORRUPTIONS)(rand, method);
  const needsFilter = method !== 'POST' && rand() < 0.9;
  const query = [...(needsFilter ? ['id=eq.1'] : []), ...(c.query ?? [])];
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Prefer: pick(rand, ['return=minimal', 'return=representation', 'resolution=merge-duplicates']), ...(c.headers ?? {}) };
  let body = c.body;
  if (body === undefined && BODY_WRITES.includes(method)) body = JSON.stringify({ label: `fuzz-${index}` });
  if (method === 'DELETE' && c.body !== undefined && needsFilter) {
    // DELETE ignores bodies: swap in a corruption DELETE cannot ignore.
    query.push(`id=${enc(pick(rand, BAD_OPERATORS))}.1`);
  }
  if (method === 'DELETE' && c.body !== undefined && !needsFilter) body = undefined;
  if (method === 'DELETE' && (c.why === 'bad columns' || c.why === 'unsupported content type' || c.why === 'unknown payload column' || c.why === 'wrong type in payload' || c.why === 'injection as payload key')) {
    query.push(`id=${enc(pick(rand, BAD_OPERATORS))}.1`);
  }
  return { method, path: '/samples', query, headers, body, why: `#${index} ${method} ${c.why}` };
}

function shuffle(rand: () => number, list: string[]): string[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

async function snapshot(): Promise<string> {
  const tables = ['samples', 'people', 'messages', 'counters', 'settings', 'todos', 'labels', 'inbox'];
  const parts: string[] = [];
  for (const t of tables) {
    const r = await server.db.query<{ doc: string | null }>(`select json_agg(t order by t)::text as doc from public.${t} t`);
    parts.push(`${t}:${r.rows[0]!.doc}`);
  }
  return parts.join('\n');
}

test('1,200 malformed or hostile requests get 4xx JSON errors, never 5xx, and change nothing', async () => {
  const before = await snapshot();
  const rand = prng(20240611);
  const cases = Array.from({ length: 1200 }, (_, i) => buildCase(rand, i));
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  const anonJwt = server.keys.anon;
  const userJwt = await mintJwt(server, { sub: '00000000-0000-0000-0000-0000000000aa' });
  // A few requests at a time: enough to overlap transactions without starving the shared CPU.
  for (let i = 0; i < cases.length; i += 8) {
    await Promise.all(
      cases.slice(i, i + 8).map(async (c, k) => {
        const bearer = (i + k) % 3 === 0 ? userJwt : anonJwt;
        const url = `${c.path}${c.query.length ? `?${c.query.join('&')}` : ''}`;
        const res = await rest(server, url, {
          method: c.method,
          headers: { Authorization: `Bearer ${bearer}`, ...c.headers },
          body: c.body,
        });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const text = await res.text();
        if (res.status < 400 || res.status >= 500) {
          failures.push(`${c.why}: ${c.method} ${url} → ${res.status} ${text.slice(0, 200)}`);
          return;
        }
        if (c.method === 'HEAD') return;
        try {
          const body = JSON.parse(text) as Record<string, unknown>;
          if (typeof body !== 'object' || body === null || Array.isArray(body) || typeof body.message !== 'string') throw new Error('shape');
        } catch {
          failures.push(`${c.why}: ${c.method} ${url} → ${res.status} non-JSON error body ${text.slice(0, 200)}`);
        }
      }),
    );
  }
  expect(failures).toEqual([]);
  expect([...statuses.keys()].every((s) => s >= 400 && s < 500)).toBe(true);
  // The server still answers normally and no fixture row changed.
  const ok = await rest(server, '/samples?select=id&id=eq.1');
  expect(ok.status).toBe(200);
  expect(await ok.json()).toEqual([{ id: 1 }]);
  expect(await snapshot()).toBe(before);
});

test('hostile values in otherwise valid reads are bound as data: no match, no harm', async () => {
  const before = await snapshot();
  for (const value of INJECTIONS) {
    for (const op of ['eq', 'like', 'ilike', 'neq']) {
      const res = await rest(server, `/samples?select=id&label=${op}.${enc(value)}`);
      expect(res.status).toBe(200);
      const rows = (await res.json()) as { id: number }[];
      if (op === 'eq' || op === 'like') expect(rows).toEqual([]);
    }
    const inList = await rest(server, `/samples?select=id&label=in.(${enc(`"${value.replace(/["\\]/g, '\\$&')}"`)})`);
    expect(inList.status).toBe(200);
    expect(await inList.json()).toEqual([]);
  }
  expect(await snapshot()).toBe(before);
});
