const FIRST_MS = 1_000;
const MAX_MS = 30_000;

/**
 * How long to wait before subscribing again after `failures` rejoins in a row that never went live: 1 s, doubling,
 * at most 30 s, so a server that keeps refusing (a session that can no longer be refreshed) is asked twice a minute.
 */
export function rejoinDelay(failures: number): number {
  return Math.min(MAX_MS, FIRST_MS * 2 ** Math.max(0, failures));
}
