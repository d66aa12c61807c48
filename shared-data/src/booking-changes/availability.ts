/**
 * A cleaner's weekly hours (issue 27): windows per weekday, Lagos time, on the hour. The database checks and stores
 * them in one transaction (set_my_availability); no rows means every day 08:00-18:00.
 */

/** One working window: weekday 0 = Sunday ... 6 = Saturday; times "HH:00". */
export interface AvailabilityWindow {
  weekday: number;
  start: string;
  end: string;
}

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** What a cleaner who never set hours works: every day 08:00-18:00 (the database's default). */
export const DEFAULT_AVAILABILITY: AvailabilityWindow[] = WEEKDAYS.map((_, weekday) => ({ weekday, start: '08:00', end: '18:00' }));

/** The hours a window may start or end at ("06:00" ... "21:00"). */
export const AVAILABILITY_HOURS: string[] = Array.from({ length: 16 }, (_, i) => `${String(i + 6).padStart(2, '0')}:00`);

/** Rows of cleaner_availability as windows (time columns come back as "HH:MM:SS"). */
export function toWindows(rows: readonly { weekday: number; start_time: string; end_time: string }[]): AvailabilityWindow[] {
  return rows
    .map((r) => ({ weekday: r.weekday, start: r.start_time.slice(0, 5), end: r.end_time.slice(0, 5) }))
    .sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start));
}
