// The marketing area's route table. Marketing owns named top-level paths (the shell hands it /, /about,
// /subscription, /partners, /privacy-policy, /terms: see tooling/federation/area-routes.ts), so paths here are
// absolute-looking but relative to the shell's catch-all. Every page is lazy: the home page's chunk carries only itself.
import { lazy, Suspense } from 'react';
import { Route, Routes } from '@spotless/shared-ui/router';
import { Loading } from '@spotless/shared-ui';
import { AreaNotFound } from './features/not-found/AreaNotFound';

const HomePage = lazy(() => import('./features/home/HomePage'));
const AboutPage = lazy(() => import('./features/about/AboutPage'));

export function AreaRoutes({ basePath }: { basePath: string }) {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route index element={<HomePage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="*" element={<AreaNotFound homePath={`${basePath}/`} />} />
      </Routes>
    </Suspense>
  );
}
