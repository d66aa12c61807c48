// @ts-check
// Puts V8's explicit compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136 and later) at the top of every script a
// production build emits.
//
// Why: V8 compiles most functions lazily, on the main thread, the first time they are called. While a page starts,
// that is nearly all of our code (the federation runtime, React, the area's screens), so the compile work lands in
// the long tasks that block a phone's first taps. With the hint, V8 compiles the whole file eagerly while the script
// streams in, on a background thread. Measured on /cleaning-prices and /find-a-cleaner (9 unthrottled loads each):
// the main thread's work after first paint fell from 311-349 ms to 229-237 ms, and the blocking time it would have
// on a phone about halved (bench/RESULTS.md has the Lighthouse figures).
//
// The comment is added after the minifier (which drops comments) and before the real content hash, so a file's name
// still changes only when its bytes do. Browsers without the feature read an ordinary comment.
const HINT = '//# allFunctionsCalledOnLoad\n';
const NAME = 'CompileHintsPlugin';

class CompileHintsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 100 }, (assets) => {
        for (const name of Object.keys(assets)) {
          if (!name.endsWith('.js')) continue;
          compilation.updateAsset(name, (source) => new sources.ConcatSource(HINT, source));
        }
      });
    });
  }
}

module.exports = { CompileHintsPlugin };
