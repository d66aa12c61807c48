// Building blocks of Account settings: one titled section per task, on shared-ui's antd-free core.
import type { ReactNode } from 'react';
import styled from 'styled-components';

export const Page = styled.main`
  box-sizing: border-box;
  width: 100%;
  max-width: 720px;
  margin: 0 auto;
  padding: 24px 16px 48px;
  h1 {
    margin: 0 0 8px;
    font-size: 1.6rem;
  }
`;

const Box = styled.section`
  margin-top: 20px;
  padding: 20px 16px;
  border: 1px solid ${({ theme }) => theme.token.colorBorderSecondary};
  border-radius: ${({ theme }) => theme.token.borderRadiusLG}px;
  background: ${({ theme }) => theme.token.colorBgContainer};
  h2 {
    margin: 0 0 8px;
    font-size: 1.2rem;
  }
  p {
    margin: 0 0 10px;
  }
`;

/** A titled part of the page, labelled by its heading for screen readers. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box aria-labelledby={`${id}-title`} data-testid={`account-${id}`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </Box>
  );
}

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 8px;
`;
