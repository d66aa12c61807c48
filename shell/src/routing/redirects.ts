// THE redirect table: every path the spec names that is not itself canonical, mapped to the canonical page that now
// provides it (product.md §6). Keys are matched case-insensitively by React Router, so /admin-Notifications and
// /admin-notifications both land here. Query strings and hashes of the old URL are carried over by SpecRedirect.
export const SPEC_REDIRECTS: Readonly<Record<string, string>> = {
  // shell: authentication
  '/login': '/sign',
  '/signup': '/register',
  '/forgots-password': '/forgot-password',
  '/password-reset': '/reset-password',
  '/client-signup': '/register?role=client',
  '/client-reg': '/register?role=client',
  '/cleaner-signup': '/register?role=cleaner',
  '/cleaner-reg': '/register?role=cleaner',

  // marketing: the carousels live on the home page
  '/services-slides': '/#our-work',
  '/offering-slides': '/#offerings',

  // guest
  '/anonquote': '/request-quote',
  '/anonrequest-quote': '/request-quote',
  '/quote': '/request-quote',
  '/post': '/request-quote',
  '/landingpage-form': '/book',
  '/search': '/find-a-cleaner',
  '/chats': '/chat',

  // client
  '/clientdashboard': '/client',
  '/client-profile': '/client/profile',
  '/booking-section': '/client/bookings',
  '/booking-db': '/client/bookings',
  '/client-payments': '/client/payments',
  '/quotes-db': '/client/quotes',
  '/approved-bids': '/client/quotes/approved',
  '/clients-notifications': '/client/notifications',
  '/prompt-review': '/client/reviews',

  // cleaner
  '/cleanerdashboard': '/cleaner',
  '/profile': '/cleaner/profile',
  '/profiless': '/cleaner/profile',
  '/profiles': '/cleaner/profile',
  '/public-dashboard': '/cleaner/profile/public',
  '/personal-details': '/cleaner/profile/personal',
  '/service-section': '/cleaner/profile/specialty',
  '/service-location': '/cleaner/profile/service-info',
  '/bio': '/cleaner/profile/bio',
  '/profile-verification': '/cleaner/verification',
  '/bids-dashboard': '/cleaner/bids',
  '/quote-bookingdashboard': '/cleaner/bids',
  '/guest-quotes': '/cleaner/bids/guest-quotes',
  '/cleaners-guestbid': '/cleaner/bids/guest-quotes',
  '/submit-bid': '/cleaner/bids/guest-quotes',
  '/guest-booking': '/cleaner/bids/guest-bookings',
  '/cleaner-quotedb': '/cleaner/bids/client-quotes',
  '/booking': '/cleaner/bids/client-bookings',
  '/cleaner-bids': '/cleaner/bids/status',
  '/bids-details': '/cleaner/bids/status',
  '/bookings': '/cleaner/bookings',
  '/cleaner-bookings': '/cleaner/bookings',
  '/cleaner-schedules': '/cleaner/schedules',
  '/cleaners-notifications': '/cleaner/notifications',
  '/cleaner-reviews': '/cleaner/reviews',
  '/settings': '/cleaner/settings',

  // admin
  '/admindashboard': '/admin',
  '/general-dashboards': '/admin/activities',
  '/admin-guestbooking': '/admin/activities/guest-bookings',
  '/manage-bids': '/admin/activities/guest-bids',
  '/admin-bids': '/admin/activities/guest-bids',
  '/admin-quoterequest': '/admin/activities/guest-quotes',
  '/providers-dashboard': '/admin/cleaners',
  '/admincleanerdashboard': '/admin/cleaners',
  '/cleaners-verify': '/admin/verification',
  '/manage-reviews': '/admin/reviews',
  '/manage-payment': '/admin/payments',
  '/client-dashboard': '/admin/clients',
  '/client-list': '/admin/clients',
  '/client-match': '/admin/match',
  '/client-schedules': '/admin/schedules',
  '/admin-cleanersschedule': '/admin/schedules',
  '/client-subscriptions': '/admin/subscriptions',
  '/admin-cleaningprice': '/admin/prices',
  '/admin-subscriptionsupdates': '/admin/subscription-prices',
  '/admin-notifications': '/admin/notifications',
  '/admin-chat': '/admin/chats',

  // not product behaviour (product.md §4)
  '/test': '/',
  '/research': '/',
};

/** Joins a redirect target with the query string and hash the visitor arrived with (target's own query wins). */
export function redirectTarget(target: string, search: string, hash: string): string {
  const [pathAndQuery = '', targetHash] = target.split('#');
  const [path = '', targetQuery] = pathAndQuery.split('?');
  const params = new URLSearchParams(search);
  new URLSearchParams(targetQuery ?? '').forEach((value, key) => params.set(key, value));
  const query = params.toString();
  const finalHash = targetHash !== undefined ? `#${targetHash}` : hash;
  return `${path}${query ? `?${query}` : ''}${finalHash}`;
}
