// @ts-check
// Webpack config factories for the shell (host) and the five remotes. One place decides how every package builds, so
// the federation contract (one exposed module, one singleton list, manifest, publicPath 'auto') cannot drift.
const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');
const { createSharedConfig } = require('../federation/shared-singletons.cjs');
const { StartupPreloadPlugin } = require('./startup-preload-plugin.cjs');
const { areaByName, HOST, WORKSPACE_ROOT } = require('../federation/areas.cjs');
const { installWebpackPathCompat } = require('./webpack-path-compat.cjs');
const { RuntimePathHashPlugin } = require('./runtime-path-hash-plugin.cjs');
const { CompileHintsPlugin } = require('./compile-hints-plugin.cjs');

/** TypeScript sources webpack must compile: the package's own and the workspace packages consumed as source. */
function sourceFolders(dir) {
  return [
    path.join(dir, 'src'),
    path.join(WORKSPACE_ROOT, 'shared-ui'),
    path.join(WORKSPACE_ROOT, 'shared-data'),
    path.join(WORKSPACE_ROOT, 'tooling', 'federation'),
    // The standalone mount of an area (bootstrap.tsx, development and standalone builds only).
    path.join(WORKSPACE_ROOT, 'tooling', 'standalone', 'src'),
  ].map((folder) => (fs.existsSync(folder) ? fs.realpathSync(folder) : folder));
}

/**
 * Loads build plugins through the building package's own node_modules so they see the same webpack instance as
 * webpack-cli (pnpm can install several peer-variants of one plugin).
 * @param {string} dir
 */
function packageRequire(dir) {
  return createRequire(path.join(dir, 'package.json'));
}

/** @param {'development' | 'production'} mode */
function swcRule(dir, mode) {
  return {
    test: /\.[cm]?tsx?$/,
    include: sourceFolders(dir),
    exclude: /node_modules/,
    use: {
      loader: packageRequire(dir).resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: mode === 'development' } },
          target: 'es2020',
        },
      },
    },
  };
}

/**
 * @param {string} dir
 * @param {'development' | 'production'} mode
 */
function minimizers(dir, mode) {
  if (mode !== 'production') return undefined;
  // SWC's minifier: same output quality class as terser at a fraction of the CPU (2 shared cores).
  const webpackRequire = createRequire(packageRequire(dir).resolve('webpack'));
  const MinimizerPlugin = webpackRequire('minimizer-webpack-plugin');
  return [
    new MinimizerPlugin({
      minify: MinimizerPlugin.swcMinify,
      parallel: 1,
      extractComments: false,
      minimizerOptions: { compress: { passes: 2 }, mangle: true, format: { comments: false } },
    }),
  ];
}

/**
 * react-router 7's package.json sends bundlers to its development build (no "production" condition in its exports), so
 * production builds point at the production build explicitly: the same code without dev-only warnings and checks.
 * Only @spotless/shared-ui/router imports react-router (see that file for why).
 * @param {'development' | 'production'} mode
 * @returns {Record<string, string>}
 */
function routerAliases(mode) {
  if (mode !== 'production') return {};
  const installed = path.join(WORKSPACE_ROOT, 'shared-ui', 'node_modules', 'react-router');
  if (!fs.existsSync(installed)) return {};
  return { 'react-router$': path.join(fs.realpathSync(installed), 'dist', 'production', 'index.mjs') };
}

/**
 * How the Module Federation runtime reaches each build (about 20 KB gzip that every remoteEntry.js used to carry
 * again):
 * - 'provide': the host bundles the runtime core and publishes it on the federation global for the remotes;
 * - 'external': a remote built for the host uses that published runtime instead of its own copy;
 * - 'embedded': a build that brings its own runtime (dev servers, a remote's standalone page).
 * @typedef {'provide' | 'external' | 'embedded'} RuntimeMode
 * @param {RuntimeMode} runtime
 */
