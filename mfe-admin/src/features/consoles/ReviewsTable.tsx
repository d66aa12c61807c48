// Reviews (data-free): every review with Delete after confirmation.
import { formatDate, type AdminReview } from '@spotless/shared-data';
import { Button } from '@spotless/shared-ui';
import { confirmAction, DataTable } from '@spotless/shared-ui/antd';
import { QueryFrame, type ListState } from '../../lib/feedback';

export const DELETE_REVIEW_QUESTION = 'Are you sure you want to delete this review?';

export function ReviewsTable({
  rows,
  deleting,
  onDelete,
  loading = false,
  error = null,
  onRetry,
}: { rows: readonly AdminReview[]; deleting?: boolean; onDelete: (review: AdminReview) => void } & ListState) {
  const askDelete = async (review: AdminReview) => {
    if (await confirmAction({ title: DELETE_REVIEW_QUESTION, okText: 'Delete', danger: true })) onDelete(review);
  };
  return (
    <QueryFrame isLoading={loading} error={error} onRetry={onRetry}>
      <DataTable<AdminReview>
        caption="Reviews"
        rowKey="id"
        dataSource={[...rows]}
        emptyText="No reviews found."
        columns={[
          { title: 'Cleaner', dataIndex: 'cleaner_name' },
          { title: 'Reviewer', dataIndex: 'reviewer_name' },
          { title: 'Rating', dataIndex: 'rating', render: (r: number) => `${r} / 5` },
          { title: 'Review', dataIndex: 'comment' },
          { title: 'Date', dataIndex: 'created_at', render: (d: string) => formatDate(d) },
          {
            title: 'Actions',
            key: 'actions',
            render: (_, r) => (
              <Button size="sm" variant="danger" disabled={deleting} aria-label={`Delete review by ${r.reviewer_name}`} onClick={() => void askDelete(r)}>
                Delete
              </Button>
            ),
          },
        ]}
      />
    </QueryFrame>
  );
}
