// Public Dashboard tab: the cleaner's card exactly as visitors see it on the public profile (photo, name, state, bio,
// specializations grid, availability, service locations, reviews with the average rating).
import { experienceLabel, formatDate } from '@spotless/shared-data';
import type { CleanerReview, MyCleanerProfile } from '@spotless/shared-data/cleaner';
import { Avatar, Card, EmptyState, Heading, StatusBadge, Text } from '@spotless/shared-ui';

export interface PublicDashboardProps {
  profile: MyCleanerProfile;
  reviews: readonly CleanerReview[];
  reviewsLoading?: boolean;
}

function Stars({ rating }: { rating: number }) {
  const rounded = Math.round(rating);
  return (
    <span aria-label={`${rating.toFixed(1)} out of 5 stars`} style={{ color: '#b7791f', letterSpacing: 2 }}>
      {'★'.repeat(rounded)}
      {'☆'.repeat(5 - rounded)}
    </span>
  );
}

export function PublicDashboard({ profile, reviews, reviewsLoading = false }: PublicDashboardProps) {
  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' }} data-testid="public-dashboard">
      <Card>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' }}>
          <Avatar src={profile.avatarUrl} name={profile.fullName} size={96} />
          <div>
            <Heading level={2}>{profile.fullName || 'Your name'}</Heading>
            <Text tone="secondary">{[profile.lga, profile.state].filter(Boolean).join(', ') || 'State not set'}</Text>
            <Text>
              <Stars rating={profile.ratingAvg} /> {profile.ratingAvg.toFixed(1)} ({profile.ratingCount}{' '}
              {profile.ratingCount === 1 ? 'review' : 'reviews'})
            </Text>
            <StatusBadge status={profile.verificationStatus} />
          </div>
        </div>
      </Card>
      <Card title="About" titleLevel={3}>
        <Text>{profile.bio?.trim() || 'No bio yet.'}</Text>
      </Card>
      <Card title="Specializations" titleLevel={3}>
        {profile.specializations.length ? (
          <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 8, listStyle: 'none', padding: 0, margin: 0 }}>
            {profile.specializations.map((s) => (
              <li key={s} style={{ padding: 8, border: '1px solid #d9dee5', borderRadius: 8 }}>
                {s}
              </li>
            ))}
          </ul>
        ) : (
          <Text tone="secondary">No specializations yet.</Text>
        )}
      </Card>
      <Card title="Availability and experience" titleLevel={3}>
        <Text>Availability: {profile.availability ?? 'Not stated'}</Text>
        <Text>Experience: {experienceLabel(profile.yearsOfExperience)}</Text>
      </Card>
      <Card title="Service locations" titleLevel={3}>
        {profile.serviceLocations.length ? (
          <ul>
            {profile.serviceLocations.map((l) => (
              <li key={l}>{l.replace('/', ' — ')}</li>
            ))}
          </ul>
        ) : (
          <Text tone="secondary">No service locations yet.</Text>
        )}
      </Card>
      <Card title="Reviews" titleLevel={3}>
        {reviewsLoading ? <Text tone="secondary">Loading reviews…</Text> : null}
        {!reviewsLoading && reviews.length === 0 ? <EmptyState message="No reviews yet." /> : null}
        <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
          {reviews.map((r) => (
            <li key={r.id}>
              <Stars rating={r.rating} /> <strong>{r.reviewer_name || 'Client'}</strong>{' '}
              <Text as="span" tone="secondary" size="sm">
                {formatDate(r.created_at)}
              </Text>
              <Text>{r.comment}</Text>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
