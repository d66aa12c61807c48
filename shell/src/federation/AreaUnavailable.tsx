// What a visitor sees when an area cannot load or crashes: a plain message and a way to try again.
import styled from 'styled-components';

const Panel = styled.section`
  max-width: 560px;
  margin: 48px auto;
  padding: 32px 24px;
  text-align: center;
  border: 1px solid ${({ theme }) => theme.token.colorBorderSecondary};
  border-radius: ${({ theme }) => theme.token.borderRadiusLG}px;
  background: ${({ theme }) => theme.token.colorBgContainer};
`;

const RetryButton = styled.button`
  margin-top: 16px;
  min-height: 40px;
  padding: 0 20px;
  border: 0;
  border-radius: ${({ theme }) => theme.token.borderRadius}px;
  background: ${({ theme }) => theme.token.colorPrimary};
  color: ${({ theme }) => theme.token.colorTextLightSolid};
  font: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.token.colorFocus};
    outline-offset: 2px;
  }
`;

export function AreaUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Panel role="alert" aria-live="assertive">
      <h2>This section is temporarily unavailable</h2>
      <p>The rest of the site still works. Please try again in a moment.</p>
      <RetryButton type="button" onClick={onRetry}>
        Retry
      </RetryButton>
    </Panel>
  );
}
