// Async boundary: the federation runtime must negotiate shared singletons before any of them is imported.
//
// Start-up is staged for slow phones, where the pre-rendered page is already on screen while this runs:
// - the runtime config is requested at once, in parallel with the code;
// - the heavy shared packages are requested together (one network round) but each is evaluated as it arrives, in its
//   own task, with a yield before the next, so no single start-up task blocks the main thread for long.
import { loadRuntimeConfig } from './config/load-runtime-config';

const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  const config = loadRuntimeConfig();
  // The federation runtime has just initialised in this task; negotiating the shared packages is another long piece
  // of work, so it starts in a task of its own.
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
