// Tells the Module Federation runtime where each area lives, from /remotes.json. Nothing is fetched here: a remote's
// manifest and code load the first time the visitor opens that area.
import { init } from '@module-federation/enhanced/runtime';
import { AREA_NAMES, containerName } from '@spotless/tooling/federation/remote-contract';
import type { RemotesConfig } from '../config/runtime-config';

/** Site-relative URLs become absolute so the runtime resolves each remote's 'auto' publicPath from its manifest. */
function absolute(url: string): string {
  return new URL(url, window.location.href).toString();
}

export function registerAreas(remotes: RemotesConfig, hostName: string): void {
  init({
    name: hostName,
    // Must match the build (tooling/webpack): never fetch every area's entry up front.
    shareStrategy: 'loaded-first',
    remotes: AREA_NAMES.map((area) => ({ name: containerName(area), alias: area, entry: absolute(remotes[area]) })),
  });
}