function runtimeExperiments(runtime) {
  // Every build runs in a browser: the runtime's Node.js paths (script loading through vm, node: built-ins) become
  // dead code and are dropped, so phones neither download nor compile them.
  const optimization = { target: 'web' };
  // Not `experiments.provideExternalRuntime`: see provide-runtime-core.mjs for why the host uses its own plugin.
  if (runtime === 'provide') {
    const plugins = ['provide-runtime-core.mjs', 'singleton-versions.ts'];
    return { runtimePlugins: plugins.map((file) => path.join(__dirname, '..', 'federation', file)), experiments: { optimization } };
  }
  if (runtime === 'external') return { experiments: { externalRuntime: true, optimization } };
  return { experiments: { optimization } };
}

/**
 * The folder of `pkg` as Node would find it from `fromDir` (walking up node_modules folders), real path. Works for
 * packages whose "exports" hide package.json.
 * @param {string} fromDir
 * @param {string} pkg
 */
function installedPackageDir(fromDir, pkg) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', pkg);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return fs.realpathSync(candidate);
    if (path.dirname(dir) === dir) throw new Error(`[webpack] ${pkg} is not installed for ${fromDir}`);
  }
}

/**
 * The ESM build of the federation runtime core that the host's own federation runtime imports, so that
 * provide-runtime-core.mjs gets that very module (one runtime core in the host, and the one published to remotes).
 * @param {string} dir
 * @returns {Record<string, string>}
 */
function runtimeCoreAliases(dir) {
  const chain = ['@module-federation/enhanced', '@module-federation/runtime-tools', '@module-federation/runtime', '@module-federation/runtime-core'];
  const coreDir = chain.reduce(installedPackageDir, dir);
  const manifest = JSON.parse(fs.readFileSync(path.join(coreDir, 'package.json'), 'utf8'));
  return { '@module-federation/runtime-core$': path.join(coreDir, manifest.exports['.'].import.default) };
}

/**
 * @typedef {object} BaseOptions
 * @property {string} name Module Federation container name
 * @property {string} dir absolute path of the package
 * @property {number} port dev-server port
 * @property {'development' | 'production'} mode
 * @property {string} title page title of the generated index.html
 * @property {string} htmlPublicPath where the index.html looks for its scripts
 * @property {Record<string, unknown>} federation extra ModuleFederationPlugin options (exposes...)
 * @property {Record<string, unknown>} [devServer]
 * @property {RuntimeMode} runtime
 * @property {boolean} [html] emit the index.html page (default true)
 * @property {string[]} [startupPreload] named chunks index.html preloads beside the entry script
 * @property {string} [outputDir] default dist/
 */

