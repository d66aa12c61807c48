import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@spotless/shared-ui/router';
import { PRIVATE_AREA_PATHS, PUBLIC_AREA_PATHS } from '@spotless/tooling/federation/area-routes';
import { SPEC_REDIRECTS, redirectTarget } from './redirects';
import { SpecRedirect } from './SpecRedirect';
import { publicOwnerOf } from './public-owner';
import { SHELL_PATHS } from './shell-routes';

// Every route the spec names (section 2 and product.md §6), typed independently of the redirect table.
const SPEC_ROUTES = [
  '/', '/about', '/sign', '/register', '/privacy-policy', '/terms', '/login', '/signup', '/forgot-password',
  '/forgots-password', '/reset-password', '/password-reset', '/client-signup', '/cleaner-signup', '/client-reg',
  '/cleaner-reg', '/adminregister', '/logout', '/subscription', '/partners', '/services-slides', '/offering-slides',
  '/request-quote', '/book', '/find-a-cleaner', '/cleaning-prices', '/chat', '/chats', '/my-requests', '/anonquote',
  '/anonrequest-quote', '/landingpage-form', '/search', '/post', '/quote', '/client', '/clientdashboard',
  '/client-profile', '/booking-section', '/booking-db', '/client-payments', '/quotes-db', '/approved-bids',
  '/clients-notifications', '/prompt-review', '/cleaner', '/cleanerdashboard', '/profile', '/profile-verification',
  '/bids-dashboard', '/cleaners-notifications', '/settings', '/profiless', '/cleaners-guestbid', '/service-section',
  '/service-location', '/bio', '/public-dashboard', '/personal-details', '/submit-bid', '/cleaner-quotedb',
  '/cleaner-bids', '/cleaner-schedules', '/bookings', '/booking', '/guest-booking', '/guest-quotes', '/bids-details',
  '/quote-bookingdashboard', '/cleaner-bookings', '/profiles', '/cleaner-reviews', '/admin', '/admindashboard',
  '/general-dashboards', '/providers-dashboard', '/client-dashboard', '/admin-cleaningprice',
  '/admin-subscriptionsupdates', '/admin-notifications', '/admin-Notifications', '/admin-chat', '/manage-bids',
  '/admin-quoterequest', '/admin-bids', '/admin-guestbooking', '/admin-cleanersschedule', '/admincleanerdashboard',
  '/manage-reviews', '/cleaners-verify', '/manage-payment', '/client-list', '/client-subscriptions', '/client-match',
  '/client-schedules', '/test', '/research',
];

/** True when a path (without query/hash) is rendered by the shell or an area as a canonical page. */
function isCanonical(pathWithQuery: string): boolean {
  const path = pathWithQuery.split(/[?#]/)[0] ?? '';
  if ((SHELL_PATHS as readonly string[]).includes(path)) return true;
  if (publicOwnerOf(path)) return true;
  for (const [area, paths] of Object.entries(PRIVATE_AREA_PATHS)) {
    const prefix = `/${area}`;
    if (path === prefix) return (paths as readonly string[]).includes('');
    if (path.startsWith(`${prefix}/`)) return (paths as readonly string[]).includes(path.slice(prefix.length + 1));
  }
  return false;
}

function lookup(path: string): string | undefined {
  const key = Object.keys(SPEC_REDIRECTS).find((from) => from.toLowerCase() === path.toLowerCase());
  return key ? SPEC_REDIRECTS[key] : undefined;
}

describe('the spec route table', () => {
  it.each(SPEC_ROUTES)('%s renders a canonical page or redirects to one', (route) => {
    const target = lookup(route) ?? route;
    expect(isCanonical(target)).toBe(true);
  });

  it('never redirects to another redirect (no chains) and never redirects a canonical path', () => {
    for (const [from, to] of Object.entries(SPEC_REDIRECTS)) {
      expect(lookup(to.split(/[?#]/)[0] ?? '')).toBeUndefined();
      expect(isCanonical(from)).toBe(false);
    }
  });

  it('sends the test and research pages home, and the old dashboards to the role areas', () => {
    expect(SPEC_REDIRECTS['/test']).toBe('/');
    expect(SPEC_REDIRECTS['/research']).toBe('/');
    expect(SPEC_REDIRECTS['/clientdashboard']).toBe('/client');
    expect(SPEC_REDIRECTS['/cleanerdashboard']).toBe('/cleaner');
    expect(SPEC_REDIRECTS['/admindashboard']).toBe('/admin');
    expect(SPEC_REDIRECTS['/login']).toBe('/sign');
    expect(SPEC_REDIRECTS['/anonquote']).toBe('/request-quote');
  });

  it('leaves guest and marketing paths to their areas', () => {
    expect(publicOwnerOf('/')).toBe('marketing');
    expect(publicOwnerOf('/chat/abc')).toBe('guest');
    expect(publicOwnerOf('/cleaners/42')).toBe('guest');
    expect(publicOwnerOf('/no-such-page')).toBeNull();
    expect(PUBLIC_AREA_PATHS.marketing).toContain('/privacy-policy');
  });
});

describe('redirectTarget', () => {
  it('keeps the query string and hash the visitor came with', () => {
    expect(redirectTarget('/reset-password', '?token=abc', '')).toBe('/reset-password?token=abc');
    expect(redirectTarget('/register?role=client', '?ref=flyer', '#top')).toBe('/register?ref=flyer&role=client#top');
    expect(redirectTarget('/#offerings', '', '#ignored')).toBe('/#offerings');
  });
});

function Where() {
  const location = useLocation();
  return <output>{`${location.pathname}${location.search}`}</output>;
}

describe('SpecRedirect', () => {
  it('navigates from a spec path to its canonical page, matching case-insensitively', () => {
    render(
      <MemoryRouter initialEntries={['/admin-Notifications?x=1']}>
        <Routes>
          <Route path="/admin-notifications" element={<SpecRedirect to="/admin/notifications" />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('/admin/notifications?x=1');
  });
});
