// Reviews console: reviews paged and searched (reviewer or comment) in the database, page and search in the URL; a
// confirmed Delete removes one ("Review deleted successfully!"); a review held as a suspected self-review is released
// into the rating with Release.
import { MESSAGES } from '@spotless/shared-data';
import { ADMIN_LIST_SORTS, useAdminReviewsPage, useDeleteReview, useReleaseReview } from '@spotless/shared-data/console';
import { ListPager, ListSearch, toast } from '@spotless/shared-ui';
import { useListParams } from '@spotless/shared-ui/router';
import { toastError } from '../../lib/feedback';
import { ReviewsTable } from './ReviewsTable';
import { SortField } from './SortField';

export function ReviewsTab() {
  const [list, setList] = useListParams(ADMIN_LIST_SORTS);
  const reviews = useAdminReviewsPage(list);
  const remove = useDeleteReview();
  const release = useReleaseReview();
  return (
    <section aria-label="Reviews">
      <ListSearch label="Reviews" fieldLabel="Search reviews" search={list.search} onSearch={(search) => setList({ search })}>
        <SortField value={list.sort} onChange={(sort) => setList({ sort })} />
      </ListSearch>
      <ReviewsTable
        rows={reviews.data?.rows ?? []}
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
      {reviews.data ? (
        <ListPager label="Reviews" page={list.page} pageSize={reviews.data.pageSize} total={reviews.data.total} busy={reviews.isFetching} onPage={(page) => setList({ page })} />
      ) : null}
    </section>
  );
}
