import type { Lifecycle } from './types';

/** Status of a booking (client or guest, direct, from an awarded quote, or made by an admin). */
export type BookingStatus =
  | 'pending'
  | 'accepted'
  | 'rejected'
  | 'on_the_way'
  | 'in_progress'
  | 'awaiting_confirmation'
  | 'completed'
  | 'cancelled';

/**
 * Booking lifecycle: the mirror of the database's public.booking_transitions (enforced on every status change by a
 * trigger; supabase/tests/booking-lifecycle.test.ts fails when the two disagree).
 *
 *   pending ──accept──▶ accepted ──on my way──▶ on_the_way ──start──▶ in_progress ──mark done──▶ awaiting_confirmation
 *      │ └──reject──▶ rejected  │ └──────────────start──────────────────▲  │                      │ confirm (or 48 h)
 *      │      (admin rematches) └──mark done (never started in the app)──────────────────────────▶ ▼
 *      └──cancel──▶ cancelled ◀──cancel── accepted / on_the_way (customer), in_progress (admin)    completed
 *
 * A booking is created pending (or accepted, when it comes from an awarded quote). The assigned cleaner answers it
 * (admins may answer for them, e.g. after a phone call); an admin may match a rejected request with another cleaner.
 * The cleaner then says "On my way" and "Start job"; both are optional, so marking the job done straight from
 * accepted stays allowed. The cleaner's word is not enough: the customer (or an admin) confirms the job, and only
 * then can it be reviewed and count in the cleaner's earnings (issue 21). A completion the customer leaves unanswered
 * for 48 hours counts as confirmed (the system, settle_overdue_completions). Instead of confirming, the customer may
 * report a problem (dispute_booking_completion): an admin decides (resolve_dispute), confirming or cancelling it,
 * which refunds what is left of the payment. The customer (or an admin) may cancel before the job starts; once it has
 * started only an admin can. A paid booking that is cancelled is refunded. A rejected booking is final for the
 * customer. Accepting fixes the agreed price, which the customer then pays.
 * Standby replacement: when the cleaner drops an accepted job (cancels it, rejects it late, or has not started 30
 * minutes into the slot), it goes back to pending without a cleaner and is offered to other cleaners; the first to
 * accept takes it (pending -> accepted), or an admin assigns one (release_booking_to_standby, accept_standby_offer).
 */
export const BOOKING_LIFECYCLE: Lifecycle<BookingStatus> = {
  states: ['pending', 'accepted', 'rejected', 'on_the_way', 'in_progress', 'awaiting_confirmation', 'completed', 'cancelled'],
  initial: 'pending',
  final: ['completed', 'cancelled'],
  transitions: [
    { from: 'pending', to: 'accepted', by: ['cleaner', 'admin'], note: 'the cleaner takes the job at an agreed price' },
    { from: 'pending', to: 'rejected', by: ['cleaner', 'admin'], note: 'the cleaner declines the job' },
    {
      from: 'pending',
      to: 'cancelled',
      by: ['customer', 'admin'],
      note: "the customer withdraws the request (or an admin removes a deactivated cleaner's requests)",
    },
    {
      from: 'rejected',
      to: 'pending',
      by: ['system', 'admin'],
      note: 'an admin matches the declined request with another cleaner, or a late rejection goes to standby cleaners',
    },
    {
      from: 'accepted',
      to: 'pending',
      by: ['system', 'admin'],
      note: 'the cleaner dropped the job (cancelled it, or did not start in time): it is offered to standby cleaners',
    },
    {
      from: 'on_the_way',
      to: 'pending',
      by: ['system', 'admin'],
      note: 'the cleaner did not start within the slot: the job is offered to standby cleaners',
    },
    { from: 'accepted', to: 'on_the_way', by: ['cleaner', 'admin'], note: 'the cleaner sets off to the job' },
    { from: 'accepted', to: 'in_progress', by: ['cleaner', 'admin'], note: 'the cleaner starts the job' },
    { from: 'on_the_way', to: 'in_progress', by: ['cleaner', 'admin'], note: 'the cleaner arrived and starts the job' },
    {
      from: 'accepted',
      to: 'awaiting_confirmation',
      by: ['cleaner', 'admin'],
      note: 'the cleaner says the job is done (without having started it in the app)',
    },
    { from: 'in_progress', to: 'awaiting_confirmation', by: ['cleaner', 'admin'], note: 'the cleaner says the job is done' },
    {
      from: 'awaiting_confirmation',
      to: 'completed',
      by: ['customer', 'admin', 'system'],
      note: 'the customer confirms (or 48 hours pass without a dispute, or an admin decides one for the cleaner); review opens and the payout is released',
    },
    {
      from: 'accepted',
      to: 'cancelled',
      by: ['customer', 'admin'],
      note: 'called off before the job starts; a paid booking is refunded',
    },
    {
      from: 'on_the_way',
      to: 'cancelled',
      by: ['customer', 'admin'],
      note: 'called off while the cleaner is on the way; a paid booking is refunded',
    },
    { from: 'in_progress', to: 'cancelled', by: ['admin'], note: 'an admin stops a job that went wrong; a paid booking is refunded' },
    {
      from: 'awaiting_confirmation',
      to: 'cancelled',
      by: ['admin'],
      note: "an admin upholds the customer's dispute: the payment is refunded in full (disputed bookings only)",
    },
  ],
  badges: {
    pending: { tone: 'warning', label: 'Pending' },
    accepted: { tone: 'success', label: 'Accepted' },
    rejected: { tone: 'error', label: 'Rejected' },
    on_the_way: { tone: 'info', label: 'On the way' },
    in_progress: { tone: 'info', label: 'In progress' },
    awaiting_confirmation: { tone: 'warning', label: 'Awaiting confirmation' },
    completed: { tone: 'info', label: 'Completed' },
    cancelled: { tone: 'neutral', label: 'Cancelled' },
  },
};
