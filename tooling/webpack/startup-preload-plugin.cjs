// @ts-check
// Adds <link rel="preload" as="script"> to index.html for the chunks every page loads at start-up but that the entry
// script only asks for once it has run: the shared packages (react-dom, styled-components, shared-ui, shared-data and
// what they need) and the named chunks (shell/src/main.ts imports the app chunk after the shared packages).
//
// Why: on a phone each such step is one more network round trip (150 ms on Lighthouse's Slow 4G) before anything of
// the app can render. With the hints the browser fetches them beside the entry script; webpack later inserts its own
// <script> for the same URLs and the browser answers them from the preloads. The files are the ones start-up fetches
// anyway, so no page downloads more bytes; lazily imported shared packages (supabase-js) are not among them.
const NAME = 'StartupPreloadPlugin';

/** The share key of a Module Federation module (consume-shared-module: options.shareKey; provide-module: _name). */
function shareKeyOf(/** @type {any} */ module) {
  if (module?.type === 'consume-shared-module') return module.options?.shareKey;
  if (module?.type === 'provide-module') return module._name;
  return undefined;
}

/**
 * The chunk groups start-up loads: the named chunks, and the shared packages that the entry and the named chunks need
 * at once. A page built with its own shared packages (the shell provides them, shareStrategy 'loaded-first') gets
 * them from the chunks of its own `provide` modules, so those are the ones to fetch. Not the named chunks' lazy pages.
 * @param {any} compilation
 * @param {string[]} chunkNames
 */
function startupGroups(compilation, chunkNames) {
  const groups = new Set();
  const parents = [...compilation.entrypoints.values()];
  for (const group of compilation.chunkGroups) {
    if (!chunkNames.includes(group.name)) continue;
    groups.add(group);
    parents.push(group);
  }
  // Shared packages need shared packages of their own (shared-ui needs zustand): follow them until none is new.
  const sharedAtStart = new Set();
  for (let i = 0; i < parents.length; i++) {
    for (const child of parents[i].getChildren()) {
      for (const origin of child.origins) {
        const key = origin.module?.type === 'consume-shared-module' ? shareKeyOf(origin.module) : undefined;
        if (key === undefined || sharedAtStart.has(key)) continue;
        sharedAtStart.add(key);
        for (const group of compilation.chunkGroups) {
          const provides = group.origins.some((/** @type {any} */ o) => o.module?.type === 'provide-module' && shareKeyOf(o.module) === key);
          if (!provides || groups.has(group)) continue;
          groups.add(group);
          parents.push(group);
        }
      }
    }
  }
  return groups;
}

class StartupPreloadPlugin {
  /** @param {{ chunkNames: string[], HtmlWebpackPlugin: any }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { chunkNames, HtmlWebpackPlugin } = this.options;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (/** @type {any} */ data) => {
        const publicPath = data.publicPath === 'auto' ? '' : data.publicPath;
        const files = new Set();
        for (const group of startupGroups(compilation, chunkNames)) {
          for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        }
        for (const file of files) {
          data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }));
        }
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin };
