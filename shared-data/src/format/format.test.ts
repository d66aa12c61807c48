import { toKobo } from './naira';
import { formatNigerianPhone, normaliseNigerianPhone } from './phone';
import { firstName } from './names';
import { formatDate, formatDateTime, formatRelative, timeOfDayGreeting, toIsoDate } from './dates';

describe('naira input', () => {
  it.each([
    ['15,000', 1_500_000],
    ['15000', 1_500_000],
    ['₦15,000', 1_500_000],
    ['NGN 2,500.50', 250_050],
    [' 15 000 ', 1_500_000],
    ['0.29', 29],
    ['7.5', 750],
    ['12.', 1200],
    [350, 35_000],
  ])('parses %p as %i kobo', (input, kobo) => {
    expect(toKobo(input)).toBe(kobo);
  });

  it.each(['', 'abc', '1.234', '-5', '1,2x', '.', '₦'])('rejects %p', (input) => {
    expect(toKobo(input)).toBeNull();
  });

  it('keeps every kobo of a long amount (digits, not floating point)', () => {
    expect(toKobo('98,765,432.19')).toBe(9_876_543_219);
  });
});

describe('Nigerian phone numbers', () => {
  it.each(['0803 123 4567', '+2348031234567', '+234 803 123 4567', '08031234567', '2348031234567', '(0803) 123-4567'])(
    'normalises %p to E.164',
    (input) => {
      expect(normaliseNigerianPhone(input)).toBe('+2348031234567');
    },
  );

  it.each(['', '12345', '0803 123 456', '0803123456789', '+1 202 555 0123', 'call me', '01 234 5678'])(
    'rejects %p',
    (input) => {
      expect(normaliseNigerianPhone(input)).toBeNull();
    },
  );

  it('formats stored numbers for display and leaves invalid ones alone', () => {
    expect(formatNigerianPhone('+2348031234567')).toBe('0803 123 4567');
    expect(formatNigerianPhone('n/a')).toBe('n/a');
  });
});

describe('firstName', () => {
  it.each([
    ['Ada Okafor', 'Ada'],
    ['  Chinedu   Eze ', 'Chinedu'],
    ['Mrs. Ngozi Okafor', 'Ngozi'],
    ['Chief', 'Chief'],
    ['', ''],
    [null, ''],
  ])('%p → %p', (full, first) => {
    expect(firstName(full)).toBe(first);
  });
});

describe('dates (Africa/Lagos)', () => {
  it('formats in Lagos time whatever the device zone', () => {
    // 23:30 UTC is already the next day in Lagos (UTC+1).
    expect(formatDate('2025-05-02T23:30:00Z')).toBe('3 May 2025');
    expect(toIsoDate('2025-05-02T23:30:00Z')).toBe('2025-05-03');
    expect(formatDateTime('2025-05-03T13:05:00Z')).toBe('3 May 2025, 2:05 pm');
    // Just after midnight in Lagos reads 12:30 am, not 0:30 am.
    expect(formatDateTime('2025-01-10T23:30:00Z')).toBe('11 Jan 2025, 12:30 am');
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });

  it('greets by time of day: before 12, before 18, else evening', () => {
    expect(timeOfDayGreeting(new Date('2025-05-03T10:59:00Z'))).toBe('Good Morning'); // 11:59 Lagos
    expect(timeOfDayGreeting(new Date('2025-05-03T11:00:00Z'))).toBe('Good Afternoon'); // 12:00
    expect(timeOfDayGreeting(new Date('2025-05-03T16:59:00Z'))).toBe('Good Afternoon'); // 17:59
    expect(timeOfDayGreeting(new Date('2025-05-03T17:00:00Z'))).toBe('Good Evening'); // 18:00
    expect(timeOfDayGreeting(new Date('2025-05-02T23:00:00Z'))).toBe('Good Morning'); // 00:00
  });

  it('describes recent times relatively', () => {
    const now = new Date('2025-05-03T12:00:00Z');
    expect(formatRelative('2025-05-03T11:59:30Z', now)).toBe('just now');
    expect(formatRelative('2025-05-03T11:55:00Z', now)).toBe('5 min ago');
    expect(formatRelative('2025-05-03T09:00:00Z', now)).toBe('3 h ago');
    expect(formatRelative('2025-04-30T09:00:00Z', now)).toBe('30 Apr 2025');
  });
});
