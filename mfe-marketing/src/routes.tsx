// The marketing area's route table. Marketing owns named top-level paths (the shell hands it /, /about,
// /subscription, /partners, /privacy-policy, /terms: see tooling/federation/area-routes.ts), so paths here are
// absolute-looking but relative to the shell's catch-all. Every page is lazy: the home page's chunk carries only itself.
import { Suspense } from 'react';
import { lazyPage, preloadPageFor, Route, Routes, type PageRoute } from '@spotless/shared-ui/router';
import { Loading } from '@spotless/shared-ui';
import { AreaNotFound } from './features/not-found/AreaNotFound';

const PAGES: readonly PageRoute[] = [
  { path: '', page: lazyPage(() => import('./pages/HomePage')) },
  { path: 'about', page: lazyPage(() => import('./features/about/AboutPage')) },
  { path: 'subscription', page: lazyPage(() => import('./pages/SubscriptionPage')) },
  { path: 'partners', page: lazyPage(() => import('./pages/PartnersPage')) },
  { path: 'privacy-policy', page: lazyPage(() => import('./features/legal/PrivacyPolicyPage')) },
  { path: 'terms', page: lazyPage(() => import('./features/legal/TermsPage')) },
];

/** Fetches the page at `pathname` so the shell's first render of it does not suspend. */
export function preloadPage(pathname: string): Promise<void> {
  return preloadPageFor(PAGES, pathname);
}

export function AreaRoutes({ basePath }: { basePath: string }) {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        {PAGES.map(({ path, page: Page }) =>
          path === '' ? <Route key="index" index element={<Page />} /> : <Route key={path} path={path} element={<Page />} />,
        )}
        <Route path="*" element={<AreaNotFound homePath={`${basePath}/`} />} />
      </Routes>
    </Suspense>
  );
}
