// "Cleaning Specialist Available in Your Area": the search results, each with Book Now. Props only.
import { Link } from '@spotless/shared-ui/router';
import styled from 'styled-components';
import type { ProviderResult } from '@spotless/shared-data';
import { Avatar, Button, Card, Text } from '@spotless/shared-ui';
import { Actions, CardGrid } from '../../components/layout';

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

export interface ProviderResultsProps {
  providers: readonly ProviderResult[];
  onBook: (provider: ProviderResult) => void;
}

export function ProviderResults({ providers, onBook }: ProviderResultsProps) {
  return (
    <CardGrid aria-label="Cleaning specialists">
      {providers.map((p) => {
        const place = [p.lga, p.state].filter(Boolean).join(', ');
        return (
          <li key={p.user_id}>
            <Card
              data-testid="provider-card"
              actions={
                <Actions>
                  <Button size="sm" onClick={() => onBook(p)} aria-label={`Book Now: ${p.display_name}`}>
                    Book Now
                  </Button>
                  <Link to={`/cleaners/${p.user_id}`}>View profile</Link>
                </Actions>
              }
            >
              <Head>
                <Avatar src={p.avatar_url} name={p.display_name} size={48} decorative />
                <div>
                  <Text as="h4" weight="bold" style={{ margin: 0 }}>
                    {p.display_name}
                  </Text>
                  {place ? (
                    <Text size="sm" tone="secondary" style={{ margin: 0 }}>
                      {place}
                    </Text>
                  ) : null}
                </div>
              </Head>
              <Text size="sm">{ratingText(Number(p.rating_avg), p.rating_count)}</Text>
              {p.specializations.length ? <Text size="sm">{p.specializations.join(' · ')}</Text> : null}
              {p.service_locations.length ? <Text size="sm">Serves: {p.service_locations.join(', ')}</Text> : null}
            </Card>
          </li>
        );
      })}
    </CardGrid>
  );
}
