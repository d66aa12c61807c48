// Jest preset for Node packages (local-supabase, supabase, bench helpers).
const transform = require('./swc-transform.cjs');
module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)sx?$': transform, '^.+\\.mjs$': transform },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(jose)[@/])'],
  testMatch: ['**/?(*.)test.ts'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};
