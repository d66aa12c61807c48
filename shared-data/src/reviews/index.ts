export {
  fetchPendingReviews,
  reviewBooking,
  usePendingReviews,
  useReviewBooking,
  validateReview,
  type PendingReview,
  type ReviewInput,
} from './reviews';
