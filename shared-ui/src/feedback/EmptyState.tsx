import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** The spec's empty-list text, e.g. "No bids available.". */
  message: ReactNode;
  /** Optional follow-up action (a button or link). */
  action?: ReactNode;
  /** Optional decorative icon. */
  icon?: ReactNode;
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.token.sizeSM}px;
  padding: ${({ theme }) => theme.token.sizeXL}px ${({ theme }) => theme.token.size}px;
  text-align: center;
  color: ${({ theme }) => theme.token.colorTextSecondary};
`;

const Message = styled.p`
  margin: 0;
`;

/** What a list shows when it has nothing in it. */
export function EmptyState({ message, action, icon }: EmptyStateProps) {
  return (
    <Wrap>
      {icon ? <span aria-hidden="true">{icon}</span> : null}
      <Message>{message}</Message>
      {action}
    </Wrap>
  );
}
