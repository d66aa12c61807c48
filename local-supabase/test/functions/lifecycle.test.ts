/**
 * The life of a function's Deno process: one cold start shared by 50 parallel invocations, a crash and the restart
 * on the next request, changes to its files picked up without restarting local-supabase (its own folder, _shared,
 * a syntax error and its fix), and a function that does not parse reported at start with its file and line.
 */
import { writeFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { copyFixtureProject, eventually, startFunctionsServer, type FunctionsTestServer } from './helpers';

const BROKEN = `// does not parse
Deno.serve(() => {
  const answer = {
  return new Response(answer);
});
`;

let server: FunctionsTestServer;
let project: ReturnType<typeof copyFixtureProject>;

beforeAll(async () => {
  project = copyFixtureProject();
  mkdirSync(path.join(project.functionsDir, 'broken'));
  writeFileSync(path.join(project.functionsDir, 'broken', 'index.ts'), BROKEN);
  server = await startFunctionsServer({ functionsDir: project.functionsDir });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  project?.remove();
});

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const auth = () => ({ authorization: `Bearer ${server.keys.anon}` });
const fn = (name: string) => `${server.url}/functions/v1/${name}`;
async function hello(): Promise<{ message: string; version: number; pid: number }> {
  const r = await fetch(fn('hello?name=Ada'), { headers: auth() });
  expect(r.status).toBe(200);
  return (await r.json()) as { message: string; version: number; pid: number };
}

describe('start', () => {
  it('reports a function that does not parse at start, with its file and line, and answers it 503 BOOT_ERROR', async () => {
    const failures = await server.functions.checked!;
    expect([...failures.keys()]).toEqual(['broken']);
    expect(failures.get('broken')).toMatch(/broken\/index\.ts:4:\d+/);
    const logged = server.logs().filter((l) => l.function === 'broken' && l.level === 50);
    expect(String(logged[0]?.msg)).toMatch(/broken\/index\.ts:4:\d+/);

    const r = await fetch(fn('broken'), { headers: auth() });
    expect(r.status).toBe(503);
    expect(await r.json()).toEqual({ code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' });
  }, 60_000);
});

describe('concurrency', () => {
  it('answers 50 parallel invocations of a cold function, all from one process', async () => {
    const client = server.anon();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => client.functions.invoke<{ message: string; pid: number }>(`hello?name=n${i}`, { method: 'GET' })),
    );
    expect(results.map((r) => r.error)).toEqual(Array(50).fill(null));
    expect(results.map((r) => r.data!.message)).toEqual(Array.from({ length: 50 }, (_, i) => `Hello n${i}`));
    expect(new Set(results.map((r) => r.data!.pid)).size).toBe(1);
  }, 120_000);
});

describe('crash and restart', () => {
  it('answers the request that crashed the process 500 WORKER_ERROR, and the next one from a new process', async () => {
    const first = await fetch(fn('crash'), { headers: auth() });
    const { pid } = (await first.json()) as { pid: number };

    const { error } = await server.anon().functions.invoke('crash?exit=1', { method: 'GET' });
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const context = (error as FunctionsHttpError).context as Response;
    expect(context.status).toBe(500);
    expect(await context.json()).toEqual({ code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' });

    const again = await fetch(fn('crash'), { headers: auth() });
    expect(again.status).toBe(200);
    const next = (await again.json()) as { pid: number };
    expect(next.pid).not.toBe(pid);
    // Other functions were not touched by the crash.
    expect((await hello()).message).toBe('Hello Ada');
  }, 60_000);
});

describe('a function process outliving local-supabase', () => {
  it('ends when local-supabase is killed with SIGKILL (no stop, no cleanup)', async () => {
    const parent = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'orphan-parent.ts')], {
      cwd: path.join(__dirname, '..', '..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const { pid, port } = await new Promise<{ pid: number; port: number }>((resolve, reject) => {
      parent.stdout!.once('data', (chunk) => resolve(JSON.parse(String(chunk))));
      parent.once('exit', () => reject(new Error('parent ended before its function started')));
    });
    expect((await fetch(`http://127.0.0.1:${port}/hello`)).status).toBe(200);
    parent.kill('SIGKILL');
    await eventually(async () => !alive(pid), 20_000);
  }, 60_000);
});

describe('hot reload', () => {
  it('serves a changed function without restarting local-supabase', async () => {
    const before = await hello();
    const file = path.join(project.functionsDir, 'hello', 'index.ts');
    writeFileSync(file, readFileSync(file, 'utf8').replace('version: 1', 'version: 2').replace('Hello ${name}', 'Hi ${name}'));
    await eventually(async () => (await hello()).version === 2);
    const after = await hello();
    expect(after.message).toBe('Hi Ada');
    expect(after.pid).not.toBe(before.pid);
  }, 60_000);

  it('reloads the functions that import _shared when it changes', async () => {
    const preflight = () => fetch(fn('echo'), { method: 'OPTIONS', headers: { 'access-control-request-method': 'POST' } });
    expect((await preflight()).headers.get('access-control-allow-headers')).not.toMatch(/x-extra/);
    const shared = path.join(project.functionsDir, '_shared', 'cors.ts');
    writeFileSync(shared, readFileSync(shared, 'utf8').replace('x-custom', 'x-custom, x-extra'));
    await eventually(async () => /x-extra/.test((await preflight()).headers.get('access-control-allow-headers') ?? ''));
  }, 60_000);

  it('answers 503 BOOT_ERROR while a change does not parse, then serves the fix', async () => {
    const file = path.join(project.functionsDir, 'hello', 'index.ts');
    const good = readFileSync(file, 'utf8');
    writeFileSync(file, BROKEN);
    await eventually(async () => (await fetch(fn('hello'), { headers: auth() })).status === 503);
    const logged = server.logs().filter((l) => l.function === 'hello' && l.level === 50);
    expect(String(logged.at(-1)?.msg)).toMatch(/hello\/index\.ts:4:\d+/);
    writeFileSync(file, good.replace('version: 2', 'version: 3'));
    await eventually(async () => {
      const r = await fetch(fn('hello'), { headers: auth() });
      return r.status === 200 && ((await r.json()) as { version: number }).version === 3;
    });
  }, 60_000);

  it('picks up a new function and a changed verify_jwt in config.toml', async () => {
    mkdirSync(path.join(project.functionsDir, 'fresh'));
    writeFileSync(path.join(project.functionsDir, 'fresh', 'index.ts'), 'Deno.serve(() => new Response("fresh"));\n');
    await eventually(async () => (await fetch(fn('fresh'), { headers: auth() })).status === 200);
    expect((await fetch(fn('fresh'))).status).toBe(401);
    const toml = path.join(path.dirname(project.functionsDir), 'config.toml');
    writeFileSync(toml, readFileSync(toml, 'utf8') + '\n[functions.fresh]\nverify_jwt = false\n');
    await eventually(async () => (await fetch(fn('fresh'))).status === 200);
  }, 60_000);
});