/** @param {BaseOptions} options */
function createBaseConfig(options) {
  const { name, dir, port, mode, title, htmlPublicPath, federation, runtime } = options;
  const require = packageRequire(dir);
  const HtmlWebpackPlugin = require('html-webpack-plugin');
  installWebpackPathCompat(path.dirname(require.resolve('webpack/package.json')));
  process.env.FEDERATION_WEBPACK_PATH ??= require.resolve('webpack');
  const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
  const isProduction = mode === 'production';
  return {
    mode,
    context: dir,
    entry: { main: './src/main.ts' },
    target: 'web',
    devtool: isProduction ? false : 'eval-cheap-module-source-map',
    output: {
      path: options.outputDir ?? path.join(dir, 'dist'),
      // 'auto': chunks are fetched relative to the script that loaded them, so a build folder works at any URL.
      publicPath: 'auto',
      filename: isProduction ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: isProduction ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // Workspace packages are symlinks; compile their real paths once.
      symlinks: true,
      alias: { ...routerAliases(mode), ...(runtime === 'provide' ? runtimeCoreAliases(dir) : {}) },
    },
    module: {
      rules: [
        swcRule(dir, mode),
        { test: /\.(png|jpe?g|webp|avif|svg|gif|woff2?)$/i, type: 'asset/resource' },
      ],
    },
    optimization: {
      minimize: isProduction,
      minimizer: minimizers(dir, mode),
      moduleIds: isProduction ? 'deterministic' : 'named',
      chunkIds: isProduction ? 'deterministic' : 'named',
    },
    performance: { hints: false },
    plugins: [
      new RuntimePathHashPlugin(),
      isProduction && new CompileHintsPlugin(),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        shared: createSharedConfig(dir),
        manifest: true,
        dts: false,
        // 'version-first' downloads every remote's entry at start-up to compare versions; with pinned singletons
        // there is nothing to compare, and the home page must not pay for five areas it does not show.
        shareStrategy: 'loaded-first',
        ...runtimeExperiments(runtime),
        ...federation,
      }),
      options.html !== false && new HtmlWebpackPlugin({
        title,
        publicPath: htmlPublicPath,
        scriptLoading: 'defer',
        // The template is a file, never inline script: CSP forbids inline scripts.
        template: path.join(__dirname, 'index.html'),
        // Without an icon link the browser asks for /favicon.ico, and the 404 is a console error on every page.
        favicon: path.join(__dirname, 'favicon.svg'),
        templateParameters: { title },
        minify: isProduction ? { collapseWhitespace: true, removeComments: true } : false,
      }),
      options.html !== false && options.startupPreload && new StartupPreloadPlugin({ chunkNames: options.startupPreload, HtmlWebpackPlugin }),
    ].filter(Boolean),
    devServer: {
      port,
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { warnings: false } },
      ...(options.devServer ?? {}),
    },
    stats: 'errors-warnings',
  };
}

/**
 * A remote. The production build (what the shell loads) uses the shell's federation runtime, so it has no standalone
 * page: that page needs a runtime of its own. The dev server (`pnpm dev`) and a standalone production build
 * (`SPOTLESS_STANDALONE=1 pnpm build`, into dist/standalone/) embed the runtime and serve the standalone page.
 * @param {{name?: string, area: string, dir: string, port?: number, mode?: 'development' | 'production', standalone?: boolean}} options
 *   area: 'marketing' | 'guest' | 'client' | 'cleaner' | 'admin'
 */
function createRemoteConfig(options) {
  const entry = areaByName(options.area);
  const mode = options.mode ?? modeFromEnv();
  const standalone = mode === 'development' || (options.standalone ?? process.env.SPOTLESS_STANDALONE === '1');
  return createBaseConfig({
    name: options.name ?? entry.container,
    dir: options.dir,
    port: options.port ?? entry.devPort,
    mode,
    title: `Spotless ${options.area} (standalone)`,
    // Standalone page: relative in the build (served from /remotes/<area>/standalone/), absolute on the dev server
    // (deep links).
    htmlPublicPath: mode === 'production' ? 'auto' : '/',
    federation: { exposes: { './App': './src/export-app.tsx' } },
    runtime: standalone ? 'embedded' : 'external',
    html: standalone,
    outputDir: standalone && mode === 'production' ? path.join(options.dir, 'dist', 'standalone') : undefined,
  });
}

/**
 * @param {{name?: string, dir: string, port?: number, mode?: 'development' | 'production', devServer?: Record<string, unknown>}} options
 */
function createHostConfig(options) {
  const mode = options.mode ?? modeFromEnv();
  return createBaseConfig({
    name: options.name ?? HOST.container,
    dir: options.dir,
    port: options.port ?? HOST.devPort,
    mode,
    title: 'Spotless: trusted cleaners across Nigeria',
    // The shell answers every SPA path (/client/bookings...), so its scripts must be absolute.
    htmlPublicPath: '/',
    // Remotes are registered at runtime from /remotes.json: none are baked in.
    federation: { remotes: {} },
    runtime: 'provide',
    // The app chunk main.ts imports once the shared packages are in (shell/src/main.ts).
    startupPreload: ['app'],
    devServer: options.devServer,
  });
}

/** @returns {'development' | 'production'} */
function modeFromEnv() {
  return process.env.NODE_ENV === 'development' ? 'development' : 'production';
}

module.exports = { createRemoteConfig, createHostConfig };
