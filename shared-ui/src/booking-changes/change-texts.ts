/**
 * The words of a booking change (issue 27): the policy and what cancelling now costs, from the numbers the database
 * gave (booking_change_quote). Shapes mirror shared-data's ChangeTerms; this package does not import it.
 */
import { formatNaira } from '../money/format-naira';

/** The cancellation/reschedule policy (booking_change_settings). */
export interface ChangePolicy {
  free_cancel_hours: number;
  late_fee_kind: 'percent' | 'fixed';
  late_fee_percent: number;
  late_fee_kobo: number;
  reschedule_min_hours: number;
  reschedule_limit: number;
}

/** The part of booking_change_quote's answer the dialogs word (amounts in kobo). */
export interface ChangeTerms {
  role: 'customer' | 'cleaner' | 'admin';
  can_cancel: boolean;
  cancel_refusal: string | null;
  late: boolean;
  fee_kobo: number;
  fee_waived_reason: string | null;
  paid_kobo: number;
  refund_kobo: number;
  can_reschedule: boolean;
  reschedule_refusal: string | null;
  reschedules_left: number;
  policy: ChangePolicy;
}

const hours = (n: number) => `${n} hour${n === 1 ? '' : 's'}`;

/** The late fee as the policy states it: "20% of the price" or "₦2,000.00". */
export function lateFeeText(policy: ChangePolicy): string {
  return policy.late_fee_kind === 'percent' ? `${policy.late_fee_percent}% of the price` : formatNaira(policy.late_fee_kobo);
}

/** The whole policy in three sentences, for the dialogs and the admin preview. */
export function policySentences(policy: ChangePolicy): string[] {
  return [
    `Cancel free of charge until ${hours(policy.free_cancel_hours)} before the start. After that, a fee of ${lateFeeText(policy)} is kept from what you paid.`,
    'Once the job has started it can no longer be cancelled.',
    policy.reschedule_limit === 0
      ? 'Bookings cannot be moved to another time.'
      : `You can move a booking up to ${policy.reschedule_limit} time${policy.reschedule_limit === 1 ? '' : 's'}, until ${hours(policy.reschedule_min_hours)} before it starts.`,
  ];
}

/** What cancelling now means for the caller, exactly (the numbers of the database). */
export function cancelOutcome(terms: ChangeTerms): string {
  if (!terms.can_cancel) return terms.cancel_refusal ?? 'This booking can no longer be cancelled.';
  if (terms.role === 'cleaner') {
    return 'The job is offered at once to other verified cleaners near the customer. The customer is not charged for your cancellation.';
  }
  if (terms.role === 'admin') {
    return terms.paid_kobo > 0 ? `The customer is refunded ${formatNaira(terms.paid_kobo)} in full.` : 'No payment was made for this booking.';
  }
  if (terms.fee_kobo > 0) {
    return `This is a late cancellation: a fee of ${formatNaira(terms.fee_kobo)} is kept and ${formatNaira(terms.refund_kobo)} is refunded to you.`;
  }
  if (terms.late && terms.fee_waived_reason) return `No fee: ${terms.fee_waived_reason}`;
  return terms.paid_kobo > 0 ? `Free cancellation: ${formatNaira(terms.paid_kobo)} is refunded to you in full.` : 'Free cancellation: you are not charged.';
}
