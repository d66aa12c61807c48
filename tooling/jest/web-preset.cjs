// Jest preset for browser packages (shell, remotes, shared-ui, shared-data): jsdom + Testing Library.
const path = require('node:path');
const transform = require('./swc-transform.cjs');
module.exports = {
  testEnvironment: 'jsdom',
  transform: { '^.+\\.(t|j)sx?$': transform, '^.+\\.mjs$': transform },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm|antd|@ant-design|rc-|@rc-component|@babel/runtime))'],
  testMatch: ['**/?(*.)test.ts?(x)'],
  setupFilesAfterEnv: [path.join(__dirname, 'web-setup.cjs')],
  moduleNameMapper: { '\\.(png|jpe?g|webp|avif|svg)$': path.join(__dirname, 'file-stub.cjs') },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};
