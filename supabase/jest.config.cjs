const preset = require('../tooling/jest/node-preset.cjs');
module.exports = {
  ...preset,
  roots: ['<rootDir>/tests'],
  // Each file opens its own database (PGlite in memory, or a fresh PostgreSQL database with TEST_DB=postgres).
  maxWorkers: 2,
  testTimeout: 120000,
};
