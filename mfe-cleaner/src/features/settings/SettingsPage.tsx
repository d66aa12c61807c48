// Settings (/cleaner/settings; spec /settings): account summary, password reset, and sign out.
import { Link } from '@spotless/shared-ui/router';
import { useAuth } from '@spotless/shared-data';
import { Card, Container, Heading, LinkButton, Text } from '@spotless/shared-ui';

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
