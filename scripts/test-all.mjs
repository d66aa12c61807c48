#!/usr/bin/env node
// `pnpm test`: every check of the project, in an order that fails cheap things first.
// Runs every step even after a failure (so one run shows everything), then exits non-zero if any failed.
// Usage: pnpm test [-- --only <step-name-substring>] [--skip <substring>] [--serial]
//
// Two lanes run side by side: the web lane (lint, types, unit tests, the local fakes, the functions, builds) and the
// database lane (local-supabase and the policies on every engine). Most of their steps keep one of the two cores busy
// while the other waits on a database or a child process, so together they take little more than the longer lane;
// the short PGlite-only steps (types, fakes, functions) sit in the web lane to keep the two about equally long.
// e2e waits for both: its journeys have timeouts and should not share the machine with the database tests.
// --serial (or TEST_SERIAL=1) runs the steps one after another, streaming each step's output as it runs.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { e2eFailureDigest } from './e2e-failure-digest.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vm = { NODE_OPTIONS: '--experimental-vm-modules --no-warnings=ExperimentalWarning' };

/** lane, name, command, working directory (relative to the repo root), extra environment. */
const steps = [
  ['web', 'lint', 'pnpm exec eslint . --max-warnings=0', '.'],
  // The shell, the remotes, shared-ui and shared-data share one set of compiler options, so they are checked as one
  // program (tooling/tsconfig.web-packages.json): each package's own check re-read shared-ui, shared-data and antd's
  // types, eight times over (that part: ~100 s of CPU → ~20 s). The other packages keep their own options and checks;
  // shared-data's tests against a real local-supabase are checked under their own (node) options.
  [
    'web',
    'typecheck',
    `pnpm exec tsc -p tooling/tsconfig.web-packages.json && pnpm -r --no-bail --workspace-concurrency=2 --filter '!./shell' --filter '!./mfe-*' --filter '!./shared-ui' --filter '!./shared-data' run typecheck && pnpm --filter @spotless/shared-data run typecheck:backend-tests`,
    '.',
  ],
  ['web', 'db types are fresh', 'pnpm run check:types', 'shared-data'],
  ['web', 'unit: shared-ui', 'pnpm exec jest --ci', 'shared-ui'],
  ['web', 'unit: shared-data', 'pnpm exec jest --ci', 'shared-data', vm],
  ['web', 'unit: shell and remotes', 'pnpm -r --workspace-concurrency=1 --filter ./shell --filter "./mfe-*" exec jest --ci --passWithNoTests', '.'],
  ['db', 'local-supabase on PGlite', 'pnpm exec jest --ci', 'local-supabase', vm],
  ['db', 'local-supabase on PostgreSQL', 'pnpm exec jest --ci', 'local-supabase', { ...vm, TEST_DB: 'postgres' }],
  ['db', 'database policies on PGlite', 'pnpm exec jest --ci', 'supabase', vm],
  ['db', 'database policies on PostgreSQL', 'pnpm exec jest --ci', 'supabase', { ...vm, TEST_DB: 'postgres' }],
  // PostgreSQL laid out like a new hosted Supabase project, the migrations deployed by the real Supabase CLI
  // (`supabase db push` as hosted's non-superuser postgres), then every database test; plus the README's
  // real-project steps (seed with the CLI, the first super_admin with the service key) in hosted-deploy.test.ts.
  ['db', 'database on hosted Supabase (Supabase CLI db push)', 'pnpm exec jest --ci', 'supabase', { ...vm, TEST_DB: 'hosted' }],
  // The local Paystack's API, webhooks and checkout page (issue 23): in-process servers on port 0, one worker.
  ['web', 'local Paystack', 'pnpm exec jest --ci', 'local-paystack'],
  // The local Termii's send-SMS API and its SMS inbox's protection (issue 24): in-process, port 0.
  ['web', 'local Termii', 'pnpm exec jest --ci', 'local-termii'],
  // Cloudflare Turnstile's siteverify and widget script, which the captcha on Auth is checked against (issue 26).
  ['web', 'local Turnstile', 'pnpm exec jest --ci', 'local-captcha'],
  // The payments, payouts and paystack-webhook functions over HTTP: a local-supabase (PGlite) serving them on Deno,
  // and a local Paystack whose signed webhooks reach them, both in-process on free ports.
  ['web', 'Edge Functions: payments on local-supabase and local Paystack', 'pnpm exec jest --ci -c jest.functions.config.cjs', 'supabase', vm],
  ['web', 'production build', 'node scripts/build-all.mjs', '.'],
  ['web', 'storybook static build', 'pnpm run build', 'storybook', { STORYBOOK_DISABLE_TELEMETRY: '1' }],
  // Includes the byte budgets (tests/budgets.spec.ts), the journeys and the security probes.
  ['last', 'e2e, byte budgets and security (Playwright, Chromium)', 'pnpm exec playwright test', 'e2e'],
];

const args = process.argv.slice(2).filter((a) => a !== '--');
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const skip = args.includes('--skip') ? args[args.indexOf('--skip') + 1] : undefined;
const serial = args.includes('--serial') || process.env.TEST_SERIAL === '1';

const chosen = steps.filter(([, name]) => (!only || name.includes(only)) && !(skip && name.includes(skip)));

/** Runs one step; `echo` streams its output, otherwise it is kept and handed back whole. */
function run([, name, cmd, cwd, env = {}], echo) {
  const header = `\n━━━ ${name} ━━━ (${cwd}$ ${cmd})\n`;
  if (echo) process.stdout.write(header);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, {
      cwd: path.join(root, cwd),
      env: { ...process.env, ...env },
      shell: true,
      stdio: echo ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const kept = [];
    if (!echo) for (const s of [child.stdout, child.stderr]) s.on('data', (d) => kept.push(d));
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      resolve({ name, ok: (code ?? (signal ? 1 : 0)) === 0, seconds, output: echo ? '' : header + Buffer.concat(kept).toString() });
    });
  });
}

const lastE2eRun = path.join(root, 'e2e', '.tmp', 'last-run.json');
rmSync(lastE2eRun, { force: true });

const results = [];
if (serial || chosen.length < 2) {
  for (const step of chosen) results.push(await run(step, true));
} else {
  // The web lane streams; the database lane's finished steps are printed whole between the web lane's steps, so the
  // log never interleaves two steps' lines.
  const pending = [];
  const flush = () => pending.splice(0).forEach((r) => process.stdout.write(r.output));
  const lane = async (which, echo) => {
    for (const step of chosen.filter(([l]) => l === which)) {
      const r = await run(step, echo);
      results.push(r);
      if (echo) flush();
      else pending.push(r);
    }
  };
  await Promise.all([lane('web', true), lane('db', false)]);
  flush();
  for (const step of chosen.filter(([l]) => l === 'last')) results.push(await run(step, true));
}

process.stdout.write('\n━━━ summary ━━━\n');
const order = steps.map(([, name]) => name);
results.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
for (const r of results) process.stdout.write(`${r.ok ? 'PASS' : 'FAIL'}  ${String(r.seconds).padStart(4)} s  ${r.name}\n`);
const failed = results.filter((r) => !r.ok);
process.stdout.write(failed.length ? `\n${failed.length} step(s) failed\n` : '\nall steps passed\n');
if (results.some((r) => r.name.startsWith('e2e'))) {
  // Flaky tests too: a retry that passed hides a race worth knowing about.
  const digest = e2eFailureDigest(lastE2eRun);
  if (digest) process.stdout.write(`\n━━━ e2e: failed and flaky ━━━\n${digest}\n`);
}
process.exit(failed.length ? 1 : 0);
