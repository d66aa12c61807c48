import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../button/Button';

/** Props of {@link ErrorState}. */
export interface ErrorStateProps {
  /** What went wrong, e.g. "This section is temporarily unavailable". */
  message: ReactNode;
  /** Called by the Retry button; no button when absent. */
  onRetry?: () => void;
  retryLabel?: string;
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.token.sizeSM}px;
  padding: ${({ theme }) => theme.token.sizeXL}px ${({ theme }) => theme.token.size}px;
  text-align: center;
  border: 1px solid ${({ theme }) => theme.token.colorErrorBorder};
  border-radius: ${({ theme }) => theme.token.borderRadiusLG}px;
  background: ${({ theme }) => theme.token.colorErrorBg};
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.token.colorErrorText};
  font-weight: 600;
`;

/** A failed load or section, announced as an alert, with an optional Retry. */
export function ErrorState({ message, onRetry, retryLabel = 'Retry' }: ErrorStateProps) {
  return (
    <Wrap role="alert">
      <Message>{message}</Message>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </Wrap>
  );
}
