import { QueryClient } from '@tanstack/react-query';

/**
 * A QueryClient with defaults for phones on slow, flaky networks:
 * - staleTime 30 s: switching tabs of a dashboard does not refetch what was just loaded; realtime hooks
 *   invalidate what really changed;
 * - one retry for reads (a dropped 3G packet), none for writes (a retried "accept bid" could run twice);
 * - no refetch on window focus (Android switches apps constantly; each focus would cost data).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
