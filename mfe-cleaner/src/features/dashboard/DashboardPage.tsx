// Cleaner Dashboard: greets by first name; profile tabs, bids and schedules arrive with the cleaner issue.
import { Container, Heading, Text } from '@spotless/shared-ui';
import { useFirstName } from './use-first-name';

export default function DashboardPage() {
  const firstName = useFirstName();
  return (
    <Container>
      <Heading level={1}>Cleaner Dashboard</Heading>
      <Text data-testid="dashboard-greeting">{firstName ? `Welcome, ${firstName}!` : 'Welcome!'}</Text>
    </Container>
  );
}
