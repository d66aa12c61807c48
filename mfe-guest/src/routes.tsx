// The guest area's route table. Guest owns named top-level paths (the shell hands it /request-quote, /book,
// /find-a-cleaner, /cleaning-prices, /chat, /chat/:id, /my-requests, /cleaners/:id: see
// tooling/federation/area-routes.ts). Every page is lazy.
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Loading } from '@spotless/shared-ui';
import { AreaNotFound } from './features/not-found/AreaNotFound';

const RequestQuotePage = lazy(() => import('./features/request-quote/RequestQuotePage'));

export function AreaRoutes({ basePath }: { basePath: string }) {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="request-quote" element={<RequestQuotePage />} />
        <Route path="*" element={<AreaNotFound homePath={`${basePath}/`} />} />
      </Routes>
    </Suspense>
  );
}
