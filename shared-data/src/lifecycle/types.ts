/**
 * Shared vocabulary of the state tables. Each lifecycle (booking, quote request, bid, schedule, and the money ones:
 * payment, payout, refund) lists its states,
 * the transitions allowed between them and who may make each one; the database mirrors the same tables in its
 * enums/CHECKs and in the RPCs that move rows between states (those RPCs are the real enforcement: these tables
 * let screens show only the buttons that will work).
 */

/**
 * Who acts on a lifecycle. Guests count as customers: they request, book and award like clients do. The system is
 * the platform itself, for the money lifecycles: Paystack's verified answers, the payouts run, the 48-hour timeout.
 */
export type LifecycleActor = 'customer' | 'cleaner' | 'admin' | 'system';

/** Colour family of a status badge (shared-ui maps tones to theme colours). */
export type BadgeTone = 'success' | 'warning' | 'error' | 'info' | 'neutral';

/** One allowed move between two states. */
export interface Transition<S extends string> {
  readonly from: S;
  readonly to: S;
  /** Who may make this move. */
  readonly by: readonly LifecycleActor[];
  /** Why the move exists, in domain terms. */
  readonly note: string;
}

/** A complete lifecycle: states, initial state, final states, transitions and badges. */
export interface Lifecycle<S extends string> {
  readonly states: readonly S[];
  readonly initial: S;
  /** States with no way out. */
  readonly final: readonly S[];
  readonly transitions: readonly Transition<S>[];
  /** Badge colour and label per state. */
  readonly badges: Readonly<Record<S, { tone: BadgeTone; label: string }>>;
}
