import type { ScheduleVisit } from '@spotless/shared-data';
import { formatSlot } from '@spotless/shared-data/booking-changes';

/** "10 Mar 2031, 08:00–10:00" in Lagos time. */
export function visitWhen(visit: Pick<ScheduleVisit, 'starts_at' | 'ends_at'>): string {
  return formatSlot(visit.starts_at, visit.ends_at);
}
