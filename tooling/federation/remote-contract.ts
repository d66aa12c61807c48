// The contract between the shell (host) and each remote. A remote exposes exactly one module, './App', whose default
// export is an area component. The shell mounts it under the area's URL prefix inside the shell's own router and
// providers; the remote must not create a router or providers of its own there (bootstrap.tsx does that only for
// standalone development).
import type { ComponentType } from 'react';
import areaTable from './areas.json';

export type AreaName = 'marketing' | 'guest' | 'client' | 'cleaner' | 'admin';

export const AREA_NAMES: readonly AreaName[] = areaTable.areas.map((entry) => entry.area as AreaName);

/** Props the shell passes to every remote's App. */
export interface RemoteAppProps {
  /**
   * The URL prefix the area is mounted at ('/client', '/cleaner', '/admin'; '' for marketing and guest, whose routes
   * are named top-level paths). The area's routes are relative, so it rarely needs this; use it to build absolute
   * links (e.g. in e-mails or window.open).
   */
  basePath: string;
}
// An area's side menu reaches the shell's top bar through shared-ui (useAreaMenu / AreaMenuHost), not through props:
// one Menu button on a phone without widening this contract.

/**
 * An area component. It may carry `preload(pathname)`: fetch what the page at `pathname` (relative to the area's
 * prefix) needs to render without suspending; and `ChatWidget`, the guest area's floating chat. The shell calls it before the first render of a page the visitor lands
 * on, so the first paint React makes is the whole page (see shell/src/bootstrap.tsx).
 */
export type RemoteApp = ComponentType<RemoteAppProps> & {
  preload?: (pathname: string) => Promise<unknown>;
  /**
   * The guest area's floating chat widget, for the shell to show on pages of another area (the home page's Chat button
   * opens it in place). Fetched only when asked for, so a page that never opens the chat never loads it.
   */
  ChatWidget?: ComponentType<FloatingChatProps>;
};

/** Props of a floating chat widget an area offers (see {@link RemoteApp}). */
export interface FloatingChatProps {
  /** Show the panel at once (it was opened by the shell's Chat button). */
  defaultOpen?: boolean;
}

/** Shape of the module the shell gets from loadRemote('<container>/App'). */
export interface RemoteAppModule {
  default: RemoteApp;
}

/** The only module a remote exposes. */
export const EXPOSED_MODULE = './App';

/** Module Federation container name of an area (a JS identifier; prefixed so it cannot clash with page globals). */
export function containerName(area: AreaName): string {
  const entry = areaTable.areas.find((candidate) => candidate.area === area);
  if (!entry) throw new Error(`unknown area ${area}`);
  return entry.container;
}

/** The specifier passed to loadRemote for an area's App. */
export function remoteAppSpecifier(area: AreaName): string {
  return `${containerName(area)}/App`;
}
