import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { visuallyHidden } from '../theme/visually-hidden';

/** Props every labelled field shares. */
export interface FieldBaseProps {
  /** Visible label (always present for screen readers; `hideLabel` only hides it visually). */
  label: ReactNode;
  /** Help text under the control, linked with aria-describedby. */
  hint?: ReactNode;
  /** Validation message; marks the control aria-invalid and is announced. */
  error?: ReactNode;
  hideLabel?: boolean;
}

/** Ids tying a control to its label, hint and error. */
export interface FieldIds {
  inputId: string;
  hintId: string;
  errorId: string;
}

/** Generates stable ids for a field, honouring a caller-supplied control id. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const inputId = id ?? `field-${generated}`;
  return { inputId, hintId: `${inputId}-hint`, errorId: `${inputId}-error` };
}

/** The aria-describedby value for a control given which helper texts are shown. */
export function describedBy(ids: FieldIds, hint: ReactNode, error: ReactNode): string | undefined {
  const parts = [hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}

/** Vertical stack wrapping one field. */
export const FieldWrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.token.sizeXXS}px;
  margin-bottom: ${({ theme }) => theme.token.size}px;
  position: relative;
`;

/** Field label; `$hidden` keeps it for assistive tech only. */
export const Label = styled.label<{ $hidden?: boolean }>`
  font-weight: 600;
  font-size: ${({ theme }) => theme.token.fontSizeSM}px;
  color: ${({ theme }) => theme.token.colorText};
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;

/** Marks a required field visually; the control itself carries `required`. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" style={{ color: 'inherit', marginLeft: 2 }}>
      *
    </span>
  );
}

/** Help text under a control. */
export const Hint = styled.span`
  font-size: ${({ theme }) => theme.token.fontSizeSM}px;
  color: ${({ theme }) => theme.token.colorTextSecondary};
`;

/** Shared look of text inputs, text areas and selects. */
export const controlStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: ${({ theme }) => theme.token.controlHeight}px;
  padding: ${({ theme }) => `${theme.token.sizeXS}px ${theme.token.sizeSM}px`};
  font: inherit;
  color: ${({ theme }) => theme.token.colorText};
  background: ${({ theme }) => theme.token.colorBgContainer};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.token.colorError : theme.token.colorBorder)};
  border-radius: ${({ theme }) => theme.token.borderRadius}px;
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.token.colorPrimary};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.token.colorPrimaryBg};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.token.colorFocus};
    outline-offset: 1px;
  }
  &:disabled {
    background: ${({ theme }) => theme.token.colorBgLayout};
    cursor: not-allowed;
  }
`;
