#!/usr/bin/env node
// The e2e stack: a fresh local-supabase (PGlite, real migrations + seed, the repository's Edge Functions), a fresh
// local Paystack whose webhooks reach those functions, and the production build served as deployed. Started by
// Playwright's webServer; stops its children when killed.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const webPort = Number(process.env.E2E_WEB_PORT ?? 8090);
const supabasePort = Number(process.env.E2E_SUPABASE_PORT ?? 54329);
const paystackPort = Number(process.env.E2E_PAYSTACK_PORT ?? 54339);
// Beside the stack's local-supabase (54329 → 54349), so stacks on other ports never share one.
const termiiPort = Number(process.env.E2E_TERMII_PORT ?? supabasePort + 20);
const termiiKey = 'TLe2elocaltermii00000000000000000000000000000000000000000000';
// The stack's local Turnstile (54329 → 54354); Auth asks for its tokens as hosted asks for Turnstile's.
const captchaPort = Number(process.env.E2E_CAPTCHA_PORT ?? supabasePort + 25);
const captchaUrl = `http://127.0.0.1:${captchaPort}`;
// The page's widget: the site key whose box ticks itself, like Turnstile's managed mode for most visitors.
const webCaptchaEnv = { CAPTCHA_SITE_KEY: 'local-turnstile-site-key', CAPTCHA_SCRIPT_URL: `${captchaUrl}/turnstile/v0/api.js` };
// One data folder per stack, so engineers running e2e on other ports never wipe each other's database.
const dataDir = process.env.E2E_DATA_DIR ?? path.join(here, '..', '.tmp', webPort === 8090 ? 'data' : `data-${webPort}`);
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(supabasePort),
  SITE_URL: `http://127.0.0.1:${webPort}`,
  LOG_LEVEL: 'warn',
  // Sign-in codes go to the stack's own local Termii, whose inbox the journeys read.
  TERMII_BASE_URL: `http://127.0.0.1:${termiiPort}`,
  TERMII_API_KEY: termiiKey,
  SUPABASE_AUTH_CAPTCHA_SECRET: 'local-turnstile-secret',
  CAPTCHA_SITEVERIFY_URL: `${captchaUrl}/turnstile/v0/siteverify`,
  // Journeys sign one number in more than once a minute; the 1-minute spacing itself is tested in local-supabase.
  SMS_MAX_FREQUENCY: '5s',
};
delete env.DATABASE_URL;

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

// The functions' secrets as `pnpm start` writes them (a developer's supabase/functions/.env is not the tests'):
// the local Paystack's test key, its URL, and the site Paystack sends customers back to.
const paystackSecret = 'sk_test_e2elocalpaystack000000000000000000';
const functionsEnv = path.join(dataDir, 'functions.env');
writeFileSync(
  functionsEnv,
  [
    `PAYSTACK_SECRET_KEY=${paystackSecret}`,
    `PAYSTACK_BASE_URL=http://127.0.0.1:${paystackPort}`,
    `SITE_URL=http://127.0.0.1:${webPort}`,
    '',
  ].join('\n'),
);
env.FUNCTIONS_ENV_FILE = functionsEnv;

// Each service runs in a process group of its own (detached), and stopping signals the whole group: pnpm starts the
// service as its child, local-supabase starts Deno for the functions, and a plain kill of the pnpm process left
// those running, holding the stack's ports for the next run.
const children = [];
const stop = () => {
  for (const c of children) {
    try {
      process.kill(-c.pid, 'SIGTERM');
    } catch {
      c.kill('SIGTERM'); // the group is already gone
    }
  }
  setTimeout(() => process.exit(0), 1000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// A failed start (a seed that fails, a service that never answers) ends this script: its services go with it.
process.on('exit', () => {
  for (const c of children) {
    try {
      process.kill(-c.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
});

function once(cmd, args, opts) {
  return new Promise((resolve, reject) => {
    const c = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
    c.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} → ${code}`))));
  });
}

async function waitFor(url) {
  for (let i = 0; i < 600; i++) {
    try {
      const r = await fetch(url);
      if (r.status < 500) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no answer from ${url}`);
}

const termii = spawn('pnpm', ['--silent', '--filter', '@spotless/local-termii', 'run', 'start'], {
  cwd: root,
  env: { ...process.env, PORT: String(termiiPort), DATA_DIR: path.join(dataDir, 'termii'), TERMII_API_KEY: termiiKey },
  stdio: 'inherit',
  detached: true,
});
children.push(termii);
const captcha = spawn('pnpm', ['--silent', '--filter', '@spotless/local-captcha', 'run', 'start'], {
  cwd: root,
  env: { ...process.env, PORT: String(captchaPort) },
  stdio: 'inherit',
  detached: true,
});
children.push(captcha);
await once('pnpm', ['--silent', '--filter', '@spotless/local-supabase', 'run', 'seed'], { env });
const api = spawn('pnpm', ['--silent', '--filter', '@spotless/local-supabase', 'run', 'start'], { cwd: root, env, stdio: 'inherit', detached: true });
children.push(api);
await waitFor(`http://127.0.0.1:${supabasePort}/auth/v1/health`);
// Reminders' e-mail and SMS (issue 27): the scheduled delivery job calls deliver-messages, which e-mails through
// local-supabase's e-mail API (the inbox at /mail) and texts through the local Termii. Written before the function's
// first request, when its process reads the file.
{
  const { serviceRoleKey } = JSON.parse(readFileSync(path.join(dataDir, 'keys.json'), 'utf8'));
  const supabaseUrl = `http://127.0.0.1:${supabasePort}`;
  writeFileSync(
    functionsEnv,
    readFileSync(functionsEnv, 'utf8') +
      [`EMAIL_API_URL=${supabaseUrl}/mail/v1`, `EMAIL_API_KEY=${serviceRoleKey}`, `TERMII_BASE_URL=http://127.0.0.1:${termiiPort}`, `TERMII_API_KEY=${termiiKey}`, ''].join('\n'),
  );
}
// Transfers and refunds settle in a second and a failed webhook is retried within seconds: journeys wait for both.
const paystack = spawn('pnpm', ['--silent', '--filter', '@spotless/local-paystack', 'run', 'start'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(paystackPort),
    DATA_DIR: path.join(dataDir, 'paystack'),
    PAYSTACK_SECRET_KEY: paystackSecret,
    WEBHOOK_URL: `http://127.0.0.1:${supabasePort}/functions/v1/paystack-webhook`,
    SETTLE_DELAY_MS: '1000',
    WEBHOOK_RETRY_DELAYS_MS: '1000,3000,10000',
  },
  stdio: 'inherit',
  detached: true,
});
children.push(paystack);
await waitFor(`http://127.0.0.1:${paystackPort}/health`);
await waitFor(`http://127.0.0.1:${termiiPort}/health`);
await waitFor(`${captchaUrl}/health`);
const web = spawn('node', ['scripts/serve.mjs', '--port', String(webPort), '--keys', path.join(dataDir, 'keys.json')], {
  cwd: root,
  env: { ...process.env, ...webCaptchaEnv },
  stdio: 'inherit',
  detached: true,
});
children.push(web);
await waitFor(`http://127.0.0.1:${webPort}/config.json`);
process.stdout.write(`e2e stack ready on http://127.0.0.1:${webPort}\n`);
