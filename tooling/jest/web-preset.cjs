// Jest preset for browser packages (shell, remotes, shared-ui, shared-data): jsdom + Testing Library.
const path = require('node:path');
const transform = require('./swc-transform.cjs');
module.exports = {
  testEnvironment: 'jsdom',
  // Jest's default (cores - 1) is one worker on the 2-core CI machine, which runs every file in band on one core.
  // Component tests are CPU-bound and independent (jsdom per file, no shared ports or databases): use both cores.
  maxWorkers: 2,
  transform: { '^.+\\.(t|j)sx?$': transform, '^.+\\.mjs$': transform },
  // ESM-only packages compiled to CommonJS for Jest (pnpm paths: node_modules/.pnpm/<pkg>@<v>/node_modules/<pkg>).
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm|antd|@ant-design|rc-|@rc-component|@babel/runtime|@storybook|storybook|dayjs)[/@+])',
  ],
  testMatch: ['**/?(*.)test.ts?(x)'],
  setupFilesAfterEnv: [path.join(__dirname, 'web-setup.cjs')],
  moduleNameMapper: { '\\.(png|jpe?g|webp|avif|svg|css|less)$': path.join(__dirname, 'file-stub.cjs') },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};
