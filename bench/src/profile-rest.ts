/**
 * `pnpm --filter @spotless/bench exec tsx src/profile-rest.ts [seconds=10]`: CPU profile of local-supabase (on a fresh
 * seeded PostgreSQL database) under the REST bench's indexed GET at 50 connections. Prints where the server's CPU time
 * goes (self time by function, and inclusive time by source file). Not part of `pnpm bench`; a tool for REST work.
 */
import autocannon from 'autocannon';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { httpLoad, type HttpCase } from './lib/load';
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
  const inclusiveFn = new Map<string, number>();
  let busy = 0;
  let inWrite = 0;
  let total = 0;
  for (const [i, s] of p.samples.entries()) {
    if (!inWindow[i]) continue;
    total++;
    const n = byId.get(s)!;
    if (n.callFrame.functionName === '(idle)') continue;
    // A sample in writev is mostly the process waiting after waking PostgreSQL or the client on a shared core
    // (system CPU per request is a fraction of it), so it is counted apart rather than as the server's work.
    if (n.callFrame.functionName === 'writev') {
      inWrite++;
      continue;
    }
    busy++;
    const key = `${n.callFrame.functionName || '(anonymous)'} ${short(n.callFrame.url)}:${n.callFrame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + 1);
    const seen = new Set<string>();
    const seenFn = new Set<string>();
    for (let id: number | undefined = s; id !== undefined; id = parent.get(id)) {
      const frame = byId.get(id)!.callFrame;
      const f = short(frame.url) || '(native)';
      const fn = `${frame.functionName || '(anonymous)'} ${f}:${frame.lineNumber}`;
      if (!seenFn.has(fn)) {
        seenFn.add(fn);
        inclusiveFn.set(fn, (inclusiveFn.get(fn) ?? 0) + 1);
      }
      if (seen.has(f)) continue;
      seen.add(f);
      inclusive.set(f, (inclusive.get(f) ?? 0) + 1);
    }
  }
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${((v / busy) * 100).toFixed(1).padStart(5)}%  ${k}`);
  if (total === 0) return; // another process (tsx's loader worker) with nothing in the window
  console.log(`busy samples: ${busy} of ${total} (${((busy / total) * 100).toFixed(0)}% busy), and ${inWrite} in writev (not counted below)`);
  console.log('\nself time (top 40)\n' + top(self, 40).join('\n'));
  console.log('\ninclusive time by file (top 30)\n' + top(inclusive, 30).join('\n'));
  if (process.env.PROFILE_FUNCTIONS) console.log('\ninclusive time by function (top 60)\n' + top(inclusiveFn, 60).join('\n'));
}

/** CPU seconds (user, system) a process has used so far, from /proc (Linux). */
function cpuOf(pid: number): { user: number; sys: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const tick = 100; // USER_HZ
  return { user: Number(f[11]) / tick, sys: Number(f[12]) / tick };
}

/** Sum of CPU seconds of the PostgreSQL backends serving database `name` (their process title names it). */
function backendsCpu(name: string): number {
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!title.startsWith('postgres: ') || !title.includes(` ${name} `)) continue;
      const c = cpuOf(Number(pid));
      total += c.user + c.sys;
    } catch {
      /* gone */
    }
  }
  return total;
}

