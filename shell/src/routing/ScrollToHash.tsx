// Opens a page at its #anchor (/services-slides → /#our-work, /offering-slides → /#offerings). The router does not
// scroll to hashes, and the section arrives with its area after the shell paints, so this waits for the element.
import { useEffect } from 'react';
import { useLocation } from '@spotless/shared-ui/router';

/** How long to wait for the anchor's section to appear (an area loading on a slow connection). */
const WAIT_MS = 15_000;

export function ScrollToHash() {
  const { hash, key } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) return undefined;
    const scrolled = () => {
      const target = document.getElementById(id);
      if (!target) return false;
      target.scrollIntoView({ block: 'start' });
      return true;
    };
    if (scrolled()) return undefined;
    const observer = new MutationObserver(() => {
      if (scrolled()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const stop = setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(stop);
    };
  }, [hash, key]);
  return null;
}
