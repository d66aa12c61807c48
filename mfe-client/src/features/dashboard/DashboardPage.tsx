// Client Dashboard: greets by first name (spec: "greets by first name"); tabs arrive with the client issue.
import { Container, Heading, Text } from '@spotless/shared-ui';
import { useFirstName } from './use-first-name';

export default function DashboardPage() {
  const firstName = useFirstName();
  return (
    <Container>
      <Heading level={1}>Client Dashboard</Heading>
      <Text data-testid="dashboard-greeting">{firstName ? `Welcome, ${firstName}!` : 'Welcome!'}</Text>
    </Container>
  );
}
