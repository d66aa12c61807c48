import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitForLivePage } from '../support/live-page';
import { signInAs } from '../support/session';
import { E2E_DATA_DIR, E2E_WEB_URL } from '../support/stack-config';

/** Pre-rendered public pages (scripts/snapshot-pages.mjs renders them on the server at build time, no browser; served by scripts/serve.mjs). */

/** The element that wraps a pre-rendered page (index.html's CSS names the attribute too, so match the element). */
const SNAPSHOT_ROOT = '<div data-snapshot-root';

const repoRoot = path.resolve(__dirname, '..', '..');

async function rawHtml(url: string): Promise<string> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return response.text();
}

test('public pages arrive pre-rendered; per-visitor pages do not', async () => {
  // The first HTML of / (no script run) already holds the home heading, inside the pre-rendered page.
  const home = await rawHtml(`${E2E_WEB_URL}/`);
  expect(home).toContain(SNAPSHOT_ROOT);
  expect(home.slice(home.indexOf(SNAPSHOT_ROOT))).toMatch(/<h1[^>]*>Trusted cleaners for homes and offices across Nigeria<\/h1>/);
  expect(home).toMatch(/<img(?=[^>]+fetchpriority="high")[^>]+src="\/remotes\/marketing\/assets\/hero-/i);
  // styled-components' sheet in its server-rendering form (rules plus the class names each component generated), so
  // the app rehydrates it instead of compiling the page's styles again.
  expect(home).toMatch(/<style data-styled="" data-styled-version="[\d.]+" data-snapshot>[^<]*data-styled\.g\d+\[id="[^"]+"\]\{content:"[^"]+"\}/);
  // The server hands the runtime config over in its own JSON block; the pre-rendered page itself holds no address.
  const runtimeConfig = /<script type="application\/json" id="runtime-config">[\s\S]*?<\/script>/;
  expect(home).toMatch(runtimeConfig);
  // index.html's own rules travel once: the snapshot copies only the style sheets the app added.
  expect(home.split('#root:empty::before').length - 1).toBe(1);
  expect(home.replace(runtimeConfig, '')).not.toContain('127.0.0.1');
  const prices = await rawHtml(`${E2E_WEB_URL}/cleaning-prices`);
  expect(prices).toContain(SNAPSHOT_ROOT);
  const myRequests = await rawHtml(`${E2E_WEB_URL}/my-requests`);
  expect(myRequests).toContain('<div id="root"></div>');
});

test('no data enters a snapshot: the verified cleaners shown live are absent from the served HTML', async ({ page }) => {
  const home = await rawHtml(`${E2E_WEB_URL}/`);
  await page.goto('/');
  await waitForLivePage(page);
  const section = page.getByRole('region', { name: 'Meet Our Verified Cleaners' });
  await section.scrollIntoViewIfNeeded();
  const cards = section.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const names = (await section.getByRole('heading').allInnerTexts()).filter((name) => name.trim() && name !== 'Meet Our Verified Cleaners');
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(home).not.toContain(name.trim());
  expect(home).not.toContain('@demo.spotless.ng');
});

test('without JavaScript a visitor can read the page and follow its links', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${E2E_WEB_URL}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Trusted cleaners for homes and offices across Nigeria' })).toBeVisible();
  // force: the snapshot marks its controls aria-disabled until the app runs (buttons are inert); links still work.
  await page.getByRole('link', { name: 'Learn More' }).first().click({ force: true });
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});

