// Start-up order: clean up service workers, read the runtime config, register the areas with the federation runtime,
// connect Supabase, then render. A bad config renders an explanation instead of the app.
import { createRoot } from 'react-dom/client';
import { HOST_CONTAINER } from './app/host-name';
import { App } from './app/App';
import { loadRuntimeConfig } from './config/load-runtime-config';
import { registerAreas } from './federation/register-areas';
import { ConfigErrorPage } from './pages/ConfigErrorPage';
import { startSession } from './platform/start-session';
import { unregisterServiceWorkers } from './platform/unregister-service-workers';
import { createFederatedLoaders } from './routing/area-loaders';

async function start(): Promise<void> {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('index.html has no #root element');
  const root = createRoot(rootElement);
  void unregisterServiceWorkers();
  const config = await loadRuntimeConfig();
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
  root.render(<App loaders={createFederatedLoaders()} />);
}

void start();
