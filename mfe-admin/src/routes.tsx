// The admin area's route table, relative to /admin. The shell's redirect table points the spec's paths at the
// paths listed for 'admin' in tooling/federation/area-routes.ts; each of them gets a route here. Every page is a lazy
// chunk, so the first load carries only the frame and the page asked for. preloadPage fetches the frame and the page
// together, so landing on a console screen costs one round of chunk requests instead of frame first, page next.
import { lazy, Suspense, type ComponentType } from 'react';
import { matchPath, Navigate, Route, Routes } from '@spotless/shared-ui/router';
import { Loading } from '@spotless/shared-ui';
import { AreaNotFound } from './features/not-found/AreaNotFound';
import type { ConsoleTab } from './features/consoles/ConsolePage';

/** React.lazy plus preload(); a failed download is forgotten, so the next attempt fetches again. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bound React.lazy itself puts on a page component
function lazyWithPreload<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let pending: Promise<{ default: T }> | undefined;
  const fetchOnce = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
  return Object.assign(lazy(fetchOnce), { preload: fetchOnce });
}

const AdminLayout = lazyWithPreload(() => import('./features/layout/AdminLayout').then((m) => ({ default: m.AdminLayout })));
const DashboardPage = lazyWithPreload(() => import('./features/dashboard/DashboardPage'));
const ActivitiesPage = lazyWithPreload(() => import('./features/activities/ActivitiesPage'));
const ConsolePage = lazyWithPreload(() => import('./features/consoles/ConsolePage'));
const PricesPage = lazyWithPreload(() => import('./features/prices/PricesPage'));
const SubscriptionPricesPage = lazyWithPreload(() => import('./features/prices/SubscriptionPricesPage'));
const NotificationsPage = lazyWithPreload(() => import('./features/notifications/NotificationsPage'));
const ChatsPage = lazyWithPreload(() => import('./features/chats/ChatsPage'));
const StandbyPage = lazyWithPreload(() => import('./features/standby/StandbyPage'));
const AuditLogPage = lazyWithPreload(() => import('./features/audit/AuditLogPage'));
const AdminsPage = lazyWithPreload(() => import('./features/admins/AdminsPage'));
const MessageReportsPage = lazyWithPreload(() => import('./features/message-reports/MessageReportsPage'));
const AdminBookingPage = lazyWithPreload(() => import('./features/booking/AdminBookingPage'));

/** A console screen: the console's chunk, then what its tab needs before it can render (ConsolePage). */
function consoleTab(tab: ConsoleTab) {
  return { preload: () => Promise.all([ConsolePage.preload(), import('./features/consoles/ConsolePage').then((m) => m.preloadConsoleTab(tab))]) };
}

/** The page chunk behind each route below (redirects and the not-found page have none worth fetching ahead). */
const PAGE_CHUNKS: readonly [pattern: string, page: { preload: () => Promise<unknown> }][] = [
  ['/', DashboardPage],
  ['/activities/*', { preload: () => Promise.all([ActivitiesPage.preload(), import('./features/activities/ActivitiesPage').then((m) => m.preloadActivities())]) }],
  ['/cleaners', consoleTab('cleaners')],
  ['/verification', consoleTab('verification')],
  ['/reviews', consoleTab('reviews')],
  ['/payments', consoleTab('payments')],
  ['/clients', consoleTab('clients')],
  ['/match', consoleTab('match')],
  ['/schedules', consoleTab('match')],
  ['/subscriptions', consoleTab('subscriptions')],
  ['/prices', PricesPage],
  ['/subscription-prices', SubscriptionPricesPage],
  ['/standby', StandbyPage],
  ['/notifications', NotificationsPage],
  ['/chats/*', ChatsPage],
  ['/audit', AuditLogPage],
  ['/admins', AdminsPage],
  ['/message-reports', MessageReportsPage],
  ['/bookings/:bookingId', AdminBookingPage],
];

/**
 * Fetches the console frame and the page at `pathname` (relative to /admin) in parallel, so the shell's first render
 * of the console does not wait for one chunk after the other (tooling/federation/remote-contract.ts, preload).
 */
export async function preloadPage(pathname: string): Promise<void> {
  const page = PAGE_CHUNKS.find(([pattern]) => matchPath({ path: pattern, end: true }, pathname || '/'))?.[1];
  await Promise.all([AdminLayout.preload(), page?.preload()]);
}

export function AreaRoutes({ basePath }: { basePath: string }) {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route element={<AdminLayout basePath={basePath} />}>
          <Route index element={<DashboardPage basePath={basePath} />} />
          <Route path="activities" element={<ActivitiesPage basePath={basePath} />} />
          <Route path="activities/:section" element={<ActivitiesPage basePath={basePath} />} />
          <Route path="cleaners" element={<ConsolePage basePath={basePath} tab="cleaners" />} />
          <Route path="verification" element={<ConsolePage basePath={basePath} tab="verification" />} />
          <Route path="reviews" element={<ConsolePage basePath={basePath} tab="reviews" />} />
          <Route path="payments" element={<ConsolePage basePath={basePath} tab="payments" />} />
          <Route path="clients" element={<ConsolePage basePath={basePath} tab="clients" />} />
          <Route path="match" element={<ConsolePage basePath={basePath} tab="match" />} />
          <Route path="schedules" element={<ConsolePage basePath={basePath} tab="match" />} />
          <Route path="subscriptions" element={<ConsolePage basePath={basePath} tab="subscriptions" />} />
          <Route path="prices" element={<PricesPage />} />
          <Route path="subscription-prices" element={<SubscriptionPricesPage />} />
          <Route path="standby" element={<StandbyPage basePath={basePath} />} />
          <Route path="notifications" element={<NotificationsPage />} />
          <Route path="chats" element={<ChatsPage basePath={basePath} />} />
          <Route path="chats/:threadId" element={<ChatsPage basePath={basePath} />} />
          <Route path="audit" element={<AuditLogPage />} />
          <Route path="admins" element={<AdminsPage />} />
          <Route path="message-reports" element={<MessageReportsPage basePath={basePath} />} />
          {/* Where the database's notifications to admins point (notify_admins links): the pages that handle them. */}
          <Route path="bids" element={<Navigate to={`${basePath}/activities/guest-bids`} replace />} />
          <Route path="quotes" element={<Navigate to={`${basePath}/activities`} replace />} />
          <Route path="bookings" element={<Navigate to={`${basePath}/activities`} replace />} />
          <Route path="bookings/:bookingId" element={<AdminBookingPage basePath={basePath} />} />
          <Route path="partners" element={<Navigate to={basePath} replace />} />
          <Route path="*" element={<AreaNotFound homePath={basePath} />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
