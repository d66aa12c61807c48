/**
 * pg_cron's schedule grammar: five cron fields evaluated in UTC (pg_cron's default `cron.timezone` is GMT, and hosted
 * Supabase keeps it), the @hourly-style macros, and '[1-59] seconds'. bootstrap/40_cron.sql refuses the same bad
 * schedules when they are scheduled; this module decides when a valid one is due.
 */
export type Schedule =
  | { kind: 'interval'; seconds: number }
  | {
      kind: 'cron';
      minutes: Set<number>;
      hours: Set<number>;
      days: Set<number>;
      months: Set<number>;
      weekdays: Set<number>;
      /** '$' in the day field: the month's last day. */
      lastDay: boolean;
      /** Vixie cron: when both day fields are restricted, either may match; otherwise both must. */
      dayStar: boolean;
      weekdayStar: boolean;
    };

const MACROS: Record<string, string> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
};
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const RANGES: Array<[number, number]> = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 7],
];

function names(field: string, list: string[], first: number): string {
  return list.reduce((f, name, i) => f.split(name).join(String(i + first)), field);
}

/** One field's values; throws on anything pg_cron would refuse. */
function parseField(field: string, [lo, hi]: [number, number], allowLast: boolean): { values: Set<number>; last: boolean; star: boolean } {
  const values = new Set<number>();
  let last = false;
  for (const item of field.split(',')) {
    if (allowLast && item === '$') {
      last = true;
      continue;
    }
    const m = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(item);
    if (!m) throw new Error(`invalid schedule field: ${field}`);
    const step = m[4] === undefined ? 1 : Number(m[4]);
    const from = m[1] === '*' ? lo : Number(m[2]);
    // "5/15" means 5, 20, 35, 50 as in vixie cron; "5-10" without a step is the range.
    const to = m[1] === '*' ? hi : m[3] !== undefined ? Number(m[3]) : m[4] !== undefined ? hi : from;
    if (step < 1 || from < lo || to > hi || from > to) throw new Error(`invalid schedule field: ${field}`);
    for (let v = from; v <= to; v += step) values.add(v);
  }
  return { values, last, star: field === '*' || field.startsWith('*/') };
}

/** Parses a pg_cron schedule; throws an Error for one pg_cron would refuse. */
export function parseSchedule(text: string): Schedule {
  const s = text.trim().toLowerCase();
  const interval = /^([1-9]|[1-5][0-9]) *seconds?$/.exec(s);
  if (interval) return { kind: 'interval', seconds: Number(interval[1]) };
  const fields = (MACROS[s] ?? s).split(/\s+/);
  if (fields.length !== 5) throw new Error(`invalid schedule: ${text}`);
  const [minute, hour, day, month, weekday] = fields as [string, string, string, string, string];
  const days = parseField(day, RANGES[2]!, true);
  const weekdays = parseField(names(weekday, WEEKDAYS, 0), RANGES[4]!, false);
  // 7 is Sunday too.
  if (weekdays.values.delete(7)) weekdays.values.add(0);
  return {
    kind: 'cron',
    minutes: parseField(minute, RANGES[0]!, false).values,
    hours: parseField(hour, RANGES[1]!, false).values,
    days: days.values,
    months: parseField(names(month, MONTHS, 1), RANGES[3]!, false).values,
    weekdays: weekdays.values,
    lastDay: days.last,
    dayStar: days.star,
    weekdayStar: weekdays.star,
  };
}

/** Whether a five-field schedule fires in the UTC minute that contains `at`. */
export function firesAt(schedule: Extract<Schedule, { kind: 'cron' }>, at: Date): boolean {
  if (!schedule.minutes.has(at.getUTCMinutes()) || !schedule.hours.has(at.getUTCHours())) return false;
  if (!schedule.months.has(at.getUTCMonth() + 1)) return false;
  const lastOfMonth = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  const dayOk = schedule.days.has(at.getUTCDate()) || (schedule.lastDay && at.getUTCDate() === lastOfMonth);
  const weekdayOk = schedule.weekdays.has(at.getUTCDay());
  if (schedule.dayStar || schedule.weekdayStar) return (schedule.dayStar || dayOk) && (schedule.weekdayStar || weekdayOk);
  return dayOk || weekdayOk;
}

/**
 * The slot a schedule is due in at `at`, or null when it is not due: the minute's number for cron fields (fires
 * once in that minute), the interval's number for '[1-59] seconds'. A job runs at most once per slot.
 */
export function dueSlot(schedule: Schedule, at: Date): number | null {
  if (schedule.kind === 'interval') return Math.floor(at.getTime() / (schedule.seconds * 1000));
  return firesAt(schedule, at) ? Math.floor(at.getTime() / 60_000) : null;
}
