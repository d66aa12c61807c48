// @ts-check
// @module-federation/enhanced 2.9.2 computes "how far is this chunk from the output root" while webpack 5.112 is still
// hashing runtime modules, by asking for the chunk's full filename, whose [contenthash] does not exist yet, and
// webpack 5.112 now throws there. Only the folder depth matters for that answer, so for a runtime chunk without a
// content hash yet we substitute a neutral value for the hash placeholders (what webpack's own chunkRootOutputDir
// does). Real asset names are computed later, when the hash exists, and are untouched.
const HASH_PLACEHOLDER = /\[(?:content|chunk|full)?hash(?::\d+)?\]/g;

class RuntimePathHashPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RuntimePathHashPlugin', (compilation) => {
      compilation.hooks.assetPath.tap({ name: 'RuntimePathHashPlugin', stage: -100 }, (filename, data) => {
        const chunk = /** @type {any} */ (data)?.chunk;
        const hashMissing = chunk && typeof chunk.hasRuntime === 'function' && chunk.hasRuntime() && !chunk.contentHash?.javascript;
        if (typeof filename !== 'string' || !hashMissing) return filename;
        return filename.replace(HASH_PLACEHOLDER, 'pending');
      });
    });
  }
}

module.exports = { RuntimePathHashPlugin };
