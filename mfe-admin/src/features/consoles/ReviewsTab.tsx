// Reviews console: reviews from the database; a confirmed Delete removes one ("Review deleted successfully!"); a
// review held as a suspected self-review is released into the rating with Release.
import { MESSAGES, useAdminReviews, useDeleteReview, useReleaseReview } from '@spotless/shared-data';
import { toast } from '@spotless/shared-ui';
import { toastError } from '../../lib/feedback';
import { ReviewsTable } from './ReviewsTable';

export function ReviewsTab() {
  const reviews = useAdminReviews();
  const remove = useDeleteReview();
  const release = useReleaseReview();
  return (
    <ReviewsTable
      rows={reviews.data ?? []}
      loading={reviews.isLoading}
      error={reviews.error}
      onRetry={() => void reviews.refetch()}
      deleting={remove.isPending}
      releasing={release.isPending}
      onRelease={(review) =>
        release.mutate(review.id, { onSuccess: () => toast.success(MESSAGES.reviews.released), onError: (e) => toastError(e, MESSAGES.admin.actionFailed('release', 'review')) })
      }
      onDelete={(review) =>
        remove.mutate(review.id, { onSuccess: () => toast.success(MESSAGES.reviews.deleted), onError: (e) => toastError(e, MESSAGES.admin.actionFailed('delete', 'review')) })
      }
    />
  );
}
