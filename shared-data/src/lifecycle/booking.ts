import type { Lifecycle } from './types';

/** Status of a booking (client or guest, direct, from an awarded quote, or made by an admin). */
export type BookingStatus = 'pending' | 'accepted' | 'rejected' | 'completed' | 'cancelled';

/**
 * Booking lifecycle.
 *
 *   pending ──accept──▶ accepted ──complete──▶ completed
 *      │ └──reject──▶ rejected                    (reviewable)
 *      └──cancel──▶ cancelled ◀──cancel── accepted
 *
 * A booking is created pending. The assigned cleaner answers it (admins may answer for them, e.g. after a phone
 * call). Only an accepted job can be completed, and only completed bookings can be reviewed. The customer may
 * cancel before the job is done; a rejected booking is final (the customer books someone else).
 */
export const BOOKING_LIFECYCLE: Lifecycle<BookingStatus> = {
  states: ['pending', 'accepted', 'rejected', 'completed', 'cancelled'],
  initial: 'pending',
  final: ['rejected', 'completed', 'cancelled'],
  transitions: [
    { from: 'pending', to: 'accepted', by: ['cleaner', 'admin'], note: 'the cleaner takes the job' },
    { from: 'pending', to: 'rejected', by: ['cleaner', 'admin'], note: 'the cleaner declines the job' },
    { from: 'pending', to: 'cancelled', by: ['customer', 'admin'], note: 'the customer withdraws the request' },
    { from: 'accepted', to: 'completed', by: ['cleaner', 'admin'], note: 'the job was done; review opens' },
    { from: 'accepted', to: 'cancelled', by: ['customer', 'admin'], note: 'called off before the visit' },
  ],
  badges: {
    pending: { tone: 'warning', label: 'Pending' },
    accepted: { tone: 'success', label: 'Accepted' },
    rejected: { tone: 'error', label: 'Rejected' },
    completed: { tone: 'info', label: 'Completed' },
    cancelled: { tone: 'neutral', label: 'Cancelled' },
  },
};
