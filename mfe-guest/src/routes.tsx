// The guest area's route table. Guest owns named top-level paths (the shell hands it /request-quote, /book,
// /find-a-cleaner, /cleaning-prices, /chat, /chat/:id, /my-requests, /cleaners/:id: see
// tooling/federation/area-routes.ts). Every page is lazy.
import { Suspense } from 'react';
import { lazyPage, preloadPageFor, Route, Routes, type PageRoute } from '@spotless/shared-ui/router';
import { Loading } from '@spotless/shared-ui';
import { AreaNotFound } from './features/not-found/AreaNotFound';

const PAGES: readonly PageRoute[] = [
  { path: 'request-quote', page: lazyPage(() => import('./features/request-quote/RequestQuotePage')) },
  { path: 'book', page: lazyPage(() => import('./features/book/BookPage')) },
  { path: 'find-a-cleaner', page: lazyPage(() => import('./features/find-a-cleaner/FindCleanerPage')) },
  { path: 'cleaners/:id', page: lazyPage(() => import('./features/cleaner-profile/CleanerProfilePage')) },
  { path: 'cleaning-prices', page: lazyPage(() => import('./features/cleaning-prices/CleaningPricesPage')) },
  { path: 'my-requests', page: lazyPage(() => import('./features/my-requests/MyRequestsPage')) },
  { path: 'my-requests/bookings/:bookingId', page: lazyPage(() => import('./features/booking-page/GuestBookingPage')) },
  { path: 'chat', page: lazyPage(() => import('./features/chat/ChatPages').then((m) => ({ default: m.ChatStartPage }))) },
  { path: 'chat/:id', page: lazyPage(() => import('./features/chat/ChatPages').then((m) => ({ default: m.ChatThreadPage }))) },
];

/** Fetches the page at `pathname` so the shell's first render of it does not suspend. */
export function preloadPage(pathname: string): Promise<void> {
  return preloadPageFor(PAGES, pathname);
}

export function AreaRoutes({ basePath }: { basePath: string }) {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        {PAGES.map(({ path, page: Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<AreaNotFound homePath={`${basePath}/`} />} />
      </Routes>
    </Suspense>
  );
}
