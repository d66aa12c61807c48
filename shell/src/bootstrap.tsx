// Start-up order (after main.ts): clean up service workers, read the runtime config, register the areas with the federation runtime,
// connect Supabase, fetch the landing page's area and page (a signed-in area's in the background), then render. A bad
// config renders an explanation instead.
//
// Public pages arrive pre-rendered (server rendering at build time: scripts/snapshot-pages.mjs), so the visitor already
// sees the page while this runs. React replaces the snapshot at its first commit; preloading the page first makes that
// commit the whole page (no spinner flash), and rendering inside a transition lets React slice the work so the phone
// stays responsive.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { HOST_CONTAINER } from './app/host-name';
import { App } from './app/App';
import type { loadRuntimeConfig } from './config/load-runtime-config';
import { preloadArea } from './federation/AreaView';
import { registerAreas } from './federation/register-areas';
import { ConfigErrorPage } from './pages/ConfigErrorPage';
import { SnapshotStylesCleanup } from './platform/SnapshotStylesCleanup';
import { startSession } from './platform/start-session';
import { unregisterServiceWorkers } from './platform/unregister-service-workers';
import { createFederatedLoaders, type AreaLoaders } from './routing/area-loaders';
import { privateOwnerOf } from './routing/private-owner';
import { publicOwnerOf } from './routing/public-owner';
import { hasStoredSession } from './platform/stored-session';

/** A slow or broken remote must not hold the whole site back: render anyway after this long. */
const PRELOAD_BUDGET_MS = 4_000;

async function preloadLandingPage(loaders: AreaLoaders, pathname: string): Promise<void> {
  const owner = publicOwnerOf(pathname);
  if (!owner) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    preloadArea(loaders[owner], pathname).catch(() => undefined),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, PRELOAD_BUDGET_MS))),
  ]);
  clearTimeout(timer);
}

/**
 * Someone signed in who lands in their area (a bookmark of /admin/payments) gets the area's code and the page's chunks
 * while the session and role are still being checked, instead of after: on a slow phone that check is several round
 * trips. Code only, never data (remotes are public files; the guards still decide what renders). Not awaited: the
 * guard's spinner renders meanwhile, and a failure is left for AreaView to meet and offer Retry.
 */
function preloadSignedInArea(loaders: AreaLoaders, pathname: string): void {
  const owner = privateOwnerOf(pathname);
  if (!owner || !hasStoredSession()) return;
  preloadArea(loaders[owner.area], owner.pathname).catch(() => undefined);
}

/** Renders the app once `configLoad` (started by main.ts, in parallel with the code) settles. */
export async function startApp(configLoad: ReturnType<typeof loadRuntimeConfig>): Promise<void> {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('index.html has no #root element');
  const root = createRoot(rootElement);
  void unregisterServiceWorkers();
  const config = await configLoad;
  if (!config.ok) {
    root.render(<ConfigErrorPage problems={config.problems} />);
    return;
  }
  try {
    registerAreas(config.value.remotes, HOST_CONTAINER);
    startSession(config.value.app);
  } catch (error) {
    root.render(<ConfigErrorPage problems={[error instanceof Error ? error.message : String(error)]} />);
    return;
  }
  const loaders = createFederatedLoaders();
  preloadSignedInArea(loaders, window.location.pathname);
  await preloadLandingPage(loaders, window.location.pathname);
  startTransition(() => {
    root.render(
      <>
        <App loaders={loaders} />
        <SnapshotStylesCleanup />
      </>,
    );
  });
}
