import type { Lifecycle } from './types';

/** Status of a booking (client or guest, direct, from an awarded quote, or made by an admin). */
export type BookingStatus = 'pending' | 'accepted' | 'rejected' | 'awaiting_confirmation' | 'completed' | 'cancelled';

/**
 * Booking lifecycle.
 *
 *   pending ──accept──▶ accepted ──mark done──▶ awaiting_confirmation ──confirm──▶ completed
 *      │ └──reject──▶ rejected                       │ (disputed; admin)           (reviewable, paid)
 *      └──cancel──▶ cancelled ◀──cancel── accepted   └──refund──▶ cancelled
 *
 * A booking is created pending. The assigned cleaner answers it (admins may answer for them, e.g. after a phone
 * call). Only an accepted job can be marked done, and the cleaner's word is not enough: the customer (or an admin)
 * confirms it, and only then can it be reviewed and count in the cleaner's earnings (issue 21: a cleaner booking
 * itself through a second account must not complete and rate its own jobs). A completion the customer leaves
 * unanswered for 48 hours counts as confirmed (issue 23: the cleaner's money should not wait longer for a silent
 * customer); the database applies that timeout (settle_overdue_completions). Instead of confirming, the customer may
 * report a problem (dispute_booking_completion): the timeout stops and an admin decides (resolve_dispute), either
 * confirming the job (the payout goes) or cancelling it, which refunds what is left of the payment in full; the
 * customer may still confirm a disputed job themselves. The dispute is a mark on the booking, not a state of its own.
 * The customer (or an admin) may cancel a pending or accepted booking, before the job is marked done; a paid one is
 * refunded in full. A rejected booking is final (the customer books someone else). Accepting fixes the agreed price,
 * which the customer then pays.
 */
export const BOOKING_LIFECYCLE: Lifecycle<BookingStatus> = {
  states: ['pending', 'accepted', 'rejected', 'awaiting_confirmation', 'completed', 'cancelled'],
  initial: 'pending',
  final: ['rejected', 'completed', 'cancelled'],
  transitions: [
    { from: 'pending', to: 'accepted', by: ['cleaner', 'admin'], note: 'the cleaner takes the job at an agreed price' },
    { from: 'pending', to: 'rejected', by: ['cleaner', 'admin'], note: 'the cleaner declines the job' },
    { from: 'pending', to: 'cancelled', by: ['customer', 'admin'], note: 'the customer withdraws the request' },
    { from: 'accepted', to: 'awaiting_confirmation', by: ['cleaner', 'admin'], note: 'the cleaner says the job is done' },
    {
      from: 'awaiting_confirmation',
      to: 'completed',
      by: ['customer', 'admin'],
      note: 'the customer confirms (or 48 hours pass without a dispute, or an admin decides one for the cleaner); review opens and the payout is released',
    },
    {
      from: 'accepted',
      to: 'cancelled',
      by: ['customer', 'admin'],
      note: 'called off before the job is marked done; a paid booking is refunded in full',
    },
    {
      from: 'awaiting_confirmation',
      to: 'cancelled',
      by: ['admin'],
      note: 'an admin upholds the customer\'s dispute: the payment is refunded in full (disputed bookings only)',
    },
  ],
  badges: {
    pending: { tone: 'warning', label: 'Pending' },
    accepted: { tone: 'success', label: 'Accepted' },
    rejected: { tone: 'error', label: 'Rejected' },
    awaiting_confirmation: { tone: 'warning', label: 'Awaiting confirmation' },
    completed: { tone: 'info', label: 'Completed' },
    cancelled: { tone: 'neutral', label: 'Cancelled' },
  },
};
