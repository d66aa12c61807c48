// Reviews console: reviews from the database; a confirmed Delete removes one ("Review deleted successfully!").
import { MESSAGES, useAdminReviews, useDeleteReview } from '@spotless/shared-data';
import { toast } from '@spotless/shared-ui';
import { toastError } from '../../lib/feedback';
import { ReviewsTable } from './ReviewsTable';

export function ReviewsTab() {
  const reviews = useAdminReviews();
  const remove = useDeleteReview();
  return (
    <ReviewsTable
      rows={reviews.data ?? []}
      loading={reviews.isLoading}
      error={reviews.error}
      onRetry={() => void reviews.refetch()}
      deleting={remove.isPending}
      onDelete={(review) =>
        remove.mutate(review.id, { onSuccess: () => toast.success(MESSAGES.reviews.deleted), onError: (e) => toastError(e, MESSAGES.admin.actionFailed('delete', 'review')) })
      }
    />
  );
}
