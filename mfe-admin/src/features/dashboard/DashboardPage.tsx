// Admin dashboard: greeting by time of day and first name; the consoles arrive with the admin issue.
import { Container, Heading, Text } from '@spotless/shared-ui';
import { greetingFor } from './greeting';
import { useFirstName } from './use-first-name';

export default function DashboardPage() {
  const firstName = useFirstName();
  const greeting = greetingFor(new Date().getHours());
  return (
    <Container>
      <Heading level={1}>Admin Dashboard</Heading>
      <Text data-testid="dashboard-greeting">{firstName ? `${greeting}, ${firstName}!` : `${greeting}!`}</Text>
    </Container>
  );
}
