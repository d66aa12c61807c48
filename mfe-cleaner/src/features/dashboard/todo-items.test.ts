import { cleanerTodoItems } from './todo-items';

describe('cleanerTodoItems', () => {
  it('asks for answers to booking requests before today\'s jobs; ignores a client\'s items', () => {
    expect(cleanerTodoItems({ today: 1, answer: 2, pay: 5 }, '/cleaner')).toEqual([
      { key: 'answer', text: 'Answer 2 booking requests', to: '/cleaner/bookings' },
      { key: 'today', text: '1 job today', to: '/cleaner/bookings' },
    ]);
  });
});
