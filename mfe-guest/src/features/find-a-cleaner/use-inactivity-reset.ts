import { useEffect, useRef } from 'react';

/**
 * Calls `onIdle` once `ms` pass without pointer, key or input activity inside `target` (spec §4: Find a Cleaner
 * resets after 90 s). Each activity restarts the countdown; nothing runs while `active` is false (nothing to reset).
 */
export function useInactivityReset(target: React.RefObject<HTMLElement | null>, ms: number, active: boolean, onIdle: () => void): void {
  const latest = useRef(onIdle);
  latest.current = onIdle;
  useEffect(() => {
    const element = target.current;
    if (!active || !element) return;
    let timer = window.setTimeout(() => latest.current(), ms);
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => latest.current(), ms);
    };
    const events = ['pointerdown', 'keydown', 'input', 'change'] as const;
    events.forEach((name) => element.addEventListener(name, restart));
    return () => {
      window.clearTimeout(timer);
      events.forEach((name) => element.removeEventListener(name, restart));
    };
  }, [target, ms, active]);
}
