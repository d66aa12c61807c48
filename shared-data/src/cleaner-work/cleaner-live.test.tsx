// useCleanerWorkLive: the cleaner's frame listens to the tables whose changes their screens show. Before issue 27
// (item 7) a schedule an admin matched showed only after a reload, and the rating summary stayed stale after a new
// review, because neither table was watched.
import { renderHook } from '@testing-library/react';
import type { RealtimeInvalidationOptions } from '../query/use-realtime-invalidation';
import { queryKeys } from '../query/query-keys';
import { useAuth } from '../auth/auth-store';
import { useCleanerWorkLive } from './cleaner-work';

const mockSubscriptions: RealtimeInvalidationOptions[] = [];
jest.mock('../query/use-realtime-invalidation', () => ({
  useRealtimeInvalidation: (options: RealtimeInvalidationOptions) => {
    mockSubscriptions.push(options);
  },
}));

it('watches the cleaner\'s schedules and the reviews of them (which change their rating)', () => {
  useAuth.setState({ user: { id: 'c1' } as never });
  renderHook(() => useCleanerWorkLive());
  const on = (table: string) => mockSubscriptions.find((s) => s.table === table);
  expect(on('schedules')).toMatchObject({ filter: 'cleaner_id=eq.c1', enabled: true, queryKeys: [queryKeys.schedules.all] });
  expect(on('reviews')).toMatchObject({ filter: 'cleaner_id=eq.c1', enabled: true });
  expect(on('reviews')!.queryKeys).toEqual(expect.arrayContaining([queryKeys.reviews.all, queryKeys.cleaners.all]));
});
