// Reviews (data-free): every review with Delete after confirmation. A review held as a suspected self-review (its
// author shares the cleaner's phone or e-mail) says why and offers Release, which lets it count in the rating.
import { formatDate } from '@spotless/shared-data';
import { REVIEW_HOLD_REASON_LABELS, type AdminReview } from '@spotless/shared-data/console';
import { Button, StatusBadge, Text } from '@spotless/shared-ui';
import { confirmAction, DataTable } from '@spotless/shared-ui/antd';
import { QueryFrame, type ListState } from '../../lib/feedback';

export const DELETE_REVIEW_QUESTION = 'Are you sure you want to delete this review?';

export function ReviewsTable({
  rows,
  deleting,
  onDelete,
  releasing,
  onRelease,
  loading = false,
  error = null,
  onRetry,
}: {
  rows: readonly AdminReview[];
  deleting?: boolean;
  onDelete: (review: AdminReview) => void;
  releasing?: boolean;
  /** Releases a held review into the rating; without it held reviews show no Release. */
  onRelease?: (review: AdminReview) => void;
} & ListState) {
  const askDelete = async (review: AdminReview) => {
    if (await confirmAction({ title: DELETE_REVIEW_QUESTION, okText: 'Delete', danger: true })) onDelete(review);
  };
  return (
    <QueryFrame isLoading={loading} error={error} onRetry={onRetry}>
      <DataTable<AdminReview>
        caption="Reviews"
        // One page from the database; the container shows the pager with the total.
        pagination={false}
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
            title: 'Rating status',
            key: 'held',
            render: (_, r) =>
              r.held_reasons ? (
                <>
                  <StatusBadge status="pending" label="Held" />
                  <Text as="span" size="sm" tone="secondary">
                    {' '}
                    {r.held_reasons.map((reason) => REVIEW_HOLD_REASON_LABELS[reason]).join(', ')}
                  </Text>
                </>
              ) : (
                <StatusBadge status="active" label="Counted" />
              ),
          },
          {
            title: 'Actions',
            key: 'actions',
            render: (_, r) => (
              <>
                {r.held_reasons && onRelease ? (
                  <Button size="sm" disabled={releasing} aria-label={`Release review by ${r.reviewer_name}`} onClick={() => onRelease(r)}>
                    Release
                  </Button>
                ) : null}{' '}
                <Button size="sm" variant="danger" disabled={deleting} aria-label={`Delete review by ${r.reviewer_name}`} onClick={() => void askDelete(r)}>
                  Delete
                </Button>
              </>
            ),
          },
        ]}
      />
    </QueryFrame>
  );
}
