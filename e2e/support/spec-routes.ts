/**
 * Every route the specification names (its section 2 and product.md §6), as a visitor would type
 * them. Each must resolve: render a screen or redirect to one, never the 404 page. This list is
 * written independently of the shell's redirect table on purpose, so the two check each other.
 */
export const SPEC_ROUTES = [
  // public layout and authentication
  '/', '/about', '/sign', '/register', '/privacy-policy', '/terms', '/login', '/signup', '/forgot-password',
  '/forgots-password', '/reset-password', '/password-reset', '/client-signup', '/cleaner-signup', '/client-reg',
  '/cleaner-reg', '/adminregister', '/logout',
  // marketing
  '/subscription', '/partners', '/services-slides', '/offering-slides',
  // guest
  '/request-quote', '/book', '/find-a-cleaner', '/cleaning-prices', '/chat', '/chats', '/my-requests', '/anonquote',
  '/anonrequest-quote', '/landingpage-form', '/search', '/post', '/quote',
  // client
  '/client', '/clientdashboard', '/client-profile', '/booking-section', '/booking-db', '/client-payments', '/quotes-db',
  '/approved-bids', '/clients-notifications', '/prompt-review',
  // cleaner
  '/cleaner', '/cleanerdashboard', '/profile', '/profile-verification', '/bids-dashboard', '/cleaners-notifications',
  '/settings', '/profiless', '/cleaners-guestbid', '/service-section', '/service-location', '/bio', '/public-dashboard',
  '/personal-details', '/submit-bid', '/cleaner-quotedb', '/cleaner-bids', '/cleaner-schedules', '/bookings', '/booking',
  '/guest-booking', '/guest-quotes', '/bids-details', '/quote-bookingdashboard', '/cleaner-bookings', '/profiles',
  '/cleaner-reviews',
  // admin
  '/admin', '/admindashboard', '/general-dashboards', '/providers-dashboard', '/client-dashboard', '/admin-cleaningprice',
  '/admin-subscriptionsupdates', '/admin-notifications', '/admin-Notifications', '/admin-chat', '/manage-bids',
  '/admin-quoterequest', '/admin-bids', '/admin-guestbooking', '/admin-cleanersschedule', '/admincleanerdashboard',
  '/manage-reviews', '/cleaners-verify', '/manage-payment', '/client-list', '/client-subscriptions', '/client-match',
  '/client-schedules',
  // not product behaviour: must redirect home
  '/test', '/research',
] as const;
