import { clientTodoItems } from './todo-items';

describe('clientTodoItems', () => {
  it('lists money owed first, with the right number and where to do it; nothing for a zero', () => {
    expect(clientTodoItems({ review: 1, pay: 2, compare_bids: 1, confirm: 3 }, '/client')).toEqual([
      { key: 'pay', text: 'Pay for 2 bookings', to: '/client/bookings' },
      { key: 'confirm', text: 'Confirm 3 finished jobs', to: '/client/bookings' },
      { key: 'compare_bids', text: 'Compare bids on 1 request', to: '/client/quotes' },
      { key: 'review', text: 'Review 1 cleaner', to: '/client/reviews' },
    ]);
    expect(clientTodoItems({ pay: 0, answer: 4 }, '/client')).toEqual([]);
  });
});
