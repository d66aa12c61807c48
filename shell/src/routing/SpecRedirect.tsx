// Sends a spec path to its canonical page, keeping the visitor's query string (e.g. reset tokens) and hash.
import { Navigate, useLocation } from '@spotless/shared-ui/router';
import { redirectTarget } from './redirects';

export function SpecRedirect({ to }: { to: string }) {
  const location = useLocation();
  return <Navigate replace to={redirectTarget(to, location.search, location.hash)} />;
}
