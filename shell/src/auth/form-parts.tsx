// Minimal accessible form pieces for the shell's auth screens (issue 11 restyles them with shared-ui fields).
import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

export const AuthCard = styled.section`
  max-width: 440px;
  margin: 48px auto;
  padding: 32px 24px;
  border: 1px solid ${({ theme }) => theme.token.colorBorderSecondary};
  border-radius: ${({ theme }) => theme.token.borderRadiusLG}px;
  background: ${({ theme }) => theme.token.colorBgContainer};
  h1 {
    margin-top: 0;
    font-size: 1.75rem;
  }
`;

const FieldLabel = styled.label`
  display: block;
  margin-bottom: 16px;
  span {
    display: block;
    margin-bottom: 4px;
    font-weight: 600;
  }
  input,
  select {
    box-sizing: border-box;
    width: 100%;
    min-height: 40px;
    padding: 0 12px;
    border: 1px solid ${({ theme }) => theme.token.colorBorder};
    border-radius: ${({ theme }) => theme.token.borderRadius}px;
    font: inherit;
  }
`;

// The error sits outside the label so the field's accessible name stays its label alone.
const FieldBlock = styled.div`
  margin-bottom: 16px;
  label {
    margin-bottom: 0;
  }
`;

const FieldError = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.token.colorErrorText};
`;

/** A labelled input; `error` is shown under it and announced with the field (aria-describedby). */
export function Field({ label, error, ...input }: { label: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const errorId = error && input.name ? `${input.name}-error` : undefined;
  return (
    <FieldBlock>
      <FieldLabel>
        <span>{label}</span>
        <input {...input} aria-invalid={error ? true : undefined} aria-describedby={errorId} />
      </FieldLabel>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FieldBlock>
  );
}

export function SelectField({ label, children, ...select }: { label: string; children: ReactNode } & InputHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldLabel>
      <span>{label}</span>
      <select {...select}>{children}</select>
    </FieldLabel>
  );
}

export const SubmitButton = styled.button`
  width: 100%;
  min-height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.token.borderRadius}px;
  background: ${({ theme }) => theme.token.colorPrimary};
  color: ${({ theme }) => theme.token.colorTextLightSolid};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: wait;
  }
`;

export const SecondaryButton = styled(SubmitButton)`
  background: transparent;
  color: ${({ theme }) => theme.token.colorPrimary};
  border: 1px solid ${({ theme }) => theme.token.colorPrimary};
  margin-top: 8px;
`;

export const FormMessage = styled.p<{ $tone: 'error' | 'success' }>`
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.token.borderRadius}px;
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.token.colorErrorText : theme.token.colorSuccessText)};
  background: ${({ theme, $tone }) => ($tone === 'error' ? theme.token.colorErrorBg : theme.token.colorSuccessBg)};
`;

export const Links = styled.p`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  flex-wrap: wrap;
`;
