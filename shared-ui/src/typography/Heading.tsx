import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../theme/tokens';

/** Heading levels 1-6. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** Props of {@link Heading}. */
export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Document outline level: renders `<h1>`..`<h6>`. */
  level?: HeadingLevel;
  /** Visual size when it must differ from the outline level (keeps the outline correct). */
  size?: HeadingLevel;
  children?: ReactNode;
}

const sizeToken = {
  1: 'fontSizeHeading1',
  2: 'fontSizeHeading2',
  3: 'fontSizeHeading3',
  4: 'fontSizeHeading4',
  5: 'fontSizeHeading5',
  6: 'fontSize',
} as const;

/**
 * Below 768 px the three largest sizes step down one level, so a page title takes one line on a 390 px phone and the
 * content the person came for starts on the first screen (38 px "Client Dashboard" took two lines there).
 */
const phoneSize: Record<HeadingLevel, HeadingLevel> = { 1: 3, 2: 4, 3: 4, 4: 4, 5: 5, 6: 6 };

const StyledHeading = styled.h2<{ $size: HeadingLevel }>`
  margin: 0 0 ${({ theme }) => theme.token.sizeSM}px;
  font-weight: 700;
  line-height: 1.25;
  color: ${({ theme }) => theme.token.colorText};
  font-size: ${({ theme, $size }) => theme.token[sizeToken[phoneSize[$size]]]}px;
  ${media.md} {
    font-size: ${({ theme, $size }) => theme.token[sizeToken[$size]]}px;
  }
`;

/** Section heading whose element follows `level` and whose size can be set apart with `size`. */
export function Heading({ level = 2, size, children, ...rest }: HeadingProps) {
  return (
    <StyledHeading as={`h${level}`} $size={size ?? level} {...rest}>
      {children}
    </StyledHeading>
  );
}
