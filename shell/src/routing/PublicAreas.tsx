// The catch-all route: hands a public path to marketing or guest, or shows the 404 page.
import { Navigate, useLocation } from '@spotless/shared-ui/router';
import { AREA_PREFIX } from '@spotless/tooling/federation/area-routes';
import { AreaView } from '../federation/AreaView';
import { NotFoundPage } from '../pages/NotFoundPage';
import { useGuardSession } from '../platform/session';
import type { AreaLoaders } from './area-loaders';
import { clientQuoteRedirect, publicOwnerOf } from './public-owner';

export function PublicAreas({ loaders }: { loaders: AreaLoaders }) {
  const { pathname } = useLocation();
  const session = useGuardSession();
  const clientQuote = clientQuoteRedirect(pathname, session.activeRole, session.status === 'signed-in');
  if (clientQuote) return <Navigate replace to={clientQuote} />;
  const owner = publicOwnerOf(pathname);
  if (!owner) return <NotFoundPage />;
  return <AreaView key={owner} area={owner} loader={loaders[owner]} basePath={AREA_PREFIX[owner]} />;
}
