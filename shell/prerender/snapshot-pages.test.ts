// scripts/snapshot-pages.mjs on a machine without a browser: the only `chromium` it could find (PATH, CHROME_PATH)
// records that it was started and fails, and the pages must come out painted anyway (server rendering).
import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..', '..');
const INDEX_HTML =
  '<!doctype html><html lang="en-NG"><head><title>Spotless</title><style>#root:empty::before{content:"Loading…"}</style></head>' +
  '<body><div id="root"></div></body></html>';

let work: string;
let bin: string;
let output: { code: number | null; stdout: string; stderr: string };

/** Runs the snapshot step on a copy of index.html under `work/<name>`, with no usable browser anywhere. */
function snapshotPages(name: string, extraArgs: string[] = []): Promise<typeof output> {
  const distRoot = path.join(work, name);
  mkdirSync(path.join(distRoot, 'shell', 'dist'), { recursive: true });
  writeFileSync(path.join(distRoot, 'shell', 'dist', 'index.html'), INDEX_HTML);
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(repoRoot, 'scripts', 'snapshot-pages.mjs'), '--dist-root', distRoot, ...extraArgs],
      { cwd: repoRoot, env: { HOME: process.env.HOME ?? work, PATH: bin, CHROME_PATH: path.join(bin, 'chromium') }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'spotless-prerender-'));
  bin = path.join(work, 'bin');
  const marker = path.join(work, 'chromium-was-started');
  mkdirSync(bin);
  for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
    writeFileSync(path.join(bin, name), `#!/bin/sh\ntouch '${marker}'\nexit 1\n`);
    chmodSync(path.join(bin, name), 0o755);
  }
  symlinkSync(process.execPath, path.join(bin, 'node'));
  output = await snapshotPages('site');
}, 300_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

const snapshot = (name: string) => readFileSync(path.join(work, 'site', 'shell', 'dist', 'snapshots', name), 'utf8');

test('renders every public page without starting a browser', () => {
  expect(output.stderr).toBe('');
  expect(output.code).toBe(0);
  expect(existsSync(path.join(work, 'chromium-was-started'))).toBe(false);
  const areas = JSON.parse(readFileSync(path.join(repoRoot, 'tooling', 'federation', 'areas.json'), 'utf8')) as { snapshotPaths: string[] };
  for (const urlPath of areas.snapshotPaths) expect(output.stdout).toContain(`snapshot ${urlPath} (`);
  expect(JSON.parse(snapshot('composition.json'))).toMatchObject({ marketing: '/remotes/marketing/mf-manifest.json' });
});

test('the home page holds its heading, the shell frame and its styles, and no script', () => {
  const home = snapshot('home.html');
  const root = home.slice(home.indexOf('<div id="root">'));
  expect(root).toMatch(/<h1[^>]*>Trusted cleaners for homes and offices across Nigeria<\/h1>/);
  expect(root).toContain('Skip to main content');
  expect(root).toMatch(/<footer/);
  // The hero image points into the marketing area's build, as the browser would load it.
  expect(root).toMatch(/<img[^>]+src="\/remotes\/marketing\/assets\/hero-800\.[0-9a-f]{10}\.webp"/);
  // styled-components' server sheet: the rules of the classes on the heading, and each component's generated names.
  const sheet = /<style data-styled="" data-styled-version="[\d.]+" data-snapshot>([^<]*)<\/style>/.exec(home)?.[1] ?? '';
  const headingClasses = /<h1[^>]*class="([^"]+)"/.exec(root)?.[1]?.split(' ') ?? [];
  const generated = headingClasses.filter((name) => !name.startsWith('sc-'));
  expect(generated.length).toBeGreaterThan(0);
  for (const name of generated) expect(sheet).toContain(`.${name}{`);
  expect(sheet).toMatch(/data-styled\.g\d+\[id="sc-[^"]+"\]\{content:"[^"]+"\}/);
  expect(root).not.toMatch(/<script/i);
});

test('data never enters a page: a data section shows its frame, not its cards', () => {
  const home = snapshot('home.html');
  const section = /<section[^>]*aria-labelledby="verified-cleaners-title"[\s\S]*?<\/section>/.exec(home)?.[0] ?? '';
  expect(section).toContain('Meet Our Verified Cleaners');
  expect(section).not.toContain('<article');
});

test('asset URLs point into each area\'s build as remotes.json places it', async () => {
  const remotes = {
    marketing: 'https://cdn.example.ng/marketing/v2/mf-manifest.json',
    guest: '/remotes/guest/mf-manifest.json',
    client: '/remotes/client/mf-manifest.json',
    cleaner: '/remotes/cleaner/mf-manifest.json',
    admin: '/remotes/admin/mf-manifest.json',
  };
  const remotesFile = path.join(work, 'remotes.json');
  writeFileSync(remotesFile, JSON.stringify(remotes));
  const cdn = await snapshotPages('cdn', ['--remotes', remotesFile]);
  expect(cdn.stderr).toBe('');
  const home = readFileSync(path.join(work, 'cdn', 'shell', 'dist', 'snapshots', 'home.html'), 'utf8');
  expect(home).toMatch(/<img[^>]+src="https:\/\/cdn\.example\.ng\/marketing\/v2\/assets\/hero-800\.[0-9a-f]{10}\.webp"/);
  expect(home).not.toContain('/remotes/marketing/');
  expect(JSON.parse(readFileSync(path.join(work, 'cdn', 'shell', 'dist', 'snapshots', 'composition.json'), 'utf8'))).toEqual(remotes);
}, 300_000);
