import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Heading } from '../../typography/Heading';
import { StatusBadge } from '../../status/StatusBadge';
import { BookingConversation, type BookingConversationProps } from './BookingConversation';
import { BookingTimeline, type TimelineLine } from './BookingTimeline';
import { ReplacementNotice, type ReplacementNoticeProps } from './ReplacementNotice';

/** One fact of the booking ("When", "Price", ...). */
export interface BookingFact {
  label: string;
  value: ReactNode;
}

/** Props of {@link BookingPageFrame}. */
export interface BookingPageFrameProps {
  /** "House Cleaning, Window Cleaning". */
  title: string;
  /** How people name this booking to support or in a search box ("BK-3F2A91C0"), beside the title. */
  reference?: string;
  /** The status badge: its word, and the raw status it is coloured by. */
  status: { label: string; value: string };
  facts: readonly BookingFact[];
  /** The viewer's next steps (buttons). */
  actions?: ReactNode;
  /** Where cancel and reschedule go. */
  changes?: ReactNode;
  /** A standby replacement's state (finding one, none found yet, who is coming), above the actions. */
  notice?: ReplacementNoticeProps | null;
  /** A link back to the list, above the title. */
  back?: ReactNode;
  timeline: readonly TimelineLine[];
  conversation: BookingConversationProps;
}

const Page = styled.div`
  display: grid;
  gap: 20px;
  max-width: 960px;
  @media (min-width: 900px) {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

const Section = styled.section`
  background: ${({ theme }) => theme.token.colorBgContainer};
  border: 1px solid ${({ theme }) => theme.token.colorBorderSecondary};
  border-radius: ${({ theme }) => theme.token.borderRadiusLG}px;
  padding: 16px;
  min-width: 0;
`;

const Wide = styled(Section)`
  @media (min-width: 900px) {
    grid-column: 1 / -1;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 12px;
  align-items: center;
`;

const Reference = styled.span`
  color: ${({ theme }) => theme.token.colorTextSecondary};
  font-variant-numeric: tabular-nums;
  user-select: all;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 12px 0 0;
  dt {
    color: ${({ theme }) => theme.token.colorTextSecondary};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 16px;
  &:empty {
    display: none;
  }
`;

/** A booking's page: facts and next steps, then its timeline and its conversation (side by side on wide screens). */
export function BookingPageFrame({ title, reference, status, facts, actions, changes, notice, back, timeline, conversation }: BookingPageFrameProps) {
  return (
    <Page>
      <Wide aria-label="Booking details">
        {back}
        <Head>
          <Heading level={1} size={3}>
            {title}
          </Heading>
          <span data-testid="booking-status">
            <StatusBadge status={status.value} label={status.label} />
          </span>
          {reference ? <Reference data-testid="booking-reference">{reference}</Reference> : null}
        </Head>
        <Facts>
          {facts.map((f) => (
            <div key={f.label} style={{ display: 'contents' }}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </Facts>
        {notice ? <ReplacementNotice {...notice} /> : null}
        <Actions data-testid="booking-actions">{actions}</Actions>
        {changes ? <Actions data-testid="booking-changes">{changes}</Actions> : null}
      </Wide>
      <Section aria-labelledby="booking-timeline-heading">
        <Heading level={2} size={4} id="booking-timeline-heading">
          Timeline
        </Heading>
        <BookingTimeline entries={timeline} />
      </Section>
      <Section aria-labelledby="booking-messages-heading">
        <Heading level={2} size={4} id="booking-messages-heading">
          Messages
        </Heading>
        <BookingConversation {...conversation} />
      </Section>
    </Page>
  );
}
