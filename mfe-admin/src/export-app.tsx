// The only module this remote exposes ('./App'). The shell mounts it inside its own router and providers
// (see tooling/federation/remote-contract.ts), so it renders routes only.
import type { RemoteApp, RemoteAppProps } from '@spotless/tooling/federation/remote-contract';
import { AreaRoutes, preloadPage } from './routes';

function AdminApp({ basePath }: RemoteAppProps) {
  return <AreaRoutes basePath={basePath} />;
}

const App: RemoteApp = Object.assign(AdminApp, { preload: preloadPage });
export default App;
