#!/usr/bin/env node
// Production build of the shell and the five remotes, each into its own dist/. Two at a time: the machine has two
// cores, and webpack is mostly single-threaded. Then pre-renders the public pages with React's server rendering, no
// browser (scripts/snapshot-pages.mjs).
// Usage: node scripts/build-all.mjs [--only shell,mfe-admin] [--jobs N]
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { AREAS, HOST } = require('../tooling/federation/areas.cjs');

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const only = option('--only')?.split(',');
const jobs = Math.max(1, Number(option('--jobs') ?? 2));
const packages = [HOST.dir, ...AREAS.map((area) => area.dir)].filter((dir) => !only || only.includes(dir));

function build(dir) {
  return new Promise((resolve) => {
    const started = Date.now();
    const chunks = [];
    const child = spawn('pnpm', ['exec', 'webpack', '--mode', 'production'], {
      cwd: path.join(root, dir),
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('exit', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const output = Buffer.concat(chunks).toString().trim();
      process.stdout.write(`${code === 0 ? 'built ' : 'FAILED'} ${dir} (${seconds} s)\n${code === 0 ? '' : `${output}\n`}`);
      resolve(code === 0);
    });
  });
}

const queue = [...packages];
const results = [];
await Promise.all(
  Array.from({ length: Math.min(jobs, queue.length) }, async () => {
    while (queue.length > 0) results.push(await build(queue.shift()));
  }),
);
const failed = results.filter((ok) => !ok).length;
process.stdout.write(failed ? `${failed} build(s) failed\n` : `all ${results.length} builds done\n`);
if (failed) process.exit(1);

// Snapshots render the shell and the remotes' pages together, so they are remade after any build.
const snapshots = spawn(process.execPath, [path.join(root, 'scripts', 'snapshot-pages.mjs')], { cwd: root, stdio: 'inherit' });
snapshots.on('exit', (code) => process.exit(code ?? 1));
