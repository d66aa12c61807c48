import { lagosToday } from './admin';

describe('lagosToday', () => {
  it('is the calendar day in Lagos (UTC+1), not the device’s or UTC’s: jobs due today are Lagos jobs', () => {
    expect(lagosToday(new Date('2026-11-26T22:59:59Z'))).toBe('2026-11-26');
    // 23:30 UTC is already 00:30 the next day in Lagos.
    expect(lagosToday(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
    expect(lagosToday(new Date('2026-01-01T00:10:00+01:00'))).toBe('2026-01-01');
  });
});
