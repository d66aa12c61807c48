// Which signed-in area (client, cleaner or admin) a path lies in, and the path relative to that area's prefix: what
// the area's preload(pathname) expects (tooling/federation/remote-contract.ts).
import { AREA_PREFIX, PRIVATE_AREA_PATHS, type PrivateArea } from '@spotless/tooling/federation/area-routes';

export function privateOwnerOf(pathname: string): { area: PrivateArea; pathname: string } | null {
  for (const area of Object.keys(PRIVATE_AREA_PATHS) as PrivateArea[]) {
    const prefix = AREA_PREFIX[area];
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return { area, pathname: pathname.slice(prefix.length) || '/' };
  }
  return null;
}
