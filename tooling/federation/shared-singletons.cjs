// @ts-check
// THE one list of runtime singletons shared by the shell and every remote.
// One instance of each across the page: React hooks, styled-components' theme context, the router, the zustand auth
// store, the TanStack Query cache and the Supabase client must not be duplicated by a remote.
// antd is deliberately absent: Module Federation does not tree-shake shared modules, so sharing antd would ship all
// of it (~510 KB gzip). Areas get antd parts through @spotless/shared-ui/antd, which imports only what we use.
const fs = require('node:fs');
const path = require('node:path');

/** Package names (and subpath entries) that must exist once per page. */
const SINGLETON_PACKAGES = Object.freeze([
  'react',
  'react-dom',
  // A subpath is its own share key: unshared, every remote bundled a second renderer (49 KB gzip) because antd's
  // helpers (@rc-component/util's React/render) import createRoot from here, and table screens downloaded it.
  'react-dom/client',
  // Kept for anything still importing it, but nothing should: the shell and the areas route through
  // @spotless/shared-ui/router (below), a tree-shaken facade (sharing react-router-dom ships all of it).
  'react-router-dom',
  'styled-components',
  'zustand',
  '@tanstack/react-query',
  '@supabase/supabase-js',
  '@spotless/shared-ui',
  '@spotless/shared-ui/antd',
  '@spotless/shared-ui/router',
  '@spotless/shared-data',
]);

/** Modules that must never be shared (checked by tests and by createSharedConfig). */
const NEVER_SHARED = Object.freeze(['antd', '@ant-design/icons']);

/** The package that owns a (possibly subpath) specifier: '@a/b/c' -> '@a/b', 'x/y' -> 'x'. */
function packageNameOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * Finds the package.json of `pkg` as seen from `fromDir`: walks up node_modules folders, the way Node resolves, so
 * packages whose "exports" hide package.json still work. pnpm's per-package node_modules makes this the installed
 * version that the bundle will actually contain.
 */
function findInstalledManifest(pkg, fromDir) {
  let dir = path.resolve(fromDir);
  for (;;) {
    const candidate = path.join(dir, 'node_modules', pkg, 'package.json');
    if (fs.existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/**
 * Resolves a package's version from an ordered list of folders (the consuming package first, then the workspace
 * packages that depend on it: a remote gets @supabase/supabase-js through shared-data).
 */
function installedVersion(pkg, searchDirs) {
  for (const dir of searchDirs) {
    const manifest = findInstalledManifest(pkg, dir);
    if (manifest) return /** @type {{version: string}} */ (JSON.parse(fs.readFileSync(manifest, 'utf8'))).version;
  }
  throw new Error(`[federation] ${pkg} is not installed for ${searchDirs[0]}; add it to that package.json`);
}

/**
 * Module Federation `shared` config for one build. Every entry is a singleton announcing the exact installed version.
 * A remote built against another version still gets the page's one copy (never a second React) and shows up as a
 * console warning from the host's singleton-versions.ts plugin. `requiredVersion` is off on purpose: the runtime
 * would check it with its semver parser during every page's start-up task (see singleton-versions.ts).
 * @param {string} packageDir the building package (shell/ or mfe-x/)
 * @returns {Record<string, {singleton: true, requiredVersion: false, version: string, strictVersion: false}>}
 */
function createSharedConfig(packageDir) {
  const workspaceRoot = path.resolve(__dirname, '..', '..');
  const searchDirs = [packageDir, path.join(workspaceRoot, 'shared-data'), path.join(workspaceRoot, 'shared-ui')];
  /** @type {Record<string, {singleton: true, requiredVersion: false, version: string, strictVersion: false}>} */
  const shared = {};
  for (const specifier of SINGLETON_PACKAGES) {
    if (NEVER_SHARED.includes(packageNameOf(specifier))) throw new Error(`[federation] ${specifier} must not be shared`);
    const version = installedVersion(packageNameOf(specifier), searchDirs);
    shared[specifier] = { singleton: true, requiredVersion: false, version, strictVersion: false };
  }
  return shared;
}

module.exports = { SINGLETON_PACKAGES, NEVER_SHARED, createSharedConfig, packageNameOf };
