import { dueSlot, firesAt, parseSchedule } from '../../src/cron/cron-expression';

const at = (iso: string) => new Date(iso);
const cron = (s: string) => {
  const p = parseSchedule(s);
  if (p.kind !== 'cron') throw new Error('not a cron schedule');
  return p;
};

describe("pg_cron's schedule grammar", () => {
  it('reads the seconds form as an interval', () => {
    expect(parseSchedule('1 seconds')).toEqual({ kind: 'interval', seconds: 1 });
    expect(parseSchedule(' 59 seconds ')).toEqual({ kind: 'interval', seconds: 59 });
    expect(() => parseSchedule('60 seconds')).toThrow();
    expect(() => parseSchedule('0 seconds')).toThrow();
  });

  it('evaluates five fields in UTC', () => {
    const every5 = cron('*/5 * * * *');
    expect(firesAt(every5, at('2026-11-26T10:35:00Z'))).toBe(true);
    expect(firesAt(every5, at('2026-11-26T10:36:59Z'))).toBe(false);
    const daily = cron('30 7 * * *');
    expect(firesAt(daily, at('2026-11-26T07:30:20Z'))).toBe(true);
    // 07:30 in Lagos (UTC+1) is 06:30 UTC: not this job's minute.
    expect(firesAt(daily, at('2026-11-26T06:30:00Z'))).toBe(false);
  });

  it('understands ranges, lists, steps from a start, names and Sunday as 7', () => {
    const s = cron('5/20 9-17 * jan,dec mon-fri');
    expect([...s.minutes]).toEqual([5, 25, 45]);
    expect([...s.hours]).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect([...s.months].sort((a, b) => a - b)).toEqual([1, 12]);
    expect(firesAt(s, at('2026-12-01T09:25:00Z'))).toBe(true); // a Tuesday in December
    expect(firesAt(s, at('2026-12-06T09:25:00Z'))).toBe(false); // a Sunday
    expect(firesAt(cron('0 0 * * 7'), at('2026-12-06T00:00:00Z'))).toBe(true);
  });

  it('fires on either day field when both are restricted (vixie cron), on both when one is *', () => {
    const either = cron('0 0 1 * mon');
    expect(firesAt(either, at('2026-12-01T00:00:00Z'))).toBe(true); // the 1st, a Tuesday
    expect(firesAt(either, at('2026-12-07T00:00:00Z'))).toBe(true); // a Monday
    expect(firesAt(either, at('2026-12-08T00:00:00Z'))).toBe(false);
  });

  it("takes '$' as the month's last day and the @ macros", () => {
    const last = cron('0 12 $ * *');
    expect(firesAt(last, at('2027-02-28T12:00:00Z'))).toBe(true);
    expect(firesAt(last, at('2027-02-27T12:00:00Z'))).toBe(false);
    expect(firesAt(cron('@hourly'), at('2026-11-26T10:00:30Z'))).toBe(true);
    expect(firesAt(cron('@daily'), at('2026-11-26T10:00:30Z'))).toBe(false);
  });

  it('refuses what pg_cron refuses', () => {
    for (const bad of ['* * * *', '60 * * * *', '* 24 * * *', '* * 0 * *', '* * * 13 *', '*/0 * * * *', '5-1 * * * *', 'x * * * *']) {
      expect(() => parseSchedule(bad)).toThrow();
    }
  });

  it('gives one slot per minute, or per interval', () => {
    const s = parseSchedule('* * * * *');
    expect(dueSlot(s, at('2026-11-26T10:35:01Z'))).toBe(dueSlot(s, at('2026-11-26T10:35:59Z')));
    expect(dueSlot(s, at('2026-11-26T10:36:00Z'))).toBe(dueSlot(s, at('2026-11-26T10:35:00Z'))! + 1);
    expect(dueSlot(parseSchedule('0 3 * * *'), at('2026-11-26T10:35:00Z'))).toBeNull();
    const ten = parseSchedule('10 seconds');
    expect(dueSlot(ten, at('2026-11-26T10:35:01Z'))).toBe(dueSlot(ten, at('2026-11-26T10:35:09Z')));
    expect(dueSlot(ten, at('2026-11-26T10:35:11Z'))).toBe(dueSlot(ten, at('2026-11-26T10:35:01Z'))! + 1);
  });
});
