// @ts-check
// webpack 5.112 moved many internal files into sub-folders (lib/ChunkGraph.js -> lib/graph/ChunkGraph.js, ...), while
// @module-federation/enhanced 2.9.2 still deep-imports the old paths. Until the two agree, requests for a missing
// `webpack/lib/...` file are redirected to the one file of the same name that webpack now ships. Only failed
// resolutions are touched, so this is inert once the paths match again.
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');

/** @type {Map<string, Map<string, string[]>>} webpack lib folder -> file name -> locations */
const indexes = new Map();

function indexOf(libDir) {
  let index = indexes.get(libDir);
  if (!index) {
    index = new Map();
    for (const entry of fs.readdirSync(libDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
      const list = index.get(entry.name) ?? [];
      list.push(path.join(entry.parentPath, entry.name));
      index.set(entry.name, list);
    }
    indexes.set(libDir, index);
  }
  return index;
}

/** @param {string} webpackDir the webpack package folder whose moved files should be found */
function installWebpackPathCompat(webpackDir) {
  const libDir = path.join(webpackDir, 'lib');
  const marker = Symbol.for('spotless.webpackPathCompat');
  const moduleWithHook = /** @type {any} */ (Module);
  if (moduleWithHook[marker]) return;
  moduleWithHook[marker] = true;
  const original = moduleWithHook._resolveFilename;
  moduleWithHook._resolveFilename = function resolveWithCompat(/** @type {string} */ request, ...rest) {
    try {
      return original.call(this, request, ...rest);
    } catch (error) {
      const match = /(?:^|[\\/])webpack[\\/]lib[\\/](.+?)(?:\.js)?$/.exec(request);
      const candidates = match ? indexOf(libDir).get(`${path.basename(match[1] ?? '')}.js`) : undefined;
      if (candidates && candidates.length === 1 && candidates[0]) return candidates[0];
      throw error;
    }
  };
}

module.exports = { installWebpackPathCompat };
