import styled from 'styled-components';

/** One line of a booking's timeline, already in words. */
export interface TimelineLine {
  id: number | string;
  title: string;
  /** "25 Nov 2026, 14:05" (Lagos). */
  when: string;
  /** Who did it ("You", "Your cleaner", "Spotless"). */
  actor: string;
  /** ISO time for the <time> element. */
  at: string;
}

/** Props of {@link BookingTimeline}. */
export interface BookingTimelineProps {
  entries: readonly TimelineLine[];
  /** Shown when there is nothing yet. */
  emptyText?: string;
}

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0 0 0 4px;
`;

const Item = styled.li`
  position: relative;
  padding: 0 0 16px 22px;
  border-left: 2px solid ${({ theme }) => theme.token.colorBorderSecondary};
  &:last-child {
    border-left-color: transparent;
    padding-bottom: 0;
  }
  &::before {
    content: '';
    position: absolute;
    left: -7px;
    top: 2px;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    background: ${({ theme }) => theme.token.colorPrimary};
  }
`;

const Title = styled.div`
  font-weight: 600;
  color: ${({ theme }) => theme.token.colorText};
`;

const Meta = styled.div`
  font-size: ${({ theme }) => theme.token.fontSizeSM}px;
  color: ${({ theme }) => theme.token.colorTextSecondary};
`;

/** A booking's state changes and events, oldest first, each with its Lagos time and actor. */
export function BookingTimeline({ entries, emptyText = 'Nothing has happened yet.' }: BookingTimelineProps) {
  if (entries.length === 0) return <Meta>{emptyText}</Meta>;
  return (
    <List aria-label="Booking timeline">
      {entries.map((e) => (
        <Item key={e.id}>
          <Title>{e.title}</Title>
          <Meta>
            <time dateTime={e.at}>{e.when}</time> · {e.actor}
          </Meta>
        </Item>
      ))}
    </List>
  );
}
