import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { getToasts, subscribeToasts, toast, type ToastEntry, type ToastKind } from './toast-store';

/** Default auto-close delay (spec §9: 3 s on most screens; the home page passes 5000). */
export const DEFAULT_TOAST_DURATION = 3000;

/** Props of {@link Toaster}. */
export interface ToasterProps {
  /** Auto-close delay in ms for toasts that do not set their own. */
  defaultDuration?: number;
}

const Stack = styled.div`
  position: fixed;
  top: ${({ theme }) => theme.token.size}px;
  right: ${({ theme }) => theme.token.size}px;
  left: ${({ theme }) => theme.token.size}px;
  z-index: ${({ theme }) => theme.token.zIndexPopupBase + 10};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.token.sizeXS}px;
  pointer-events: none;
  ${({ theme }) => theme.media.md} {
    left: auto;
    width: 380px;
  }
`;

const Item = styled.div<{ $kind: ToastKind }>`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.token.sizeXS}px;
  width: 100%;
  padding: ${({ theme }) => `${theme.token.sizeSM}px ${theme.token.size}px`};
  border-radius: ${({ theme }) => theme.token.borderRadius}px;
  box-shadow: 0 6px 16px rgba(0, 0, 0, 0.15);
  background: ${({ theme }) => theme.token.colorBgContainer};
  color: ${({ theme }) => theme.token.colorText};
  border-left: 5px solid
    ${({ theme, $kind }) =>
      ({ success: theme.token.colorSuccess, error: theme.token.colorError, warning: theme.token.colorWarning, info: theme.token.colorInfo })[$kind]};
`;

const Message = styled.p`
  flex: 1;
  margin: 0;
`;

const Dismiss = styled.button`
  flex: none;
  width: 28px;
  height: 28px;
  border: 0;
  border-radius: ${({ theme }) => theme.token.borderRadiusSM}px;
  background: transparent;
  color: ${({ theme }) => theme.token.colorTextSecondary};
  font-size: 18px;
  line-height: 1;
  cursor: pointer;
`;

function ToastItem({ entry, defaultDuration }: { entry: ToastEntry; defaultDuration: number }) {
  const duration = entry.duration ?? defaultDuration;
  const [paused, setPaused] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (paused || duration <= 0) return undefined;
    timer.current = setTimeout(() => toast.dismiss(entry.id), duration);
    return () => clearTimeout(timer.current);
  }, [paused, duration, entry.id]);

  return (
    <Item
      $kind={entry.kind}
      role={entry.kind === 'error' ? 'alert' : 'status'}
      aria-live={entry.kind === 'error' ? 'assertive' : 'polite'}
      data-kind={entry.kind}
      // Pausing while hovered or focused gives people time to read (WCAG 2.2.1).
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Message>{entry.message}</Message>
      <Dismiss type="button" aria-label="Dismiss notification" onClick={() => toast.dismiss(entry.id)}>
        <span aria-hidden="true">×</span>
      </Dismiss>
    </Item>
  );
}

/** Renders the toasts raised with `toast.*`, fixed at the top right. Mount once, in the shell. */
export function Toaster({ defaultDuration = DEFAULT_TOAST_DURATION }: ToasterProps) {
  const entries = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <Stack data-testid="toaster">
      {entries.map((entry) => (
        <ToastItem key={entry.id} entry={entry} defaultDuration={defaultDuration} />
      ))}
    </Stack>
  );
}
