// The only module this remote exposes ('./App'). The shell mounts it inside its own router and providers
// (see tooling/federation/remote-contract.ts), so it renders routes only.
import type { RemoteAppProps } from '@spotless/tooling/federation/remote-contract';
import { AreaRoutes } from './routes';

export default function MarketingApp({ basePath }: RemoteAppProps) {
  return <AreaRoutes basePath={basePath} />;
}
