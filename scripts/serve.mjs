#!/usr/bin/env node
// Serves the production build the way it is deployed: the shell at /, each remote's self-contained dist/ at
// /remotes/<area>/, the runtime /config.json and /remotes.json (also handed over inside every page), compressed,
// cached by kind, with security headers.
// Node built-ins only, so it starts anywhere the build ran.
//
// Usage: node scripts/serve.mjs [--port 8080] [--host 0.0.0.0] [--dist-root <dir>] [--remotes <remotes.json>]
//                               [--keys <local-supabase keys.json>]
//   --dist-root  folder laid out like the repository (shell/dist, mfe-<area>/dist); default: the repository
//   --remotes    area -> mf-manifest.json URL; default: /remotes/<area>/mf-manifest.json for the five areas
//   --keys       local-supabase's keys.json ({url, anonKey}); default: $DATA_DIR/keys.json, then ./.data/keys.json
//   --no-snapshots  serve the bare index.html for every page, even where a pre-rendered snapshot exists
// Env: PORT, SUPABASE_URL + SUPABASE_ANON_KEY (win over --keys), DATA_DIR.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, readdir, stat } from 'node:fs/promises';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { COMPOSITION_FILE_NAME, SNAPSHOT_DIR_NAME, sameComposition, snapshotPath } from './lib/snapshots.mjs';
import { startupHints } from './lib/startup-hints.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { AREAS, HOST } = require('../tooling/federation/areas.cjs');

// ---------------------------------------------------------------------------------------------------------- options
const args = process.argv.slice(2);
function option(name) {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}
const port = Number(option('--port') ?? process.env.PORT ?? 8080);
const host = option('--host') ?? '0.0.0.0';
const distRoot = path.resolve(option('--dist-root') ?? repoRoot);
const remotesFile = option('--remotes');
const keysFile = option('--keys');
const useSnapshots = !args.includes('--no-snapshots');

const shellDir = path.join(distRoot, HOST.dir, 'dist');
const remoteDirs = Object.fromEntries(AREAS.map((area) => [area.area, path.join(distRoot, area.dir, 'dist')]));

// ------------------------------------------------------------------------------------------- runtime configuration
async function loadRemotes() {
  if (!remotesFile) return Object.fromEntries(AREAS.map(({ area }) => [area, `/remotes/${area}/mf-manifest.json`]));
  return JSON.parse(await readFile(remotesFile, 'utf8'));
}

/**
 * The captcha's public half (Turnstile's site key and widget script), when Auth asks for one: env CAPTCHA_SITE_KEY
 * and CAPTCHA_SCRIPT_URL (https://challenges.cloudflare.com/turnstile/v0/api.js, or local-captcha's).
 */
function captchaConfig() {
  const { CAPTCHA_SITE_KEY: siteKey, CAPTCHA_SCRIPT_URL: scriptUrl } = process.env;
  return siteKey && scriptUrl ? { captcha: { siteKey, scriptUrl } } : {};
}

/** Public Supabase settings only: the service-role key in keys.json must never leave this process. */
async function loadSupabaseConfig() {
  const config = await loadSupabaseKeys();
  return config && { ...config, ...captchaConfig() };
}

async function loadSupabaseKeys() {
  if (process.env.SUPABASE_URL && process.env.SUPABASE_ANON_KEY) {
    return { supabaseUrl: process.env.SUPABASE_URL, supabaseAnonKey: process.env.SUPABASE_ANON_KEY };
  }
  const candidates = [keysFile, process.env.DATA_DIR && path.join(process.env.DATA_DIR, 'keys.json'), path.join(repoRoot, '.data', 'keys.json')];
  for (const file of candidates.filter(Boolean)) {
    try {
      const keys = JSON.parse(await readFile(file, 'utf8'));
      if (typeof keys.url === 'string' && typeof keys.anonKey === 'string') return { supabaseUrl: keys.url, supabaseAnonKey: keys.anonKey };
    } catch {
      // Not written yet (local-supabase starting) or absent: try the next source.
    }
  }
  return null;
}

/** Snapshots are served only for the remotes map they were rendered with (see scripts/lib/snapshots.mjs). */
async function snapshotsMatch() {
  try {
    const [rendered, current] = await Promise.all([
      readFile(path.join(shellDir, SNAPSHOT_DIR_NAME, COMPOSITION_FILE_NAME), 'utf8').then(JSON.parse),
      loadRemotes(),
    ]);
    return sameComposition(rendered, current);
  } catch {
    return false;
  }
}

