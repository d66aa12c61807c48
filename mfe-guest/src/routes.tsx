// The guest area's route table. Guest owns named top-level paths (the shell hands it /request-quote, /book,
// /find-a-cleaner, /cleaning-prices, /chat, /chat/:id, /my-requests, /cleaners/:id: see
// tooling/federation/area-routes.ts). Every page is lazy.
import { lazy, Suspense } from 'react';
import { Route, Routes } from '@spotless/shared-ui/router';
import { Loading } from '@spotless/shared-ui';
import { AreaNotFound } from './features/not-found/AreaNotFound';

const RequestQuotePage = lazy(() => import('./features/request-quote/RequestQuotePage'));
const BookPage = lazy(() => import('./features/book/BookPage'));
const FindCleanerPage = lazy(() => import('./features/find-a-cleaner/FindCleanerPage'));
const CleanerProfilePage = lazy(() => import('./features/cleaner-profile/CleanerProfilePage'));
const CleaningPricesPage = lazy(() => import('./features/cleaning-prices/CleaningPricesPage'));
const MyRequestsPage = lazy(() => import('./features/my-requests/MyRequestsPage'));
const ChatStartPage = lazy(() => import('./features/chat/ChatPages').then((m) => ({ default: m.ChatStartPage })));
const ChatThreadPage = lazy(() => import('./features/chat/ChatPages').then((m) => ({ default: m.ChatThreadPage })));

export function AreaRoutes({ basePath }: { basePath: string }) {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="request-quote" element={<RequestQuotePage />} />
        <Route path="book" element={<BookPage />} />
        <Route path="find-a-cleaner" element={<FindCleanerPage />} />
        <Route path="cleaners/:id" element={<CleanerProfilePage />} />
        <Route path="cleaning-prices" element={<CleaningPricesPage />} />
        <Route path="my-requests" element={<MyRequestsPage />} />
        <Route path="chat" element={<ChatStartPage />} />
        <Route path="chat/:id" element={<ChatThreadPage />} />
        <Route path="*" element={<AreaNotFound homePath={`${basePath}/`} />} />
      </Routes>
    </Suspense>
  );
}
