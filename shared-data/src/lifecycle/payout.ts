import type { Database } from '../database.types';
import type { Lifecycle } from './types';

/** Status of a payout: a cleaner's share of one paid booking. */
export type PayoutState = Database['public']['Enums']['payout_status'];

/**
 * Payout lifecycle (docs/payments.md; the rule is the database's money_transitions table).
 *
 *   held ──▶ queued ──▶ processing ──▶ paid ──▶ failed (reversed later)
 *     │        │            └──▶ failed ──▶ queued (retry) / cancelled
 *     └────────┴──▶ cancelled (refunded in full before release)
 *
 * The share is held while the job is not confirmed, released (queued) when the customer or an admin confirms it or
 * 48 hours pass, and sent by Paystack transfer. Cleaners read queued and processing alike as "On the way"; a queued
 * payout may wait for the cleaner's bank account (waiting_reason). Only an admin retries a failed transfer.
 */
export const PAYOUT_LIFECYCLE: Lifecycle<PayoutState> = {
  states: ['held', 'queued', 'processing', 'paid', 'failed', 'cancelled'],
  initial: 'held',
  final: ['cancelled'],
  transitions: [
    { from: 'held', to: 'queued', by: ['customer', 'admin', 'system'], note: 'the job was confirmed: the share is released' },
    { from: 'held', to: 'cancelled', by: ['customer', 'admin'], note: 'the booking was cancelled or fully refunded before the job' },
    { from: 'queued', to: 'processing', by: ['system'], note: "the transfer was sent to the cleaner's bank account" },
    { from: 'queued', to: 'cancelled', by: ['admin'], note: 'an admin refunded the customer in full instead' },
    { from: 'processing', to: 'paid', by: ['system'], note: 'the bank confirmed the transfer' },
    { from: 'processing', to: 'failed', by: ['system'], note: 'the transfer failed or was reversed' },
    { from: 'paid', to: 'failed', by: ['system'], note: 'the bank reversed a transfer after confirming it' },
    { from: 'failed', to: 'queued', by: ['admin'], note: 'retried (by an admin, or after the cleaner fixed their account)' },
    { from: 'failed', to: 'cancelled', by: ['admin'], note: 'an admin refunded the customer in full instead' },
  ],
  badges: {
    held: { tone: 'warning', label: 'Held' },
    queued: { tone: 'info', label: 'On the way' },
    processing: { tone: 'info', label: 'On the way' },
    paid: { tone: 'success', label: 'Paid out' },
    failed: { tone: 'error', label: 'Failed' },
    cancelled: { tone: 'neutral', label: 'Cancelled' },
  },
};
