/**
 * `pnpm --filter @spotless/bench exec tsx src/profile-rest.ts [seconds=10]`: CPU profile of local-supabase (on a fresh
 * seeded PostgreSQL database) under the REST bench's indexed GET at 50 connections. Prints where the server's CPU time
 * goes (self time by function, and inclusive time by source file). Not part of `pnpm bench`; a tool for REST work.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { httpLoad } from './lib/load';
import { createDatabase, JWT_SECRET, killAll, seed, signIn, startProcess, tmpDir, waitForUrl } from './lib/stack';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/** Monotonic clock in µs: the clock V8 stamps profile samples with, shared by every process on the host. */
const nowUs = () => Number(process.hrtime.bigint() / 1000n);

/** Summarises the samples taken inside `window` (monotonic µs), so start-up and sign-in do not count. */
function report(file: string, window: { from: number; to: number }): void {
  const p = JSON.parse(readFileSync(file, 'utf8')) as { nodes: ProfileNode[]; samples: number[]; startTime: number; timeDeltas: number[] };
  const inWindow: boolean[] = [];
  let t = p.startTime;
  for (const d of p.timeDeltas) {
    t += d;
    inWindow.push(t >= window.from && t <= window.to);
  }
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const short = (url: string) => url.replace(/^file:\/\//, '').replace(/.*\/node_modules\/\.pnpm\/([^/]+)\/.*/, '$1').replace('/work/main/', '');
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let busy = 0;
  let total = 0;
  for (const [i, s] of p.samples.entries()) {
    if (!inWindow[i]) continue;
    total++;
    const n = byId.get(s)!;
    if (n.callFrame.functionName === '(idle)') continue;
    busy++;
    const key = `${n.callFrame.functionName || '(anonymous)'} ${short(n.callFrame.url)}:${n.callFrame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + 1);
    const seen = new Set<string>();
    for (let id: number | undefined = s; id !== undefined; id = parent.get(id)) {
      const f = short(byId.get(id)!.callFrame.url) || '(native)';
      if (seen.has(f)) continue;
      seen.add(f);
      inclusive.set(f, (inclusive.get(f) ?? 0) + 1);
    }
  }
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${((v / busy) * 100).toFixed(1).padStart(5)}%  ${k}`);
  if (total === 0) return; // another process (tsx's loader worker) with nothing in the window
  console.log(`busy samples: ${busy} of ${total} (${((busy / total) * 100).toFixed(0)}% busy)`);
  console.log('\nself time (top 25)\n' + top(self, 25).join('\n'));
  console.log('\ninclusive time by file (top 30)\n' + top(inclusive, 30).join('\n'));
}

async function main(): Promise<void> {
  const seconds = Number(process.argv[2] ?? 10);
  const db = await createDatabase('prof');
  const dataDir = tmpDir('prof');
  try {
    await seed(dataDir, db.url);
    const port = 54359;
    const s = startProcess(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dataDir}/prof`, '--import', 'tsx', 'src/main.ts'], {
      cwd: path.join(__dirname, '..', '..', 'local-supabase'),
      env: { DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: db.url, JWT_SECRET, RATE_LIMITS: 'off', LOG_LEVEL: 'warn' },
    });
    const url = `http://127.0.0.1:${port}`;
    await waitForUrl(`${url}/auth/v1/health`, 120_000, s);
    const keys = JSON.parse(readFileSync(`${dataDir}/keys.json`, 'utf8')) as { anonKey: string };
    const a = await signIn({ url, anonKey: keys.anonKey }, 'client01@demo.spotless.ng');
    const h = { method: 'GET' as const, path: `/rest/v1/notifications?recipient_id=eq.${a.userId}&order=created_at.desc&limit=20`, headers: { apikey: keys.anonKey, authorization: `Bearer ${a.token}` } };
    await httpLoad(url, h, 50, 2);
    const window = { from: nowUs(), to: 0 };
    const r = await httpLoad(url, h, 50, seconds);
    window.to = nowUs();
    console.log(`${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, errors ${r.errors}`);
    await s.stop();
    const dir = `${dataDir}/prof`;
    for (const f of readdirSync(dir)) report(path.join(dir, f), window);
  } finally {
    killAll();
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
