// Builds the shell: the Module Federation host. No remote is baked in; /remotes.json names them at runtime.
const { createHostConfig } = require('@spotless/tooling/webpack/create-config.cjs');

module.exports = (_env, argv) => createHostConfig({ dir: __dirname, mode: argv.mode });
