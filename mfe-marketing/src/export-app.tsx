// The only module this remote exposes ('./App'). The shell mounts it inside its own router and providers
// (see tooling/federation/remote-contract.ts), so it renders routes only.
import type { RemoteApp, RemoteAppProps } from '@spotless/tooling/federation/remote-contract';
import { AreaRoutes, preloadPage } from './routes';

function MarketingApp({ basePath }: RemoteAppProps) {
  return <AreaRoutes basePath={basePath} />;
}

const App: RemoteApp = Object.assign(MarketingApp, { preload: preloadPage });
export default App;