async function main(): Promise<void> {
  const seconds = Number(process.argv[2] ?? 10);
  // PROFILE_AB=dirA,dirB: no CPU profile; the servers from the two local-supabase folders, loaded alternately
  // (AB_ROUNDS times each, same database), each reporting CPU per request of the server and of the backends.
  const ab = process.env.PROFILE_AB?.split(',');
  const db = await createDatabase('prof');
  const dataDir = tmpDir('prof');
  const migrations = path.join(__dirname, '..', '..', 'supabase', 'migrations');
  try {
    await seed(dataDir, db.url);
    const start = (cwd: string, port: number, profile: boolean) =>
      startProcess(process.execPath, [...(profile ? ['--cpu-prof', `--cpu-prof-dir=${dataDir}/prof`] : []), '--import', 'tsx', 'src/main.ts'], {
        cwd,
        env: { DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: db.url, JWT_SECRET, RATE_LIMITS: 'off', LOG_LEVEL: 'warn', MIGRATIONS_DIR: migrations },
      });
    const dirs = ab ?? [path.join(__dirname, '..', '..', 'local-supabase')];
    const servers = [];
    for (const [i, d] of dirs.entries()) {
      const port = 24360 + i;
      const s = start(d, port, !ab);
      const url = `http://127.0.0.1:${port}`;
      await waitForUrl(`${url}/auth/v1/health`, 120_000, s);
      servers.push({ s, url, dir: d });
    }
    const keys = JSON.parse(readFileSync(`${dataDir}/keys.json`, 'utf8')) as { anonKey: string };
    const a = await signIn({ url: servers[0]!.url, anonKey: keys.anonKey }, 'client01@demo.spotless.ng');
    const auth = { apikey: keys.anonKey, authorization: `Bearer ${a.token}` };
    // PROFILE_CASE=search: the bench's rpc case instead of the indexed GET.
    const h: HttpCase =
      process.env.PROFILE_CASE === 'search'
        ? { method: 'POST', path: '/rest/v1/rpc/search_cleaners', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ p_state: 'Lagos', p_limit: 24 }) }
        : { method: 'GET', path: `/rest/v1/notifications?recipient_id=eq.${a.userId}&order=created_at.desc&limit=20`, headers: auth };
    if (ab && process.env.AB_PARALLEL !== undefined) {
      // Both servers loaded at the same time (at a fixed rate, or AB_PARALLEL=0: 50 connections each, flat out), so
      // whatever else runs on the machine weighs on both alike: their CPU per request is comparable on a busy host.
      const rate = Number(process.env.AB_PARALLEL);
      for (let round = 1; round <= Number(process.env.AB_ROUNDS ?? 3); round++) {
        const before = servers.map((v) => cpuOf(v.s.pid));
        const results = await Promise.all(
          servers.map((v) => autocannon({ url: v.url + h.path, method: h.method, headers: h.headers, body: h.body, ...(rate > 0 ? { connections: 10, overallRate: rate } : { connections: 50 }), duration: seconds })),
        );
        const after = servers.map((v) => cpuOf(v.s.pid));
        const line = servers.map((v, i) => {
          const n = results[i]!.requests.total;
          const cpu = after[i]!.user + after[i]!.sys - before[i]!.user - before[i]!.sys;
          return `${path.basename(path.dirname(v.dir))}: ${(n / seconds).toFixed(0)} req/s, ${((cpu * 1e6) / n).toFixed(0)} µs CPU/req, p99 ${results[i]!.latency.p99} ms, ${(results[i]!.throughput.total / n).toFixed(0)} B/response`;
        });
        console.log(`round ${round}: ${line.join(' | ')}; load ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
      }
    }
    const rounds = ab ? (process.env.AB_PARALLEL !== undefined ? 0 : Number(process.env.AB_ROUNDS ?? 3)) : 1;
    for (const v of servers) await httpLoad(v.url, h, 50, 2);
    const window = { from: 0, to: 0 };
    for (let round = 1; round <= rounds; round++) {
      for (const v of servers) {
        await httpLoad(v.url, h, 50, 1);
        const c0 = cpuOf(v.s.pid);
        const b0 = backendsCpu(db.name);
        const l0 = process.cpuUsage();
        window.from = nowUs();
        const r = await httpLoad(v.url, h, 50, seconds);
        window.to = nowUs();
        const c1 = cpuOf(v.s.pid);
        const b1 = backendsCpu(db.name);
        const l1 = process.cpuUsage(l0);
        const n = r.rps * seconds;
        const us = (x: number) => ((x * 1e6) / n).toFixed(0);
        console.log(
          `${ab ? `${path.basename(path.dirname(v.dir))}/${path.basename(v.dir)} round ${round}: ` : ''}${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, errors ${r.errors}; ` +
            `server CPU/req ${us(c1.user - c0.user)} µs user + ${us(c1.sys - c0.sys)} µs sys; backends ${us(b1 - b0)} µs; client (autocannon) ${us((l1.user + l1.system) / 1e6)} µs; load ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
        );
      }
    }
    for (const v of servers) await v.s.stop();
    if (!ab && rounds > 0) {
      const dir = `${dataDir}/prof`;
      for (const f of readdirSync(dir)) report(path.join(dir, f), window);
    }
  } finally {
    killAll();
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
