/**
 * @jest-environment ./test/helpers/jsdom-with-fetch.cjs
 */
// Issue 25, server-side lists: the cleaner's work lists (open requests to bid on, their bids, their bookings) come a
// page at a time from the database with the exact total, filtered by whose work it is, instead of the newest
// 200/200/300; so do the client's bookings (My Cleaners Bookings), which were loaded whole. Against a real
// local-supabase with the product migrations; RLS still decides what each sees.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { spawnLocalSupabase, type SpawnedServer } from './helpers/spawned-server';
import { passAdminMfa, type HeldTotp } from './helpers/admin-mfa';
import {
  acceptBid,
  cancelQuoteRequest,
  configureSupabase,
  fetchMyQuoteRequestsPage,
  fetchClientBooking,
  fetchClientBookingsPage,
  getSupabase,
  LIST_PAGE_SIZE,
  signIn,
  signOut,
  signUp,
  useAuth,
} from '../src';
import {
  fetchCleanerBooking,
  fetchCleanerBookingsPage,
  fetchMyBidsPage,
  fetchOpenRequestsPage,
  submitBid,
  withdrawBid,
} from '../src/cleaner';
import { fetchAdminChatThread, fetchAdminChatThreadsPage } from '../src/console';

let server: SpawnedServer;
let service: SupabaseClient;
const stamp = Date.now();
const password = 'password-123';
const emails = { cleaner: `work-cleaner-${stamp}@example.com`, other: `work-other-${stamp}@example.com`, client: `work-client-${stamp}@example.com`, admin: `work-admin-${stamp}@example.com` };
let adminTotp: HeldTotp | undefined;
const ids = { cleaner: '', other: '', client: '', guest: '' };
const CLIENT_REQUESTS = 23;
const GUEST_REQUESTS = 3;
const CLIENT_BOOKINGS = 22;
const GUEST_BOOKINGS = 2;
let clientRequestIds: string[] = [];
let otherBookingId = '';

async function as(who: keyof typeof emails): Promise<void> {
  await signOut();
  await signIn(emails[who], password);
  if (who === 'admin') adminTotp = await passAdminMfa(adminTotp);
}

async function createUser(email: string, accountType: 'client' | 'cleaner'): Promise<string> {
  const { data, error } = await service.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { full_name: 'Work Customer', phone: '+2348071234567', account_type: accountType },
  });
  if (error) throw error;
  return data.user.id;
}

async function insertRequests(requesterId: string, kind: 'client' | 'guest', count: number, extra: Record<string, unknown> = {}): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, i) => ({
    requester_id: requesterId,
    requester_kind: kind,
    service_type: 'House Cleaning',
    location: `${i + 1} Allen Avenue, Ikeja`,
    description: `Request ${i}`,
    ...extra,
  }));
  const { data, error } = await service.from('quote_requests').insert(rows).select('id');
  if (error) throw error;
  return (data as Array<{ id: string }>).map((r) => r.id);
}

async function insertBookings(cleanerId: string, customerId: string, kind: 'client' | 'guest', count: number): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, i) => ({
    customer_id: customerId,
    customer_kind: kind,
    cleaner_id: cleanerId,
    services: ['House Cleaning'],
    location: `${i + 1} Awolowo Road, Ikoyi`,
  }));
  const { data, error } = await service.from('bookings').insert(rows).select('id');
  if (error) throw error;
  return (data as Array<{ id: string }>).map((r) => r.id);
}

beforeAll(async () => {
  server = await spawnLocalSupabase({ CONFIRM_EMAIL: 'false' });
  configureSupabase({ url: server.url, anonKey: server.anonKey });
  service = createClient(server.url, server.serviceRoleKey, { auth: { persistSession: false, storageKey: 'service-role-work' } });

  for (const who of ['cleaner', 'other'] as const) {
    await signUp({ email: emails[who], password, fullName: `Work ${who}`, phone: who === 'cleaner' ? '08039990011' : '08039990012', accountType: 'cleaner', address: '2 Allen Avenue' });
    ids[who] = useAuth.getState().user!.id;
    await signOut();
  }
  const verified = await service.from('cleaner_profiles').update({ verification_status: 'verified' }).in('user_id', [ids.cleaner, ids.other]);
  expect(verified.error).toBeNull();
  ids.client = await createUser(`work-client-${stamp}@example.com`, 'client');
  ids.guest = await createUser(`work-guest-${stamp}@example.com`, 'client');

  clientRequestIds = await insertRequests(ids.client, 'client', CLIENT_REQUESTS);
  await insertRequests(ids.guest, 'guest', GUEST_REQUESTS);
  // Sent to the other cleaner only: not open to ours.
  await insertRequests(ids.client, 'client', 2, { target_cleaner_id: ids.other });

  await insertBookings(ids.cleaner, ids.client, 'client', CLIENT_BOOKINGS);
  await insertBookings(ids.cleaner, ids.guest, 'guest', GUEST_BOOKINGS);
  otherBookingId = (await insertBookings(ids.other, ids.client, 'client', 1))[0]!;
}, 300_000);

