/**
 * @jest-environment ./test/helpers/jsdom-with-fetch.cjs
 */
// Issue 25 leftovers: a guest's My requests comes a page at a time from the database with the exact total (it loaded
// every request, bid and booking at once), and a reference (QR-…, BK-…) finds one row. Against a real local-supabase
// with the product migrations, as anonymous guests: the reads are ordinary RLS reads, so a guest can neither page
// another guest's rows nor find them by reference.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { spawnLocalSupabase, type SpawnedServer } from './helpers/spawned-server';
import { passAdminMfa } from './helpers/admin-mfa';
import { fetchAdminBidsPage, fetchAdminBookingsPage, fetchAdminQuoteRequestsPage } from '../src/console';
import { fetchCleanerBookingsPage } from '../src/cleaner';
import {
  configureSupabase,
  ensureGuestSession,
  fetchClientBookingsPage,
  fetchMyBooking,
  fetchMyBookingsPage,
  fetchMyQuoteRequestsPage,
  formatReference,
  getSupabase,
  LIST_PAGE_SIZE,
  signIn,
  signOut,
  signUp,
  useAuth,
} from '../src';

let server: SpawnedServer;
let service: SupabaseClient;
const stamp = Date.now();
const ids = { guest: '', other: '', cleaner: '' };
const GUEST_OPEN = 23;
const GUEST_DIRECT = 2;
const GUEST_BOOKINGS = 21;
let guestBookings: string[] = [];
let otherRequest = '';
let otherBooking = '';

async function insert(table: 'quote_requests' | 'bookings', rows: Record<string, unknown>[]): Promise<string[]> {
  const { data, error } = await service.from(table).insert(rows).select('id');
  if (error) throw error;
  return (data as Array<{ id: string }>).map((r) => r.id);
}

const requests = (requesterId: string, count: number, extra: Record<string, unknown> = {}) =>
  Array.from({ length: count }, (_, i) => ({
    requester_id: requesterId,
    requester_kind: 'guest',
    service_type: 'House Cleaning',
    location: `${i + 1} Allen Avenue, Ikeja`,
    description: `Request ${i}`,
    ...extra,
  }));

const bookings = (customerId: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    customer_id: customerId,
    customer_kind: 'guest',
    services: ['House Cleaning'],
    location: `${i + 1} Awolowo Road, Ikoyi`,
  }));

beforeAll(async () => {
  server = await spawnLocalSupabase({ CONFIRM_EMAIL: 'false' });
  configureSupabase({ url: server.url, anonKey: server.anonKey });
  service = createClient(server.url, server.serviceRoleKey, { auth: { persistSession: false, storageKey: 'service-role-my-requests' } });

  await signUp({ email: `pages-cleaner-${stamp}@example.com`, password: 'password-123', fullName: 'Pages Cleaner', phone: '08039990021', accountType: 'cleaner', address: '2 Allen Avenue' });
  ids.cleaner = useAuth.getState().user!.id;
  await signOut();
  // The other guest first: the test then stays signed in as the guest whose pages it reads.
  ids.other = (await ensureGuestSession()).user.id;
  await signOut();
  ids.guest = (await ensureGuestSession()).user.id;

  otherRequest = (await insert('quote_requests', requests(ids.other, 3)))[0]!;
  otherBooking = (await insert('bookings', bookings(ids.other, 1)))[0]!;
  await insert('quote_requests', requests(ids.guest, GUEST_OPEN));
  await insert('quote_requests', requests(ids.guest, GUEST_DIRECT, { target_cleaner_id: ids.cleaner }));
  guestBookings = await insert('bookings', bookings(ids.guest, GUEST_BOOKINGS));
}, 300_000);

afterAll(async () => {
  await signOut();
  const supabase = await getSupabase();
  await supabase.auth.stopAutoRefresh();
  await server.stop();
});

