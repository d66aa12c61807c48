// The payments Edge Functions over HTTP (functions-tests/): one real local-supabase with the functions on Deno and
// one real local Paystack per file, so one worker; the default config (tests/) does not pick these files up.
const preset = require('../tooling/jest/node-preset.cjs');
module.exports = {
  ...preset,
  roots: ['<rootDir>/functions-tests'],
  maxWorkers: 1,
  testTimeout: 60000,
};
