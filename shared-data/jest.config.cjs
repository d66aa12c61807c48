// shared-data runs in jsdom with the workspace web preset. Files that talk to a real local-supabase opt into
// the node environment with a `@jest-environment node` docblock and start the server in-process.
const preset = require('../tooling/jest/web-preset.cjs');

module.exports = {
  ...preset,
  rootDir: __dirname,
  roots: ['<rootDir>/src', '<rootDir>/test'],
  setupFilesAfterEnv: [require.resolve('./jest.setup.cjs')],
  // jose (pulled in by local-supabase's auth) ships ESM only, so it is compiled like our own sources.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm|antd|@ant-design|rc-|@rc-component|@babel/runtime|jose)[@/])',
  ],
  testTimeout: 60000,
};
