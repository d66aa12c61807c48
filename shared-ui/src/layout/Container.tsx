import styled from 'styled-components';

/** Centred content column with responsive side padding; `$width` picks the maximum width. */
export const Container = styled.div<{ $width?: 'narrow' | 'default' | 'wide' }>`
  width: 100%;
  max-width: ${({ $width = 'default' }) => ({ narrow: 720, default: 1140, wide: 1320 })[$width]}px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.token.size}px;
  ${({ theme }) => theme.media.md} {
    padding: 0 ${({ theme }) => theme.token.sizeLG}px;
  }
`;
