// A verified cleaner's card (Find a Cleaner results): photo, name, place, rating, specializations, and links to the
// public profile, a quote request to this cleaner only, and a booking.
import { Link } from '@spotless/shared-ui/router';
import styled from 'styled-components';
import { Avatar, Card, LinkButton, Text } from '@spotless/shared-ui';
import type { PublicCleaner } from '@spotless/shared-data';
import { Actions } from './layout';

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-bottom: 8px;
`;

/** "4.5 ★ (12 reviews)" or "No reviews yet". */
export function ratingText(avg: number, count: number): string {
  if (!count) return 'No reviews yet';
  return `${avg.toFixed(1)} ★ (${count} review${count === 1 ? '' : 's'})`;
}

export function CleanerCard({ cleaner }: { cleaner: PublicCleaner }) {
  const place = [cleaner.lga, cleaner.state].filter(Boolean).join(', ');
  return (
    <Card
      data-testid="cleaner-card"
      actions={
        <Actions>
          <LinkButton as={Link} to={`/request-quote?cleaner=${cleaner.user_id}`} size="sm" aria-label={`Request a Quote from ${cleaner.display_name}`}>
            Request a Quote
          </LinkButton>
          <LinkButton as={Link} to={`/book?cleaner=${cleaner.user_id}`} size="sm" variant="secondary" aria-label={`Book ${cleaner.display_name} now`}>
            Book Now
          </LinkButton>
        </Actions>
      }
    >
      <Head>
        <Avatar src={cleaner.avatar_url} name={cleaner.display_name} size={56} decorative />
        <div>
          <Text as="h3" weight="bold" style={{ margin: 0 }}>
            <Link to={`/cleaners/${cleaner.user_id}`}>{cleaner.display_name}</Link>
          </Text>
          {place ? (
            <Text size="sm" tone="secondary" style={{ margin: 0 }}>
              {place}
            </Text>
          ) : null}
        </div>
      </Head>
      <Text size="sm">{ratingText(Number(cleaner.rating_avg), cleaner.rating_count)}</Text>
      {cleaner.specializations.length ? <Text size="sm">{cleaner.specializations.join(' · ')}</Text> : null}
    </Card>
  );
}
