// Lazy route pages that can be fetched before they render. The shell preloads the page a visitor lands on, so the
// first render already has it and the pre-rendered snapshot (scripts/snapshot-pages.mjs) is replaced in one step,
// never by a "Loading..." flash.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath } from 'react-router';

export type LazyPage = LazyExoticComponent<ComponentType<object>> & {
  /** Starts (or joins) the download; resolves when the page can render without suspending. */
  preload(): Promise<unknown>;
};

/** Like React.lazy, plus preload(). A failed download is forgotten, so the next attempt fetches again. */
export function lazyPage(load: () => Promise<{ default: ComponentType<object> }>): LazyPage {
  let pending: Promise<{ default: ComponentType<object> }> | undefined;
  const fetchOnce = () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  return Object.assign(lazy(fetchOnce), { preload: fetchOnce });
}

/** One route of an area: a React Router pattern relative to the area ('' = its index) and its page. */
export interface PageRoute {
  path: string;
  page: LazyPage;
}

/** Preloads the page of the first route matching `pathname` (already relative to the area); none matching: no-op. */
export async function preloadPageFor(routes: readonly PageRoute[], pathname: string): Promise<void> {
  const route = routes.find(({ path }) => matchPath({ path: `/${path}`, end: true }, pathname));
  if (route) await route.page.preload();
}
