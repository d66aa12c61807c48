import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

/** Colour intent of a {@link Text}. */
export type TextTone = 'default' | 'secondary' | 'success' | 'error' | 'warning' | 'inverse';

/** Props of {@link Text}. */
export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** Element to render: `p` (default), `span`, `small`, `strong`... */
  as?: ElementType;
  tone?: TextTone;
  size?: 'sm' | 'md' | 'lg';
  weight?: 'normal' | 'bold';
  children?: ReactNode;
}

const StyledText = styled.p<{ $tone: TextTone; $size: 'sm' | 'md' | 'lg'; $weight: 'normal' | 'bold' }>`
  margin: 0 0 ${({ theme }) => theme.token.sizeXS}px;
  font-size: ${({ theme, $size }) => ({ sm: theme.token.fontSizeSM, md: theme.token.fontSize, lg: theme.token.fontSizeLG })[$size]}px;
  font-weight: ${({ $weight }) => ($weight === 'bold' ? 600 : 400)};
  color: ${({ theme, $tone }) =>
    ({
      default: theme.token.colorText,
      secondary: theme.token.colorTextSecondary,
      success: theme.token.colorSuccessText,
      error: theme.token.colorErrorText,
      warning: theme.token.colorWarningText,
      inverse: theme.token.colorTextLightSolid,
    })[$tone]};
`;

/** Body text in the theme's sizes, with colours that keep AA contrast on light backgrounds. */
export function Text({ as = 'p', tone = 'default', size = 'md', weight = 'normal', children, ...rest }: TextProps) {
  return (
    <StyledText as={as} $tone={tone} $size={size} $weight={weight} {...rest}>
      {children}
    </StyledText>
  );
}
