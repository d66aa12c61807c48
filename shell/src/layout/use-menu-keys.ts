// Keyboard rules of the top bar's phone menu while it is open: Tab and Shift+Tab go round the Menu button and the
// menu's entries only, and Escape closes the menu (and nothing else) with focus back on the button.
import { useEffect, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from 'react';

const REACHABLE = 'a[href], button:not([disabled]), select:not([disabled]), input:not([disabled])';

/**
 * The entries Tab reaches inside `menu`, in order. Entries marked `data-wide-only` are hidden on phones by CSS (the
 * area's menu holds the same link), which jsdom cannot see, so the mark rather than the layout decides.
 */
export function reachableIn(menu: HTMLElement): HTMLElement[] {
  return Array.from(menu.querySelectorAll<HTMLElement>(REACHABLE)).filter(
    (el) => el.tabIndex !== -1 && !el.closest('[data-wide-only], [aria-hidden="true"], [hidden]'),
  );
}

export function useMenuKeys({
  open,
  close,
  button,
  menu,
  frame,
}: {
  open: boolean;
  close: () => void;
  button: RefObject<HTMLButtonElement | null>;
  menu: RefObject<HTMLElement | null>;
  /** The header holding the button and the menu: focus there (or nowhere) goes back to the button on Escape. */
  frame: RefObject<HTMLElement | null>;
}): (event: ReactKeyboardEvent) => void {
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      // A layer above that used Escape for itself (a picker, a dialog) marks it handled: the menu stays open.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      const focus = document.activeElement;
      const focusHere = !focus || focus === document.body || Boolean(frame.current?.contains(focus));
      close();
      if (focusHere) button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close, button, frame]);

  return (event) => {
    if (!open || event.key !== 'Tab' || !menu.current || !button.current) return;
    const entries = reachableIn(menu.current);
    const last = entries[entries.length - 1];
    if (!last) return;
    if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      button.current.focus();
    } else if (event.shiftKey && document.activeElement === button.current) {
      event.preventDefault();
      last.focus();
    }
  };
}
