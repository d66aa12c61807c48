// Reviews (/cleaner/reviews; spec /cleaner-reviews): what clients wrote about the cleaner, with the average.
import { formatDate } from '@spotless/shared-data';
import { useCleanerReviews, useMyCleanerProfile } from '@spotless/shared-data/cleaner';
import { Container, EmptyState, ErrorState, Heading, Loading, Text } from '@spotless/shared-ui';

export default function ReviewsPage() {
  const profile = useMyCleanerProfile();
  const reviews = useCleanerReviews(profile.data?.userId);
  return (
    <Container>
      <Heading level={1}>My Reviews</Heading>
      {profile.data ? (
        <Text>
          Average rating {profile.data.ratingAvg.toFixed(1)} out of 5 ({profile.data.ratingCount} reviews)
        </Text>
      ) : null}
      {reviews.isPending || profile.isPending ? <Loading /> : null}
      {reviews.isError ? <ErrorState message={reviews.error.message} onRetry={() => void reviews.refetch()} /> : null}
      {reviews.data && reviews.data.length === 0 ? <EmptyState message="No reviews yet." /> : null}
      <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 12 }}>
        {(reviews.data ?? []).map((r) => (
          <li key={r.id} style={{ borderBottom: '1px solid #e5e8ec', paddingBottom: 8 }}>
            <Text weight="bold">
              {r.rating}/5 · {r.reviewer_name || 'Client'} · {formatDate(r.created_at)}
            </Text>
            <Text>{r.comment}</Text>
          </li>
        ))}
      </ul>
    </Container>
  );
}
