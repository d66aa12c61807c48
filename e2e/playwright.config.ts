import { defineConfig } from '@playwright/test';
import { E2E_WEB_URL } from './support/stack-config';

/**
 * Journeys run in Debian's Chromium against the production build served as deployed (shell at /,
 * remotes under /remotes/<area>/, compressed), backed by local-supabase on a fresh PGlite database
 * with the real migrations and seed. `scripts/stack.mjs` starts both.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // A failed test is retried before the next file starts: zz-auth-rate-limit.spec.ts runs last because it empties
  // the shared sign-in rate limit, so no retry may run after it.
  retryStrategy: 'immediate',
  // The JSON file feeds the short account of failures that `pnpm test` prints last (scripts/e2e-failure-digest.mjs).
  reporter: [['list'], ['json', { outputFile: '.tmp/last-run.json' }]],
  use: {
    baseURL: E2E_WEB_URL,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node scripts/stack.mjs',
    url: `${E2E_WEB_URL}/config.json`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
    // The stack's services run in process groups of their own; SIGTERM lets stack.mjs stop each group (a SIGKILL of
    // its own group, Playwright's default, would leave them running).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
