import styled from 'styled-components';
import { Spinner } from './Spinner';

/** Props of {@link Loading}. */
export interface LoadingProps {
  /** Visible and announced text, e.g. the spec's "Loading bookings...". */
  message?: string;
}

const Wrap = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.token.sizeXS}px;
  padding: ${({ theme }) => theme.token.sizeLG}px;
  color: ${({ theme }) => theme.token.colorTextSecondary};
`;

/** Block-level loading indicator with a live, visible message. */
export function Loading({ message = 'Loading...' }: LoadingProps) {
  return (
    <Wrap role="status" aria-live="polite">
      <Spinner label="" />
      <span>{message}</span>
    </Wrap>
  );
}
