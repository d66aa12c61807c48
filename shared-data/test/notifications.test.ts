/**
 * @jest-environment ./test/helpers/jsdom-with-fetch.cjs
 */
// Mark All as Read of a tab acts in the database on every unread notification of the tab's categories, not only on
// the ones a page loaded (lists load 200 at most): issue 25. Against a real local-supabase with the product migrations.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { spawnLocalSupabase, type SpawnedServer } from './helpers/spawned-server';
import { CLEANER_NOTIFICATION_GROUPS, configureSupabase, fetchNotificationsPage, fetchUnreadCountsByGroup, getSupabase, markAllNotificationsRead, signOut, signUp, useAuth } from '../src';

let server: SpawnedServer;
let service: SupabaseClient;
let userId: string;

beforeAll(async () => {
  server = await spawnLocalSupabase({ CONFIRM_EMAIL: 'false' });
  configureSupabase({ url: server.url, anonKey: server.anonKey });
  await signUp({ email: `bell-${Date.now()}@example.com`, password: 'password-123', fullName: 'Ngozi Bell', phone: '08031234570', accountType: 'client' });
  userId = useAuth.getState().user!.id;
  service = createClient(server.url, server.serviceRoleKey, { auth: { persistSession: false, storageKey: 'service-role-bell' } });
}, 180_000);

afterAll(async () => {
  await signOut();
  const supabase = await getSupabase();
  await supabase.auth.stopAutoRefresh();
  await server.stop();
});

async function unread(category: string): Promise<number> {
  const { count, error } = await service
    .from('notifications')
    .select('id', { count: 'exact', head: true })
    .eq('recipient_id', userId)
    .eq('category', category)
    .eq('is_read', false);
  expect(error).toBeNull();
  return count ?? 0;
}

it('marks every unread notification of the given categories read, past any page size, and leaves the others', async () => {
  const rows = [
    ...Array.from({ length: 230 }, (_, i) => ({ recipient_id: userId, category: 'bid', message: `Bid ${i}` })),
    ...Array.from({ length: 4 }, (_, i) => ({ recipient_id: userId, category: 'quote', message: `Quote ${i}` })),
    ...Array.from({ length: 3 }, (_, i) => ({ recipient_id: userId, category: 'booking', message: `Booking ${i}` })),
  ];
  const { error } = await service.from('notifications').insert(rows);
  expect(error).toBeNull();

  expect(await markAllNotificationsRead(['bid', 'quote'])).toBe(234);
  expect(await unread('bid')).toBe(0);
  expect(await unread('quote')).toBe(0);
  expect(await unread('booking')).toBe(3);

  expect(await markAllNotificationsRead()).toBe(3);
  expect(await unread('booking')).toBe(0);
}, 60_000);

it('pages every notification of a tab with the exact total: none is out of reach (issue 25)', async () => {
  const all = await fetchNotificationsPage({ page: 1 });
  expect(all.total).toBe(237);
  expect(all.rows).toHaveLength(20);
  const bids = await fetchNotificationsPage({ page: 12, categories: ['bid'] });
  expect(bids).toMatchObject({ total: 230, page: 12, pageSize: 20 });
  expect(bids.rows).toHaveLength(10);
  expect(bids.rows.every((n) => n.category === 'bid')).toBe(true);
  const quotesAndBookings = await fetchNotificationsPage({ page: 1, categories: ['quote', 'booking'] });
  expect(quotesAndBookings.total).toBe(7);
  const times = quotesAndBookings.rows.map((n) => n.created_at);
  expect([...times].sort().reverse()).toEqual(times);
}, 60_000);

it('counts the unread ones of each tab in the database, for the tab badges of a paged list', async () => {
  const { error } = await service.from('notifications').insert([
    ...Array.from({ length: 3 }, (_, i) => ({ recipient_id: userId, category: 'guest', message: `Guest ${i}` })),
    { recipient_id: userId, category: 'schedule', message: 'Schedule 1' },
  ]);
  expect(error).toBeNull();
  expect(await fetchUnreadCountsByGroup(CLEANER_NOTIFICATION_GROUPS)).toEqual({ approval: 0, bookings: 1, quotes: 0, guest: 3 });
}, 60_000);
