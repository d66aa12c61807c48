import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSupabase } from '../client/supabase-client';
import { MESSAGES } from '../constants/messages';
import { canTransition } from '../lifecycle/can-transition';
import { queryKeys } from '../query/query-keys';
import { unwrapRpc } from '../quotes/db-error';

/**
 * Whether the customer is offered "Confirm completion": the cleaner marked the job done and it waits for them. The
 * database decides (and applies the 48-hour timeout); this only picks the button from the booking lifecycle.
 */
export function canConfirmCompletion(status: string): boolean {
  return canTransition('booking', status, 'completed', 'customer');
}

/**
 * The customer (client or guest) confirms that the cleaner did the job (RPC `confirm_booking_completion`); the
 * booking becomes completed, reviewable and counted in the cleaner's earnings.
 * @throws DataError the database's refusal ("Only a booking awaiting confirmation can be confirmed.") or
 * "Error confirming the booking!"
 */
export async function confirmBookingCompletion(bookingId: string): Promise<void> {
  const supabase = await getSupabase();
  unwrapRpc(await supabase.rpc('confirm_booking_completion', { p_booking_id: bookingId }), MESSAGES.bookings.confirmFailed);
}

/** Mutation of {@link confirmBookingCompletion}; refreshes bookings (client and guest lists) and pending reviews. */
export function useConfirmBookingCompletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmBookingCompletion,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all }),
        // The guest's My requests page keeps its bookings under the quote requests key.
        queryClient.invalidateQueries({ queryKey: queryKeys.quoteRequests.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all }),
      ]);
    },
  });
}
