/**
 * Controllable window.matchMedia for tests: evaluates min-width and max-width queries against a fake viewport width and
 * answers prefers-reduced-motion from a flag, notifying listeners when either changes.
 */
export function installMatchMedia(initial: { width: number; reducedMotion?: boolean }) {
  let width = initial.width;
  let reducedMotion = initial.reducedMotion ?? false;
  const listeners = new Set<() => void>();

  const evaluate = (query: string): boolean => {
    const minWidth = /min-width:\s*([\d.]+)px/.exec(query);
    if (minWidth) return width >= Number(minWidth[1]);
    const maxWidth = /max-width:\s*([\d.]+)px/.exec(query);
    if (maxWidth) return width <= Number(maxWidth[1]);
    if (query.includes('prefers-reduced-motion: reduce')) return reducedMotion;
    return false;
  };

  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return evaluate(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_: string, cb: () => void) => listeners.add(cb),
      removeEventListener: (_: string, cb: () => void) => listeners.delete(cb),
      addListener: (cb: () => void) => listeners.add(cb),
      removeListener: (cb: () => void) => listeners.delete(cb),
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;

  return {
    setWidth(next: number) {
      width = next;
      listeners.forEach((cb) => cb());
    },
    setReducedMotion(next: boolean) {
      reducedMotion = next;
      listeners.forEach((cb) => cb());
    },
    restore() {
      window.matchMedia = original;
    },
  };
}
