// The admin area's route table, relative to /admin. The shell's redirect table points the spec's paths at the
// paths listed for 'admin' in tooling/federation/area-routes.ts; each of them gets a route here. Every page is a lazy
// chunk, so the first load carries only the frame and the page asked for.
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from '@spotless/shared-ui/router';
import { Loading } from '@spotless/shared-ui';
import { AreaNotFound } from './features/not-found/AreaNotFound';

const AdminLayout = lazy(() => import('./features/layout/AdminLayout').then((m) => ({ default: m.AdminLayout })));
const DashboardPage = lazy(() => import('./features/dashboard/DashboardPage'));
const ActivitiesPage = lazy(() => import('./features/activities/ActivitiesPage'));
const ConsolePage = lazy(() => import('./features/consoles/ConsolePage'));
const PricesPage = lazy(() => import('./features/prices/PricesPage'));
const SubscriptionPricesPage = lazy(() => import('./features/prices/SubscriptionPricesPage'));
const NotificationsPage = lazy(() => import('./features/notifications/NotificationsPage'));
const ChatsPage = lazy(() => import('./features/chats/ChatsPage'));
const StandbyPage = lazy(() => import('./features/standby/StandbyPage'));
const AuditLogPage = lazy(() => import('./features/audit/AuditLogPage'));
const AdminsPage = lazy(() => import('./features/admins/AdminsPage'));
const MessageReportsPage = lazy(() => import('./features/message-reports/MessageReportsPage'));
const AdminBookingPage = lazy(() => import('./features/booking/AdminBookingPage'));

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
