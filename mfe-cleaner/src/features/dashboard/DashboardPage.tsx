// Cleaner Dashboard (/cleaner): greets by first name, and guides a new cleaner through what is still missing
// (profile tabs, then verification) before they can bid; links to the work pages once ready.
import { Link } from '@spotless/shared-ui/router';
import { useMyTodo } from '@spotless/shared-data';
import { cleanerWorkEligibility, missingProfileSteps, useMyCleanerProfile, type MyCleanerProfile } from '@spotless/shared-data/cleaner';
import { ActionNeeded, Card, Container, ErrorState, Heading, LinkButton, Loading, StatusBadge, Text } from '@spotless/shared-ui';
import { cleanerTodoItems } from './todo-items';
import { useFirstName } from './use-first-name';

const STEP_PATHS: Record<string, string> = {
  'Personal Details': 'profile/personal',
  Specialty: 'profile/specialty',
  'Service Info': 'profile/service-info',
  'My Bio': 'profile/bio',
};

export function DashboardGuide({ profile, basePath }: { profile: MyCleanerProfile; basePath: string }) {
  const missing = missingProfileSteps(profile);
  const eligibility = cleanerWorkEligibility(profile);
  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      {missing.length > 0 ? (
        <Card title="Complete your profile" titleLevel={2}>
          <Text>Clients choose cleaners with a full profile. Still to do:</Text>
          <ul data-testid="profile-steps">
            {missing.map((step) => (
              <li key={step}>
                <Link to={`${basePath}/${STEP_PATHS[step] ?? 'profile'}`}>{step}</Link>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <Card title="Verification" titleLevel={2}>
        <Text>
          Status: <StatusBadge status={profile.verificationStatus} />
        </Text>
        {profile.status === 'suspended' ? (
          <Text tone="error">Your account is suspended. You cannot submit bids or accept bookings. Contact support for help.</Text>
        ) : profile.verificationStatus === 'verified' ? (
          <Text>You are verified: you appear in search and can bid on requests.</Text>
        ) : profile.verificationStatus === 'pending' ? (
          <Text>Your documents are under review. We will notify you when an admin has checked them.</Text>
        ) : (
          <>
            <Text>Only verified cleaners appear in search and can bid on requests.</Text>
            <LinkButton as={Link} to={`${basePath}/verification`}>Verify Profile Now</LinkButton>
          </>
        )}
      </Card>
      <Card title="Your work" titleLevel={2}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <LinkButton as={Link} to={`${basePath}/bids`} variant={eligibility.canBid ? 'primary' : 'secondary'}>
            Bids dashboard
          </LinkButton>
          <LinkButton as={Link} to={`${basePath}/bookings`} variant="secondary">
            Bookings
          </LinkButton>
          <LinkButton as={Link} to={`${basePath}/schedules`} variant="secondary">
            Schedules
          </LinkButton>
          <LinkButton as={Link} to={`${basePath}/earnings`} variant="secondary">
            Earnings
          </LinkButton>
        </div>
      </Card>
    </div>
  );
}

export default function DashboardPage({ basePath }: { basePath: string }) {
  const firstName = useFirstName();
  const profile = useMyCleanerProfile();
  const todo = useMyTodo();
  return (
    <Container>
      <Heading level={1}>Cleaner Dashboard</Heading>
      <Text data-testid="dashboard-greeting">{firstName ? `Welcome, ${firstName}!` : 'Welcome!'}</Text>
      {todo.data ? <ActionNeeded items={cleanerTodoItems(todo.data, basePath)} /> : null}
      {profile.isPending ? <Loading /> : null}
      {profile.isError ? <ErrorState message={profile.error.message} onRetry={() => void profile.refetch()} /> : null}
      {profile.data ? <DashboardGuide profile={profile.data} basePath={basePath} /> : null}
    </Container>
  );
}