afterAll(async () => {
  await signOut();
  const supabase = await getSupabase();
  await supabase.auth.stopAutoRefresh();
  await server.stop();
});

describe('a cleaner', () => {
  beforeAll(async () => {
    await as('cleaner');
    // Three bids on client requests; one withdrawn again (it may be bid on again, so it is open to them once more).
    for (const id of clientRequestIds.slice(0, 3)) await submitBid({ quoteRequestId: id, amountKobo: 2_500_000 });
    await withdrawBid(clientRequestIds[2]!);
  }, 60_000);

  it('pages the open requests they have not bid on, with the exact total, by whose they are', async () => {
    const expected = CLIENT_REQUESTS - 2;
    const first = await fetchOpenRequestsPage({ page: 1, kind: 'client' });
    expect(first.total).toBe(expected);
    expect(first.rows).toHaveLength(LIST_PAGE_SIZE);
    const second = await fetchOpenRequestsPage({ page: 2, kind: 'client' });
    expect(second.rows).toHaveLength(expected - LIST_PAGE_SIZE);
    const seen = [...first.rows, ...second.rows].map((r) => r.id);
    expect(new Set(seen).size).toBe(expected);
    expect(seen).not.toContain(clientRequestIds[0]);
    expect(seen).not.toContain(clientRequestIds[1]);
    expect(seen).toContain(clientRequestIds[2]);
    expect(first.rows.every((r) => r.requester_kind === 'client' && r.target_cleaner_id === null)).toBe(true);
    expect(first.rows[0]).not.toHaveProperty('mine');
    const times = seen.map((id) => [...first.rows, ...second.rows].find((r) => r.id === id)!.created_at);
    expect([...times].sort().reverse()).toEqual(times);

    expect((await fetchOpenRequestsPage({ page: 1, kind: 'guest' })).total).toBe(GUEST_REQUESTS);
    expect((await fetchOpenRequestsPage({ page: 1 })).total).toBe(expected + GUEST_REQUESTS);
  });

  it('pages their bids by whose request and whether accepted', async () => {
    const bids = await fetchMyBidsPage({ page: 1, kind: 'client', accepted: false });
    expect(bids.total).toBe(3);
    expect(bids.rows.map((b) => b.status).sort()).toEqual(['pending', 'pending', 'withdrawn']);
    expect(bids.rows.every((b) => b.request?.requester_kind === 'client')).toBe(true);
    expect((await fetchMyBidsPage({ page: 1, kind: 'client', accepted: true })).total).toBe(0);
    expect((await fetchMyBidsPage({ page: 1, kind: 'guest' })).total).toBe(0);
  });

  it('pages their bookings with the exact total, all or by whose, and opens any one of them', async () => {
    const all = await fetchCleanerBookingsPage({ page: 1 });
    expect(all.total).toBe(CLIENT_BOOKINGS + GUEST_BOOKINGS);
    expect(all.rows).toHaveLength(LIST_PAGE_SIZE);
    const second = await fetchCleanerBookingsPage({ page: 2 });
    expect(second.rows).toHaveLength(CLIENT_BOOKINGS + GUEST_BOOKINGS - LIST_PAGE_SIZE);
    expect(new Set([...all.rows, ...second.rows].map((b) => b.id)).size).toBe(CLIENT_BOOKINGS + GUEST_BOOKINGS);

    const clients = await fetchCleanerBookingsPage({ page: 1, kind: 'client' });
    expect(clients.total).toBe(CLIENT_BOOKINGS);
    expect(clients.rows.every((b) => b.customer_kind === 'client')).toBe(true);
    expect((await fetchCleanerBookingsPage({ page: 1, kind: 'guest' })).total).toBe(GUEST_BOOKINGS);

    // The last one on page 2 is still found by the booking page, with no contact while pending.
    const last = second.rows[second.rows.length - 1]!;
    expect(await fetchCleanerBooking(last.id)).toMatchObject({ id: last.id, contact: null });
    // Another cleaner's booking is not theirs to see.
    expect(await fetchCleanerBooking(otherBookingId)).toBeNull();
  });
});

