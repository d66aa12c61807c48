import type { AnchorHTMLAttributes, ElementType, ReactNode } from 'react';
import styled from 'styled-components';
import { buttonStyles, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './button-styles';

/** Props of {@link LinkButton}. */
export interface LinkButtonProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /**
   * Link component to render, typically react-router's `Link` (`as={Link} to="/register"`).
   * Taking it as a prop keeps react-router out of shared-ui's import graph.
   */
  as?: ElementType;
  /** Router destination, forwarded to `as`; without `as` it becomes the `href`. */
  to?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  children?: ReactNode;
}

const StyledLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

/** A navigation link that looks like a {@link Button} (use for "Get Started", "Learn More" and the like). */
export function LinkButton({ as, to, href, variant = 'primary', size = 'md', block = false, children, ...rest }: LinkButtonProps) {
  // Only defined keys are passed: an explicit `href: undefined` would override the href a link component computes.
  const target = as ? { as, to, ...(href !== undefined ? { href } : {}) } : { href: href ?? to };
  return (
    <StyledLink {...target} $variant={variant} $size={size} $block={block} {...rest}>
      {children}
    </StyledLink>
  );
}
