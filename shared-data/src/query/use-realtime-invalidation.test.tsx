import { useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { DataProvider } from './data-provider';
import { createQueryClient } from './query-client';
import { queryKeys } from './query-keys';
import { useRealtimeInvalidation } from './use-realtime-invalidation';

type Listener = (payload: unknown) => void;

/** The server side of one channel: what it tells the client, when the test says so. */
const mockRealtime = {
  system: [] as Listener[],
  status: [] as Array<(status: string) => void>,
  joins: 0,
};

jest.mock('../client/supabase-client', () => ({
  getSupabase: async () => ({
    channel: () => {
      const channel = {
        on: (type: string, _filter: unknown, listener: Listener) => {
          if (type === 'system') mockRealtime.system.push(listener);
          return channel;
        },
        subscribe: (onStatus?: (status: string) => void) => {
          mockRealtime.joins++;
          if (onStatus) mockRealtime.status.push(onStatus);
          return channel;
        },
      };
      return channel;
    },
    removeChannel: async () => 'ok',
  }),
}));

/** Rows "in the database"; the query reads a copy each time it runs. */
const rows: string[] = [];

function Live() {
  useRealtimeInvalidation({ table: 'bookings', filter: 'cleaner_id=eq.c1', queryKeys: [queryKeys.bookings.all] });
  const { data } = useQuery({ queryKey: queryKeys.bookings.list({ scope: 'test' }), queryFn: async () => [...rows] });
  return <ul>{data?.map((r) => <li key={r}>{r}</li>)}</ul>;
}

describe('useRealtimeInvalidation', () => {
  it('refetches when the server confirms postgres_changes, not at the join reply (changes are pushed from then on)', async () => {
    rows.push('booking A');
    const client = createQueryClient();
    render(
      <DataProvider client={client}>
        <Live />
      </DataProvider>,
    );
    expect(await screen.findByText('booking A')).toBeInTheDocument();
    await waitFor(() => expect(mockRealtime.joins).toBe(1));

    // Joined (SUBSCRIBED), but the server is still setting up the change subscription: a booking committed now is
    // never pushed, so only a read after the server's confirmation can show it.
    act(() => mockRealtime.status.forEach((onStatus) => onStatus('SUBSCRIBED')));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    rows.push('booking B');
    act(() => mockRealtime.system.forEach((listener) => listener({ extension: 'postgres_changes', status: 'ok', message: 'Subscribed to PostgreSQL' })));

    expect(await screen.findByText('booking B')).toBeInTheDocument();
  });
});