describe("a guest's My requests", () => {
  it('pages the requests open to all, newest first, with the exact total, and those sent to one cleaner apart', async () => {
    const first = await fetchMyQuoteRequestsPage(ids.guest, 'to-all', 1);
    expect(first.total).toBe(GUEST_OPEN);
    expect(first.rows).toHaveLength(LIST_PAGE_SIZE);
    const second = await fetchMyQuoteRequestsPage(ids.guest, 'to-all', 2);
    expect(second.rows).toHaveLength(GUEST_OPEN - LIST_PAGE_SIZE);
    const all = [...first.rows, ...second.rows];
    expect(new Set(all.map((r) => r.id)).size).toBe(GUEST_OPEN);
    expect(all.every((r) => r.target_cleaner_id === null)).toBe(true);
    const times = all.map((r) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);

    const direct = await fetchMyQuoteRequestsPage(ids.guest, 'to-one', 1);
    expect(direct.total).toBe(GUEST_DIRECT);
    expect(direct.rows.every((r) => r.target_cleaner_id === ids.cleaner)).toBe(true);
  });

  it('pages the bookings with the exact total', async () => {
    const first = await fetchMyBookingsPage(ids.guest, 1);
    expect(first.total).toBe(GUEST_BOOKINGS);
    expect(first.rows).toHaveLength(LIST_PAGE_SIZE);
    const second = await fetchMyBookingsPage(ids.guest, 2);
    expect(second.rows).toHaveLength(GUEST_BOOKINGS - LIST_PAGE_SIZE);
    expect([...first.rows, ...second.rows].map((b) => b.id).sort()).toEqual([...guestBookings].sort());
  });

  it('reads one booking off the page shown (a payment return), and none that is not theirs', async () => {
    const offPage = (await fetchMyBookingsPage(ids.guest, 2)).rows[0]!.id;
    expect((await fetchMyBookingsPage(ids.guest, 1)).rows.map((b) => b.id)).not.toContain(offPage);
    expect(await fetchMyBooking(ids.guest, offPage)).toMatchObject({ id: offPage });
    expect(await fetchMyBooking(ids.guest, otherBooking)).toBeNull();
    expect(await fetchMyBooking(ids.other, otherBooking)).toBeNull();
  });

  it('finds a booking or request by its reference as people type it', async () => {
    const target = guestBookings[7]!;
    const reference = formatReference('booking', target);
    for (const typed of [reference, reference.toLowerCase().replace('-', ' '), reference.slice(3)]) {
      const found = await fetchMyBookingsPage(ids.guest, 1, typed);
      expect(found.rows.map((b) => b.id)).toContain(target);
      expect(found.total).toBe(found.rows.length);
      expect(found.rows.every((b) => b.id.startsWith(target.slice(0, 8)))).toBe(true);
    }
    const request = (await fetchMyQuoteRequestsPage(ids.guest, 'to-all', 2)).rows[0]!;
    const byReference = await fetchMyQuoteRequestsPage(ids.guest, 'to-all', 1, formatReference('quote', request.id));
    expect(byReference.rows.map((r) => r.id)).toEqual([request.id]);
    // A booking reference on the requests list, or a term that is no reference, finds nothing.
    expect((await fetchMyQuoteRequestsPage(ids.guest, 'to-all', 1, formatReference('booking', request.id))).total).toBe(0);
    expect((await fetchMyBookingsPage(ids.guest, 1, 'Awolowo')).total).toBe(0);
  });

  it("cannot page another guest's requests or bookings, nor find them by reference", async () => {
    expect(useAuth.getState().user?.id).toBe(ids.guest);
    expect((await fetchMyQuoteRequestsPage(ids.other, 'to-all', 1)).total).toBe(0);
    expect((await fetchMyBookingsPage(ids.other, 1)).total).toBe(0);
    expect((await fetchMyBookingsPage(ids.other, 1, formatReference('booking', otherBooking))).total).toBe(0);
    expect((await fetchMyBookingsPage(ids.guest, 1, otherBooking)).total).toBe(0);
    expect((await fetchMyQuoteRequestsPage(ids.other, 'to-all', 1, formatReference('quote', otherRequest))).total).toBe(0);
    // The rows are there: the other guest's own session would see them.
    expect((await service.from('bookings').select('id').eq('id', otherBooking)).data).toHaveLength(1);
  });
});

