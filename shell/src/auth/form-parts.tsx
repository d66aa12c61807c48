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

export function Field({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldLabel>
      <span>{label}</span>
      <input {...input} />
    </FieldLabel>
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
