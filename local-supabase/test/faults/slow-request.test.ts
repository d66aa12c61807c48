/**
 * Issue 21, "one request must never freeze everything": the outside review's probes, replayed.
 * - A `match` filter with back-references, as anon, on a table of long texts: before, on PGlite it held REST, Auth,
 *   Storage, Realtime and health for seconds. Now `/auth/v1/health` keeps answering while it runs, and the request
 *   ends by anon's statement timeout (3 s) with PostgREST's answer to SQLSTATE 57014 (HTTP 500, JSON).
 * - A 10 MB POST: refused with a JSON 413 as soon as its headers say so, without waiting for (buffering) the body.
 * On PGlite the server uses a data directory, as `pnpm start` does, so that the timed-out worker can be replaced.
 */
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/test-server';

let server: TestServer;
const dataDir = path.join(os.tmpdir(), `ls-slow-${randomBytes(5).toString('hex')}`);

// Back-references make PostgreSQL's regex engine try every split of the run of a's: 121 of them take ~9 s per row
// on native PostgreSQL (the DFA pre-check passes, the odd length makes the back-references fail every time).
const ROWS = 8;
const PROBE = `/rest/v1/probe_texts?select=id&body=match.${encodeURIComponent('^(a+)(a+)(a+)(a+)\\4\\3\\2\\1$')}`;

beforeAll(async () => {
  server = await startTestServer(TEST_DB === 'pglite' ? ({ inMemory: false, dataDir } as never) : {});
  await server.db.exec(`
    create table public.probe_texts (id serial primary key, body text not null);
    insert into public.probe_texts (body) select repeat('a', 121) from generate_series(1, ${ROWS}) g;
    grant select, insert on public.probe_texts to anon;
    grant usage on sequence public.probe_texts_id_seq to anon;
    notify pgrst, 'reload schema';`);
  for (let i = 0; i < 100; i++) {
    if ((await rest('/rest/v1/probe_texts?select=id&limit=1')).status === 200) break;
    await new Promise((r) => setTimeout(r, 100));
  }
}, 120_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

function rest(pathAndQuery: string, init: RequestInit = {}): Promise<Response> {
  return fetch(server.url + pathAndQuery, { ...init, headers: { apikey: server.keys.anon, ...(init.headers ?? {}) } });
}

test('the back-reference regex probe as anon ends by the 3 s timeout with a JSON 57014 while /auth/v1/health keeps answering', async () => {
  const started = Date.now();
  let probeDone = false;
  const probe = rest(PROBE).then(async (res) => {
    probeDone = true;
    return { status: res.status, body: (await res.json()) as Record<string, unknown>, ms: Date.now() - started };
  });
  // Health pings, one after another, for as long as the probe runs.
  const pings: number[] = [];
  await new Promise((r) => setTimeout(r, 300));
  while (!probeDone) {
    const t = Date.now();
    const res = await fetch(`${server.url}/auth/v1/health`);
    await res.arrayBuffer();
    if (!probeDone) pings.push(Date.now() - t);
    await new Promise((r) => setTimeout(r, 50));
  }
  const result = await probe;

  expect(result.status).toBe(500);
  expect(result.body).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
  // Ended by anon's 3 s timeout (generous upper bound for a loaded machine), not by running to completion.
  expect(result.ms).toBeGreaterThanOrEqual(2900);
  expect(result.ms).toBeLessThan(15_000);
  // Health answered throughout: many pings, the typical one far under 100 ms and none held for long.
  pings.sort((a, b) => a - b);
  expect(pings.length).toBeGreaterThanOrEqual(10);
  expect(pings[Math.floor(pings.length / 2)]).toBeLessThan(100);
  expect(pings[pings.length - 1]).toBeLessThan(1000);
}, 60_000);

test('after a timed-out probe the database serves again, with what was committed before', async () => {
  const res = await rest('/rest/v1/probe_texts?select=id&id=eq.7');
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual([{ id: 7 }]);
}, 60_000);

test('a 10 MB POST is refused with a JSON 413 from its headers, before its body is sent', async () => {
  const url = new URL(`${server.url}/rest/v1/probe_texts`);
  const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { apikey: server.keys.anon, 'content-type': 'application/json', 'content-length': String(10 * 1024 * 1024) } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    // Only the first 64 KB of the announced 10 MB: a server that waits for the rest never answers.
    req.write('[' + '{"body":"x"},'.repeat(5000));
    const giveUp = setTimeout(() => reject(new Error('no answer while the body was incomplete')), 10_000);
    req.on('response', () => clearTimeout(giveUp));
  });
  expect(answer.status).toBe(413);
  expect(JSON.parse(answer.body)).toMatchObject({ code: 'PGRST413', message: 'Payload too large' });
}, 30_000);

test('a body streamed without Content-Length is cut off with a JSON 413 once it passes the limit', async () => {
  const chunk = '{"body":"' + 'y'.repeat(64 * 1024) + '"},';
  const stream = new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('['));
      for (let i = 0; i < 40; i++) controller.enqueue(new TextEncoder().encode(chunk));
      controller.enqueue(new TextEncoder().encode('{"body":"z"}]'));
      controller.close();
    },
  });
  const res = await rest('/rest/v1/probe_texts', { method: 'POST', headers: { 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit);
  expect(res.status).toBe(413);
  expect(await res.json()).toMatchObject({ code: 'PGRST413' });
}, 30_000);
