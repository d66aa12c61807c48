import type { StorybookConfig } from '@storybook/react-webpack5';

// SWC compiles our TypeScript/JSX (the react-webpack5 framework ships no compiler of its own).
const swcRule = {
  test: /\.(t|j)sx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
    },
  },
};

/** Storybook host: stories live beside components in shared-ui, the shell and every remote. */
const config: StorybookConfig = {
  stories: [
    '../../shared-ui/src/**/*.stories.tsx',
    '../../mfe-*/src/**/*.stories.tsx',
    '../../shell/src/**/*.stories.tsx',
  ],
  framework: { name: '@storybook/react-webpack5', options: {} },
  // The machine reaches only the npm registry: no telemetry, no "what's new" fetches.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Prop tables need the docs addon, which we do not ship; skipping docgen keeps builds light on shared CPUs.
  typescript: { reactDocgen: false, check: false },
  webpackFinal: async (webpackConfig) => {
    webpackConfig.module = webpackConfig.module ?? {};
    webpackConfig.module.rules = [...(webpackConfig.module.rules ?? []), swcRule];
    webpackConfig.resolve = webpackConfig.resolve ?? {};
    webpackConfig.resolve.extensions = Array.from(
      new Set([...(webpackConfig.resolve.extensions ?? []), '.ts', '.tsx', '.js', '.jsx', '.mjs']),
    );
    return webpackConfig;
  },
};

export default config;
