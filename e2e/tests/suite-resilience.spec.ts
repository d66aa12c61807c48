import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_DATA_DIR } from '../support/stack-config';

const repoRoot = path.resolve(__dirname, '..', '..');

test('a remote that is down shows its fallback within 4 s while the rest of the site works', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  let blocked = true;
  await page.route('**/remotes/guest/**', (route) => (blocked ? route.abort('connectionrefused') : route.continue()));

  await page.goto('/request-quote');
  await expect(page.getByText('This section is temporarily unavailable')).toBeVisible({ timeout: 4_000 });
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  // The shell's chrome still works: navigate to other areas.
  await page.getByRole('link', { name: 'About' }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.getByText('This section is temporarily unavailable')).toHaveCount(0);
  await page.goto('/sign');
  await expect(page.getByLabel(/email/i)).toBeVisible();

  // The remote comes back: Retry loads it without a page reload.
  await page.goto('/request-quote');
  await expect(page.getByText('This section is temporarily unavailable')).toBeVisible({ timeout: 4_000 });
  blocked = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('This section is temporarily unavailable')).toHaveCount(0);
  await expect(page.getByRole('heading').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('start-up code that does not arrive is announced with Try again, which recovers the page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  let blocked = true;
  // Every script but main.js: the shared packages' chunks are what a connection dropping mid-load loses.
  await page.route(/\/assets\/(?!main\.)[^/]+\.js$/, (route) => (blocked ? route.abort('connectionreset') : route.continue()));

  await page.goto('/about');
  const notice = page.getByRole('alert').filter({ hasText: 'Spotless could not finish loading. Check your connection and try again.' });
  await expect(notice).toBeVisible();
  // The pre-rendered page is still there underneath: the notice explains why it does not respond.
  await expect(page.locator('[data-snapshot-root]')).toHaveCount(1);

  blocked = false;
  await notice.getByRole('button', { name: 'Try again' }).click();
  // React has taken over from the snapshot, and the notice went with the reload.
  await expect(page.locator('[data-snapshot-root]')).toHaveCount(0);
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a browser that blocks storage still gets the live site, not an error page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // Cookies off: Chromium then throws on the very read of window.localStorage.
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await page.goto('/about');
  await expect(page.locator('[data-snapshot-root]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a remote that throws while rendering is contained by its error boundary', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // Serve a broken exposed module: the manifest and entry load, the App module throws on evaluation.
  await page.route('**/remotes/marketing/assets/__federation_expose_App*.js', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: 'throw new Error("broken release")' }),
  );
  await page.goto('/');
  await expect(page.getByText('This section is temporarily unavailable')).toBeVisible({ timeout: 4_000 });
  await expect(page.getByRole('link', { name: 'About' }).first()).toBeVisible();
});

test.describe('runtime composition', () => {
  let servers: ChildProcess[] = [];
  let work: string;

  test.afterEach(() => {
    for (const s of servers) s.kill('SIGTERM');
    servers = [];
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test('pointing an area at another deployment in remotes.json changes what users load, with no shell rebuild', async ({ browser }) => {
    work = mkdtempSync(path.join(tmpdir(), 'spotless-swap-'));
    // "Deploy" the marketing build on its own origin (another port), as a separate release would be.
    cpSync(path.join(repoRoot, 'mfe-marketing', 'dist'), path.join(work, 'release', 'mfe-marketing', 'dist'), { recursive: true });
    const remotesFile = path.join(work, 'remotes.json');
    const defaults = {
      marketing: '/remotes/marketing/mf-manifest.json',
      guest: '/remotes/guest/mf-manifest.json',
      client: '/remotes/client/mf-manifest.json',
      cleaner: '/remotes/cleaner/mf-manifest.json',
      admin: '/remotes/admin/mf-manifest.json',
    };
    writeFileSync(remotesFile, JSON.stringify(defaults));
    const keys = path.join(E2E_DATA_DIR, 'keys.json');
    const start = (args: string[]) => {
      const child = spawn('node', ['scripts/serve.mjs', ...args], { cwd: repoRoot, stdio: 'ignore' });
      servers.push(child);
      return child;
    };
    start(['--port', '8188', '--keys', keys, '--remotes', remotesFile]);
    start(['--port', '8189', '--keys', keys, '--dist-root', path.join(work, 'release')]);
    const waitUp = async (url: string) => {
      for (let i = 0; i < 100; i++) {
        if (await fetch(url).then((r) => r.ok, () => false)) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`${url} did not start`);
    };
    await waitUp('http://127.0.0.1:8188/config.json');
    await waitUp('http://127.0.0.1:8189/remotes/marketing/mf-manifest.json');

    const load = async () => {
      const page = await (await browser.newContext()).newPage();
      const origins = new Set<string>();
      page.on('request', (r) => {
        if (r.url().includes('/remotes/marketing/')) origins.add(new URL(r.url()).origin);
      });
      await page.goto('http://127.0.0.1:8188/');
      await expect(page.getByRole('link', { name: /get started/i }).first()).toBeVisible();
      return [...origins];
    };
    expect(await load()).toEqual(['http://127.0.0.1:8188']);

    // Only the runtime file changes: the shell build is untouched.
    writeFileSync(remotesFile, JSON.stringify({ ...defaults, marketing: 'http://127.0.0.1:8189/remotes/marketing/mf-manifest.json' }));
    expect(await load()).toEqual(['http://127.0.0.1:8189']);
  });
});
