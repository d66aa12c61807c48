#!/usr/bin/env node
// Pre-renders the public pages listed in tooling/federation/areas.json (snapshotPaths) from the production build, so
// a visitor on a slow phone sees the page (and its hero image starts loading) before any JavaScript has run. The shell
// then renders the live page over it (shell/src/bootstrap.tsx). Data never enters a snapshot: requests to Supabase
// are held unanswered while rendering, so data sections are captured in their loading state.
//
// Usage: node scripts/snapshot-pages.mjs [--dist-root <dir>] [--remotes <remotes.json>]   (build-all runs it)
// The snapshots are rendered with that remotes map and serve.mjs uses them only while it serves the same map.
// Needs Chromium (CHROME_PATH, else /usr/bin/chromium); without it, it removes stale snapshots and exits 0, and
// pages are served without one.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assembleSnapshot, COMPOSITION_FILE_NAME, SNAPSHOT_DIR_NAME, snapshotPath } from './lib/snapshots.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { HOST, SNAPSHOT_PATHS } = require('../tooling/federation/areas.cjs');

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const distRoot = path.resolve(option('--dist-root') ?? root);
const remotesFile = option('--remotes');
const shellDist = path.join(distRoot, HOST.dir, 'dist');
/** Nothing listens here; the browser's requests to it are intercepted and held. */
const HELD_SUPABASE = 'http://127.0.0.1:9';
/** The phones we design for (Lighthouse's mobile viewport): responsive CSS covers wider screens. */
const VIEWPORT = { width: 412, height: 823 };
const QUIET_MS = 700;
const PAGE_TIMEOUT_MS = 30_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(url, child) {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`serve.mjs exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`serve.mjs did not answer at ${url}`);
}

/** Resolves once no request other than the held Supabase ones has been in flight for QUIET_MS. */
function quietNetwork(page) {
  let inFlight = 0;
  let timer;
  let settle;
  const done = new Promise((resolve) => (settle = resolve));
  const arm = () => {
    clearTimeout(timer);
    if (inFlight === 0) timer = setTimeout(settle, QUIET_MS);
  };
  const counted = (request) => !request.url().startsWith(HELD_SUPABASE);
  page.on('request', (r) => counted(r) && (inFlight++, clearTimeout(timer)));
  const finished = (r) => counted(r) && (inFlight--, arm());
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  arm();
  return done;
}

async function capture(browser, origin, urlPath, indexHtml) {
  const page = await browser.newPage({ viewport: VIEWPORT, reducedMotion: 'reduce' });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Asks the shell to expose styled-components' sheet (shell/src/platform/snapshot-style-sheet.ts).
  await page.addInitScript(() => {
    window.__spotlessSnapshotCapture = true;
  });
  await page.route(`${HELD_SUPABASE}/**`, () => {
    // Never answered: data sections stay in their loading state, and no visitor data can enter a snapshot.
  });
  try {
    const quiet = quietNetwork(page);
    await page.goto(`${origin}${urlPath}`, { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS });
    await quiet;
    // The area's page must have rendered: every public page has its own h1 (the shell's spinner has none).
    await page.waitForSelector('main h1', { timeout: PAGE_TIMEOUT_MS });
    // Long pages mount their lower sections in stages after the first paint (mfe-marketing's StagedSections), each
    // marked data-staged-pending until it is there: the snapshot must hold the whole page.
    await page.waitForFunction(() => !document.querySelector('[data-staged-pending]'), undefined, { timeout: PAGE_TIMEOUT_MS });
    if (await page.getByText('This section is temporarily unavailable').count()) throw new Error(`${urlPath}: its area did not load`);
    if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
    return await page.evaluate((pageHtml) => {
      // styled-components' own sheet travels in its server-rendering form, so the app rehydrates it instead of
      // generating it again; any other style sheet is copied rule by rule.
      const active = document.querySelector('style[data-styled="active"]');
      const read = window.__spotlessStyleSheet;
      const styled = active && typeof read === 'function' ? { version: active.getAttribute('data-styled-version') ?? '', text: read() } : null;
      return {
        rootHtml: document.getElementById('root')?.innerHTML ?? '',
        title: document.title,
        styled,
        css: [...document.styleSheets]
          .filter((sheet) => !(styled && sheet.ownerNode === active))
          // index.html's own <style> travels with the page already: a copy would only be parsed and matched twice.
          .filter((sheet) => !(sheet.ownerNode instanceof HTMLStyleElement && sheet.ownerNode.textContent && pageHtml.includes(sheet.ownerNode.textContent)))
          .map((sheet) => {
            try {
              return [...sheet.cssRules].map((rule) => rule.cssText).join('\n');
            } catch {
              return '';
            }
          })
          .join('\n'),
      };
    }, indexHtml);
  } finally {
    await page.close();
  }
}

async function main() {
  const outDir = path.join(shellDist, SNAPSHOT_DIR_NAME);
  await rm(outDir, { recursive: true, force: true });
  const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chrome)) {
    process.stdout.write(`snapshots skipped: no Chromium at ${chrome} (pages still work; they just paint later)\n`);
    return;
  }
  const indexHtml = await readFile(path.join(shellDist, 'index.html'), 'utf8');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs'), '--port', String(port), '--host', '127.0.0.1', '--dist-root', distRoot, '--no-snapshots', ...(remotesFile ? ['--remotes', remotesFile] : [])], {
    env: { ...process.env, SUPABASE_URL: HELD_SUPABASE, SUPABASE_ANON_KEY: 'snapshot-only' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const { chromium } = await import('playwright-core');
  let browser;
  try {
    await waitForServer(`${origin}/remotes.json`, server);
    browser = await chromium.launch({ executablePath: chrome, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
    await mkdir(outDir, { recursive: true });
    const composition = await (await fetch(`${origin}/remotes.json`)).json();
    for (const urlPath of SNAPSHOT_PATHS) {
      const started = Date.now();
      const captured = await capture(browser, origin, urlPath, indexHtml);
      const html = assembleSnapshot(indexHtml, { ...captured, origin });
      await writeFile(snapshotPath(shellDist, urlPath), html);
      process.stdout.write(`snapshot ${urlPath} (${(html.length / 1024).toFixed(1)} KB, ${Date.now() - started} ms)\n`);
    }
    // Written last: serve.mjs uses the snapshots only when this file is present and matches its remotes map.
    await writeFile(path.join(outDir, COMPOSITION_FILE_NAME), `${JSON.stringify(composition, null, 2)}\n`);
  } finally {
    await browser?.close();
    server.kill('SIGTERM');
  }
}

main().catch(async (error) => {
  // A failed snapshot must not leave a partial set behind: without snapshots every page still works.
  await rm(path.join(shellDist, SNAPSHOT_DIR_NAME), { recursive: true, force: true });
  process.stderr.write(`snapshots failed: ${error.stack ?? error}\n`);
  process.exit(1);
});
