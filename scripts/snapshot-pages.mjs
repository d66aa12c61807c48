#!/usr/bin/env node
// Pre-renders the public pages listed in tooling/federation/areas.json (snapshotPaths), so a visitor on a slow phone
// sees the page (and its hero image starts loading) before any JavaScript has run. The shell then renders the live
// page over it (shell/src/bootstrap.tsx). No browser: React renders the same components on the server
// (shell/prerender/render-page.tsx, bundled for Node.js with webpack), styled-components collects their styles in its
// server sheet. Data never enters a snapshot: nothing is fetched while rendering, so data sections show their loading
// state.
//
// Usage: node scripts/snapshot-pages.mjs [--dist-root <dir>] [--remotes <remotes.json>]   (build-all runs it)
// The snapshots are rendered for that remotes map (asset URLs point into each area's build) and serve.mjs uses them
// only while it serves the same map.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assembleSnapshot, COMPOSITION_FILE_NAME, SNAPSHOT_DIR_NAME, snapshotPath } from './lib/snapshots.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { AREAS, HOST, SNAPSHOT_PATHS } = require('../tooling/federation/areas.cjs');
const { createPrerenderConfig, assetBasePlaceholder, shellRequire } = require('../shell/prerender/webpack.config.cjs');

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const distRoot = path.resolve(option('--dist-root') ?? root);
const remotesFile = option('--remotes');
const shellDist = path.join(distRoot, HOST.dir, 'dist');
/** Pages rendered at once: the machine we build on may have two cores. */
const JOBS = 2;

async function loadRemotes() {
  if (!remotesFile) return Object.fromEntries(AREAS.map(({ area }) => [area, `/remotes/${area}/mf-manifest.json`]));
  return JSON.parse(await readFile(remotesFile, 'utf8'));
}

/** The renderer bundle goes to a folder of this run's own: it is a build artefact of this step only. */
function buildRenderer(rendererDir) {
  const webpack = shellRequire('webpack');
  return new Promise((resolve, reject) => {
    webpack(createPrerenderConfig(rendererDir), (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve(path.join(rendererDir, 'render-page.cjs'));
    });
  });
}

/**
 * Renders one page in a process of its own: styled-components names its classes by the order components are created
 * in, and a fresh process creates them in the order the browser does for that page (shell/prerender/render-page.tsx).
 */
function renderInChild(renderer, urlPath) {
  const script = `require(${JSON.stringify(renderer)}).renderPage(${JSON.stringify(urlPath)}).then(
    (page) => process.stdout.write(JSON.stringify(page)),
    (error) => { process.stderr.write(String(error && error.stack || error)); process.exit(1); })`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out = [];
    const err = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => err.push(chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(JSON.parse(Buffer.concat(out).toString('utf8')));
      else reject(new Error(`${urlPath}: rendering failed (exit ${code})\n${Buffer.concat(err).toString('utf8')}`));
    });
  });
}

/** Where an area's build lives, from its manifest URL: '/remotes/guest/mf-manifest.json' -> '/remotes/guest/'. */
function areaBase(manifestUrl) {
  return manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
}

/** Asset URLs of the renderer point at placeholders (shell/prerender/webpack.config.cjs); put the real bases in. */
function withAssetBases(text, remotes) {
  return AREAS.reduce((result, { area }) => (remotes[area] ? result.split(assetBasePlaceholder(area)).join(areaBase(remotes[area])) : result), text);
}

/** A page the browser could not take over without running scripts it may not: the CSP forbids inline scripts. */
function checkPage(urlPath, rootHtml) {
  if (/<script[\s>]/i.test(rootHtml)) throw new Error(`${urlPath}: the rendered page holds a script`);
  if (!/<h1[\s>]/.test(rootHtml)) throw new Error(`${urlPath}: the rendered page has no h1 (did its area render?)`);
  if (rootHtml.includes('This section is temporarily unavailable')) throw new Error(`${urlPath}: its area did not render`);
  if (rootHtml.includes('__spotless_asset_base_')) throw new Error(`${urlPath}: an asset of an area missing from remotes.json`);
}

async function main() {
  const outDir = path.join(shellDist, SNAPSHOT_DIR_NAME);
  await rm(outDir, { recursive: true, force: true });
  const indexHtml = await readFile(path.join(shellDist, 'index.html'), 'utf8');
  const title = /<title>([^<]*)<\/title>/.exec(indexHtml)?.[1] ?? '';
  const remotes = await loadRemotes();
  const started = Date.now();
  const rendererDir = await mkdtemp(path.join(tmpdir(), 'spotless-prerender-'));
  try {
    await renderAll(await buildRenderer(rendererDir), { outDir, indexHtml, title, remotes, started });
  } finally {
    await rm(rendererDir, { recursive: true, force: true });
  }
  // Written last: serve.mjs uses the snapshots only when this file is present and matches its remotes map.
  await writeFile(path.join(outDir, COMPOSITION_FILE_NAME), `${JSON.stringify(remotes, null, 2)}\n`);
}

async function renderAll(renderer, { outDir, indexHtml, title, remotes, started }) {
  process.stdout.write(`snapshot renderer built (${Date.now() - started} ms)\n`);
  await mkdir(outDir, { recursive: true });
  const queue = [...SNAPSHOT_PATHS];
  await Promise.all(
    Array.from({ length: JOBS }, async () => {
      for (let urlPath = queue.shift(); urlPath; urlPath = queue.shift()) {
        const pageStarted = Date.now();
        const page = await renderInChild(renderer, urlPath);
        const rootHtml = withAssetBases(page.rootHtml, remotes);
        checkPage(urlPath, rootHtml);
        const styled = { version: page.styled.version, text: withAssetBases(page.styled.text, remotes) };
        const html = assembleSnapshot(indexHtml, { rootHtml, css: '', styled, title });
        await writeFile(snapshotPath(shellDist, urlPath), html);
        process.stdout.write(`snapshot ${urlPath} (${(html.length / 1024).toFixed(1)} KB, ${Date.now() - pageStarted} ms)\n`);
      }
    }),
  );
}

main().catch(async (error) => {
  // A failed snapshot must not leave a partial set behind: without snapshots every page still works.
  await rm(path.join(shellDist, SNAPSHOT_DIR_NAME), { recursive: true, force: true });
  process.stderr.write(`snapshots failed: ${error.stack ?? error}\n`);
  process.exit(1);
});
