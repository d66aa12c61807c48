// Opens a page at its #anchor (/services-slides → /#our-work, /offering-slides → /#offerings). The router does not
// scroll to hashes, and the section arrives with its area after the shell paints (hidden while the area's parts are
// still loading), so this waits until the element is laid out, then keeps it in place while the page above settles.
import { useEffect } from 'react';
import { useLocation } from '@spotless/shared-ui/router';

/** How long to wait for the anchor's section to appear (an area loading on a slow connection). */
const WAIT_MS = 15_000;
/** How long the section is kept at the top while content above it (images, sections) still arrives. */
const SETTLE_MS = 1_500;
const STEP_MS = 100;

export function ScrollToHash() {
  const { hash, key } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) return undefined;
    const started = Date.now();
    let scrolledAt = 0;
    const step = () => {
      const target = document.getElementById(id);
      const box = target?.getBoundingClientRect();
      if (target && box && box.height > 0) {
        // Scrolled once, then again only if something above pushed it away (not if the visitor scrolled on).
        if (!scrolledAt || Math.abs(box.top) > 40) target.scrollIntoView({ block: 'start' });
        scrolledAt ||= Date.now();
      }
      const done = scrolledAt ? Date.now() - scrolledAt > SETTLE_MS : Date.now() - started > WAIT_MS;
      if (done) clearInterval(timer);
    };
    const timer = setInterval(step, STEP_MS);
    step();
    // The visitor taking over (wheel, touch, keys) ends the settling: their scroll wins.
    const stop = () => clearInterval(timer);
    window.addEventListener('wheel', stop, { passive: true, once: true });
    window.addEventListener('touchstart', stop, { passive: true, once: true });
    window.addEventListener('keydown', stop, { once: true });
    return () => {
      clearInterval(timer);
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchstart', stop);
      window.removeEventListener('keydown', stop);
    };
  }, [hash, key]);
  return null;
}
