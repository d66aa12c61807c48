// The client area's route table, relative to /client. The shell's redirect table points the spec's paths at the
// paths listed for 'client' in tooling/federation/area-routes.ts; each of them gets a route here. Every page is lazy:
// the dashboard frame (tabs) loads first, each tab's page in its own chunk.
import { lazy, Suspense } from 'react';
import { Route, Routes } from '@spotless/shared-ui/router';
import { Loading } from '@spotless/shared-ui';
import { AntdOutlet } from './components/AntdOutlet';
import { AreaNotFound } from './features/not-found/AreaNotFound';

const DashboardLayout = lazy(() => import('./features/dashboard/DashboardLayout'));
const BookingsNav = lazy(() => import('./components/BookingsNav').then((m) => ({ default: m.BookingsNav })));
const ProfilePage = lazy(() => import('./features/profile/ProfilePage'));
const BookingCenterPage = lazy(() => import('./features/booking-center/BookingCenterPage'));
const QuotesPage = lazy(() => import('./features/quotes/QuotesPage'));
const RequestQuotePage = lazy(() => import('./features/quotes/RequestQuotePage'));
const SchedulesSection = lazy(() => import('./features/schedules/SchedulesSection'));
const PaymentHistorySection = lazy(() => import('./features/payments/PaymentHistorySection'));
const PaymentReturnPage = lazy(() => import('./features/payments/PaymentReturnPage'));
const PaymentReceiptPage = lazy(() => import('./features/payments/PaymentReceiptPage'));
const NotificationsPage = lazy(() => import('./features/notifications/NotificationsPage'));
const PendingReviewsPage = lazy(() => import('./features/reviews/PendingReviewsPage'));
const BookingPage = lazy(() => import('./features/booking-page/BookingPage'));

/** The Schedules & Payments tab: two independent features side by side in one page. */
function SchedulesAndPayments({ basePath, paymentsFirst = false }: { basePath: string; paymentsFirst?: boolean }) {
  const parts = [<SchedulesSection key="schedules" />, <PaymentHistorySection key="payments" basePath={basePath} />];
  if (paymentsFirst) parts.reverse();
  return <div style={{ display: 'flex', flexDirection: 'column', gap: 32 }}>{parts}</div>;
}

export function AreaRoutes({ basePath }: { basePath: string }) {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route element={<DashboardLayout basePath={basePath} />}>
          <Route index element={<ProfilePage />} />
          {/* Paystack's return and the printable receipt need no antd: each is its own small chunk. */}
          <Route path="payments/return" element={<PaymentReturnPage basePath={basePath} />} />
          <Route path="payments/:paymentId/receipt" element={<PaymentReceiptPage basePath={basePath} />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route element={<AntdOutlet />}>
          <Route element={<BookingsNav basePath={basePath} />}>
            <Route path="bookings" element={<BookingCenterPage basePath={basePath} />} />
            <Route path="bookings/book" element={<BookingCenterPage basePath={basePath} />} />
            <Route path="quotes" element={<QuotesPage />} />
            <Route path="quotes/approved" element={<QuotesPage />} />
            <Route path="quotes/new" element={<RequestQuotePage />} />
          </Route>
          <Route path="schedules" element={<SchedulesAndPayments basePath={basePath} />} />
          <Route path="payments" element={<SchedulesAndPayments basePath={basePath} paymentsFirst />} />
          <Route path="notifications" element={<NotificationsPage />} />
          <Route path="reviews" element={<PendingReviewsPage />} />
          <Route path="bookings/:bookingId" element={<BookingPage basePath={basePath} />} />
          </Route>
          <Route path="*" element={<AreaNotFound homePath={basePath} />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
