// What cleaners read about their payouts and payout account (docs/payments.md, "Labels for users"). Status labels
// are the payout lifecycle's badges.
import type { Database } from '../database.types';
import { PAYOUT_LIFECYCLE } from '@spotless/shared-data';

export type PayoutStatus = Database['public']['Enums']['payout_status'];
export type PayoutAccountStatus = Database['public']['Enums']['payout_account_status'];
/** Why a released payout has not gone yet (payouts.waiting_reason). */
export type PayoutWaitingReason = 'no_payout_account' | 'account_in_review';

/** Queued and processing both read "On the way": to the cleaner the money has left either way. */
export const PAYOUT_STATUS_LABELS: Readonly<Record<PayoutStatus, string>> = Object.fromEntries(
  PAYOUT_LIFECYCLE.states.map((s) => [s, PAYOUT_LIFECYCLE.badges[s].label]),
) as Record<PayoutStatus, string>;

/** The groups Earnings totals by, in the order it shows them. */
export const PAYOUT_GROUPS = ['Held', 'On the way', 'Paid out', 'Failed', 'Cancelled'] as const;
export type PayoutGroup = (typeof PAYOUT_GROUPS)[number];

export const PAYOUT_WAITING_TEXTS: Readonly<Record<PayoutWaitingReason, string>> = {
  no_payout_account: 'Add your bank account',
  account_in_review: 'Your account is being reviewed',
};

export const PAYOUT_ACCOUNT_STATUS_LABELS: Readonly<Record<PayoutAccountStatus, string>> = {
  verified: 'Verified',
  pending_review: 'Being reviewed',
  rejected: 'Not approved',
};

/** Label of a payout status (unknown values as they are, so a new status never shows blank). */
export function payoutStatusLabel(status: string): string {
  return PAYOUT_STATUS_LABELS[status as PayoutStatus] ?? status;
}

/** The text of a waiting reason, or null for none or one this build does not know. */
export function payoutWaitingText(reason: string | null): string | null {
  return reason ? (PAYOUT_WAITING_TEXTS[reason as PayoutWaitingReason] ?? null) : null;
}
