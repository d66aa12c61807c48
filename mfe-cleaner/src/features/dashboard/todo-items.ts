import type { TodoCounts } from '@spotless/shared-data';
import type { ActionNeededItem } from '@spotless/shared-ui';

const s = (n: number) => (n === 1 ? '' : 's');

/** The cleaner's to-do chips: booking requests waiting for an answer, then today's jobs. */
export function cleanerTodoItems(counts: TodoCounts, basePath: string): ActionNeededItem[] {
  const items: ActionNeededItem[] = [];
  if (counts.answer) items.push({ key: 'answer', text: `Answer ${counts.answer} booking request${s(counts.answer)}`, to: `${basePath}/bookings` });
  if (counts.today) items.push({ key: 'today', text: `${counts.today} job${s(counts.today)} today`, to: `${basePath}/bookings` });
  return items;
}
