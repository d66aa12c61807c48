import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { DataProvider } from './data-provider';
import { createQueryClient } from './query-client';
import { queryKeys } from './query-keys';
import { useRealtimeInvalidation } from './use-realtime-invalidation';

type Listener = (payload: unknown) => void;

/** The server side of one channel: what it tells the client, when the test says so. */
interface MockChannel {
  system: Listener[];
  onStatus?: (status: string) => void;
  removed: boolean;
}

/** Every channel the hook made, oldest first. */
const mockChannels: MockChannel[] = [];
const mockSocket = { connected: true };

jest.mock('../client/supabase-client', () => ({
  getSupabase: async () => ({
    channel: () => {
      const state: MockChannel = { system: [], removed: false };
      const channel = {
        state,
        on: (type: string, _filter: unknown, listener: Listener) => {
          if (type === 'system') state.system.push(listener);
          return channel;
        },
        subscribe: (onStatus?: (status: string) => void) => {
          state.onStatus = onStatus;
          mockChannels.push(state);
          return channel;
        },
      };
      return channel;
    },
    removeChannel: async (channel: { state: MockChannel }) => {
      channel.state.removed = true;
      // realtime-js reports CLOSED for a channel it leaves, as it does for one the server closes.
      channel.state.onStatus?.('CLOSED');
      return 'ok';
    },
    realtime: { isConnected: () => mockSocket.connected, setAuth: async () => undefined },
    auth: { getSession: async () => ({ data: { session: { access_token: 'fresh' } }, error: null }) },
  }),
}));

function channelAt(index: number): MockChannel {
  const channel = mockChannels.at(index);
  if (!channel) throw new Error(`no channel at ${index}`);
  return channel;
}
const lastChannel = () => channelAt(-1);
const live = (channel: MockChannel) =>
  channel.system.forEach((listener) => listener({ extension: 'postgres_changes', status: 'ok', message: 'Subscribed to PostgreSQL' }));

/** Renders `ui` inside the data provider and lets the hook subscribe (fake timers). */
async function renderSubscribed(ui: ReactElement): Promise<ReturnType<typeof render>> {
  const view = render(<DataProvider client={createQueryClient()}>{ui}</DataProvider>);
  await act(() => jest.advanceTimersByTimeAsync(0));
  return view;
}

/** Dispatches a browser event and lets what it started run (fake timers). */
async function fire(target: EventTarget, type: string): Promise<void> {
  await act(async () => {
    target.dispatchEvent(new Event(type));
    await jest.advanceTimersByTimeAsync(0);
  });
}

beforeEach(() => {
  mockChannels.length = 0;
  mockSocket.connected = true;
});

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
    await waitFor(() => expect(mockChannels).toHaveLength(1));

    // Joined (SUBSCRIBED), but the server is still setting up the change subscription: a booking committed now is
    // never pushed, so only a read after the server's confirmation can show it.
    act(() => lastChannel().onStatus?.('SUBSCRIBED'));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    rows.push('booking B');
    act(() => live(lastChannel()));

    expect(await screen.findByText('booking B')).toBeInTheDocument();
  });

  it('replaces a channel the server closed with a fresh one after a back-off, and refetches once that is live', async () => {
    rows.length = 0;
    const client = createQueryClient();
    render(
      <DataProvider client={client}>
        <Live />
      </DataProvider>,
    );
    await waitFor(() => expect(mockChannels).toHaveLength(1));
    const first = lastChannel();
    act(() => first.onStatus?.('SUBSCRIBED'));
    act(() => live(first));
    await waitFor(() => expect(client.isFetching()).toBe(0));

    rows.push('booking C');
    act(() => first.onStatus?.('CLOSED'));
    expect(first.removed).toBe(true);
    // Not at once: a server that keeps closing it is asked again after 1 s, then 2 s, ... at most 30 s.
    expect(mockChannels).toHaveLength(1);
    await waitFor(() => expect(mockChannels).toHaveLength(2), { timeout: 3_000 });
    expect(screen.queryByText('booking C')).toBeNull();
    act(() => live(lastChannel()));
    expect(await screen.findByText('booking C')).toBeInTheDocument();
  });

  it('clears a pending rejoin when unmounted', async () => {
    function SubscribedOnly() {
      useRealtimeInvalidation({ table: 'bookings', queryKeys: [queryKeys.bookings.all] });
      return null;
    }
    jest.useFakeTimers();
    try {
      const { unmount } = await renderSubscribed(<SubscribedOnly />);
      expect(mockChannels).toHaveLength(1);
      act(() => channelAt(0).onStatus?.('CHANNEL_ERROR'));
      expect(jest.getTimerCount()).toBe(1);
      unmount();
      expect(jest.getTimerCount()).toBe(0);
      await act(() => jest.advanceTimersByTimeAsync(60_000));
      expect(mockChannels).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('rejoins at once, without waiting out the back-off, when the browser is back online or the tab is shown', async () => {
    jest.useFakeTimers();
    const visibility = jest.spyOn(document, 'visibilityState', 'get');
    try {
      await renderSubscribed(<Live />);
      act(() => channelAt(0).onStatus?.('CLOSED'));
      expect(mockChannels).toHaveLength(1);
      await fire(window, 'online');
      expect(mockChannels).toHaveLength(2);
      // The back-off it cut short does not fire later as a second rejoin.
      await act(() => jest.advanceTimersByTimeAsync(5_000));
      expect(mockChannels).toHaveLength(2);

      // The second rejoin waits 2 s; a tab shown again cuts that short too, a tab being hidden does not.
      act(() => channelAt(1).onStatus?.('CLOSED'));
      visibility.mockReturnValue('hidden');
      await fire(document, 'visibilitychange');
      expect(mockChannels).toHaveLength(2);
      visibility.mockReturnValue('visible');
      await fire(document, 'visibilitychange');
      expect(mockChannels).toHaveLength(3);

      // Nothing pending: coming online again subscribes nothing more.
      await fire(window, 'online');
      expect(mockChannels).toHaveLength(3);
    } finally {
      visibility.mockRestore();
      jest.useRealTimers();
    }
  });

  it('leaves a channel that errored while offline to realtime-js, which rejoins it when the socket is back', async () => {
    jest.useFakeTimers();
    try {
      await renderSubscribed(<Live />);
      mockSocket.connected = false;
      act(() => channelAt(0).onStatus?.('CHANNEL_ERROR'));
      act(() => channelAt(0).onStatus?.('TIMED_OUT'));
      await act(() => jest.advanceTimersByTimeAsync(60_000));
      expect(mockChannels).toHaveLength(1);
      expect(channelAt(0).removed).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });
});
