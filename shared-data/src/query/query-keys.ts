/**
 * Query-key convention: `[domain]`, `[domain, 'list', params]`, `[domain, 'detail', id]`. Invalidating
 * `keys.all` refreshes every list and detail of a domain; invalidating `keys.lists()` keeps details.
 * Params objects are part of the key, so two screens with different filters cache separately.
 */
export interface DomainKeys<D extends string> {
  /** Everything of the domain. */
  readonly all: readonly [D];
  /** All lists of the domain, whatever their params. */
  lists(): readonly [D, 'list'];
  /** One list. */
  list<P extends object>(params: P): readonly [D, 'list', P];
  /** All details of the domain. */
  details(): readonly [D, 'detail'];
  /** One record. */
  detail(id: string | number): readonly [D, 'detail', string | number];
}

/** Builds the keys of one domain following the convention above. */
export function domainKeys<D extends string>(domain: D): DomainKeys<D> {
  return {
    all: [domain] as const,
    lists: () => [domain, 'list'] as const,
    list: <P extends object>(params: P) => [domain, 'list', params] as const,
    details: () => [domain, 'detail'] as const,
    detail: (id: string | number) => [domain, 'detail', id] as const,
  };
}

/** The keys of every data domain. Per-domain modules use these; realtime hooks invalidate them. */
export const queryKeys = {
  profiles: domainKeys('profiles'),
  clientProfiles: domainKeys('client_profiles'),
  cleaners: domainKeys('cleaners'),
  verification: domainKeys('verification_submissions'),
  quoteRequests: domainKeys('quote_requests'),
  bids: domainKeys('bids'),
  bookings: domainKeys('bookings'),
  schedules: domainKeys('schedules'),
  payments: domainKeys('payments'),
  /** The return page's checks with Paystack: apart from payments, so refreshing payment lists never re-verifies. */
  paymentVerifications: domainKeys('payment_verifications'),
  reviews: domainKeys('reviews'),
  notifications: domainKeys('notifications'),
  chats: domainKeys('chat_threads'),
  chatMessages: domainKeys('chat_messages'),
  prices: domainKeys('cleaning_prices'),
  subscriptionPlans: domainKeys('subscription_plans'),
  subscriptions: domainKeys('subscriptions'),
} as const;
