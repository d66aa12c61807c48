// @ts-check
// The build-time renderer of public pages (render-page.tsx) as one Node.js bundle: the shell and the public areas
// compiled from source as the browser builds compile them (same SWC options, same asset names), with one copy of
// React and styled-components. Run by scripts/snapshot-pages.mjs; the output is a build artefact, never deployed.
const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');
const { AREAS, WORKSPACE_ROOT } = require('../../tooling/federation/areas.cjs');

const shellDir = path.resolve(__dirname, '..');
const shellRequire = createRequire(path.join(shellDir, 'package.json'));

/**
 * An asset's URL is its area's base URL (where the browser loads that remote from) plus the same hashed name as in the
 * area's own build. The base depends on remotes.json, so it is a placeholder here that snapshot-pages.mjs replaces;
 * assets of the shell and the shared packages are the shell's (served at /).
 */
const assetBasePlaceholder = (area) => `/__spotless_asset_base_${area}__/`;

const real = (dir) => (fs.existsSync(dir) ? fs.realpathSync(dir) : dir);

/** @param {string} outputDir */
function createPrerenderConfig(outputDir) {
  const assetTest = /\.(png|jpe?g|webp|avif|svg|gif|woff2?)$/i;
  return {
    mode: 'production',
    context: __dirname,
    target: 'node',
    entry: { 'render-page': './render-page.tsx' },
    devtool: false,
    output: {
      path: outputDir,
      filename: '[name].cjs',
      chunkFilename: '[name].[contenthash:10].cjs',
      library: { type: 'commonjs2' },
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      symlinks: true,
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: shellRequire.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: false } },
                target: 'es2022',
              },
            },
          },
        },
        // Per area, then everything else (the shell, shared-ui): the first matching rule wins.
        {
          oneOf: [
            ...AREAS.map((area) => ({
              test: assetTest,
              include: real(path.join(WORKSPACE_ROOT, area.dir, 'src')),
              type: 'asset/resource',
              generator: { publicPath: assetBasePlaceholder(area.area), emit: false },
            })),
            { test: assetTest, type: 'asset/resource', generator: { publicPath: '/', emit: false } },
          ],
        },
      ],
    },
    optimization: {
      minimize: false,
      // Every module the browser evaluates is evaluated here too, in the same order (see render-page.tsx): shared
      // packages are federation singletons in the browser, which are never tree-shaken.
      sideEffects: false,
      usedExports: false,
      concatenateModules: false,
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createPrerenderConfig, assetBasePlaceholder, shellRequire };
