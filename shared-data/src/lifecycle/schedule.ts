import type { Lifecycle } from './types';

/** Status of a recurring cleaning schedule. */
export type ScheduleStatus = 'pending' | 'active' | 'expired' | 'completed' | 'cancelled';

/**
 * Schedule lifecycle.
 *
 *   pending ──match a cleaner──▶ active ──complete──▶ completed
 *      └──expire──▶ expired ◀──expire── active ──client cancels──▶ cancelled
 *
 * A client's schedule starts pending until an admin matches it to a cleaner (active). The cleaner (or admin)
 * marks it completed when the service period is done; an admin expires schedules that lapse, matched or not.
 * The client may cancel an active schedule: its upcoming visits are cancelled and the past ones stay (a pending one
 * is deleted instead). Each visit is a booking of the schedule (source 'schedule') on the booking lifecycle
 * (./booking.ts): matching lays them out accepted; when no visit is left to do the schedule ends by itself
 * (completed if any was done, else cancelled).
 */
export const SCHEDULE_LIFECYCLE: Lifecycle<ScheduleStatus> = {
  states: ['pending', 'active', 'expired', 'completed', 'cancelled'],
  initial: 'pending',
  final: ['expired', 'completed', 'cancelled'],
  transitions: [
    { from: 'pending', to: 'active', by: ['admin'], note: 'an admin matches the client with a cleaner' },
    { from: 'pending', to: 'expired', by: ['admin'], note: 'lapsed before a cleaner was matched' },
    { from: 'active', to: 'completed', by: ['cleaner', 'admin', 'system'], note: 'the service period is done (its last visit to do was done)' },
    { from: 'active', to: 'expired', by: ['admin'], note: 'lapsed without completion' },
    { from: 'active', to: 'cancelled', by: ['customer', 'system'], note: 'the client cancels (upcoming visit bookings are cancelled), or every visit was cancelled' },
  ],
  // Spec §4: active green row, expired red row, pending yellow.
  badges: {
    pending: { tone: 'warning', label: 'Pending' },
    active: { tone: 'success', label: 'Active' },
    expired: { tone: 'error', label: 'Expired' },
    completed: { tone: 'info', label: 'Completed' },
    cancelled: { tone: 'neutral', label: 'Cancelled' },
  },
};
