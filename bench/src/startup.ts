/**
 * Issue 9 §6 — start-up: time from `pnpm start --no-build` (scripts/start.mjs, the README's first command after
 * install, reusing the existing production build) until the home page answers 200, on a fresh data folder (first run:
 * PGlite created, migrations, demo seed) and again on the same folder (second run); then local-supabase's RSS idle.
 * RSS under REST load, and on PostgreSQL, is in section 3.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { fmt, type Benchmark } from './lib/report';
import { PORTS, rssBytes, sleep, startProcess, tmpDir } from './lib/stack';

/** Descendant processes of `root` (Linux /proc). */
function descendants(root: number): number[] {
  const parent = new Map<number, number>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      parent.set(Number(d), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      /* gone */
    }
  }
  const out: number[] = [];
  const walk = (p: number) => {
    for (const [child, pp] of parent) {
      if (pp !== p) continue;
      out.push(child);
      walk(child);
    }
  };
  walk(root);
  return out;
}

const cmdline = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
};

async function startOnce(dataDir: string): Promise<{ seconds: number; rss: number }> {
  const web = `http://127.0.0.1:${PORTS.startWeb}/`;
  const t0 = performance.now();
  const p = startProcess('pnpm', ['start', '--no-build'], {
    env: { PORT: String(PORTS.startWeb), SUPABASE_PORT: String(PORTS.startSupabase), DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  try {
    for (;;) {
      if (p.child.exitCode !== null) throw new Error(`pnpm start exited ${p.child.exitCode}:\n${p.output()}`);
      if (performance.now() - t0 > 300_000) throw new Error(`home page not answering after 300 s:\n${p.output()}`);
      try {
        const r = await fetch(web);
        if (r.status === 200) break;
      } catch {
        /* not yet */
      }
      await sleep(100);
    }
    const seconds = (performance.now() - t0) / 1000;
    await sleep(3000);
    const servers = descendants(p.pid).filter((pid) => cmdline(pid).includes('src/main.ts'));
    const rss = Math.max(...servers.map(rssBytes).filter(Number.isFinite));
    return { seconds, rss };
  } finally {
    await p.stop();
  }
}

export const startupBench: Benchmark = {
  name: 'startup',
  title: '6. Start-up and memory (`pnpm start --no-build`, PGlite)',
  async run() {
    const dataDir = tmpDir('start');
    try {
      const first = await startOnce(dataDir);
      const second = await startOnce(dataDir);
      const mib = (b: number) => fmt(b / 2 ** 20, 0);
      return {
        tables: [
          {
            title: 'Time until GET / answers 200, and local-supabase RSS idle (3 s after)',
            columns: ['run', 'seconds to home page', 'budget', 'meets', 'local-supabase RSS idle MiB'],
            rows: [
              ['first run (fresh data folder: PGlite created, migrations, demo seed)', fmt(first.seconds, 1), '- (none set)', '-', mib(first.rss)],
              ['second run (data folder ready)', fmt(second.seconds, 1), '- (none set)', '-', mib(second.rss)],
            ],
            notes: ['Includes pnpm and tsx start-up; no build (existing dist/ folders reused). RSS is the node process running local-supabase/src/main.ts (PGlite runs inside it).'],
          },
        ],
      };
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
