// One loader per area for the whole page life, so AreaView can remember what it already loaded.
import { AREA_NAMES, type AreaName } from '@spotless/tooling/federation/remote-contract';
import { federatedAreaLoader, type AreaLoader } from '../federation/load-area';

export type AreaLoaders = Record<AreaName, AreaLoader>;

export function createFederatedLoaders(): AreaLoaders {
  return Object.fromEntries(AREA_NAMES.map((area) => [area, federatedAreaLoader(area)])) as AreaLoaders;
}
