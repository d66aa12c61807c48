// A verified cleaner's public profile (/cleaners/:id): photo, bio, specializations, service locations, experience,
// availability, rating and reviews, with Request a Quote (to this cleaner only) and Book Now.
import { Link, useParams } from '@spotless/shared-ui/router';
import styled from 'styled-components';
import { Avatar, Card, Container, EmptyState, ErrorState, Heading, LinkButton, Loading, Text } from '@spotless/shared-ui';
import { experienceLabel, formatDate, MESSAGES, useCleanerProfile, type PublicCleanerProfile } from '@spotless/shared-data';
import { ratingText } from '../../components/CleanerCard';
import { Actions, Stack } from '../../components/layout';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: 8px 16px;
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const Reviews = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export function CleanerProfileView({ profile }: { profile: PublicCleanerProfile }) {
  const { cleaner, reviews } = profile;
  const place = [cleaner.lga, cleaner.state].filter(Boolean).join(', ');
  return (
    <Stack $gap={24}>
      <Header>
        <Avatar src={cleaner.avatar_url} name={cleaner.display_name} size={96} />
        <div>
          <Heading level={1} style={{ marginBottom: 4 }}>
            {cleaner.display_name}
          </Heading>
          <Text tone="secondary">{[place, ratingText(Number(cleaner.rating_avg), cleaner.rating_count)].filter(Boolean).join(' · ')}</Text>
        </div>
      </Header>
      <Actions>
        <LinkButton as={Link} to={`/request-quote?cleaner=${cleaner.user_id}`}>
          Request a Quote
        </LinkButton>
        <LinkButton as={Link} to={`/book?cleaner=${cleaner.user_id}`} variant="secondary">
          Book Now
        </LinkButton>
      </Actions>
      <Card title="About" titleLevel={2}>
        <Text>{cleaner.bio || 'This cleaner has not written a bio yet.'}</Text>
      </Card>
      <Card title="Details" titleLevel={2}>
        <Facts>
          <dt>Specializations</dt>
          <dd>{cleaner.specializations.length ? cleaner.specializations.join(', ') : 'Not stated'}</dd>
          <dt>Service locations</dt>
          <dd>{cleaner.service_locations.length ? cleaner.service_locations.join(', ') : 'Not stated'}</dd>
          <dt>Experience</dt>
          <dd>{experienceLabel(cleaner.years_of_experience)}</dd>
          <dt>Availability</dt>
          <dd>{cleaner.availability ?? 'Not stated'}</dd>
        </Facts>
      </Card>
      <section aria-labelledby="reviews-heading">
        <Heading level={2} id="reviews-heading">
          Reviews
        </Heading>
        {reviews.length ? (
          <Reviews>
            {reviews.map((review) => (
              <li key={review.id}>
                <Card>
                  <Text weight="bold" aria-label={`Rated ${review.rating} out of 5`}>
                    {'★'.repeat(review.rating)}
                    {'☆'.repeat(5 - review.rating)}
                  </Text>
                  <Text>{review.comment}</Text>
                  <Text size="sm" tone="secondary">
                    {review.reviewer_name || 'A client'} · {formatDate(review.created_at)}
                  </Text>
                </Card>
              </li>
            ))}
          </Reviews>
        ) : (
          <EmptyState message="No reviews yet." />
        )}
      </section>
    </Stack>
  );
}

export default function CleanerProfilePage() {
  const { id } = useParams();
  const profile = useCleanerProfile(id);
  return (
    <Container $width="narrow">
      {profile.isPending ? (
        <Loading />
      ) : profile.isError ? (
        <ErrorState message={MESSAGES.profile.cleanerProfileFetchFailed} onRetry={() => void profile.refetch()} />
      ) : profile.data ? (
        <CleanerProfileView profile={profile.data} />
      ) : (
        <Stack>
          <Heading level={1}>Cleaner not found</Heading>
          <EmptyState message="This cleaner is not available." action={<Link to="/find-a-cleaner">Find a Cleaner</Link>} />
        </Stack>
      )}
    </Container>
  );
}