// ------------------------------------------------------------------------------------------------ security headers
function originOf(url) {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * No 'unsafe-eval' and no inline scripts: scripts come from this origin and the remotes' origins only. Inline styles
 * stay allowed because styled-components and antd inject <style> tags at runtime.
 */
function contentSecurityPolicy(supabaseUrl, remotes, captchaScriptUrl) {
  const remoteOrigins = [...new Set(Object.values(remotes).map(originOf).filter(Boolean))];
  // The captcha widget: its script, and the iframe it draws the check in (Turnstile's documented CSP).
  const captcha = captchaScriptUrl ? originOf(captchaScriptUrl) : null;
  const supabase = supabaseUrl ? originOf(supabaseUrl) : null;
  const supabaseWs = supabase ? supabase.replace(/^http/, 'ws') : null;
  const list = (...items) => items.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...remoteOrigins, captcha)}`,
    `frame-src ${list("'self'", captcha)}`,
    `connect-src ${list("'self'", supabase, supabaseWs, ...remoteOrigins)}`,
    `img-src ${list("'self'", 'data:', 'blob:', supabase)}`,
    `style-src 'self' 'unsafe-inline'`,
    `font-src ${list("'self'", 'data:', ...remoteOrigins)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

async function securityHeaders() {
  const [supabase, remotes] = await Promise.all([loadSupabaseConfig(), loadRemotes().catch(() => ({}))]);
  return {
    'Content-Security-Policy': contentSecurityPolicy(supabase?.supabaseUrl, remotes, supabase?.captcha?.scriptUrl),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

// ------------------------------------------------------------------------------------------------- files and types
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
/** webpack names hashed files name.<10 hex>.ext under assets/ (tooling/webpack): safe to cache for a year. */
const HASHED = /\/assets\/[^/]+\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/** Resolves a URL path inside `base`, refusing anything that escapes it. */
function inside(base, urlPath) {
  const target = path.normalize(path.join(base, urlPath));
  return target === base || target.startsWith(base + path.sep) ? target : null;
}

async function fileAt(filePath) {
  try {
    const info = await stat(filePath);
    if (info.isFile()) return { filePath, info };
    if (info.isDirectory()) return fileAt(path.join(filePath, 'index.html'));
  } catch {
    // missing
  }
  return null;
}

// Compressed bodies, computed once per file version; hashed assets never change, html/json rarely.
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const compressed = new Map();

function encode(body, encoding) {
  return encoding === 'br'
    ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzip(body, { level: 9 });
}

function compress(filePath, info, encoding) {
  const key = `${encoding}:${filePath}:${info.mtimeMs}:${info.size}`;
  let pending = compressed.get(key);
  if (!pending) {
    pending = readFile(filePath).then((body) => encode(body, encoding));
    pending.catch(() => compressed.delete(key));
    compressed.set(key, pending);
  }
  return pending;
}

function preferredEncoding(acceptEncoding = '') {
  const offered = acceptEncoding.split(',').map((part) => part.trim().split(';')[0]);
  if (offered.includes('br')) return 'br';
  if (offered.includes('gzip')) return 'gzip';
  return null;
}

/** Compresses everything up front in the background, so the first visitor does not wait for brotli 11. */
async function warmUp(dir) {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (!entry.isFile() || !COMPRESSIBLE.has(path.extname(entry.name))) continue;
    const filePath = path.join(entry.parentPath ?? entry.path, entry.name);
    const info = await stat(filePath);
    await Promise.all([compress(filePath, info, 'br'), compress(filePath, info, 'gzip')]).catch(() => {});
  }
}

// ------------------------------------------------------------------------------------------------------- responses
/** Answers 304 when the client already holds this version (`common` carries its ETag); true when it did. */
function answeredNotModified(req, res, common) {
  if (req.headers['if-none-match'] !== common.ETag) return false;
  res.writeHead(304, common);
  res.end();
  return true;
}

function sendBody(req, res, common, body, encoding) {
  res.writeHead(200, { ...common, ...(encoding ? { 'Content-Encoding': encoding } : {}), 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

async function sendFile(req, res, file, headers) {
  const { filePath, info } = file;
  const ext = path.extname(filePath);
  const etag = `"${createHash('sha1').update(`${filePath}:${info.size}:${info.mtimeMs}`).digest('base64url').slice(0, 20)}"`;
  const cache = HASHED.test(filePath.split(path.sep).join('/'))
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
  const common = { ...headers, 'Content-Type': TYPES[ext] ?? 'application/octet-stream', 'Cache-Control': cache, ETag: etag, Vary: 'Accept-Encoding' };
  if (answeredNotModified(req, res, common)) return;
  const encoding = COMPRESSIBLE.has(ext) && info.size > 512 ? preferredEncoding(req.headers['accept-encoding']) : null;
  if (encoding) {
    sendBody(req, res, common, await compress(filePath, info, encoding), encoding);
    return;
  }
  res.writeHead(200, { ...common, 'Content-Length': info.size });
  if (req.method === 'HEAD') res.end();
  else createReadStream(filePath).pipe(res);
}

/**
 * The JSON block that hands /config.json and /remotes.json over with every page, so the shell starts without
 * fetching them (shell/src/config/load-runtime-config.ts). Null when either is unavailable: the page then goes out as
 * built, and the shell fetches the files and explains what is wrong. `<` is escaped so no value can end the block.
 */
async function runtimeConfigBlock() {
  const config = await loadSupabaseConfig();
  if (!config) return null;
  let remotes;
  try {
    remotes = await loadRemotes();
  } catch {
    return null;
  }
  const json = JSON.stringify({ config, remotes }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="runtime-config">${json}</script>`;
}

// Pages with the config block, per file version and block: the html and its compressed forms, built on first use.
const pages = new Map();

async function sendPage(req, res, file, headers, urlPath) {
  const config = await runtimeConfigBlock();
  if (!config) return sendFile(req, res, file, headers);
  // A signed-in area's page also names what it will fetch first (scripts/lib/startup-hints.mjs).
  const [supabase, remotes] = await Promise.all([loadSupabaseConfig(), loadRemotes().catch(() => ({}))]);
  const hints = await startupHints({ urlPath, supabaseUrl: supabase?.supabaseUrl, remotes, shellDir, remoteDirs });
  const block = `${config}${hints}`;
  const { filePath, info } = file;
  const version = createHash('sha1').update(`${filePath}:${info.size}:${info.mtimeMs}:${block}`).digest('base64url').slice(0, 20);
  let page = pages.get(version);
  if (!page) {
    if (pages.size > 100) pages.clear();
    const html = await readFile(filePath, 'utf8');
    if (!html.includes('</head>')) return sendFile(req, res, file, headers);
    const body = Buffer.from(html.replace('</head>', `${block}</head>`));
    page = { body, encoded: new Map() };
    pages.set(version, page);
  }
  const common = { ...headers, 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-cache', ETag: `"${version}"`, Vary: 'Accept-Encoding' };
  if (answeredNotModified(req, res, common)) return;
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  if (encoding && !page.encoded.has(encoding)) page.encoded.set(encoding, encode(page.body, encoding));
  sendBody(req, res, common, encoding ? await page.encoded.get(encoding) : page.body, encoding);
}

function sendJson(req, res, status, value, headers) {
  const body = Buffer.from(JSON.stringify(value));
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache', 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function sendText(req, res, status, text, headers) {
  res.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(req.method === 'HEAD' ? undefined : text);
}

/** A path that names a file (has an extension) is an asset; anything else is a page of the single-page app. */
function looksLikeAsset(urlPath) {
  return path.extname(urlPath) !== '';
}

async function handle(req, res) {
  const headers = await securityHeaders();
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendText(req, res, 405, 'Method Not Allowed', { ...headers, Allow: 'GET, HEAD' });
    return;
  }
  let urlPath;
  try {
    urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  } catch {
    sendText(req, res, 400, 'Bad Request', headers);
    return;
  }

  if (urlPath === '/config.json') {
    const config = await loadSupabaseConfig();
    if (config) sendJson(req, res, 200, config, headers);
    else sendJson(req, res, 503, { error: 'Supabase is not configured: set SUPABASE_URL and SUPABASE_ANON_KEY, or pass --keys' }, headers);
    return;
  }
  if (urlPath === '/remotes.json') {
    try {
      sendJson(req, res, 200, await loadRemotes(), headers);
    } catch (error) {
      sendJson(req, res, 500, { error: `remotes file unreadable: ${error.message}` }, headers);
    }
    return;
  }

  const remoteMatch = /^\/remotes\/([a-z]+)(\/.*)?$/.exec(urlPath);
  if (remoteMatch) {
    const base = remoteDirs[remoteMatch[1]];
    const target = base && inside(base, remoteMatch[2] ?? '/');
    const file = target && (await fileAt(target));
    if (!file) {
      sendText(req, res, 404, 'Not Found', headers);
      return;
    }
    // Remotes may be loaded by a shell on another origin (CDN or staging); the code is public anyway.
    await sendFile(req, res, file, { ...headers, 'Access-Control-Allow-Origin': '*' });
    return;
  }

  const target = inside(shellDir, urlPath);
  const file = target && urlPath !== '/' ? await fileAt(target) : null;
  if (file && path.basename(file.filePath) !== 'index.html') {
    await sendFile(req, res, file, headers);
    return;
  }
  if (looksLikeAsset(urlPath) && !urlPath.endsWith('.html')) {
    sendText(req, res, 404, 'Not Found', headers);
    return;
  }
  // A pre-rendered public page (scripts/snapshot-pages.mjs) paints before any script runs; the app takes over from it.
  const snapshot = useSnapshots && (await snapshotsMatch()) ? snapshotPath(shellDir, urlPath) : null;
  const snapshotFile = snapshot && (await fileAt(snapshot));
  if (snapshotFile) {
    await sendPage(req, res, snapshotFile, headers, urlPath);
    return;
  }
  const index = await fileAt(path.join(shellDir, 'index.html'));
  if (!index) {
    sendText(req, res, 503, `The shell is not built: ${shellDir}/index.html is missing (run node scripts/build-all.mjs)`, headers);
    return;
  }
  await sendPage(req, res, index, headers, urlPath);
}

const server = http.createServer((req, res) => {
  handle(req, res).catch((error) => {
    console.error('[serve]', error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Internal Server Error');
  });
});

server.listen(port, host, () => {
  process.stdout.write(`serving ${shellDir} at http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}/ (remotes under /remotes/<area>/)\n`);
  void (async () => {
    for (const dir of [shellDir, ...Object.values(remoteDirs)]) await warmUp(dir);
  })();
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
