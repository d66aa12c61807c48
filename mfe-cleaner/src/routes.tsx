// The cleaner area's route table, relative to /cleaner. The shell's redirect table points the spec's paths at the
// paths listed for 'cleaner' in tooling/federation/area-routes.ts; each of them gets a route here. Every page is a
// lazy chunk, so the first load carries only the frame and the page asked for.
import { lazy, Suspense } from 'react';
import { Route, Routes } from '@spotless/shared-ui/router';
import { Loading } from '@spotless/shared-ui';
import { AreaNotFound } from './features/not-found/AreaNotFound';

const CleanerLayout = lazy(() => import('./features/layout/CleanerLayout').then((m) => ({ default: m.CleanerLayout })));
const DashboardPage = lazy(() => import('./features/dashboard/DashboardPage'));
const ProfilePage = lazy(() => import('./features/profile/ProfilePage'));
const VerificationPage = lazy(() => import('./features/verification/VerificationPage'));
const WorkPage = lazy(() => import('./features/work/WorkPage'));
const EarningsPage = lazy(() => import('./features/earnings/EarningsPage'));
const NotificationsPage = lazy(() => import('./features/notifications/NotificationsPage'));
const SettingsPage = lazy(() => import('./features/settings/SettingsPage'));
const ReviewsPage = lazy(() => import('./features/reviews/ReviewsPage'));
const BookingPage = lazy(() => import('./features/booking-page/BookingPage'));

export function AreaRoutes({ basePath }: { basePath: string }) {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route element={<CleanerLayout basePath={basePath} />}>
          <Route index element={<DashboardPage basePath={basePath} />} />
          <Route path="profile" element={<ProfilePage basePath={basePath} />} />
          <Route path="profile/:tab" element={<ProfilePage basePath={basePath} />} />
          <Route path="verification" element={<VerificationPage basePath={basePath} />} />
          <Route path="bids" element={<WorkPage basePath={basePath} />} />
          <Route path="bids/:section" element={<WorkPage basePath={basePath} />} />
          <Route path="bookings" element={<WorkPage basePath={basePath} view="bookings" />} />
          <Route path="bookings/:bookingId" element={<BookingPage basePath={basePath} />} />
          <Route path="schedules" element={<WorkPage basePath={basePath} view="schedules" />} />
          <Route path="earnings" element={<EarningsPage />} />
          <Route path="notifications" element={<NotificationsPage />} />
          <Route path="settings" element={<SettingsPage basePath={basePath} />} />
          <Route path="reviews" element={<ReviewsPage />} />
          <Route path="*" element={<AreaNotFound homePath={basePath} />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
