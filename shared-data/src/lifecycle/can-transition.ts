import type { AppRole } from '../auth/roles';
import { BID_LIFECYCLE, type BidStatus } from './bid';
import { BOOKING_LIFECYCLE, type BookingStatus } from './booking';
import { PAYMENT_LIFECYCLE, type PaymentState } from './payment';
import { PAYOUT_LIFECYCLE, type PayoutState } from './payout';
import { QUOTE_LIFECYCLE, type QuoteRequestStatus } from './quote';
import { REFUND_LIFECYCLE, type RefundState } from './refund';
import { SCHEDULE_LIFECYCLE, type ScheduleStatus } from './schedule';
import type { BadgeTone, Lifecycle, LifecycleActor } from './types';

/** The lifecycles by name, with the state type of each. */
export interface LifecycleStates {
  booking: BookingStatus;
  quote: QuoteRequestStatus;
  bid: BidStatus;
  schedule: ScheduleStatus;
  payment: PaymentState;
  payout: PayoutState;
  refund: RefundState;
}

/** Name of a lifecycle. */
export type LifecycleKind = keyof LifecycleStates;

/** All state tables by name. */
export const LIFECYCLES: { readonly [K in LifecycleKind]: Lifecycle<LifecycleStates[K]> } = {
  booking: BOOKING_LIFECYCLE,
  quote: QUOTE_LIFECYCLE,
  bid: BID_LIFECYCLE,
  schedule: SCHEDULE_LIFECYCLE,
  payment: PAYMENT_LIFECYCLE,
  payout: PAYOUT_LIFECYCLE,
  refund: REFUND_LIFECYCLE,
};

/** The lifecycle actor an account role acts as (client → customer, admin and super_admin → admin). */
export function actorForRole(role: AppRole): LifecycleActor {
  switch (role) {
    case 'client':
      return 'customer';
    case 'cleaner':
      return 'cleaner';
    case 'admin':
    case 'super_admin':
      return 'admin';
  }
}

/**
 * Whether `actor` may move a `kind` record from `from` to `to`. Accepts an account role too (guests pass
 * 'customer'). Unknown states (legacy data such as "done") are never transitionable.
 */
export function canTransition<K extends LifecycleKind>(
  kind: K,
  from: LifecycleStates[K] | string,
  to: LifecycleStates[K] | string,
  actorRole: LifecycleActor | AppRole,
): boolean {
  const actor = toActor(actorRole);
  const table: Lifecycle<string> = LIFECYCLES[kind];
  return table.transitions.some((t) => t.from === from && t.to === to && t.by.includes(actor));
}

// 'cleaner' and 'admin' are both roles and actors and mean the same; 'customer' and 'system' are only actors.
function toActor(actorRole: LifecycleActor | AppRole): LifecycleActor {
  return actorRole === 'customer' || actorRole === 'system' ? actorRole : actorForRole(actorRole);
}

/** The states an actor may move a record to from `from` (the buttons a screen should show). */
export function nextStates<K extends LifecycleKind>(
  kind: K,
  from: LifecycleStates[K] | string,
  actorRole: LifecycleActor | AppRole,
): LifecycleStates[K][] {
  const table: Lifecycle<LifecycleStates[K]> = LIFECYCLES[kind];
  return table.states.filter((to) => canTransition(kind, from, to, actorRole));
}

/**
 * Badge tone and label for a state. Unknown values (legacy capitalised "Accepted", "done") are matched
 * case-insensitively; anything still unknown shows red, as the spec does for unexpected statuses.
 */
export function statusBadge<K extends LifecycleKind>(kind: K, state: string): { tone: BadgeTone; label: string } {
  const badges: Readonly<Record<string, { tone: BadgeTone; label: string }>> = LIFECYCLES[kind].badges;
  return badges[state] ?? badges[state.toLowerCase()] ?? { tone: 'error', label: state };
}
