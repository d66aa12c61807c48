// Clears a form after a period without input (spec §9: the estimator resets after 50 s of inactivity).
import { useEffect } from 'react';

/**
 * Calls `reset` once `delayMs` has passed since `activity` last changed, while `active` is true.
 * @param activity any value that changes on every input (a counter)
 */
export function useInactivityReset(active: boolean, activity: unknown, delayMs: number, reset: () => void): void {
  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(reset, delayMs);
    return () => clearTimeout(timer);
    // `reset` is deliberately not a dependency: a new closure each render must not restart the countdown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, activity, delayMs]);
}
