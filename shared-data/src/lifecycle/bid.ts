import type { Lifecycle } from './types';

/** Status of a cleaner's bid on a quote request. */
export type BidStatus = 'pending' | 'accepted' | 'rejected' | 'withdrawn';

/**
 * Bid lifecycle.
 *
 *   pending ──accept──▶ accepted
 *      ├──reject──▶ rejected
 *      └──withdraw──▶ withdrawn
 *
 * A bid starts pending (one per cleaner and request). The customer or the operator accepts one (awarding the
 * request) or rejects it; accepting one rejects every other pending bid of the request in the same transaction.
 * The cleaner may withdraw a bid while it is pending. All three outcomes are final: a cleaner who wants another
 * price withdraws and bids again only while the request is still open (a new bid row).
 */
export const BID_LIFECYCLE: Lifecycle<BidStatus> = {
  states: ['pending', 'accepted', 'rejected', 'withdrawn'],
  initial: 'pending',
  final: ['accepted', 'rejected', 'withdrawn'],
  transitions: [
    { from: 'pending', to: 'accepted', by: ['customer', 'admin'], note: 'awards the quote request' },
    { from: 'pending', to: 'rejected', by: ['customer', 'admin'], note: 'declined, or another bid won' },
    { from: 'pending', to: 'withdrawn', by: ['cleaner'], note: 'the cleaner takes the offer back' },
  ],
  // Spec §4: Accepted green, Rejected red, otherwise pending yellow.
  badges: {
    pending: { tone: 'warning', label: 'Pending' },
    accepted: { tone: 'success', label: 'Accepted' },
    rejected: { tone: 'error', label: 'Rejected' },
    withdrawn: { tone: 'neutral', label: 'Withdrawn' },
  },
};
