/**
 * Booked slots (issue 27): two-hour windows starting 08:00, 10:00, 12:00, 14:00 and 16:00 Lagos time. The database
 * says which are free (cleaner_open_slots); these helpers word and group them for the slot picker.
 */
import { formatDate, toIsoDate } from '@spotless/shared-data';

/** A bookable slot (ISO timestamps). */
export interface BookingSlot {
  starts_at: string;
  ends_at: string;
}

const TIME = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const WEEKDAY = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', weekday: 'short' });

/** "10:00–12:00" (Lagos time). */
export function slotTimes(slot: BookingSlot): string {
  return `${TIME.format(new Date(slot.starts_at))}–${TIME.format(new Date(slot.ends_at))}`;
}

/** "25 Nov 2026, 10:00–12:00" (Lagos time); "—" when the booking has no slot yet. */
export function formatSlot(startsAt: string | null | undefined, endsAt: string | null | undefined): string {
  if (!startsAt || !endsAt) return '—';
  return `${formatDate(startsAt)}, ${slotTimes({ starts_at: startsAt, ends_at: endsAt })}`;
}

/** A day of the picker: "Thu 26 Nov 2026" and its free slots, in order. */
export interface SlotDay {
  date: string;
  label: string;
  slots: BookingSlot[];
}

/** Groups slots by their Lagos day, keeping the order the database gave (by start). */
export function groupSlotsByDay(slots: readonly BookingSlot[]): SlotDay[] {
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const date = toIsoDate(slot.starts_at);
    let day = days[days.length - 1];
    if (!day || day.date !== date) {
      day = { date, label: `${WEEKDAY.format(new Date(slot.starts_at))} ${formatDate(slot.starts_at)}`, slots: [] };
      days.push(day);
    }
    day.slots.push(slot);
  }
  return days;
}
