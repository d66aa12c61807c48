/**
 * @jest-environment ./test/helpers/jsdom-with-fetch.cjs
 */
// The price lock toggles against a real local-supabase with the product migrations, signed in as an admin: two quick
// toggles (the second while the first one's refetch is still on its way) must never show the second one undone.
// The server runs in a child process (PGlite cannot run inside jsdom).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { act, renderHook } from '@testing-library/react';
import { passAdminMfa } from './helpers/admin-mfa';
import { spawnLocalSupabase, type SpawnedServer } from './helpers/spawned-server';
import {
  DataProvider,
  configureSupabase,
  createQueryClient,
  getSupabase,
  signOut,
  signUp,
  useAuth,
} from '../src';
import { fetchPriceUpdateSettings, usePriceUpdateSettings, useSetPriceLocks, type PriceUpdateSettings } from '../src/console';

let server: SpawnedServer;
let service: SupabaseClient;
let adminId: string;

const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await act(tick);
}

beforeAll(async () => {
  // People are registered through the product's sign-up, which starts a session when confirmations are off.
  server = await spawnLocalSupabase({ CONFIRM_EMAIL: 'false' });
  configureSupabase({ url: server.url, anonKey: server.anonKey });
  await signUp({ email: `locks-${Date.now()}@example.com`, password: 'password-123', fullName: 'Ope Admin', phone: '08031234569', accountType: 'client' });
  // Admins are made by a super admin; the service role stands in for one here.
  service = createClient(server.url, server.serviceRoleKey, { auth: { persistSession: false, storageKey: 'service-role-locks' } });
  adminId = useAuth.getState().user!.id;
  const granted = await service.from('user_roles').insert({ user_id: adminId, role: 'admin' });
  expect(granted.error).toBeNull();
  // Admin power needs the second sign-in step (aal2), as in the console.
  await passAdminMfa();
}, 180_000);

afterAll(async () => {
  await signOut();
  const supabase = await getSupabase();
  await supabase.auth.stopAutoRefresh();
  await server.stop();
});

describe('useSetPriceLocks', () => {
  it('shows each toggle at once and never flips it back while an earlier refetch lands', async () => {
    const seen: Array<Pick<PriceUpdateSettings, 'locked' | 'base_discount_locked'>> = [];
    const client = createQueryClient();
    const { result } = renderHook(
      () => {
        const settings = usePriceUpdateSettings('cleaning_prices');
        const locks = useSetPriceLocks('cleaning_prices');
        if (settings.data) seen.push({ locked: settings.data.locked, base_discount_locked: settings.data.base_discount_locked });
        return { settings, locks, fetching: settings.isFetching };
      },
      { wrapper: ({ children }) => <DataProvider client={client}>{children}</DataProvider> },
    );
    await until(() => result.current.settings.data !== undefined);
    expect(result.current.settings.data).toMatchObject({ locked: false, base_discount_locked: false });

    // Lock all prices, then unlock them: the box follows each click at once.
    await act(() => result.current.locks.mutateAsync({ locked: true }));
    expect(result.current.settings.data).toMatchObject({ locked: true });
    act(() => result.current.locks.mutate({ locked: false }));
    await until(() => result.current.settings.data?.locked === false);
    await until(() => result.current.locks.isSuccess);

    // A read of the row is on its way (like the unlock's own refetch on a busy machine) when the base discount is
    // locked: that read answers "unlocked", yet from the click on the base discount must read locked.
    await until(() => !result.current.fetching);
    act(() => void result.current.settings.refetch());
    const from = seen.length;
    act(() => result.current.locks.mutate({ base_discount_locked: true }));
    await until(() => result.current.locks.isSuccess && !result.current.fetching);
    await act(tick);

    const after = seen.slice(from);
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((s) => !s.base_discount_locked)).toEqual([]);
    expect(result.current.settings.data).toMatchObject({ locked: false, base_discount_locked: true });
    expect(await fetchPriceUpdateSettings('cleaning_prices')).toMatchObject({ locked: false, base_discount_locked: true });
  });

  it('puts a refused toggle back as the database has it', async () => {
    const client = createQueryClient();
    const { result } = renderHook(
      () => ({ settings: usePriceUpdateSettings('cleaning_prices'), locks: useSetPriceLocks('cleaning_prices') }),
      { wrapper: ({ children }) => <DataProvider client={client}>{children}</DataProvider> },
    );
    await until(() => result.current.settings.data !== undefined);
    const stored = result.current.settings.data!.locked;
    // No longer an admin: the update reaches no row (RLS) and is refused, and the refetch after it fails too.
    const revoked = await service.from('user_roles').delete().eq('user_id', adminId).eq('role', 'admin');
    expect(revoked.error).toBeNull();
    await act(() => result.current.locks.mutateAsync({ locked: !stored }).catch(() => undefined));
    await until(() => result.current.locks.isError && !result.current.settings.isFetching);
    expect(result.current.settings.data?.locked).toBe(stored);
  });
});
