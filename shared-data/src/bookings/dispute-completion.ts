// Reporting a problem with a completed job (a dispute): in '@spotless/shared-data/money', as it holds the cleaner's
// pay, so the main entry that every public page loads does not carry it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { canTransition, getSupabase, queryKeys, unwrapRpc } from '@spotless/shared-data';

/** Texts of reporting a problem with a completed job (client bookings and the guest's My requests). */
export const DISPUTE_TEXTS = {
  reported: 'Problem reported: an admin will contact you',
  sent: 'Problem reported. An admin will contact you.',
  failed: 'Error reporting the problem!',
  reasonRequired: 'Describe the problem.',
  reasonTooLong: 'Use 1000 characters or fewer.',
} as const;

/** The database keeps up to this many characters of the customer's words (dispute_reason). */
export const DISPUTE_REASON_MAX = 1000;

/** What a booking row needs for the dispute buttons. */
export interface DisputableBooking {
  status: string;
  disputed_at: string | null;
}

/**
 * Whether the customer is offered "Report a problem": the job waits for their confirmation and they have not
 * reported one yet. Reporting stops the 48-hour confirmation until an admin decides.
 */
export function canReportProblem(booking: DisputableBooking): boolean {
  return booking.disputed_at === null && canTransition('booking', booking.status, 'completed', 'customer');
}

/** Whether the row shows that a problem was reported and waits for an admin (the customer may still confirm). */
export function problemReported(booking: DisputableBooking): boolean {
  return booking.disputed_at !== null && booking.status === 'awaiting_confirmation';
}

/** The reason's error for the form, or null when it can be sent. */
export function disputeReasonError(reason: string): string | null {
  const text = reason.trim();
  if (!text) return DISPUTE_TEXTS.reasonRequired;
  if (text.length > DISPUTE_REASON_MAX) return DISPUTE_TEXTS.reasonTooLong;
  return null;
}

/**
 * The customer (client or guest) reports a problem with a job the cleaner marked done (RPC
 * `dispute_booking_completion`); the cleaner and admins are told.
 * @throws DataError the database's refusal (e.g. "You already reported a problem with this job.") or
 * "Error reporting the problem!"
 */
export async function disputeBookingCompletion(input: { bookingId: string; reason: string }): Promise<void> {
  const supabase = await getSupabase();
  unwrapRpc(
    await supabase.rpc('dispute_booking_completion', { p_booking_id: input.bookingId, p_reason: input.reason.trim() }),
    DISPUTE_TEXTS.failed,
  );
}

/** Mutation of {@link disputeBookingCompletion}; refreshes bookings (client and guest lists). */
export function useDisputeBookingCompletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disputeBookingCompletion,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all }),
        // The guest's My requests page keeps its bookings under the quote requests key.
        queryClient.invalidateQueries({ queryKey: queryKeys.quoteRequests.all }),
      ]);
    },
  });
}
