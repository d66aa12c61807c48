// Pending Reviews (/client/reviews; the spec's /prompt-review): completed bookings without a review, each with
// Leave a Review. The review appears on the cleaner's public profile and updates their rating.
import { useState } from 'react';
import {
  errorMessage,
  formatDate,
  MESSAGES,
  type PendingReview,
  usePendingReviews,
  useReviewBooking,
} from '@spotless/shared-data';
import { Button, Card, EmptyState, ErrorState, Heading, Loading, Modal, NairaAmount, Text, toast } from '@spotless/shared-ui';
import { CardList, Stack } from '../../components/layout';
import { ReviewForm } from './ReviewForm';

export function PendingReviewList({ items, onReview }: { items: readonly PendingReview[]; onReview: (item: PendingReview) => void }) {
  if (!items.length) return <EmptyState message="No pending reviews. Completed bookings you have not reviewed appear here." />;
  return (
    <CardList aria-label="Bookings to review">
      {items.map((item) => {
        const name = item.cleaner?.display_name ?? MESSAGES.bookings.unknownCleaner;
        return (
          <li key={item.id} data-testid="pending-review">
            <Card title={name} titleLevel={3} actions={<Button onClick={() => onReview(item)} aria-label={`Leave a Review for ${name}`}>Leave a Review</Button>}>
              <Text size="sm">{item.services.join(', ')}</Text>
              <Text size="sm" tone="secondary">
                {item.location}
                {item.completed_at ? ` · completed ${formatDate(item.completed_at)}` : ''}
                {item.price_kobo ? ' · ' : ''}
                {item.price_kobo ? <NairaAmount kobo={item.price_kobo} /> : null}
              </Text>
            </Card>
          </li>
        );
      })}
    </CardList>
  );
}

export default function PendingReviewsPage() {
  const pending = usePendingReviews();
  const review = useReviewBooking();
  const [current, setCurrent] = useState<PendingReview | null>(null);
  return (
    <Stack>
      <Heading level={2}>Pending Reviews</Heading>
      {pending.isPending ? (
        <Loading />
      ) : pending.isError ? (
        <ErrorState message={errorMessage(pending.error, MESSAGES.reviews.dataFetchFailed)} onRetry={() => void pending.refetch()} />
      ) : (
        <PendingReviewList items={pending.data} onReview={setCurrent} />
      )}
      <Modal open={current !== null} onClose={() => setCurrent(null)} title={current ? `Review ${current.cleaner?.display_name ?? 'your cleaner'}` : 'Leave a Review'}>
        {current ? (
          <ReviewForm
            submitting={review.isPending}
            onCancel={() => setCurrent(null)}
            onSubmit={({ rating, feedback }) =>
              review.mutate(
                { bookingId: current.id, rating, feedback },
                {
                  onSuccess: () => {
                    toast.success(MESSAGES.reviews.submitted);
                    setCurrent(null);
                  },
                  onError: (error) => toast.error(errorMessage(error, MESSAGES.reviews.submitFailed('please try again.'))),
                },
              )
            }
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
