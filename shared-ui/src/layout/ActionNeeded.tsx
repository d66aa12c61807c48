import styled from 'styled-components';
import { Link } from '../router';
import { tokens } from '../theme/tokens';

/** One thing the person must do, with where to do it. */
export interface ActionNeededItem {
  key: string;
  /** e.g. "Pay for 2 bookings". */
  text: string;
  /** Path of the screen where it is done. */
  to: string;
}

export interface ActionNeededProps {
  items: readonly ActionNeededItem[];
  /** Shown when there is nothing to do (omit to show nothing). */
  doneText?: string;
  label?: string;
}

const Row = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.sizeSM}px;
  margin: 0 0 ${tokens.size}px;
  padding: 0;
  list-style: none;
`;

const Chip = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${tokens.size}px;
  border-radius: 22px;
  background: ${tokens.colorWarningBg};
  border: 1px solid ${tokens.colorWarningBorder};
  color: ${tokens.colorWarningText};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${tokens.colorFocus};
    outline-offset: 2px;
  }
`;

const Done = styled.p`
  margin: 0 0 ${tokens.size}px;
  color: ${tokens.colorSuccessText};
`;

/**
 * The top of a dashboard: what the person must act on now (payments due, jobs to confirm, bookings to answer...),
 * each a link to where it is done, so the first screen of a phone shows it above everything else.
 */
export function ActionNeeded({ items, doneText, label = 'Needs your attention' }: ActionNeededProps) {
  if (items.length === 0) return doneText ? <Done role="status">{doneText}</Done> : null;
  return (
    <nav aria-label={label}>
      <Row>
        {items.map((item) => (
          <li key={item.key}>
            <Chip to={item.to}>{item.text}</Chip>
          </li>
        ))}
      </Row>
    </nav>
  );
}
