// Top band of a content page (title and lead paragraph).
import styled from 'styled-components';

export const PageIntro = styled.div`
  padding: ${({ theme }) => theme.token.sizeXL}px 0;
  p {
    max-width: 760px;
  }
`;
