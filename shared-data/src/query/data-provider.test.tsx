import { useQuery, useQueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { useAuth } from '../auth/auth-store';
import { applySession, applySignedOut } from '../auth/session-sync';
import { DataProvider } from './data-provider';
import { createQueryClient } from './query-client';
import { queryKeys } from './query-keys';

function Bookings() {
  const { data } = useQuery({ queryKey: queryKeys.bookings.list({ mine: true }), queryFn: async () => ['b1'] });
  return <p>{data ? data.join(',') : 'none'}</p>;
}

function Defaults() {
  const options = useQueryClient().getDefaultOptions();
  return <pre data-testid="defaults">{JSON.stringify(options)}</pre>;
}

const session = (id: string) => ({ user: { id, is_anonymous: false } }) as Parameters<typeof applySession>[0];

describe('DataProvider', () => {
  it('applies the mobile defaults', () => {
    render(
      <DataProvider>
        <Defaults />
      </DataProvider>,
    );
    const options = JSON.parse(screen.getByTestId('defaults').textContent!);
    expect(options.queries).toEqual({ staleTime: 30_000, retry: 1, refetchOnWindowFocus: false });
    expect(options.mutations).toEqual({ retry: false });
  });

  it('drops cached data when the user signs out or another user signs in', async () => {
    const client = createQueryClient();
    render(
      <DataProvider client={client}>
        <Bookings />
      </DataProvider>,
    );
    expect(await screen.findByText('b1')).toBeInTheDocument();
    const key = queryKeys.bookings.list({ mine: true });

    act(() => applySession(session('user-a')));
    expect(client.getQueryData(key)).toEqual(['b1']); // first user: nothing to drop

    client.setQueryData(key, ['a-only']);
    act(() => applySession(session('user-b')));
    expect(client.getQueryData(key)).toBeUndefined();

    client.setQueryData(key, ['b-only']);
    act(() => applySignedOut());
    expect(client.getQueryData(key)).toBeUndefined();
    expect(useAuth.getState().status).toBe('signed-out');
  });

  it('stops clearing once unmounted', () => {
    const client = createQueryClient();
    const { unmount } = render(<DataProvider client={client}>{null}</DataProvider>);
    unmount();
    act(() => applySession(session('user-c')));
    client.setQueryData(['x'], 1);
    act(() => applySignedOut());
    expect(client.getQueryData(['x'])).toBe(1);
  });
});
