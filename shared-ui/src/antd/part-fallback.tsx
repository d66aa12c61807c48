import type { CSSProperties } from 'react';
import { tokens } from '../theme/tokens';

const hidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** Props of {@link PartFallback}. */
export interface PartFallbackProps {
  /** What is loading, for screen readers ("Loading table…"). */
  label: string;
  /** Space reserved for the part, so the page does not jump when it arrives. */
  minHeight: number;
}

/**
 * What an antd part shows while its code downloads: a quiet placeholder of about the part's size (no layout shift)
 * that screen readers announce as a status. Marked with `data-antd-part-loading` so tests can wait for the real part.
 */
export function PartFallback({ label, minHeight }: PartFallbackProps) {
  return (
    <div
      role="status"
      data-antd-part-loading=""
      style={{ minHeight, boxSizing: 'border-box', borderRadius: tokens.borderRadius, background: tokens.colorBgLayout }}
    >
      <span style={hidden}>{label}</span>
    </div>
  );
}

/** Height of one antd control with the Spotless tokens (inputs, pickers, buttons). */
export const CONTROL_HEIGHT = tokens.controlHeight;
