// Tells when an element comes near the viewport, once. Sections that need data (and so supabase-js) mount their data
// hooks only then, so the home page's first load stays free of them.
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * @param rootMargin how early to fire before the element is actually visible (default: when it is visible)
 * @returns a ref callback for the element, and whether it has been in view
 */
export function useInView<T extends Element>(rootMargin = '0px'): [(node: T | null) => void, boolean] {
  const [inView, setInView] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);

  const ref = useCallback(
    (node: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!node || inView) return;
      if (typeof IntersectionObserver === 'undefined') {
        // Very old browsers (and jsdom): show the content rather than never loading it.
        setInView(true);
        return;
      }
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setInView(true);
            observer.current?.disconnect();
          }
        },
        { rootMargin },
      );
      observer.current.observe(node);
    },
    [inView, rootMargin],
  );

  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, inView];
}
