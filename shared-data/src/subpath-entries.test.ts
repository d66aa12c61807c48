/**
 * @jest-environment node
 */
// The main entry is a Module Federation singleton; each subpath entry ('/money', '/console', ...) is bundled again by
// every area that imports it. A subpath module that imports a main-entry module by relative path therefore bundles a
// second copy of it: a second Supabase client, auth store or DataError class (isDataError fails) on the page. This
// reads the import graph from the sources and holds every subpath entry to importing those through
// '@spotless/shared-data'.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = __dirname;
const manifest = JSON.parse(readFileSync(path.join(SRC, '..', 'package.json'), 'utf8')) as { exports: Record<string, string> };

/** Relative modules a file needs at run time: value imports and re-exports, not `import type` (erased). */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  const statement = /^(import|export)\s+(type\s+)?([^;]*?)\s*from\s*'(\.[^']+)';/gm;
  for (const match of source.matchAll(statement)) {
    const [, , typeOnly, clause = '', specifier = ''] = match;
    if (typeOnly) continue;
    const names = /^\{([\s\S]*)\}$/.exec(clause.trim())?.[1];
    if (names !== undefined && names.split(',').every((n) => n.trim() === '' || n.trim().startsWith('type '))) continue;
    found.push(resolve(path.dirname(file), specifier));
  }
  return found;
}

function resolve(dir: string, specifier: string): string {
  const base = path.resolve(dir, specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) if (existsSync(candidate)) return candidate;
  throw new Error(`cannot resolve ${specifier} from ${dir}`);
}

/** Every module reachable from `entry`; `stopAt` modules are noted but not entered. */
function reachable(entry: string, stopAt: ReadonlySet<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!stopAt.has(file)) for (const next of runtimeImports(file)) visit(next);
  };
  visit(entry);
  return seen;
}

const mainModules = reachable(path.join(SRC, 'index.ts'));
/**
 * Main-entry modules a subpath may bundle again. session-storage: the main entry does not export it, and each feature
 * reads back only the keys it wrote (checkout's are its own), so a copy per entry behaves the same.
 */
const MAY_COPY = new Set(['storage/session-storage.ts']);
const subpaths = Object.entries(manifest.exports).filter(([name, file]) => name !== '.' && file.endsWith('.ts'));

it('knows the subpath entries (the test reads them from package.json)', () => {
  expect(subpaths.map(([name]) => name)).toEqual(expect.arrayContaining(['./money', './console', './booking-page', './standby', './cleaner']));
});

it.each(subpaths)('%s bundles no main-entry module again (it imports them from @spotless/shared-data)', (_name, file) => {
  const entry = path.join(SRC, '..', file);
  const bundled = [...reachable(entry, mainModules)].filter((m) => m !== entry);
  const copies = bundled.filter((m) => mainModules.has(m)).map((m) => path.relative(SRC, m)).filter((m) => !MAY_COPY.has(m));
  expect(copies).toEqual([]);
});

it('leaves the console, booking pages, standby and the cleaner area out of the main entry', () => {
  const inMain = [...mainModules].map((m) => path.relative(SRC, m).split(path.sep)[0]);
  for (const folder of ['admin', 'admin-audit', 'admin-chat', 'admin-prices', 'booking-page', 'standby', 'cleaner-work', 'cleaner-profile', 'verification']) {
    expect(inMain).not.toContain(folder);
  }
});
