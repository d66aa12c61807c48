// The marketing area's route table. Marketing owns named top-level paths (the shell hands it /, /about,
// /subscription, /partners, /privacy-policy, /terms: see tooling/federation/area-routes.ts), so paths here are
// absolute-looking but relative to the shell's catch-all. Every page is lazy: the home page's chunk carries only itself.
import { lazy, Suspense } from 'react';
import { Route, Routes } from '@spotless/shared-ui/router';
import { Loading } from '@spotless/shared-ui';
import { AreaNotFound } from './features/not-found/AreaNotFound';

const HomePage = lazy(() => import('./pages/HomePage'));
const AboutPage = lazy(() => import('./features/about/AboutPage'));
const SubscriptionPage = lazy(() => import('./pages/SubscriptionPage'));
const PartnersPage = lazy(() => import('./pages/PartnersPage'));
const PrivacyPolicyPage = lazy(() => import('./features/legal/PrivacyPolicyPage'));
const TermsPage = lazy(() => import('./features/legal/TermsPage'));

export function AreaRoutes({ basePath }: { basePath: string }) {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route index element={<HomePage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="subscription" element={<SubscriptionPage />} />
        <Route path="partners" element={<PartnersPage />} />
        <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="*" element={<AreaNotFound homePath={`${basePath}/`} />} />
      </Routes>
    </Suspense>
  );
}
