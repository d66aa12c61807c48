/**
 * Date helpers. The product is used in Nigeria (West Africa Time, UTC+1, no daylight saving), so dates are
 * shown in Africa/Lagos whatever the device's zone: a booking "on 3 May" must read the same for the client,
 * the cleaner and the operator.
 */
import { onFirstUse } from './on-first-use';

export const APP_TIME_ZONE = 'Africa/Lagos';

// Built on first use: each loads locale and time-zone data, which must not happen while the app starts.
const DATE = onFirstUse(() => new Intl.DateTimeFormat('en-NG', { timeZone: APP_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' }));
const DATE_TIME = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-NG', {
      timeZone: APP_TIME_ZONE,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      // h12, not hour12: en-NG's 12-hour default counts 0-11 and would print "0:30 am" just after midnight.
      hourCycle: 'h12',
    }),
);
const HOUR = onFirstUse(() => new Intl.DateTimeFormat('en-GB', { timeZone: APP_TIME_ZONE, hour: '2-digit', hourCycle: 'h23' }));
const ISO_DATE = onFirstUse(() => new Intl.DateTimeFormat('en-CA', { timeZone: APP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }));

function toDate(value: Date | string | number): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return date;
}

/** "3 May 2025" (Lagos time). Accepts a Date, an ISO string (timestamptz) or epoch milliseconds. */
export function formatDate(value: Date | string | number): string {
  return DATE().format(toDate(value));
}

/** "3 May 2025, 2:05 pm" (Lagos time). */
export function formatDateTime(value: Date | string | number): string {
  return DATE_TIME().format(toDate(value));
}

/** The calendar day in Lagos as "YYYY-MM-DD", the value of a `date` column and of `<input type="date">`. */
export function toIsoDate(value: Date | string | number): string {
  return ISO_DATE().format(toDate(value));
}

/** Greeting of the admin dashboard: morning before 12:00, afternoon before 18:00, else evening (Lagos time). */
export function timeOfDayGreeting(now: Date = new Date()): 'Good Morning' | 'Good Afternoon' | 'Good Evening' {
  const hour = Number(HOUR().format(now));
  if (hour < 12) return 'Good Morning';
  if (hour < 18) return 'Good Afternoon';
  return 'Good Evening';
}

/** Relative age for notification lists: "just now", "5 min ago", "3 h ago", else the date. */
export function formatRelative(value: Date | string | number, now: Date = new Date()): string {
  const date = toDate(value);
  const minutes = Math.floor((now.getTime() - date.getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ago`;
  return formatDate(date);
}