test('the app takes over the snapshot in one step, with no loading flash, and is interactive', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const w = window as unknown as { sawAreaSpinner: boolean };
    w.sawAreaSpinner = false;
    new MutationObserver(() => {
      if (document.querySelector('[aria-label="Loading marketing…"], [aria-label="Loading guest…"]')) w.sawAreaSpinner = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await waitForLivePage(page);
  await expect(page.locator('style[data-snapshot]')).toHaveCount(0);
  // The rehydrated sheet became styled-components' one live sheet: the page keeps its styles and nothing is doubled.
  await expect(page.locator('style[data-styled]')).toHaveCount(1);
  await expect(page.locator('style[data-styled="active"]')).toHaveCount(1);
  const sheet = await page.evaluate(() => {
    const rules = Array.from(document.styleSheets).flatMap((s) => Array.from(s.cssRules, (r) => r.cssText));
    const heading = document.querySelector('main h1');
    return {
      unstyledClasses: Array.from(heading?.classList ?? []).filter((c) => !c.startsWith('sc-') && !rules.some((t) => t.includes(`.${c}`))),
      doubledRules: rules.filter((rule, i) => rules.indexOf(rule) !== i),
    };
  });
  expect(sheet).toEqual({ unstyledClasses: [], doubledRules: [] });
  // The server render named its classes as the browser does (same components, created in the same order), so the
  // rehydrated rules are the ones the live page uses.
  // (The hero's own components come from the home page's chunk, so their names depend on that order.)
  const served = await rawHtml(`${E2E_WEB_URL}/`);
  const servedHero = /<section aria-labelledby="hero-title" class="([^"]+)"/.exec(served)?.[1];
  expect(servedHero).toBeTruthy();
  expect(await page.locator('section[aria-labelledby="hero-title"]').getAttribute('class')).toBe(servedHero);
  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  const question = faq.getByRole('button', { name: 'How are the cleaning service providers vetted?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  expect(await page.evaluate(() => (window as unknown as { sawAreaSpinner: boolean }).sawAreaSpinner)).toBe(false);
  expect(errors).toEqual([]);
});

test('a signed-in person on a pre-rendered page is not offered Login or Sign Up once the app has started', async ({ page }) => {
  await signInAs(page, 'client');
  // Every frame from the moment main.js marks the stored session until the person's own links show: is a Login or
  // Sign Up link visible? (The HTML itself is captured signed out, so the first frames before main.js still are.)
  await page.addInitScript(() => {
    const w = window as unknown as { sessionMarked?: boolean; accountLinkSeen?: string };
    const check = () => {
      if (document.documentElement.getAttribute('data-session') === 'stored') {
        w.sessionMarked = true;
        const seen = Array.from(document.querySelectorAll('a')).find(
          (a) => /^(Login|Sign Up)$/.test(a.textContent ?? '') && a.checkVisibility({ visibilityProperty: true }),
        );
        if (seen) w.accountLinkSeen ??= `${seen.textContent} (${seen.closest('[data-snapshot-root]') ? 'snapshot' : 'live'})`;
      }
      if (!document.querySelector('[data-testid="top-bar-user"]')) requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  await page.goto('/about');
  await expect(page.getByTestId('top-bar-user')).toBeVisible();
  const watched = await page.evaluate(() => {
    const w = window as unknown as { sessionMarked?: boolean; accountLinkSeen?: string };
    return { marked: w.sessionMarked ?? false, seen: w.accountLinkSeen ?? null };
  });
  expect(watched).toEqual({ marked: true, seen: null });
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
});

test.describe('composition', () => {
  let server: ChildProcess | undefined;
  let work: string | undefined;
  test.afterEach(() => {
    server?.kill('SIGTERM');
    if (work) rmSync(work, { recursive: true, force: true });
  });

  test('snapshots are not served once remotes.json points an area at another build', async () => {
    work = mkdtempSync(path.join(tmpdir(), 'spotless-snapshots-'));
    const remotes = path.join(work, 'remotes.json');
    writeFileSync(
      remotes,
      JSON.stringify({
        marketing: 'https://cdn.example.ng/marketing/v2/mf-manifest.json',
        guest: '/remotes/guest/mf-manifest.json',
        client: '/remotes/client/mf-manifest.json',
        cleaner: '/remotes/cleaner/mf-manifest.json',
        admin: '/remotes/admin/mf-manifest.json',
      }),
    );
    server = spawn('node', ['scripts/serve.mjs', '--port', '8187', '--keys', path.join(E2E_DATA_DIR, 'keys.json'), '--remotes', remotes], { cwd: repoRoot, stdio: 'ignore' });
    let html = '';
    for (let i = 0; i < 100 && !html; i++) {
      html = await fetch('http://127.0.0.1:8187/about').then((r) => (r.ok ? r.text() : ''), () => '');
      if (!html) await new Promise((r) => setTimeout(r, 100));
    }
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain(SNAPSHOT_ROOT);
  });
});
