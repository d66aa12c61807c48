// Settings (/cleaner/settings; spec /settings): account summary, working hours (issue 27: the days and hours
// customers can book), password reset, and sign out.
import { Link } from '@spotless/shared-ui/router';
import { errorMessage, useAuth } from '@spotless/shared-data';
import { BOOKING_CHANGE_TEXTS, DEFAULT_AVAILABILITY, useMyAvailability, useSaveMyAvailability } from '@spotless/shared-data/booking-changes';
import { Card, Container, ErrorState, Heading, LinkButton, Text, toast } from '@spotless/shared-ui';
import { AvailabilityForm } from './AvailabilityForm';

/** Working hours: loads the cleaner's windows and saves the form in one database call. */
function WorkingHours() {
  const hours = useMyAvailability();
  const save = useSaveMyAvailability();
  if (hours.isError) return <ErrorState message={BOOKING_CHANGE_TEXTS.availabilityLoadFailed} onRetry={() => void hours.refetch()} />;
  if (hours.isPending) return <Text tone="secondary">Loading your hours…</Text>;
  const isDefault = hours.data.length === 0;
  return (
    <AvailabilityForm
      windows={isDefault ? DEFAULT_AVAILABILITY : hours.data}
      isDefault={isDefault}
      saving={save.isPending}
      onSave={(windows) =>
        save.mutate(windows, {
          onSuccess: () => toast.success(BOOKING_CHANGE_TEXTS.availabilitySaved),
          onError: (error) => toast.error(errorMessage(error, BOOKING_CHANGE_TEXTS.availabilityFailed)),
        })
      }
    />
  );
}

export default function SettingsPage({ basePath }: { basePath: string }) {
  const email = useAuth((s) => s.user?.email);
  return (
    <Container>
      <Heading level={1}>Settings</Heading>
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <Card title="Account" titleLevel={2}>
          <Text>Signed in as {email ?? '—'}</Text>
          <Text>
            <Link to={`${basePath}/profile/personal`}>Edit your personal details</Link>
          </Text>
        </Card>
        <Card title="Working hours" titleLevel={2}>
          <WorkingHours />
        </Card>
        <Card title="Password" titleLevel={2}>
          <Text>We will email you a link to choose a new password.</Text>
          <LinkButton as={Link} to="/forgot-password" variant="secondary">
            Reset password
          </LinkButton>
        </Card>
        <Card title="Sign out" titleLevel={2}>
          <LinkButton as={Link} to="/logout" variant="danger">
            Logout
          </LinkButton>
        </Card>
      </div>
    </Container>
  );
}
