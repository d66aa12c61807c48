// "Meet Our Verified Cleaners": real cleaners from shared-data (verified and active only). Data is fetched when the
// section nears the viewport, so the home page's first load does not download supabase-js.
import styled from 'styled-components';
import { Link } from '@spotless/shared-ui/router';
import { Avatar, Card, EmptyState, ErrorState, LinkButton, Spinner, Text } from '@spotless/shared-ui';
import { experienceLabel, useFeaturedCleaners, type PublicCleaner } from '@spotless/shared-data';
import { CardGrid, Section } from '../../components/Section';
import { useInView } from '../../components/use-in-view';

const Person = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.token.sizeSM}px;
  margin-bottom: ${({ theme }) => theme.token.sizeSM}px;
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.token.fontSizeLG}px;
`;

const Placeholder = styled.div`
  min-height: 240px;
  display: grid;
  place-items: center;
`;

function ratingText(cleaner: PublicCleaner): string {
  if (!cleaner.rating_count) return 'New on Spotless';
  const reviews = `${cleaner.rating_count} review${cleaner.rating_count === 1 ? '' : 's'}`;
  return `Rated ${cleaner.rating_avg.toFixed(1)} of 5 (${reviews})`;
}

export function CleanerCard({ cleaner }: { cleaner: PublicCleaner }) {
  const name = cleaner.display_name ?? 'Spotless cleaner';
  const place = [cleaner.lga, cleaner.state].filter(Boolean).join(', ');
  return (
    <li>
      <Card
        as="article"
        aria-label={name}
        actions={
          <LinkButton as={Link} to={`/cleaners/${cleaner.user_id}`} variant="secondary" aria-label={`View profile of ${name}`}>
            View Profile
          </LinkButton>
        }
      >
        <Person>
          <Avatar src={cleaner.avatar_url} name={name} size={56} decorative />
          <div>
            <Name>{name}</Name>
            <Text size="sm" tone="secondary">
              Verified cleaner{place ? ` · ${place}` : ''}
            </Text>
          </div>
        </Person>
        <Text size="sm">{ratingText(cleaner)}</Text>
        {cleaner.specializations?.length ? <Text size="sm">{cleaner.specializations.join(', ')}</Text> : null}
        {cleaner.years_of_experience ? (
          <Text size="sm" tone="secondary">
            Experience: {experienceLabel(cleaner.years_of_experience)}
          </Text>
        ) : null}
      </Card>
    </li>
  );
}

function CleanerList() {
  const cleaners = useFeaturedCleaners(true);
  if (cleaners.isPending) {
    return (
      <Placeholder>
        <Spinner label="Loading verified cleaners" />
      </Placeholder>
    );
  }
  if (cleaners.isError) return <ErrorState message={cleaners.error.message} onRetry={() => void cleaners.refetch()} />;
  if (cleaners.data.length === 0) return <EmptyState message="Our first verified cleaners are on their way. Check back soon." />;
  return (
    <CardGrid $min={260} aria-label="Verified cleaners">
      {cleaners.data.map((cleaner) => (
        <CleanerCard key={cleaner.user_id} cleaner={cleaner} />
      ))}
    </CardGrid>
  );
}

export function VerifiedCleaners() {
  const [ref, inView] = useInView<HTMLDivElement>();
  return (
    <Section id="verified-cleaners" title="Meet Our Verified Cleaners" intro="Every cleaner below passed our identity checks and is ready to work.">
      <div ref={ref}>{inView ? <CleanerList /> : <Placeholder />}</div>
      <LinkButton as={Link} to="/find-a-cleaner" variant="secondary">
        Find a Cleaner near you
      </LinkButton>
    </Section>
  );
}
