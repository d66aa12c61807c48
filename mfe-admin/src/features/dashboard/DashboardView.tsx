// Admin dashboard (data-free): the greeting line, a motivational line and the headline figures (open requests,
// pending verifications, jobs due today, chats awaiting a reply), each linking to where it is handled.
import styled from 'styled-components';
import { Link } from '@spotless/shared-ui/router';
import type { DashboardFigures } from '@spotless/shared-data/console';
import { Card, Container, Heading, Text } from '@spotless/shared-ui';
import { QueryFrame, type ListState } from '../../lib/feedback';

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
    { label: 'Jobs due today', value: figures.jobsDueToday, to: `${basePath}/activities/guest-bookings` },
    { label: 'Chats awaiting reply', value: figures.chatsAwaitingReply, to: `${basePath}/chats` },
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

export function DashboardView({
  line,
  motivation,
  figures,
  basePath,
  loading = false,
  error = null,
  onRetry,
}: { line: string; motivation: string; figures?: DashboardFigures; basePath: string } & ListState) {
  return (
    <Container>
      <Heading level={1}>Admin Dashboard</Heading>
      <Text data-testid="dashboard-greeting">{line}</Text>
      <Text data-testid="dashboard-motivation">{motivation}</Text>
      <QueryFrame isLoading={loading} error={error} onRetry={onRetry}>
        {figures ? <FigureCards figures={figures} basePath={basePath} /> : null}
      </QueryFrame>
    </Container>
  );
}
