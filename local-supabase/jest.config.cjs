const preset = require('../tooling/jest/node-preset.cjs');
module.exports = {
  ...preset,
  // Each test file starts its own server on its own database; keep files in parallel but bounded.
  maxWorkers: 2,
  testTimeout: 60000,
};
