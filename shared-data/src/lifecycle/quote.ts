import type { Lifecycle } from './types';

/** Status of a quote request (client or guest; open to all cleaners or sent to one). */
export type QuoteRequestStatus = 'open' | 'awarded' | 'closed' | 'cancelled';

/**
 * Quote request lifecycle.
 *
 *   open ──award a bid──▶ awarded ──close──▶ closed
 *    │ └──close (no award)──▶ closed
 *    └──cancel──▶ cancelled
 *
 * Open requests collect bids. Awarding one bid (customer or operator) moves the request to awarded in the same
 * transaction that accepts that bid and rejects the others (see the bid lifecycle) and creates the booking.
 * Closing ends a request: without an award (nobody suitable, expired) or once the awarded job is settled.
 * Only the requester or an admin may cancel, and only while open: after an award, the booking is cancelled instead.
 * A request sent to one cleaner is awarded when that cleaner's answer is accepted.
 */
export const QUOTE_LIFECYCLE: Lifecycle<QuoteRequestStatus> = {
  states: ['open', 'awarded', 'closed', 'cancelled'],
  initial: 'open',
  final: ['closed', 'cancelled'],
  transitions: [
    { from: 'open', to: 'awarded', by: ['customer', 'admin'], note: 'a bid is accepted; the others are rejected' },
    { from: 'open', to: 'closed', by: ['customer', 'admin'], note: 'ended without an award' },
    { from: 'open', to: 'cancelled', by: ['customer', 'admin'], note: 'the requester withdraws it' },
    { from: 'awarded', to: 'closed', by: ['admin'], note: 'the awarded job is settled and archived' },
  ],
  badges: {
    open: { tone: 'info', label: 'Open' },
    awarded: { tone: 'success', label: 'Awarded' },
    closed: { tone: 'neutral', label: 'Closed' },
    cancelled: { tone: 'error', label: 'Cancelled' },
  },
};
