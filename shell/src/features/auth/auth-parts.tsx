// Building blocks of the account screens, on shared-ui's antd-free core (public pages stay light): the card, the
// split layout of Sign In, a password field with Show/Hide, and the coloured outcome message.
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, TextField, type TextFieldProps } from '@spotless/shared-ui';

/** Minimum password length (our rule; local-supabase and Supabase Auth are configured the same). */
export const MIN_PASSWORD_LENGTH = 8;
/** The rule shown under every new-password field. */
export const PASSWORD_RULE = `At least ${MIN_PASSWORD_LENGTH} characters.`;

export const AuthCard = styled.section`
  box-sizing: border-box;
  width: 100%;
  max-width: 480px;
  margin: 32px auto;
  padding: 28px 20px;
  border: 1px solid ${({ theme }) => theme.token.colorBorderSecondary};
  border-radius: ${({ theme }) => theme.token.borderRadiusLG}px;
  background: ${({ theme }) => theme.token.colorBgContainer};
  h1 {
    margin: 0 0 12px;
    font-size: 1.6rem;
  }
  @media (max-width: 400px) {
    margin: 16px auto;
    padding: 20px 14px;
    border-radius: 0;
    border-left: 0;
    border-right: 0;
  }
`;

/** Sign In's split layout: the hero picture beside the form, stacked (picture first, short) below 768 px. */
export const SplitLayout = styled.div`
  box-sizing: border-box;
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  align-items: center;
  gap: 32px;
  max-width: 1100px;
  margin: 0 auto;
  padding: 24px 16px;
  ${AuthCard} {
    margin: 0 auto;
  }
  @media (max-width: 767px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 8px;
    padding: 8px 0;
  }
`;

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin-top: 8px;
`;

export const Links = styled.p`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  flex-wrap: wrap;
  margin: 16px 0 0;
`;

export type NoticeTone = 'error' | 'success' | 'warning' | 'info';

const NoticeBox = styled.div<{ $tone: NoticeTone }>`
  margin: 12px 0;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.token.borderRadius}px;
  color: ${({ theme, $tone }) =>
    $tone === 'error'
      ? theme.token.colorErrorText
      : $tone === 'success'
        ? theme.token.colorSuccessText
        : $tone === 'warning'
          ? theme.token.colorWarningText
          : theme.token.colorText};
  background: ${({ theme, $tone }) =>
    $tone === 'error'
      ? theme.token.colorErrorBg
      : $tone === 'success'
        ? theme.token.colorSuccessBg
        : $tone === 'warning'
          ? theme.token.colorWarningBg
          : theme.token.colorPrimaryBg};
  p {
    margin: 0;
  }
`;

/**
 * An outcome message inside a form: errors are alerts (announced at once), the rest are status messages.
 * `data-tone` lets tests and styles tell green from red.
 */
export function Notice({ tone, children }: { tone: NoticeTone; children: ReactNode }) {
  return (
    <NoticeBox $tone={tone} data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </NoticeBox>
  );
}

const PasswordWrap = styled.div`
  position: relative;
  /* On the label's line, at the right: clear of the input, its hint and its error whatever their height. */
  > button {
    position: absolute;
    right: 0;
    top: -6px;
    min-height: 28px;
  }
`;

/** A password input with a Show/Hide button (the button says which state it switches to, and is aria-pressed). */
export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordWrap>
      <TextField {...props} type={visible ? 'text' : 'password'} />
      <Button
        variant="ghost"
        size="sm"
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        onClick={() => setVisible((value) => !value)}
      >
        {visible ? 'Hide' : 'Show'}
      </Button>
    </PasswordWrap>
  );
}

/** The text of any thrown value, or `fallback` when it carries none. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
