// A quiet loading state for whole-page waits (session check, area download).
import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrapper = styled.div`
  display: flex;
  justify-content: center;
  padding: 64px 16px;
`;

const Ring = styled.span`
  width: 32px;
  height: 32px;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.token.colorBorderSecondary};
  border-top-color: ${({ theme }) => theme.token.colorPrimary};
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export function PageSpinner({ label }: { label: string }) {
  return (
    <Wrapper role="status" aria-label={label}>
      <Ring aria-hidden="true" />
    </Wrapper>
  );
}
