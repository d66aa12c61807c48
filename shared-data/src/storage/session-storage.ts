/**
 * sessionStorage that never throws: Safari private mode, embedded web views and Node tests have none or refuse
 * writes. Falls back to memory, which keeps the same per-tab lifetime for the page's life.
 */
const memory = new Map<string, string>();

function browserStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // Access itself can throw when storage is disabled.
  }
}

/** Reads a value, or null. */
export function readSession(key: string): string | null {
  try {
    return browserStorage()?.getItem(key) ?? memory.get(key) ?? null;
  } catch {
    return memory.get(key) ?? null;
  }
}

/** Writes a value (to memory when the browser refuses). */
export function writeSession(key: string, value: string): void {
  memory.set(key, value);
  try {
    browserStorage()?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the in-memory copy is enough for this tab.
  }
}

/** Removes a value. */
export function removeSession(key: string): void {
  memory.delete(key);
  try {
    browserStorage()?.removeItem(key);
  } catch {
    // Nothing to clean up.
  }
}
