// Admin dashboard: greeting by time of day with the admin's name, a motivational line and a toast (3 s), and the
// headline figures (open requests, pending verifications, today's bookings, unread chats).
import { useEffect, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { Link } from '@spotless/shared-ui/router';
import { useDashboardFigures, type DashboardFigures } from '@spotless/shared-data';
import { Card, Container, Heading, Text, toast } from '@spotless/shared-ui';
import { QueryFrame } from '../../lib/feedback';
import { greetingFor } from './greeting';
import { pickMotivation } from './motivation';
import { useFirstName } from './use-first-name';

const Grid = styled.ul`
  list-style: none;
  margin: 16px 0 0;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
`;

const Figure = styled.span`
  display: block;
  font-size: 2rem;
  font-weight: 700;
`;

export function FigureCards({ figures, basePath }: { figures: DashboardFigures; basePath: string }) {
  const cards: Array<{ label: string; value: number; to: string }> = [
    { label: 'Open requests', value: figures.openRequests, to: `${basePath}/activities` },
    { label: 'Pending verifications', value: figures.pendingVerifications, to: `${basePath}/verification` },
    { label: "Today's bookings", value: figures.todaysBookings, to: `${basePath}/activities/guest-bookings` },
    { label: 'Unread chats', value: figures.unreadChats, to: `${basePath}/chats` },
  ];
  return (
    <Grid aria-label="Headline figures">
      {cards.map((card) => (
        <Card as="li" key={card.label}>
          <Link to={card.to} aria-label={`${card.label}: ${card.value}`}>
            <Figure data-testid={`figure-${card.label}`}>{card.value}</Figure>
            <Text>{card.label}</Text>
          </Link>
        </Card>
      ))}
    </Grid>
  );
}

export default function DashboardPage({ basePath = '/admin' }: { basePath?: string }) {
  const firstName = useFirstName();
  const greeting = greetingFor(new Date().getHours());
  const motivation = useMemo(() => pickMotivation(), []);
  const figures = useDashboardFigures();
  const toasted = useRef(false);
  const line = firstName ? `${greeting}, ${firstName}!` : `${greeting}!`;

  useEffect(() => {
    if (toasted.current || !firstName) return;
    toasted.current = true;
    toast.success(line, { duration: 3000 });
  }, [firstName, line]);

  return (
    <Container>
      <Heading level={1}>Admin Dashboard</Heading>
      <Text data-testid="dashboard-greeting">{line}</Text>
      <Text data-testid="dashboard-motivation">{motivation}</Text>
      <QueryFrame isLoading={figures.isLoading} error={figures.error} onRetry={() => void figures.refetch()}>
        {figures.data ? <FigureCards figures={figures.data} basePath={basePath} /> : null}
      </QueryFrame>
    </Container>
  );
}
