// Reviews: every review with Delete after confirmation ("Review deleted successfully!").
import { MESSAGES, useAdminReviews, useDeleteReview, type AdminReview } from '@spotless/shared-data';
import { Button, toast } from '@spotless/shared-ui';
import { confirmAction, DataTable } from '@spotless/shared-ui/antd';
import { QueryFrame, toastError } from '../../lib/feedback';

export function ReviewsTab() {
  const reviews = useAdminReviews();
  const remove = useDeleteReview();
  const onDelete = async (review: AdminReview) => {
    if (!(await confirmAction({ title: 'Are you sure you want to delete this review?', okText: 'Delete', danger: true }))) return;
    remove.mutate(review.id, { onSuccess: () => toast.success(MESSAGES.reviews.deleted), onError: (e) => toastError(e, MESSAGES.admin.actionFailed('delete', 'review')) });
  };
  return (
    <QueryFrame isLoading={reviews.isLoading} error={reviews.error} onRetry={() => void reviews.refetch()}>
      <DataTable<AdminReview>
        caption="Reviews"
        rowKey="id"
        dataSource={reviews.data ?? []}
        emptyText="No reviews found."
        columns={[
          { title: 'Cleaner', dataIndex: 'cleaner_name' },
          { title: 'Reviewer', dataIndex: 'reviewer_name' },
          { title: 'Rating', dataIndex: 'rating', render: (r: number) => `${r} / 5` },
          { title: 'Review', dataIndex: 'comment' },
          { title: 'Date', dataIndex: 'created_at', render: (d: string) => new Date(d).toLocaleDateString('en-NG') },
          {
            title: 'Actions',
            key: 'actions',
            render: (_, r) => (
              <Button size="sm" variant="danger" disabled={remove.isPending} aria-label={`Delete review by ${r.reviewer_name}`} onClick={() => void onDelete(r)}>
                Delete
              </Button>
            ),
          },
        ]}
      />
    </QueryFrame>
  );
}
