// The Bookings area's tabs (spec: Approved Bids, Cleaners Booking Center, Request Cleaning Quote), driven by the URL
// so each tab has a deep link; the pages themselves are separate lazy routes below this layout.
import { Suspense } from 'react';
import { Outlet, useLocation } from '@spotless/shared-ui/router';
import { Loading } from '@spotless/shared-ui';
import { SectionNav } from './SectionNav';

export const BOOKINGS_TABS = [
  { key: 'quotes/approved', label: 'Approved Bids' },
  { key: 'bookings', label: 'Cleaners Booking Center' },
  { key: 'quotes/new', label: 'Request Cleaning Quote' },
] as const;

/** Which Bookings tab a path below the area belongs to ('' when none). */
export function bookingsTabFor(pathname: string, basePath: string): string {
  const rest = pathname.slice(basePath.length).replace(/^\/+|\/+$/g, '');
  if (rest === 'quotes/new') return 'quotes/new';
  if (rest === 'quotes' || rest.startsWith('quotes/')) return 'quotes/approved';
  if (rest === 'bookings' || rest.startsWith('bookings/')) return 'bookings';
  return '';
}

export function BookingsNav({ basePath }: { basePath: string }) {
  const { pathname } = useLocation();
  return (
    <>
      <SectionNav
        label="Bookings sections"
        items={BOOKINGS_TABS.map((t) => ({ key: t.key, text: t.label }))}
        activeKey={bookingsTabFor(pathname, basePath)}
        hrefFor={(key) => `${basePath}/${key}`}
        size="small"
      />
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </>
  );
}
