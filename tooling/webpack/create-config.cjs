// @ts-check
// Webpack config factories for the shell (host) and the five remotes. One place decides how every package builds, so
// the federation contract (one exposed module, one singleton list, manifest, publicPath 'auto') cannot drift.
const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');
const { createSharedConfig } = require('../federation/shared-singletons.cjs');
const { areaByName, HOST, WORKSPACE_ROOT } = require('../federation/areas.cjs');
const { installWebpackPathCompat } = require('./webpack-path-compat.cjs');
const { RuntimePathHashPlugin } = require('./runtime-path-hash-plugin.cjs');

/** TypeScript sources webpack must compile: the package's own and the workspace packages consumed as source. */
function sourceFolders(dir) {
  return [
    path.join(dir, 'src'),
    path.join(WORKSPACE_ROOT, 'shared-ui'),
    path.join(WORKSPACE_ROOT, 'shared-data'),
    path.join(WORKSPACE_ROOT, 'tooling', 'federation'),
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
 * @typedef {object} BaseOptions
 * @property {string} name Module Federation container name
 * @property {string} dir absolute path of the package
 * @property {number} port dev-server port
 * @property {'development' | 'production'} mode
 * @property {string} title page title of the generated index.html
 * @property {string} htmlPublicPath where the index.html looks for its scripts
 * @property {Record<string, unknown>} federation extra ModuleFederationPlugin options (exposes...)
 * @property {Record<string, unknown>} [devServer]
 */

/** @param {BaseOptions} options */
function createBaseConfig(options) {
  const { name, dir, port, mode, title, htmlPublicPath, federation } = options;
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
      path: path.join(dir, 'dist'),
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
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        shared: createSharedConfig(dir),
        manifest: true,
        dts: false,
        // 'version-first' downloads every remote's entry at start-up to compare versions; with pinned singletons
        // there is nothing to compare, and the home page must not pay for five areas it does not show.
        shareStrategy: 'loaded-first',
        ...federation,
      }),
      new HtmlWebpackPlugin({
        title,
        publicPath: htmlPublicPath,
        scriptLoading: 'defer',
        // The template is a file, never inline script: CSP forbids inline scripts.
        template: path.join(__dirname, 'index.html'),
        templateParameters: { title },
        minify: isProduction ? { collapseWhitespace: true, removeComments: true } : false,
      }),
    ],
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
 * @param {{name?: string, area: string, dir: string, port?: number, mode?: 'development' | 'production'}} options
 *   area: 'marketing' | 'guest' | 'client' | 'cleaner' | 'admin'
 */
function createRemoteConfig(options) {
  const entry = areaByName(options.area);
  const mode = options.mode ?? modeFromEnv();
  return createBaseConfig({
    name: options.name ?? entry.container,
    dir: options.dir,
    port: options.port ?? entry.devPort,
    mode,
    title: `Spotless ${options.area} (standalone)`,
    // Standalone page: relative in the build (served from /remotes/<area>/), absolute on the dev server (deep links).
    htmlPublicPath: mode === 'production' ? 'auto' : '/',
    federation: { exposes: { './App': './src/export-app.tsx' } },
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
    devServer: options.devServer,
  });
}

/** @returns {'development' | 'production'} */
function modeFromEnv() {
  return process.env.NODE_ENV === 'development' ? 'development' : 'production';
}

module.exports = { createRemoteConfig, createHostConfig };
