import { QueryClient } from '@tanstack/react-query';
import { domainKeys, queryKeys } from './query-keys';

describe('query keys', () => {
  it('nests list and detail keys under the domain', () => {
    const keys = domainKeys('bookings');
    expect(keys.all).toEqual(['bookings']);
    expect(keys.list({ status: 'pending' })).toEqual(['bookings', 'list', { status: 'pending' }]);
    expect(keys.detail(7)).toEqual(['bookings', 'detail', 7]);
  });

  it('lets a domain prefix invalidate its lists and details but not other domains', async () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.bookings.list({ a: 1 }), 1);
    client.setQueryData(queryKeys.bookings.detail('x'), 2);
    client.setQueryData(queryKeys.bids.list({}), 3);
    await client.invalidateQueries({ queryKey: queryKeys.bookings.all });
    expect(client.getQueryState(queryKeys.bookings.list({ a: 1 }))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.bookings.detail('x'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.bids.list({}))?.isInvalidated).toBe(false);
  });
});
