#!/usr/bin/env node
// `pnpm test`: every check of the project, in an order that fails cheap things first.
// Runs every step even after a failure (so one run shows everything), then exits non-zero if any failed.
// Usage: pnpm test [-- --only <step-name-substring>] [--skip <substring>]
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { e2eFailureDigest } from './e2e-failure-digest.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vm = { NODE_OPTIONS: '--experimental-vm-modules --no-warnings=ExperimentalWarning' };

/** name, command, working directory (relative to the repo root), extra environment. */
const steps = [
  ['lint', 'pnpm exec eslint . --max-warnings=0', '.'],
  // The shell, the remotes, shared-ui and shared-data share one set of compiler options, so they are checked as one
  // program (tooling/tsconfig.web-packages.json): each package's own check re-read shared-ui, shared-data and antd's
  // types, eight times over (that part: ~100 s of CPU → ~20 s). The other packages keep their own options and checks.
  [
    'typecheck',
    `pnpm exec tsc -p tooling/tsconfig.web-packages.json && pnpm -r --no-bail --workspace-concurrency=2 --filter '!./shell' --filter '!./mfe-*' --filter '!./shared-ui' --filter '!./shared-data' run typecheck`,
    '.',
  ],
  ['db types are fresh', 'pnpm run check:types', 'shared-data'],
  ['unit: shared-ui', 'pnpm exec jest --ci', 'shared-ui'],
  ['unit: shared-data', 'pnpm exec jest --ci', 'shared-data', vm],
  ['unit: shell and remotes', 'pnpm -r --workspace-concurrency=1 --filter ./shell --filter "./mfe-*" exec jest --ci --passWithNoTests', '.'],
  ['local-supabase on PGlite', 'pnpm exec jest --ci', 'local-supabase', vm],
  ['local-supabase on PostgreSQL', 'pnpm exec jest --ci', 'local-supabase', { ...vm, TEST_DB: 'postgres' }],
  ['database policies on PGlite', 'pnpm exec jest --ci', 'supabase', vm],
  ['database policies on PostgreSQL', 'pnpm exec jest --ci', 'supabase', { ...vm, TEST_DB: 'postgres' }],
  // PostgreSQL laid out like a new hosted Supabase project, the migrations deployed by the real Supabase CLI
  // (`supabase db push` as hosted's non-superuser postgres), then every database test; plus the README's
  // real-project steps (seed with the CLI, the first super_admin with the service key) in hosted-deploy.test.ts.
  ['database on hosted Supabase (Supabase CLI db push)', 'pnpm exec jest --ci', 'supabase', { ...vm, TEST_DB: 'hosted' }],
  // The local Paystack's API, webhooks and checkout page (issue 23): in-process servers on port 0, one worker.
  ['local Paystack', 'pnpm exec jest --ci', 'local-paystack'],
  // The local Termii's send-SMS API and its SMS inbox's protection (issue 24): in-process, port 0.
  ['local Termii', 'pnpm exec jest --ci', 'local-termii'],
  // Cloudflare Turnstile's siteverify and widget script, which the captcha on Auth is checked against (issue 26).
  ['local Turnstile', 'pnpm exec jest --ci', 'local-captcha'],
  // The payments, payouts and paystack-webhook functions over HTTP: a local-supabase (PGlite) serving them on Deno,
  // and a local Paystack whose signed webhooks reach them, both in-process on free ports.
  ['Edge Functions: payments on local-supabase and local Paystack', 'pnpm exec jest --ci -c jest.functions.config.cjs', 'supabase', vm],
  ['production build', 'node scripts/build-all.mjs', '.'],
  ['storybook static build', 'pnpm run build', 'storybook', { STORYBOOK_DISABLE_TELEMETRY: '1' }],
  // Includes the byte budgets (tests/budgets.spec.ts), the journeys and the security probes.
  ['e2e, byte budgets and security (Playwright, Chromium)', 'pnpm exec playwright test', 'e2e'],
];

const args = process.argv.slice(2).filter((a) => a !== '--');
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const skip = args.includes('--skip') ? args[args.indexOf('--skip') + 1] : undefined;

function run(cmd, cwd, env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, { cwd: path.join(root, cwd), env: { ...process.env, ...env }, shell: true, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const lastE2eRun = path.join(root, 'e2e', '.tmp', 'last-run.json');
rmSync(lastE2eRun, { force: true });

const results = [];
for (const [name, cmd, cwd, env = {}] of steps) {
  if (only && !name.includes(only)) continue;
  if (skip && name.includes(skip)) continue;
  process.stdout.write(`\n━━━ ${name} ━━━ (${cwd}$ ${cmd})\n`);
  const started = Date.now();
  const code = await run(cmd, cwd, env);
  results.push({ name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

process.stdout.write('\n━━━ summary ━━━\n');
for (const r of results) process.stdout.write(`${r.ok ? 'PASS' : 'FAIL'}  ${String(r.seconds).padStart(4)} s  ${r.name}\n`);
const failed = results.filter((r) => !r.ok);
process.stdout.write(failed.length ? `\n${failed.length} step(s) failed\n` : '\nall steps passed\n');
if (results.some((r) => r.name.startsWith('e2e'))) {
  // Flaky tests too: a retry that passed hides a race worth knowing about.
  const digest = e2eFailureDigest(lastE2eRun);
  if (digest) process.stdout.write(`\n━━━ e2e: failed and flaky ━━━\n${digest}\n`);
}
process.exit(failed.length ? 1 : 0);
