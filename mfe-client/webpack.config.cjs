// Builds the client area as a Module Federation remote exposing only './App' (see tooling/webpack).
const { createRemoteConfig } = require('@spotless/tooling/webpack/create-config.cjs');

module.exports = (_env, argv) => createRemoteConfig({ area: 'client', dir: __dirname, mode: argv.mode });
