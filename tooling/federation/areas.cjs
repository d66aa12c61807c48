// @ts-check
// Typed access to areas.json for Node scripts (webpack configs, build-all, serve).
const path = require('node:path');
/** @type {{areas: {area: string, container: string, dir: string, devPort: number}[], host: {container: string, dir: string, devPort: number}, snapshotPaths: string[]}} */
const table = require('./areas.json');

const WORKSPACE_ROOT = path.resolve(__dirname, '..', '..');

/** @param {string} area */
function areaByName(area) {
  const found = table.areas.find((entry) => entry.area === area);
  if (!found) throw new Error(`[federation] unknown area ${area}`);
  return found;
}

module.exports = { AREAS: table.areas, HOST: table.host, SNAPSHOT_PATHS: table.snapshotPaths, WORKSPACE_ROOT, areaByName };
