/**
 * What a booking change costs (issue 27): the shapes of the policy row and of booking_change_quote's answer. The
 * database computes every number; shared-ui's booking-change dialogs word them (with the product's naira format).
 */

/** The policy row (booking_change_settings), as admins set it. */
export interface BookingChangePolicy {
  free_cancel_hours: number;
  late_fee_kind: 'percent' | 'fixed';
  late_fee_percent: number;
  late_fee_kobo: number;
  reschedule_min_hours: number;
  reschedule_limit: number;
}

/** The answer of booking_change_quote for the caller (amounts in kobo). */
export interface BookingChangeTerms {
  role: 'customer' | 'cleaner' | 'admin';
  status: string;
  starts_at: string | null;
  ends_at: string | null;
  needs_slot: boolean;
  can_cancel: boolean;
  cancel_refusal: string | null;
  late: boolean;
  fee_kobo: number;
  fee_waived_reason: string | null;
  paid_kobo: number;
  refund_kobo: number;
  free_until: string | null;
  can_reschedule: boolean;
  reschedule_refusal: string | null;
  reschedule_until: string | null;
  reschedules_left: number;
  policy: BookingChangePolicy;
}
