import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-store';
import { getSupabase } from '../client/supabase-client';
import { MESSAGES } from '../constants/messages';
import type { Database } from '../database.types';
import { DataError } from '../errors/data-error';
import { unwrap } from '../errors/unwrap';
import { queryKeys } from '../query/query-keys';
import { unwrapRpc } from '../quotes/db-error';

type BookingRow = Database['public']['Tables']['bookings']['Row'];

/** A completed booking the client has not reviewed yet (Pending Reviews). */
export type PendingReview = Pick<BookingRow, 'id' | 'cleaner_id' | 'services' | 'location' | 'completed_at' | 'price_kobo'> & {
  cleaner: { display_name: string } | null;
};

/** Leave a Review: rating 1-5 and feedback, both required (spec §5). */
export interface ReviewInput {
  bookingId: string;
  rating: number | null;
  feedback: string;
}

/**
 * The client's completed bookings without a review, newest first.
 * @throws DataError "Error fetching reviews data."
 */
export async function fetchPendingReviews(userId: string): Promise<PendingReview[]> {
  const supabase = await getSupabase();
  const [bookingsResult, reviewsResult] = await Promise.all([
    supabase
      .from('bookings')
      .select('id, cleaner_id, services, location, completed_at, price_kobo, cleaner:cleaner_profiles(display_name)')
      .eq('customer_id', userId)
      .eq('status', 'completed')
      .order('completed_at', { ascending: false }),
    supabase.from('reviews').select('booking_id').eq('reviewer_id', userId),
  ]);
  const bookings = (unwrap(bookingsResult, MESSAGES.reviews.dataFetchFailed) ?? []) as unknown as PendingReview[];
  const reviewed = new Set((unwrap(reviewsResult, MESSAGES.reviews.dataFetchFailed) ?? []).map((r) => r.booking_id));
  return bookings.filter((b) => !reviewed.has(b.id));
}

/**
 * Checks the review form.
 * @throws DataError "Both feedback and rating are required."
 */
export function validateReview(input: ReviewInput): { rating: number; feedback: string } {
  const feedback = input.feedback.trim();
  const rating = input.rating;
  if (!feedback || rating === null || !Number.isInteger(rating) || rating < 1 || rating > 5) {
    throw new DataError(MESSAGES.reviews.feedbackAndRatingRequired);
  }
  return { rating, feedback };
}

/**
 * Reviews a completed booking once (RPC `review_booking`; the cleaner's rating is refreshed by trigger).
 * @throws DataError "Both feedback and rating are required.", the database's reason, or "Error submitting review: ..."
 */
export async function reviewBooking(input: ReviewInput): Promise<string> {
  const { rating, feedback } = validateReview(input);
  const supabase = await getSupabase();
  const result = await supabase.rpc('review_booking', { p_booking_id: input.bookingId, p_rating: rating, p_comment: feedback });
  return unwrapRpc(result, MESSAGES.reviews.submitFailed('please try again.')) as string;
}

/** The signed-in client's Pending Reviews. */
export function usePendingReviews() {
  const userId = useAuth((s) => (s.isAnonymous ? undefined : s.user?.id));
  return useQuery({
    queryKey: queryKeys.reviews.list({ pendingFor: userId ?? null }),
    queryFn: () => fetchPendingReviews(userId as string),
    enabled: Boolean(userId),
  });
}

/** Mutation of {@link reviewBooking}; refreshes pending reviews and cleaner profiles (new average). */
export function useReviewBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewBooking,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.cleaners.all });
    },
  });
}
