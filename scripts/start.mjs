#!/usr/bin/env node
// `pnpm start`: the whole product on one machine. Builds the suite, prepares the embedded database
// with demo data (once), starts local-supabase and the static server, and prints the URL.
// Options: --no-build (reuse existing dist/ folders). Env: PORT (web, default 8080), SUPABASE_PORT
// (default 54321), PAYSTACK_PORT (local Paystack, default 54330), TERMII_PORT (local Termii, default 54332),
// DATA_DIR (default ./.data), DATABASE_URL (use PostgreSQL instead of PGlite), TERMII_BASE_URL + TERMII_API_KEY
// (send sign-in codes through Termii itself instead of the local one), CAPTCHA_PORT (local Turnstile, default 54333),
// SUPABASE_AUTH_CAPTCHA_SECRET + CAPTCHA_SITE_KEY + CAPTCHA_SCRIPT_URL (Cloudflare Turnstile itself instead).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webPort = Number(process.env.PORT ?? 8080);
const supabasePort = Number(process.env.SUPABASE_PORT ?? 54321);
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, '.data'));
const webUrl = `http://127.0.0.1:${webPort}`;
const supabaseUrl = `http://127.0.0.1:${supabasePort}`;
const paystackPort = Number(process.env.PAYSTACK_PORT ?? 54330);
const paystackUrl = `http://127.0.0.1:${paystackPort}`;
const termiiPort = Number(process.env.TERMII_PORT ?? 54332);
// Termii itself when the developer points at it; else the local Termii, whose inbox shows the codes.
const localTermii = !process.env.TERMII_BASE_URL;
const termiiUrl = process.env.TERMII_BASE_URL ?? `http://127.0.0.1:${termiiPort}`;
const termiiKey = process.env.TERMII_API_KEY ?? 'TLlocaltermii000000000000000000000000000000000000000000000000';
// The captcha Auth asks for (config.toml [auth.captcha]): Turnstile itself when the developer gives its keys, else the
// local one (local-captcha/), whose box ticks itself like Turnstile's managed mode does for most visitors.
const localCaptcha = !process.env.SUPABASE_AUTH_CAPTCHA_SECRET;
const captchaUrl = `http://127.0.0.1:${Number(process.env.CAPTCHA_PORT ?? 54333)}`;
const captchaEnv = localCaptcha
  ? {
      SUPABASE_AUTH_CAPTCHA_SECRET: 'local-turnstile-secret',
      CAPTCHA_SITEVERIFY_URL: `${captchaUrl}/turnstile/v0/siteverify`,
      CAPTCHA_SITE_KEY: 'local-turnstile-site-key',
      CAPTCHA_SCRIPT_URL: `${captchaUrl}/turnstile/v0/api.js`,
    }
  : {};
const children = [];

