// Async boundary: the federation runtime must negotiate shared singletons before any of them is imported.
//
// Start-up is staged for slow phones, where the pre-rendered page is already on screen while this runs:
// - first of all, a stored session hides the pre-rendered page's Login and Sign Up (captured signed out), which a
//   signed-in person should not be offered while their own links load (stored-session.ts);
// - the runtime config is read from the page (or requested at once, in parallel with the code, when the page has none);
// - each heavy shared package is requested in a task of its own: the federation runtime negotiates a package and
//   inserts the scripts of its chunks in one go, and all four in one task made a ~30 ms task at desktop speed
//   (~180 ms on Lighthouse's emulated phone). The tasks follow each other within milliseconds, so the scripts still
//   travel in one network round;
// - each package is evaluated as it arrives, in its own task, so no single start-up task blocks the main thread long;
// - if any of that code does not arrive, the visitor is told and offered a reload (startup-failure.ts) instead of a
//   pre-rendered page that looks usable but does nothing.
import { loadRuntimeConfig } from './config/load-runtime-config';
import { showStartupFailure } from './platform/startup-failure';
import { markStoredSession } from './platform/stored-session';

const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const HEAVY_PACKAGES = [
  () => import('react-dom/client'),
  () => import('styled-components'),
  () => import('@spotless/shared-ui'),
  () => import('@spotless/shared-data'),
];

async function start(): Promise<void> {
  markStoredSession();
  const config = loadRuntimeConfig();
  const packages: Promise<unknown>[] = [];
  for (const request of HEAVY_PACKAGES) {
    await yieldToMain();
    const loading = request();
    // Awaited in order below; this only keeps a later package's failure from being reported as unhandled meanwhile.
    loading.catch(() => undefined);
    packages.push(loading);
  }
  for (const loading of packages) {
    await loading;
    await yieldToMain();
  }
  // Named so index.html can ask for it with the first script (tooling/webpack/startup-preload-plugin.cjs).
  const { startApp } = await import(/* webpackChunkName: "app" */ './bootstrap');
  await startApp(config);
}

start().catch((error: unknown) => {
  console.error('Start-up failed:', error);
  showStartupFailure();
});
