/**
 * @jest-environment ./test/helpers/jsdom-with-fetch.cjs
 */
// Disputes through the data functions against a real local-supabase with the product migrations: a client reports a
// problem with two paid jobs the cleaner marked done (their bookings list says so), an admin lists the open disputes
// with what was paid, releases one and refunds the other. No Paystack answers the payments function here, so the run
// after each decision sends nothing.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { spawnLocalSupabase, type SpawnedServer } from './helpers/spawned-server';
import {
  configureSupabase,
  fetchClientBookings,
  getSupabase,
  signIn,
  signOut,
  signUp,
  useAuth,
} from '../src';
import { acceptBooking, completeBooking } from '../src/cleaner';
import { disputeBookingCompletion, fetchOpenDisputes, resolveDispute } from '../src/money';
import { passAdminMfa, type HeldTotp } from './helpers/admin-mfa';

let server: SpawnedServer;
let service: SupabaseClient;
const stamp = Date.now();
const password = 'password-123';
const emails = { cleaner: `tobi-${stamp}@example.com`, client: `ngozi-${stamp}@example.com`, admin: `sade-${stamp}@example.com` };
let cleanerId: string;
let clientId: string;
const bookings: string[] = [];

let adminTotp: HeldTotp | undefined;

async function as(who: keyof typeof emails): Promise<void> {
  await signOut();
  await signIn(emails[who], password);
  // Admin power needs the second sign-in step (aal2), as in the console.
  if (who === 'admin') adminTotp = await passAdminMfa(adminTotp);
}

async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc(name as never, args as never);
  if (error) throw new Error(`${name}: ${error.message}`);
  return data as T;
}

beforeAll(async () => {
  // People are registered through the product's sign-up, which starts a session when confirmations are off.
  server = await spawnLocalSupabase({ CONFIRM_EMAIL: 'false' });
  configureSupabase({ url: server.url, anonKey: server.anonKey });
  service = createClient(server.url, server.serviceRoleKey, { auth: { persistSession: false, storageKey: 'service-role-disputes' } });

  await signUp({ email: emails.cleaner, password, fullName: 'Tobi Bello', phone: '08031234571', accountType: 'cleaner', address: '3 Allen Avenue, Ikeja' });
  cleanerId = useAuth.getState().user!.id;
  expect((await service.from('cleaner_profiles').update({ verification_status: 'verified' }).eq('user_id', cleanerId)).error).toBeNull();
  await signOut();
  await signUp({ email: emails.admin, password, fullName: 'Sade Admin', phone: '08031234573', accountType: 'client' });
  expect((await service.from('user_roles').insert({ user_id: useAuth.getState().user!.id, role: 'admin' })).error).toBeNull();
  await signOut();
  await signUp({ email: emails.client, password, fullName: 'Ngozi Eze', phone: '08031234572', accountType: 'client' });
  clientId = useAuth.getState().user!.id;

  // Two paid jobs of ₦20,000 the cleaner marked done.
  for (const location of ['Ikeja GRA', 'Yaba']) {
    await as('client');
    const id = await rpc<string>('create_booking', { p_cleaner_id: cleanerId, p_services: ['Deep Cleaning'], p_location: location, p_budget_kobo: 2_000_000 });
    await as('cleaner');
    await acceptBooking(id);
    await as('client');
    const [started] = await rpc<Array<{ reference: string }>>('start_payment', { p_booking_id: id });
    const recorded = await service.rpc('record_payment_result', { p_reference: started!.reference, p_status: 'success', p_amount_kobo: 2_000_000, p_currency: 'NGN', p_channel: 'card' });
    expect(recorded).toMatchObject({ data: 'completed', error: null });
    await as('cleaner');
    await completeBooking(id);
    bookings.push(id);
  }
}, 240_000);

afterAll(async () => {
  await signOut();
  const supabase = await getSupabase();
  await supabase.auth.stopAutoRefresh();
  await server.stop();
});

it('the client reports a problem once per job; the bookings list marks it', async () => {
  await as('client');
  await expect(disputeBookingCompletion({ bookingId: bookings[0]!, reason: '   ' })).rejects.toThrow('Describe the problem (up to 1000 characters).');
  await disputeBookingCompletion({ bookingId: bookings[0]!, reason: ' The oven was not cleaned. ' });
  await disputeBookingCompletion({ bookingId: bookings[1]!, reason: 'Nobody came.' });
  await expect(disputeBookingCompletion({ bookingId: bookings[1]!, reason: 'Again' })).rejects.toThrow('You already reported a problem with this job.');
  const mine = await fetchClientBookings(clientId);
  expect(mine.filter((b) => bookings.includes(b.id)).map((b) => [b.status, b.disputed_at !== null])).toEqual([
    ['awaiting_confirmation', true],
    ['awaiting_confirmation', true],
  ]);
  await expect(fetchOpenDisputes()).rejects.toThrow('Only admins can see disputes.');
});

it('an admin lists the open disputes, releases one and refunds the other', async () => {
  await as('admin');
  const open = await fetchOpenDisputes();
  expect(open.map((d) => d.booking_id)).toEqual(bookings);
  expect(open[0]).toMatchObject({ customer_name: 'Ngozi Eze', customer_kind: 'client', cleaner_name: 'Tobi Bello', paid_kobo: 2_000_000, dispute_reason: 'The oven was not cleaned.' });

  await expect(resolveDispute({ bookingId: bookings[0]!, outcome: 'release', note: 'x'.repeat(501) })).rejects.toThrow('Use 500 characters or fewer.');
  const released = await resolveDispute({ bookingId: bookings[0]!, outcome: 'release', note: 'Photos show it done.' });
  expect(released.processed?.payouts ?? 0).toBe(0);
  await resolveDispute({ bookingId: bookings[1]!, outcome: 'refund' });
  expect(await fetchOpenDisputes()).toEqual([]);
  await expect(resolveDispute({ bookingId: bookings[1]!, outcome: 'release' })).rejects.toThrow('This dispute is already closed.');

  const rows = await service.from('bookings').select('id, status, dispute_outcome, dispute_note').in('id', bookings).order('location');
  expect(rows.data).toEqual([
    { id: bookings[0], status: 'completed', dispute_outcome: 'released', dispute_note: 'Photos show it done.' },
    { id: bookings[1], status: 'cancelled', dispute_outcome: 'refunded', dispute_note: null },
  ]);
  const payouts = await service.from('payouts').select('booking_id, status').in('booking_id', bookings);
  expect(new Map(payouts.data!.map((p) => [p.booking_id, p.status]))).toEqual(new Map([[bookings[0], expect.stringMatching(/^(queued|processing)$/)], [bookings[1], 'cancelled']]));
  const refunds = await service.from('refunds').select('booking_id, amount_kobo').in('booking_id', bookings);
  expect(refunds.data).toEqual([{ booking_id: bookings[1], amount_kobo: 2_000_000 }]);
});
