import type { Database } from '../database.types';
import type { Lifecycle } from './types';

/** Status of a refund: money of a payment sent back to the customer through Paystack. */
export type RefundState = Database['public']['Enums']['refund_status'];

/**
 * Refund lifecycle (docs/payments.md; the rule is the database's money_transitions table).
 *
 *   queued ──▶ processing ──▶ processed
 *     └──────────┴──▶ failed ──▶ queued (admin retry)
 *
 * A refund is queued by a cancellation, an admin, or a payment that arrived twice; the payments function sends it to
 * Paystack, whose answer processes or fails it. Only an admin retries a failed one.
 */
export const REFUND_LIFECYCLE: Lifecycle<RefundState> = {
  states: ['queued', 'processing', 'processed', 'failed'],
  initial: 'queued',
  final: ['processed'],
  transitions: [
    { from: 'queued', to: 'processing', by: ['system'], note: 'the refund was sent to Paystack' },
    { from: 'queued', to: 'failed', by: ['system'], note: 'Paystack refused the refund' },
    { from: 'processing', to: 'processed', by: ['system'], note: 'the money is back with the customer' },
    { from: 'processing', to: 'failed', by: ['system'], note: 'Paystack could not complete the refund' },
    { from: 'failed', to: 'queued', by: ['admin'], note: 'an admin retried the refund' },
  ],
  badges: {
    queued: { tone: 'warning', label: 'Queued' },
    processing: { tone: 'info', label: 'On the way' },
    processed: { tone: 'success', label: 'Refunded' },
    failed: { tone: 'error', label: 'Failed' },
  },
};