describe('a client', () => {
  beforeAll(() => as('client'), 60_000);

  it('pages their bookings newest first with the exact total, and opens any one of them', async () => {
    const mine = CLIENT_BOOKINGS + 1;
    const first = await fetchClientBookingsPage(ids.client, 1);
    expect(first.total).toBe(mine);
    expect(first.rows).toHaveLength(LIST_PAGE_SIZE);
    const second = await fetchClientBookingsPage(ids.client, 2);
    expect(second.rows).toHaveLength(mine - LIST_PAGE_SIZE);
    const all = [...first.rows, ...second.rows];
    expect(new Set(all.map((b) => b.id)).size).toBe(mine);
    const times = all.map((b) => b.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    // The oldest, on the last page, is still found by Payment's return page.
    const oldest = all[all.length - 1]!;
    expect(await fetchClientBooking(ids.client, oldest.id)).toMatchObject({ id: oldest.id });
    // Someone else's bookings: none to page, none to open (RLS).
    expect((await fetchClientBookingsPage(ids.guest, 1)).total).toBe(0);
    const guests = await service.from('bookings').select('id').eq('customer_id', ids.guest).limit(1);
    expect(await fetchClientBooking(ids.guest, (guests.data as Array<{ id: string }>)[0]!.id)).toBeNull();
  });

  it('pages their quote requests (live, and the awarded ones for Approved Bids) with the page\'s bids', async () => {
    const live = CLIENT_REQUESTS + 2;
    const first = await fetchMyQuoteRequestsPage(ids.client, 'live', 1);
    expect(first.total).toBe(live);
    expect(first.rows).toHaveLength(LIST_PAGE_SIZE);
    const second = await fetchMyQuoteRequestsPage(ids.client, 'live', 2);
    expect(second.rows).toHaveLength(live - LIST_PAGE_SIZE);
    const all = [...first.rows, ...second.rows];
    const bidOn = all.find((r) => r.id === clientRequestIds[0])!;
    expect(bidOn.bids).toHaveLength(1);
    // A withdrawn bid is not shown.
    expect(all.find((r) => r.id === clientRequestIds[2])!.bids).toHaveLength(0);
    expect((await fetchMyQuoteRequestsPage(ids.client, 'awarded', 1)).total).toBe(0);

    await acceptBid(bidOn.bids[0]!.id);
    await cancelQuoteRequest(clientRequestIds[5]!);
    const awarded = await fetchMyQuoteRequestsPage(ids.client, 'awarded', 1);
    expect(awarded.total).toBe(1);
    expect(awarded.rows[0]).toMatchObject({ id: clientRequestIds[0], status: 'awarded' });
    expect(awarded.rows[0]!.bids.map((b) => b.status)).toEqual(['accepted']);
    // The cancelled one leaves the list; the awarded one stays in it.
    expect((await fetchMyQuoteRequestsPage(ids.client, 'live', 1)).total).toBe(live - 1);
    // Someone else's: nothing (RLS).
    expect((await fetchMyQuoteRequestsPage(ids.guest, 'live', 1)).total).toBe(0);
  });
});

describe('an admin', () => {
  const CHATS = 23;
  let threadIds: string[] = [];
  beforeAll(async () => {
    const adminId = await createUser(emails.admin, 'client');
    expect((await service.from('user_roles').insert({ user_id: adminId, role: 'admin' })).error).toBeNull();
    // One thread per guest; each one's last message a minute apart, and one thread never written in (not listed).
    const owners: string[] = [];
    for (let i = 0; i < CHATS + 1; i++) owners.push(await createUser(`work-chat-${i}-${stamp}@example.com`, 'client'));
    const base = Date.parse('2026-11-01T08:00:00Z');
    const { data, error } = await service
      .from('chat_threads')
      .insert(owners.map((owner, i) => ({ owner_id: owner, last_message_at: i === CHATS ? null : new Date(base + i * 60_000).toISOString() })))
      .select('id');
    expect(error).toBeNull();
    threadIds = (data as Array<{ id: string }>).map((r) => r.id);
    await as('admin');
  }, 120_000);

  it('pages the guest chats newest message first with the exact total, and opens one on another page', async () => {
    const first = await fetchAdminChatThreadsPage(1);
    expect(first.total).toBe(CHATS);
    expect(first.rows).toHaveLength(LIST_PAGE_SIZE);
    expect(first.rows[0]!.id).toBe(threadIds[CHATS - 1]);
    const second = await fetchAdminChatThreadsPage(2);
    expect(second.rows.map((t) => t.id)).toEqual([threadIds[2], threadIds[1], threadIds[0]]);
    expect(await fetchAdminChatThread(threadIds[0]!)).toMatchObject({ id: threadIds[0] });
  });

  it('is not shown the chats by a cleaner (RLS: owner or admin)', async () => {
    await as('cleaner');
    expect((await fetchAdminChatThreadsPage(1)).total).toBe(0);
    expect(await fetchAdminChatThread(threadIds[0]!)).toBeNull();
  });
});
