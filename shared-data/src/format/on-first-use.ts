/**
 * A value built on its first use, then kept. For Intl formatters: constructing one loads locale (and time-zone) data,
 * which costs tens of milliseconds on a phone the first time, so formatting modules must not build them while the app
 * evaluates its code at start-up.
 */
export function onFirstUse<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}
