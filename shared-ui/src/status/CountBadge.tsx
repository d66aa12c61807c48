// The small red count beside a menu entry or the bell (unread messages, new notifications). It is hidden from screen
// readers: the control it sits in carries the number in its own accessible name.
import styled from 'styled-components';

const Pill = styled.span`
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  box-sizing: border-box;
  border-radius: 10px;
  background: ${({ theme }) => theme.token.colorError};
  color: ${({ theme }) => theme.token.colorTextLightSolid};
  font-size: 12px;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`;

export interface CountBadgeProps {
  /** Nothing is drawn at 0; above 99 it reads 99+. */
  count: number;
  className?: string;
}

export function CountBadge({ count, className }: CountBadgeProps) {
  if (count <= 0) return null;
  return (
    <Pill aria-hidden="true" className={className} data-count-badge="">
      {count > 99 ? '99+' : count}
    </Pill>
  );
}
