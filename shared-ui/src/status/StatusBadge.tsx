import styled from 'styled-components';
import { statusLabel, statusTone, type StatusTone } from './status-tone';

/** Props of {@link StatusBadge}. */
export interface StatusBadgeProps {
  /** Raw status value from the data (any case); empty shows "Pending". */
  status: string | null | undefined;
  /** Text to show instead of the capitalised status. */
  label?: string;
}

const Badge = styled.span<{ $tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: ${({ theme }) => theme.token.fontSizeSM}px;
  font-weight: 600;
  line-height: 1.6;
  white-space: nowrap;
  color: ${({ theme, $tone }) => ({ success: theme.token.colorSuccessText, error: theme.token.colorErrorText, warning: theme.token.colorWarningText })[$tone]};
  background: ${({ theme, $tone }) => ({ success: theme.token.colorSuccessBg, error: theme.token.colorErrorBg, warning: theme.token.colorWarningBg })[$tone]};
  border: 1px solid ${({ theme, $tone }) => ({ success: theme.token.colorSuccessBorder, error: theme.token.colorErrorBorder, warning: theme.token.colorWarningBorder })[$tone]};
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
  }
`;

/** Coloured pill for booking, bid, schedule and verification statuses (green / red / yellow, spec §4). */
export function StatusBadge({ status, label }: StatusBadgeProps) {
  const tone = statusTone(status);
  return (
    <Badge $tone={tone} data-tone={tone}>
      {label ?? statusLabel(status)}
    </Badge>
  );
}
