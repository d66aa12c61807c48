// Cleaner Profile Dashboard (/cleaner/profile[/public|personal|specialty|service-info|bio]): one tab per path, so the
// spec's routes (/public-dashboard, /personal-details, /service-section, /service-location, /bio) open the right tab.
import { Link, useNavigate, useParams } from '@spotless/shared-ui/router';
import { useCleanerReviews, useMyCleanerProfile } from '@spotless/shared-data';
import { Container, ErrorState, Heading, Loading, Text } from '@spotless/shared-ui';
import { Tabs } from '@spotless/shared-ui/antd';
import { BioTab } from './BioTab';
import { PersonalDetailsTab } from './PersonalDetailsTab';
import { PublicDashboard } from './PublicDashboard';
import { ServiceInfoTab } from './ServiceInfoTab';
import { SpecialtyTab } from './SpecialtyTab';
import { AntdPage } from '../../components/AntdPage';

export const PROFILE_TABS = [
  { key: 'public', label: 'Public Dashboard' },
  { key: 'personal', label: 'Personal Details' },
  { key: 'specialty', label: 'Specialty' },
  { key: 'service-info', label: 'Service Info' },
  { key: 'bio', label: 'My Bio' },
] as const;

function ProfilePageContent({ basePath }: { basePath: string }) {
  const { tab } = useParams();
  const navigate = useNavigate();
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
        <Tabs
          aria-label="Profile sections"
          activeKey={active}
          onChange={(key) => navigate(`${basePath}/profile/${key}`)}
          items={PROFILE_TABS.map((t) => ({
            key: t.key,
            label: t.label,
            children:
              t.key === 'public' ? (
                <PublicDashboard profile={profile.data} reviews={reviews.data ?? []} reviewsLoading={reviews.isPending} />
              ) : t.key === 'personal' ? (
                <PersonalDetailsTab profile={profile.data} basePath={basePath} />
              ) : t.key === 'specialty' ? (
                <SpecialtyTab profile={profile.data} />
              ) : t.key === 'service-info' ? (
                <ServiceInfoTab profile={profile.data} />
              ) : (
                <BioTab profile={profile.data} />
              ),
          }))}
        />
      ) : null}
    </Container>
  );
}

export default function ProfilePage({ basePath }: { basePath: string }) {
  return (
    <AntdPage>
      <ProfilePageContent basePath={basePath} />
    </AntdPage>
  );
}