describe('the payment reference on a receipt', () => {
  const paymentFor = async (clientId: string, bookingId: string) => {
    const reference = `spl-${[...crypto.getRandomValues(new Uint8Array(12))].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
    const made = await service.from('payments').insert({ client_id: clientId, booking_id: bookingId, amount_kobo: 2_000_000, method: 'card', status: 'pending', provider: 'paystack', reference });
    expect(made.error).toBeNull();
    return reference;
  };

  it("finds the guest's booking it paid for, and not another guest's", async () => {
    expect(useAuth.getState().user?.id).toBe(ids.guest);
    const mine = await paymentFor(ids.guest, guestBookings[5]!);
    expect((await fetchMyBookingsPage(ids.guest, 1, ` ${mine.toUpperCase()} `)).rows.map((b) => b.id)).toEqual([guestBookings[5]]);
    const theirs = await paymentFor(ids.other, otherBooking);
    expect((await fetchMyBookingsPage(ids.guest, 1, theirs)).total).toBe(0);
    expect((await fetchMyBookingsPage(ids.other, 1, theirs)).total).toBe(0);
    // Part of a payment reference is none.
    expect((await fetchMyBookingsPage(ids.guest, 1, mine.slice(0, 12))).total).toBe(0);
  });
});

describe("a client's lists", () => {
  it('find a booking by reference among their own only', async () => {
    await signOut();
    const email = `pages-client-${stamp}@example.com`;
    await signUp({ email, password: 'password-123', fullName: 'Pages Client', phone: '08039990022', accountType: 'client', address: '4 Allen Avenue' });
    const clientId = useAuth.getState().user!.id;
    const [mine] = await insert('bookings', bookings(clientId, 3).map((b) => ({ ...b, customer_kind: 'client' })));
    await signOut();
    await signIn(email, 'password-123');
    expect((await fetchClientBookingsPage(clientId, 1)).total).toBe(3);
    expect((await fetchClientBookingsPage(clientId, 1, formatReference('booking', mine!))).rows.map((b) => b.id)).toEqual([mine]);
    expect((await fetchClientBookingsPage(clientId, 1, formatReference('booking', guestBookings[0]!))).total).toBe(0);
    expect((await fetchClientBookingsPage(ids.guest, 1, guestBookings[0]!)).total).toBe(0);
    expect((await fetchClientBookingsPage(clientId, 1, 'Allen')).total).toBe(0);
  });
});

describe("the console's activities", () => {
  it('find a guest booking or request by reference in its own tab; a non-admin is refused', async () => {
    await signOut();
    const email = `pages-admin-${stamp}@example.com`;
    await signUp({ email, password: 'password-123', fullName: 'Pages Admin', phone: '08039990023', accountType: 'client', address: '5 Allen Avenue' });
    const adminId = useAuth.getState().user!.id;
    expect((await service.from('user_roles').insert({ user_id: adminId, role: 'admin' })).error).toBeNull();
    await signOut();
    await signIn(email, 'password-123');
    await passAdminMfa();
    const booking = guestBookings[3]!;
    expect((await fetchAdminBookingsPage('guest', 1, formatReference('booking', booking))).rows.map((b) => b.id)).toEqual([booking]);
    expect((await fetchAdminBookingsPage('client', 1, formatReference('booking', booking))).total).toBe(0);
    expect((await fetchAdminBookingsPage('guest', 1, 'Awolowo')).total).toBe(0);
    expect((await fetchAdminQuoteRequestsPage('guest', undefined, 1, formatReference('quote', otherRequest))).rows.map((r) => r.id)).toEqual([otherRequest]);
    expect((await fetchAdminBidsPage('guest', undefined, 1, 'BID-0000')).total).toBe(0);

    // A client asking the same is refused: the console's lists are admin RPCs.
    await signOut();
    await signIn(`pages-client-${stamp}@example.com`, 'password-123');
    await expect(fetchAdminBookingsPage('guest', 1, formatReference('booking', booking))).rejects.toThrow();
    await expect(fetchAdminQuoteRequestsPage('guest', undefined, 1, formatReference('quote', otherRequest))).rejects.toThrow();
    await expect(fetchAdminBidsPage('guest', undefined, 1)).rejects.toThrow();
  });
});

describe("a cleaner's bookings", () => {
  it('find their own booking by reference, not one that is not theirs', async () => {
    const [theirs] = await insert('bookings', [{ ...bookings(ids.guest, 1)[0], cleaner_id: ids.cleaner }]);
    await signOut();
    await signIn(`pages-cleaner-${stamp}@example.com`, 'password-123');
    expect((await fetchCleanerBookingsPage({ page: 1, search: formatReference('booking', theirs!) })).rows.map((b) => b.id)).toEqual([theirs]);
    expect((await fetchCleanerBookingsPage({ page: 1, kind: 'client', search: formatReference('booking', theirs!) })).total).toBe(0);
    expect((await fetchCleanerBookingsPage({ page: 1, search: formatReference('booking', guestBookings[0]!) })).total).toBe(0);
    expect((await fetchCleanerBookingsPage({ page: 1, search: 'Ikoyi' })).total).toBe(0);
  });
});
