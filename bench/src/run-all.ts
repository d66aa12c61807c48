/**
 * `pnpm bench [-- --only rest,realtime]`: runs each benchmark against the production build and local-supabase,
 * prints a table per benchmark and rewrites bench/RESULTS.md. The last result of every benchmark is kept in
 * bench/results.json, so a partial run (--only) refreshes its sections and keeps the others (each section says
 * when it ran and under what load).
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { functionsBench } from './functions';
import { hostBench } from './host';
import { lighthouseBench } from './lighthouse';
import { pageWeightBench } from './page-weight';
import { paymentsBench } from './payments';
import { realtimeBench } from './realtime';
import { restBench } from './rest';
import { scaleBench } from './scale';
import { adminLighthouseBench } from './admin-lighthouse';
import { adminListsBench } from './admin-lists';
import { startupBench } from './startup';
import { markdownTable, textTable, type Benchmark, type Section } from './lib/report';
import { killAll, loadAverage, REPO, stopShared, TMP } from './lib/stack';

const BENCHES: Benchmark[] = [hostBench, pageWeightBench, lighthouseBench, restBench, realtimeBench, scaleBench, startupBench, functionsBench, paymentsBench, adminListsBench, adminLighthouseBench];
const RESULTS_JSON = path.join(REPO, 'bench', 'results.json');
const RESULTS_MD = path.join(REPO, 'bench', 'RESULTS.md');

function selected(): Benchmark[] {
  const i = process.argv.indexOf('--only');
  const inline = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
  const list = inline ?? (i >= 0 ? process.argv[i + 1] : undefined);
  if (!list) return BENCHES;
  const names = list.split(',').map((s) => s.trim());
  const unknown = names.filter((n) => !BENCHES.some((b) => b.name === n));
  if (unknown.length) throw new Error(`unknown benchmark(s): ${unknown.join(', ')}; choose from ${BENCHES.map((b) => b.name).join(', ')}`);
  return BENCHES.filter((b) => names.includes(b.name));
}

function machine(): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.type()} ${os.release()}`;
}

function render(sections: Section[], header: { date: string; load: string; seconds: number; partial: boolean }): string {
  const out = [
    '# Benchmark results',
    '',
    'Written by `pnpm bench` (bench/src/run-all.ts) from a real run; do not edit by hand. Re-run on a quiet machine with',
    '`pnpm bench` (everything, ≤ 15 minutes) or `pnpm bench -- --only host,page-weight,lighthouse,rest,realtime,scale,startup,functions,payments`.',
    '',
    `- Last run: ${header.date}${header.partial ? ' (partial run: other sections keep their own dates)' : ''}, ${header.seconds.toFixed(0)} s`,
    `- Machine: ${machine()}`,
    `- Node ${process.version}, PostgreSQL at ${process.env.BENCH_PG_URL ?? '127.0.0.1:5432'}, Chromium /usr/bin/chromium`,
    `- Load average at start: ${header.load} (1, 5, 15 min) on ${os.cpus().length} cores`,
    '',
    '> **Caveat.** These figures were taken on a shared 2-core machine while other engineers were building and testing',
    '> (see each section\'s load average). Every latency and throughput figure is pessimistic; byte counts are not',
    '> affected. "meets" compares the figure with the budget or goal beside it.',
    '',
  ];
  for (const s of sections) {
    out.push(`## ${s.title}`, '');
    out.push(`_Run ${s.startedAt}, load average at start ${s.loadAtStart}, ${s.seconds?.toFixed(0)} s._`, '');
    if (s.error) out.push(`**Failed:** \`${s.error.split('\n')[0]}\``, '');
    for (const t of s.tables) out.push(markdownTable(t), '');
    for (const n of s.notes ?? []) out.push(`- ${n}`);
    if (s.notes?.length) out.push('');
  }
  return out.join('\n');
}

async function main(): Promise<void> {
  const benches = selected();
  const started = Date.now();
  const date = new Date().toISOString();
  const load = loadAverage();
  console.log(`bench: ${benches.map((b) => b.name).join(', ')} — Node ${process.version}, load average ${load}`);
  const previous: Record<string, Section> = existsSync(RESULTS_JSON) ? JSON.parse(readFileSync(RESULTS_JSON, 'utf8')) : {};
  let failed = false;
  for (const b of benches) {
    const t0 = Date.now();
    const section: Section = { name: b.name, title: b.title, tables: [], startedAt: new Date().toISOString(), loadAtStart: loadAverage() };
    console.log(`\n=== ${b.title} (load ${section.loadAtStart})`);
    try {
      Object.assign(section, await b.run());
    } catch (err) {
      failed = true;
      section.error = (err as Error).stack ?? String(err);
      console.error(`${b.name} failed:`, err);
    }
    section.seconds = (Date.now() - t0) / 1000;
    for (const t of section.tables) console.log(textTable(t));
    for (const n of section.notes ?? []) console.log(`  ${n}`);
    console.log(`(${b.name}: ${section.seconds.toFixed(0)} s)`);
    previous[b.name] = section;
    writeFileSync(RESULTS_JSON, JSON.stringify(previous, null, 2) + '\n');
  }
  await stopShared();
  const sections = BENCHES.map((b) => previous[b.name]).filter((s): s is Section => !!s);
  const seconds = (Date.now() - started) / 1000;
  writeFileSync(RESULTS_MD, render(sections, { date, load, seconds, partial: benches.length !== BENCHES.length }));
  console.log(`\nwrote ${path.relative(process.cwd(), RESULTS_MD)} (${seconds.toFixed(0)} s)`);
  rmSync(TMP, { recursive: true, force: true });
  if (failed) process.exitCode = 1;
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => killAll());
