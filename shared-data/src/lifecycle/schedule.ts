import type { Lifecycle } from './types';

/** Status of a recurring cleaning schedule. */
export type ScheduleStatus = 'pending' | 'active' | 'expired' | 'completed';

/**
 * Schedule lifecycle.
 *
 *   pending ──match a cleaner──▶ active ──complete──▶ completed
 *      └──expire──▶ expired ◀──expire── active
 *
 * A client's schedule starts pending until an admin matches it to a cleaner (active). The cleaner (or admin)
 * marks it completed when the service period is done; an admin expires schedules that lapse, matched or not.
 * Individual visits are tracked per occurrence and do not change the schedule's state.
 */
export const SCHEDULE_LIFECYCLE: Lifecycle<ScheduleStatus> = {
  states: ['pending', 'active', 'expired', 'completed'],
  initial: 'pending',
  final: ['expired', 'completed'],
  transitions: [
    { from: 'pending', to: 'active', by: ['admin'], note: 'an admin matches the client with a cleaner' },
    { from: 'pending', to: 'expired', by: ['admin'], note: 'lapsed before a cleaner was matched' },
    { from: 'active', to: 'completed', by: ['cleaner', 'admin'], note: 'the service period is done' },
    { from: 'active', to: 'expired', by: ['admin'], note: 'lapsed without completion' },
  ],
  // Spec §4: active green row, expired red row, pending yellow.
  badges: {
    pending: { tone: 'warning', label: 'Pending' },
    active: { tone: 'success', label: 'Active' },
    expired: { tone: 'error', label: 'Expired' },
    completed: { tone: 'info', label: 'Completed' },
  },
};
