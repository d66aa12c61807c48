// When the code a page needs does not arrive (a mobile connection that drops mid-load, a proxy that cuts a script),
// start-up stops before React renders. The pre-rendered page would then stay on screen looking usable while none of
// its buttons work. This says so plainly and offers a reload.
//
// Plain DOM and inline styles on purpose: React, styled-components or the theme may be the very parts that failed to
// arrive. The page's CSP allows inline styles (style-src 'unsafe-inline') and no inline script is needed.

export const STARTUP_FAILURE_ID = 'startup-failure';
export const STARTUP_FAILURE_TEXT = 'Spotless could not finish loading. Check your connection and try again.';
export const STARTUP_FAILURE_ACTION = 'Try again';

/** The brand primary (index.html's theme-color): the theme tokens live in shared-ui, which may not have loaded. */
const PRIMARY = '#0b5cad';

/**
 * Shows a fixed notice at the bottom of the viewport with a "Try again" button that reloads the page. Shown once:
 * a second failure while the notice is up changes nothing.
 */
export function showStartupFailure(doc: Document = document, reload: () => void = () => window.location.reload()): void {
  if (!doc.body || doc.getElementById(STARTUP_FAILURE_ID)) return;
  const notice = doc.createElement('div');
  notice.id = STARTUP_FAILURE_ID;
  notice.setAttribute('role', 'alert');
  Object.assign(notice.style, {
    position: 'fixed',
    left: '0',
    right: '0',
    bottom: '0',
    zIndex: '2147483647',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '12px',
    padding: '16px',
    background: '#1f2933',
    color: '#ffffff',
    font: '16px/1.5 system-ui, sans-serif',
    boxShadow: '0 -2px 12px rgba(0, 0, 0, 0.25)',
  });

  const text = doc.createElement('p');
  text.style.margin = '0';
  text.textContent = STARTUP_FAILURE_TEXT;

  const button = doc.createElement('button');
  button.type = 'button';
  button.textContent = STARTUP_FAILURE_ACTION;
  Object.assign(button.style, {
    minHeight: '44px',
    padding: '0 20px',
    border: '0',
    borderRadius: '6px',
    background: PRIMARY,
    color: '#ffffff',
    font: 'inherit',
    cursor: 'pointer',
  });
  button.addEventListener('click', () => reload());

  notice.append(text, button);
  doc.body.append(notice);
}
