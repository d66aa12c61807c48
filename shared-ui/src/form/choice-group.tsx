import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Fieldset without browser chrome, used by checkbox and radio groups. */
export const Fieldset = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.token.size}px;
  padding: 0;
  min-width: 0;
`;

/** Group caption, the accessible name of the fieldset. */
export const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.token.sizeXS}px;
  font-weight: 600;
  font-size: ${({ theme }) => theme.token.fontSizeSM}px;
  color: ${({ theme }) => theme.token.colorText};
`;

/** Lays choices out in a column, or in wrapping rows when `$inline`. */
export const Choices = styled.div<{ $inline?: boolean }>`
  display: flex;
  flex-direction: ${({ $inline }) => ($inline ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.token.sizeXS}px ${theme.token.size}px`};
`;

/** One choice: the native input followed by its text, the whole row clickable. */
export const ChoiceLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.token.sizeXS}px;
  min-height: 32px;
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.token.colorPrimary};
  }
`;

/** Props shared by checkbox and radio groups. */
export interface ChoiceGroupBaseProps {
  /** The group's legend. */
  label: ReactNode;
  /** Shared `name` of the inputs. */
  name: string;
  error?: ReactNode;
  hint?: ReactNode;
  /** Lay the choices out on one wrapping row. */
  inline?: boolean;
  disabled?: boolean;
}
