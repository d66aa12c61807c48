import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';

/** First fetches already followed by another one (several changes during one first fetch need one more read). */
const followedUp = new WeakSet<Query>();

/**
 * Invalidates `queryKeys` so that what they show is read after this moment (a change was pushed, or a subscription
 * went live).
 *
 * TanStack Query lets a query's first fetch, while in flight, absorb an invalidation instead of starting again
 * (`cancelRefetch` only applies once a query has data), yet that fetch may have read the database before the change.
 * Such queries fetch once more when that first fetch settles; otherwise a change pushed while a page is still loading
 * its list is lost until the next one.
 */
export function refetchAfterChange(queryClient: QueryClient, queryKeys: readonly QueryKey[]): void {
  for (const queryKey of queryKeys) {
    for (const query of queryClient.getQueryCache().findAll({ queryKey, fetchStatus: 'fetching' })) {
      const firstFetch = query.state.data === undefined ? query.promise : undefined;
      if (!firstFetch || followedUp.has(query)) continue;
      followedUp.add(query);
      void firstFetch
        .catch(() => undefined)
        .then(() => {
          followedUp.delete(query);
          return queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
        });
    }
    void queryClient.invalidateQueries({ queryKey });
  }
}
