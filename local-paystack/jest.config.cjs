const preset = require('../tooling/jest/node-preset.cjs');
module.exports = {
  ...preset,
  // Every file starts its own server on port 0 with its own data dir; they are light, one worker is enough.
  maxWorkers: 1,
  testTimeout: 30000,
};
