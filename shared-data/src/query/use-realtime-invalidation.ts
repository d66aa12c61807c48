import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getSupabase } from '../client/supabase-client';
import { keepChannelLive } from './live-channel';
import { refetchAfterChange } from './refetch-after-change';

/** Options of {@link useRealtimeInvalidation}. */
export interface RealtimeInvalidationOptions {
  /** Table in schema `public` whose changes matter. */
  table: string;
  /** postgres_changes filter, e.g. `recipient_id=eq.<uid>` (filter per user: the server checks every subscriber). */
  filter?: string;
  /** Which changes: default every one. */
  event?: 'INSERT' | 'UPDATE' | 'DELETE' | '*';
  /** Keys to invalidate on each change (prefixes: `queryKeys.bookings.all` covers all booking queries). */
  queryKeys: readonly QueryKey[];
  /** Called with each change's payload too (e.g. to raise a toast for a new notification). */
  onChange?: (payload: unknown) => void;
  /** Subscribe only when true (e.g. once the user id for the filter is known). Default true. */
  enabled?: boolean;
}

let channelSerial = 0;

/**
 * Subscribes to postgres_changes on a table while the component is mounted and invalidates the given queries on
 * each change, so lists update without reload; also once when the server confirms the subscription, to cover changes
 * made before it was live. A channel the server closes (e.g. when its token expires) is replaced by a fresh one, and
 * the queries refetch once that is live. Unsubscribes on unmount or when table/filter/event change.
 */
export function useRealtimeInvalidation(options: RealtimeInvalidationOptions): void {
  const { table, filter, event = '*', enabled = true } = options;
  const queryClient = useQueryClient();
  // Keys and callback change identity on every render; keep the latest without resubscribing.
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    if (!enabled) return;
    let stop: (() => void) | null = null;
    let disposed = false;
    void getSupabase().then((supabase) => {
      if (disposed) return;
      stop = keepChannelLive(supabase, {
        create: () =>
          supabase
            .channel(`rt-${table}-${++channelSerial}`)
            .on(
              'postgres_changes',
              { event, schema: 'public', table, ...(filter ? { filter } : {}) },
              (payload: unknown) => {
                refetchAfterChange(queryClient, latest.current.queryKeys);
                latest.current.onChange?.(payload);
              },
            ),
        // Changes committed before the server starts delivering are never pushed: refetch once it does (also after a
        // reconnect or a rejoin). That is its `system` ok, which follows the join reply (SUBSCRIBED): a refetch on
        // SUBSCRIBED could read before a change that then is not pushed either.
        onLive: () => refetchAfterChange(queryClient, latest.current.queryKeys),
      });
    });
    return () => {
      disposed = true;
      stop?.();
    };
  }, [queryClient, table, filter, event, enabled]);
}
