import type { TodoCounts } from '@spotless/shared-data';
import type { ActionNeededItem } from '@spotless/shared-ui';

const s = (n: number) => (n === 1 ? '' : 's');

/** The client's to-do chips, most urgent first: money owed, then jobs to confirm, bids to compare, reviews. */
export function clientTodoItems(counts: TodoCounts, basePath: string): ActionNeededItem[] {
  const items: ActionNeededItem[] = [];
  if (counts.pay) items.push({ key: 'pay', text: `Pay for ${counts.pay} booking${s(counts.pay)}`, to: `${basePath}/bookings` });
  if (counts.confirm) items.push({ key: 'confirm', text: `Confirm ${counts.confirm} finished job${s(counts.confirm)}`, to: `${basePath}/bookings` });
  if (counts.compare_bids)
    items.push({ key: 'compare_bids', text: `Compare bids on ${counts.compare_bids} request${s(counts.compare_bids)}`, to: `${basePath}/quotes` });
  if (counts.review) items.push({ key: 'review', text: `Review ${counts.review} cleaner${s(counts.review)}`, to: `${basePath}/reviews` });
  return items;
}
