// Cleaner Profile Dashboard (/cleaner/profile[/public|personal|specialty|service-info|bio]): one tab per path, so the
// spec's routes (/public-dashboard, /personal-details, /service-section, /service-location, /bio) open the right tab.
import { Link, useParams } from '@spotless/shared-ui/router';
import { useCleanerReviews, useMyCleanerProfile } from '@spotless/shared-data/cleaner';
import { Container, ErrorState, Heading, Loading, Text } from '@spotless/shared-ui';
import styled from 'styled-components';
import { BioTab } from './BioTab';
import { PersonalDetailsTab } from './PersonalDetailsTab';
import { PublicDashboard } from './PublicDashboard';
import { ServiceInfoTab } from './ServiceInfoTab';
import { SpecialtyTab } from './SpecialtyTab';

const SectionList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 8px;
  list-style: none;
  margin: 0 0 16px;
  padding: 0 0 8px;
  border-bottom: 1px solid ${({ theme }) => theme.token.colorBorderSecondary};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 12px;
    border-radius: ${({ theme }) => theme.token.borderRadius}px;
    text-decoration: none;
    color: ${({ theme }) => theme.token.colorText};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.token.colorPrimaryBg};
    color: ${({ theme }) => theme.token.colorPrimaryActive};
    font-weight: 600;
  }
`;

export const PROFILE_TABS = [
  { key: 'public', label: 'Public Dashboard' },
  { key: 'personal', label: 'Personal Details' },
  { key: 'specialty', label: 'Specialty' },
  { key: 'service-info', label: 'Service Info' },
  { key: 'bio', label: 'My Bio' },
] as const;

export default function ProfilePage({ basePath }: { basePath: string }) {
  const { tab } = useParams();
  const active = PROFILE_TABS.some((t) => t.key === tab) ? (tab as string) : 'public';
  const profile = useMyCleanerProfile();
  const reviews = useCleanerReviews(profile.data?.userId);

  return (
    <Container>
      <Heading level={1}>My Profile</Heading>
      <Text>
        <Link to={`${basePath}/verification`}>Profile Verification</Link>
      </Text>
      {profile.isPending ? <Loading message="Loading profile…" /> : null}
      {profile.isError ? <ErrorState message={profile.error.message} onRetry={() => void profile.refetch()} /> : null}
      {profile.data ? (
        <>
          <nav aria-label="Profile sections">
            <SectionList>
              {PROFILE_TABS.map((t) => (
                <li key={t.key}>
                  <Link to={`${basePath}/profile/${t.key}`} aria-current={t.key === active ? 'page' : undefined}>
                    {t.label}
                  </Link>
                </li>
              ))}
            </SectionList>
          </nav>
          <section aria-label={PROFILE_TABS.find((t) => t.key === active)?.label}>
            {active === 'public' ? (
              <PublicDashboard profile={profile.data} reviews={reviews.data ?? []} reviewsLoading={reviews.isPending} />
            ) : active === 'personal' ? (
              <PersonalDetailsTab profile={profile.data} basePath={basePath} />
            ) : active === 'specialty' ? (
              <SpecialtyTab profile={profile.data} />
            ) : active === 'service-info' ? (
              <ServiceInfoTab profile={profile.data} />
            ) : (
              <BioTab profile={profile.data} />
            )}
          </section>
        </>
      ) : null}
    </Container>
  );
}

