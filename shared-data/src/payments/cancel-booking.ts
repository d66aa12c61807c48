import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelClientBooking, queryKeys } from '@spotless/shared-data';
import { processDueMoneyInBackground } from './checkout';

/** A booking the customer cancels, and whether money had been paid for it. */
export interface CancelBookingInput {
  bookingId: string;
  /** The booking's payment_status when the customer pressed Cancel: a paid one is refunded. */
  paymentStatus: string;
}

/**
 * The customer cancels a pending or accepted booking (RPC `cancel_booking`; the database refunds a paid one in
 * full). For a paid booking the refund is sent at once (processDueMoneyInBackground) instead of waiting for the scheduled run.
 * Refreshes bookings (client list and the guest's My requests) and payments.
 * @throws DataError the database's refusal ("Only a pending or accepted booking can be cancelled.") or a generic text
 */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ bookingId, paymentStatus }: CancelBookingInput) => {
      await cancelClientBooking(bookingId);
      if (paymentStatus !== 'unpaid') void processDueMoneyInBackground();
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.bookings.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.quoteRequests.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.payments.all }),
      ]),
  });
}