function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`))));
  });
}

function startService(name, cmd, args, env) {
  // Its own process group: local-supabase runs as pnpm → sh → tsx → node, and a signal to pnpm alone left the server
  // running (and holding its port) after `pnpm start` was stopped. stop() signals the whole group.
  const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  child.stdout.on('data', (chunk) => process.stdout.write(`[${name}] ${chunk}`));
  child.on('exit', (code) => {
    if (!stopping) {
      process.stderr.write(`${name} stopped unexpectedly (exit ${code}); stopping everything.\n`);
      stop(1);
    }
  });
  children.push(child);
  return child;
}

async function waitFor(url, what, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const r = await fetch(url);
      if (r.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${what} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const c of children) {
    try {
      process.kill(-c.pid, 'SIGTERM');
    } catch {
      c.kill('SIGTERM'); // the group is already gone
    }
  }
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const env = { DATA_DIR: dataDir, PORT: String(supabasePort), SITE_URL: webUrl, TERMII_BASE_URL: termiiUrl, TERMII_API_KEY: termiiKey };
Object.assign(env, captchaEnv);

// The Edge Functions' secrets (docs/payments.md "Secrets"). A developer's supabase/functions/.env wins; without one,
// the functions get the local Paystack's key and URL from a file of their own, so payments work out of the box.
// Either way the local Paystack signs its webhooks with the key the functions check them with.
const developerSecrets = path.join(root, 'supabase', 'functions', '.env');
let paystackSecret = 'sk_test_localpaystack0000000000000000000000';
if (existsSync(developerSecrets)) {
  const key = /^\s*(?:export\s+)?PAYSTACK_SECRET_KEY\s*=\s*["']?([^"'\s#]+)/m.exec(readFileSync(developerSecrets, 'utf8'))?.[1];
  if (key?.startsWith('sk_test_')) paystackSecret = key;
} else {
  const functionsEnv = path.join(dataDir, 'functions.env');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(
    functionsEnv,
    [
      '# Written by pnpm start (supabase/functions/.env does not exist): the functions talk to the local Paystack.',
      `PAYSTACK_SECRET_KEY=${paystackSecret}`,
      `PAYSTACK_BASE_URL=${paystackUrl}`,
      `SITE_URL=${webUrl}`,
      '',
    ].join('\n'),
    { mode: 0o600 },
  );
  env.FUNCTIONS_ENV_FILE = functionsEnv;
}
// Booking reminders' e-mail and SMS (issue 27): the scheduled job `spotless-deliver-messages` calls the
// deliver-messages function (pg_net, the service key from Vault, as on hosted; local-supabase provides both). Here the
// function is given local-supabase's e-mail API (the inbox at /mail) and the local Termii, once the keys exist.
function configureMessageDelivery() {
  if (!env.FUNCTIONS_ENV_FILE) return; // a developer's supabase/functions/.env holds their own settings
  const { serviceRoleKey } = JSON.parse(readFileSync(path.join(dataDir, 'keys.json'), 'utf8'));
  const extra = [`EMAIL_API_URL=${supabaseUrl}/mail/v1`, `EMAIL_API_KEY=${serviceRoleKey}`, `TERMII_BASE_URL=${termiiUrl}`, `TERMII_API_KEY=${termiiKey}`, ''];
  writeFileSync(env.FUNCTIONS_ENV_FILE, readFileSync(env.FUNCTIONS_ENV_FILE, 'utf8') + extra.join('\n'), { mode: 0o600 });
}

try {
  // The shell's build has its page; a remote's build (for the shell) has its manifest and no page of its own.
  const built = ['shell', 'mfe-marketing', 'mfe-guest', 'mfe-client', 'mfe-cleaner', 'mfe-admin'].every((p) =>
    existsSync(path.join(root, p, 'dist', p === 'shell' ? 'index.html' : 'mf-manifest.json')),
  );
  if (!process.argv.includes('--no-build') || !built) {
    process.stdout.write('Building the suite (shell + 5 remotes)...\n');
    await run('node', ['scripts/build-all.mjs']);
  }
  process.stdout.write('Preparing the database (migrations + demo data, first run only)...\n');
  await run('pnpm', ['--silent', '--filter', '@spotless/local-supabase', 'run', 'seed'], { env: { ...process.env, ...env } });
  if (localTermii) {
    startService('local-termii', 'pnpm', ['--silent', '--filter', '@spotless/local-termii', 'run', 'start'], {
      PORT: String(termiiPort),
      DATA_DIR: path.join(dataDir, 'termii'),
      TERMII_API_KEY: termiiKey,
    });
    await waitFor(`${termiiUrl}/health`, 'local Termii');
  }
  if (localCaptcha) {
    startService('local-captcha', 'pnpm', ['--silent', '--filter', '@spotless/local-captcha', 'run', 'start'], { PORT: new URL(captchaUrl).port });
    await waitFor(`${captchaUrl}/health`, 'local Turnstile');
  }
  startService('local-supabase', 'pnpm', ['--silent', '--filter', '@spotless/local-supabase', 'run', 'start'], env);
  await waitFor(`${supabaseUrl}/auth/v1/health`, 'local-supabase');
  configureMessageDelivery();
  // Its own port and data dir; its events go to the paystack-webhook function (PAYSTACK_WEBHOOK_URL: elsewhere).
  startService('local-paystack', 'pnpm', ['--silent', '--filter', '@spotless/local-paystack', 'run', 'start'], {
    PORT: String(paystackPort),
    DATA_DIR: path.join(dataDir, 'paystack'),
    PAYSTACK_SECRET_KEY: paystackSecret,
    WEBHOOK_URL: process.env.PAYSTACK_WEBHOOK_URL ?? `${supabaseUrl}/functions/v1/paystack-webhook`,
  });
  await waitFor(`${paystackUrl}/health`, 'local Paystack');
  startService('web', 'node', ['scripts/serve.mjs', '--port', String(webPort), '--keys', path.join(dataDir, 'keys.json')], captchaEnv);
  await waitFor(`${webUrl}/`, 'the web server');
  process.stdout.write(
    [
      '',
      `Spotless NG is running: ${webUrl}`,
      `  local-supabase: ${supabaseUrl}   mailbox: ${supabaseUrl}/mail`,
      `  Edge Functions: ${supabaseUrl}/functions/v1/<name> (supabase/functions, on Deno; started on first use)`,
      `  local Paystack: ${paystackUrl} (Paystack's API in test mode; checkout pages, test cards: local-paystack/README.md)`,
      localTermii ? `  local Termii:   ${termiiUrl}   SMS inbox (sign-in codes): ${termiiUrl}/inbox` : `  SMS:            ${termiiUrl}`,
      localCaptcha ? `  local Turnstile: ${captchaUrl} (the human check before sign-ins; README "Captcha")` : '  captcha:        Cloudflare Turnstile',
      '  demo accounts: see README.md ("Demo accounts"). Stop with Ctrl+C.',
      '',
    ].join('\n'),
  );
} catch (err) {
  process.stderr.write(`\nstart failed: ${err.message}\n`);
  stop(1);
}
