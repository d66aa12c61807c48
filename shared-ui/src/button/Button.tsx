import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { Spinner } from '../feedback/Spinner';
import { buttonStyles, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './button-styles';

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the container's width. */
  block?: boolean;
  /** Shows a spinner, disables the button and marks it busy; `loadingText` (e.g. "Sending...") replaces the label. */
  loading?: boolean;
  loadingText?: ReactNode;
  /** Icon placed before the label. */
  icon?: ReactNode;
}

const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

/** The suite's button (antd-free). Defaults to `type="button"` so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  loading = false,
  loadingText,
  icon,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $block={block}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size={16} label="" /> : icon}
      {loading && loadingText !== undefined ? loadingText : children}
    </StyledButton>
  );
}
