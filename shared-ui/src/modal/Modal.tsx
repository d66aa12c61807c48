import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { focusableWithin } from './focusable';

/** Props of {@link Modal}. */
export interface ModalProps {
  open: boolean;
  /** Called on Escape, the close button, or a click on the backdrop. */
  onClose: () => void;
  /** Dialog title; it labels the dialog. */
  title: ReactNode;
  children?: ReactNode;
  /** Action row (Accept / Reject / Close buttons...). */
  footer?: ReactNode;
  /** Maximum width in px. */
  width?: number;
  /** Element to focus on open; defaults to the first focusable element in the body, then the close button. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Close when the backdrop is clicked (default true). */
  closeOnBackdrop?: boolean;
  /** Accessible name of the × button. */
  closeLabel?: string;
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.token.zIndexPopupBase};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.token.size}px;
  background: ${({ theme }) => theme.token.colorBgMask};
`;

const Dialog = styled.div<{ $width: number }>`
  width: 100%;
  max-width: ${({ $width }) => $width}px;
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  background: ${({ theme }) => theme.token.colorBgContainer};
  border-radius: ${({ theme }) => theme.token.borderRadiusLG}px;
  box-shadow: 0 12px 32px rgba(0, 0, 0, 0.2);
  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.token.size}px;
  padding: ${({ theme }) => `${theme.token.size}px ${theme.token.sizeLG}px`};
  border-bottom: 1px solid ${({ theme }) => theme.token.colorBorderSecondary};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.token.fontSizeLG}px;
  line-height: 1.4;
`;

const CloseButton = styled.button`
  flex: none;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${({ theme }) => theme.token.borderRadius}px;
  background: transparent;
  color: ${({ theme }) => theme.token.colorTextSecondary};
  font-size: 22px;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.token.colorBgLayout};
  }
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.token.sizeLG}px;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.token.sizeXS}px;
  padding: ${({ theme }) => `${theme.token.sizeSM}px ${theme.token.sizeLG}px`};
  border-top: 1px solid ${({ theme }) => theme.token.colorBorderSecondary};
`;

/**
 * Accessible modal dialog (antd-free): labelled by its title, keeps Tab inside while open, closes on Escape,
 * locks page scroll and gives focus back to the element that opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  width = 520,
  initialFocusRef,
  closeOnBackdrop = true,
  closeLabel = 'Close',
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // Read through a ref so a new onClose identity on each parent render does not re-run the open effect.
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) {
      const bodyFocusable = focusableWithin(dialog).filter((el) => el !== closeRef.current);
      const target = initialFocusRef?.current ?? bodyFocusable[0] ?? closeRef.current ?? dialog;
      target.focus();
    }
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      if (opener && opener.isConnected) opener.focus();
    };
  }, [open, initialFocusRef]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // A list or picker inside that used the key to close itself prevents its default: only it closes.
      if (event.defaultPrevented) return;
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusableWithin(dialogRef.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const activeEl = document.activeElement;
    if (event.shiftKey && (activeEl === first || activeEl === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && activeEl === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <Backdrop
      data-testid="modal-backdrop"
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $width={width}
        onKeyDown={onKeyDown}
      >
        <Header>
          <Title id={titleId}>{title}</Title>
          <CloseButton ref={closeRef} type="button" aria-label={closeLabel} onClick={() => onCloseRef.current()}>
            <span aria-hidden="true">×</span>
          </CloseButton>
        </Header>
        <Body>{children}</Body>
        {footer ? <Footer>{footer}</Footer> : null}
      </Dialog>
    </Backdrop>,
    document.body,
  );
}
