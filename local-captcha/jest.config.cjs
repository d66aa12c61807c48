const preset = require('../tooling/jest/node-preset.cjs');
module.exports = { ...preset, maxWorkers: 1, testTimeout: 20000 };
