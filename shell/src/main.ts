// Async boundary: the federation runtime must negotiate shared singletons before any of them is imported.
//
// Start-up is staged for slow phones, where the pre-rendered page is already on screen while this runs:
// - the runtime config is read from the page (or requested at once, in parallel with the code, when the page has none);
// - the heavy shared packages are requested together (one network round), in a task after the federation runtime's
//   own, and each is evaluated as it arrives, in its own task, so no single start-up task blocks the main thread long.
import { loadRuntimeConfig } from './config/load-runtime-config';

const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  const config = loadRuntimeConfig();
  await yieldToMain();
  const packages = [import('react-dom/client'), import('styled-components'), import('@spotless/shared-ui'), import('@spotless/shared-data')];
  for (const loading of packages) {
    await loading;
    await yieldToMain();
  }
  const { startApp } = await import('./bootstrap');
  await startApp(config);
}

void start();
