// The cleaner area's route table, relative to /cleaner. The shell's redirect table points the spec's paths at the
// paths listed for 'cleaner' in tooling/federation/area-routes.ts; each of them must get a route here.
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Loading } from '@spotless/shared-ui';
import { AreaNotFound } from './features/not-found/AreaNotFound';

const DashboardPage = lazy(() => import('./features/dashboard/DashboardPage'));

export function AreaRoutes({ basePath }: { basePath: string }) {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route index element={<DashboardPage />} />
        <Route path="*" element={<AreaNotFound homePath={basePath} />} />
      </Routes>
    </Suspense>
  );
}
