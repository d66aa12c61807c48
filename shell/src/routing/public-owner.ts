// Which public area (marketing or guest) owns a top-level path. Both areas render below the shell's catch-all route,
// so their own route tables see the full path; the shell only decides whose it is, or that it is nobody's (404).
import { matchPath } from '@spotless/shared-ui/router';
import { PUBLIC_AREA_PATHS } from '@spotless/tooling/federation/area-routes';

export type PublicArea = keyof typeof PUBLIC_AREA_PATHS;

export function publicOwnerOf(pathname: string): PublicArea | null {
  for (const area of Object.keys(PUBLIC_AREA_PATHS) as PublicArea[]) {
    if (PUBLIC_AREA_PATHS[area].some((pattern) => matchPath({ path: pattern, end: true }, pathname))) return area;
  }
  return null;
}

/** A signed-in client asking for the guest quote form gets the client's own (spec: /request-quote, signed-in). */
export function clientQuoteRedirect(pathname: string, activeRole: string | null, signedIn: boolean): string | null {
  const isQuoteForm = matchPath({ path: '/request-quote', end: true }, pathname) !== null;
  return isQuoteForm && signedIn && activeRole === 'client' ? '/client/quotes/new' : null;
}
