const preset = require('../tooling/jest/node-preset.cjs');
module.exports = {
  ...preset,
  // Each file starts its own server on port 0 with its own data dir; one worker is enough.
  maxWorkers: 1,
  testTimeout: 30000,
};
