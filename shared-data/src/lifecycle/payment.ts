import type { Database } from '../database.types';
import type { Lifecycle } from './types';

/** Status of a payment: a Paystack transaction for one booking, or money an admin recorded as taken outside. */
export type PaymentState = Database['public']['Enums']['payment_status'];

/**
 * Payment lifecycle (docs/payments.md). The database's money_transitions table is the rule, enforced by a trigger on
 * every update; this mirror lets screens label and explain states (supabase/tests/money-lifecycle.test.ts keeps the
 * two equal).
 *
 *   pending ──▶ completed ──▶ partially_refunded ──▶ refunded
 *     │  └──▶ failed ──▶ completed          └──────────────▶ refunded
 *     └──▶ abandoned ──▶ completed
 *
 * Only Paystack's verified answer completes or fails a payment; the customer abandons a checkout by starting another.
 * Money that arrives for an abandoned checkout still completes it (and goes back at once if the booking is paid).
 */
export const PAYMENT_LIFECYCLE: Lifecycle<PaymentState> = {
  states: ['pending', 'completed', 'failed', 'abandoned', 'partially_refunded', 'refunded'],
  initial: 'pending',
  final: ['refunded'],
  transitions: [
    { from: 'pending', to: 'completed', by: ['system'], note: 'Paystack verified the money arrived' },
    { from: 'pending', to: 'failed', by: ['system'], note: 'the card or bank declined' },
    { from: 'pending', to: 'abandoned', by: ['customer'], note: 'the customer left the checkout or started another one' },
    { from: 'failed', to: 'completed', by: ['system'], note: 'a retry on the same checkout succeeded' },
    { from: 'failed', to: 'abandoned', by: ['customer'], note: 'the customer started another checkout' },
    {
      from: 'abandoned',
      to: 'completed',
      by: ['system'],
      note: 'money arrived for a checkout left open (refunded if the booking is paid)',
    },
    { from: 'completed', to: 'partially_refunded', by: ['system'], note: 'part of the money went back to the customer' },
    { from: 'completed', to: 'refunded', by: ['system'], note: 'all of the money went back to the customer' },
    { from: 'partially_refunded', to: 'refunded', by: ['system'], note: 'the rest went back to the customer' },
  ],
  badges: {
    pending: { tone: 'warning', label: 'Pending' },
    completed: { tone: 'success', label: 'Paid' },
    failed: { tone: 'error', label: 'Failed' },
    abandoned: { tone: 'neutral', label: 'Abandoned' },
    partially_refunded: { tone: 'info', label: 'Partly refunded' },
    refunded: { tone: 'info', label: 'Refunded' },
  },
};
