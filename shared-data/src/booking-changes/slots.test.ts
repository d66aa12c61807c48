import { toWindows } from './availability';
import { formatSlot, groupSlotsByDay, slotTimes } from './slots';

describe('booking slots in words (Lagos time)', () => {
  it('word a slot with its Lagos day and hours, and a missing one as a dash', () => {
    // 09:00 UTC is 10:00 in Lagos.
    expect(slotTimes({ starts_at: '2026-11-25T09:00:00Z', ends_at: '2026-11-25T11:00:00Z' })).toBe('10:00–12:00');
    expect(formatSlot('2026-11-25T09:00:00Z', '2026-11-25T11:00:00Z')).toBe('25 Nov 2026, 10:00–12:00');
    expect(formatSlot(null, null)).toBe('—');
  });

  it('group slots by Lagos day, a 23:30 UTC start belonging to the next day', () => {
    const days = groupSlotsByDay([
      { starts_at: '2026-11-25T07:00:00Z', ends_at: '2026-11-25T09:00:00Z' },
      { starts_at: '2026-11-25T15:00:00Z', ends_at: '2026-11-25T17:00:00Z' },
      { starts_at: '2026-11-25T23:30:00Z', ends_at: '2026-11-26T01:30:00Z' },
    ]);
    expect(days.map((d) => [d.date, d.label, d.slots.length])).toEqual([
      ['2026-11-25', 'Wed 25 Nov 2026', 2],
      ['2026-11-26', 'Thu 26 Nov 2026', 1],
    ]);
  });

  it('read availability rows as ordered "HH:00" windows', () => {
    expect(toWindows([
      { weekday: 3, start_time: '14:00:00', end_time: '18:00:00' },
      { weekday: 1, start_time: '08:00:00', end_time: '12:00:00' },
      { weekday: 3, start_time: '08:00:00', end_time: '12:00:00' },
    ])).toEqual([
      { weekday: 1, start: '08:00', end: '12:00' },
      { weekday: 3, start: '08:00', end: '12:00' },
      { weekday: 3, start: '14:00', end: '18:00' },
    ]);
  });
});
