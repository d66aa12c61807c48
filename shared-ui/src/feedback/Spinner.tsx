import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Diameter in px. */
  size?: number;
  /** Accessible name; omit (or pass '') when a parent already announces the busy state. */
  label?: string;
}

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: ${({ $size }) => Math.max(2, Math.round($size / 8))}px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  vertical-align: middle;
  ${({ theme }) => theme.media.reducedMotion} {
    animation-duration: 2.4s;
  }
`;

/** A small spinning ring. With a label it is announced as a status; without, it is decorative. */
export function Spinner({ size = 20, label = 'Loading' }: SpinnerProps) {
  return label ? (
    <Ring $size={size} role="status" aria-label={label} />
  ) : (
    <Ring $size={size} aria-hidden="true" />
  );
}
