/**
 * @jest-environment ./test/helpers/jsdom-with-fetch.cjs
 */
// A cleaner drops a job, through the data functions against a real local-supabase with the product migrations: the
// client's booking page data says a replacement is being found, then who is coming once another cleaner took it;
// the console's booking view shows the standby, the payment state and the conversation with its report, and that
// conversation is read only through the audited RPC.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { spawnLocalSupabase, type SpawnedServer } from './helpers/spawned-server';
import { configureSupabase, getSupabase, signIn, signOut, signUp, useAuth } from '../src';
import { fetchBookingPage, fetchBookingStandby, replacementNotice, reportBookingMessage, sendBookingMessage } from '../src/booking-page';
import { fetchAdminBooking, fetchAdminBookingConversation } from '../src/console';
import { passAdminMfa, type HeldTotp } from './helpers/admin-mfa';

let server: SpawnedServer;
let service: SupabaseClient;
const stamp = Date.now();
const password = 'password-123';
const emails = {
  first: `tobi-${stamp}@example.com`, second: `kunle-${stamp}@example.com`, client: `ngozi-${stamp}@example.com`, admin: `sade-${stamp}@example.com`,
};
const ids: Record<keyof typeof emails, string> = { first: '', second: '', client: '', admin: '' };
let booking: string;
let adminTotp: HeldTotp | undefined;

async function as(who: keyof typeof emails): Promise<void> {
  await signOut();
  await signIn(emails[who], password);
  if (who === 'admin') adminTotp = await passAdminMfa(adminTotp);
}

async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc(name as never, args as never);
  if (error) throw new Error(`${name}: ${error.message}`);
  return data as T;
}

beforeAll(async () => {
  server = await spawnLocalSupabase({ CONFIRM_EMAIL: 'false' });
  configureSupabase({ url: server.url, anonKey: server.anonKey });
  service = createClient(server.url, server.serviceRoleKey, { auth: { persistSession: false, storageKey: 'service-role-standby-views' } });
  for (const [who, name, phone] of [['first', 'Tobi Bello', '08031234571'], ['second', 'Kunle Ade', '08031234574']] as const) {
    await signUp({ email: emails[who], password, fullName: name, phone, accountType: 'cleaner', address: '3 Allen Avenue, Ikeja' });
    ids[who] = useAuth.getState().user!.id;
    const verified = await service.from('cleaner_profiles')
      .update({ verification_status: 'verified', state: 'Lagos', lga: 'Ikeja', display_name: name }).eq('user_id', ids[who]);
    expect(verified.error).toBeNull();
    await signOut();
  }
  await signUp({ email: emails.admin, password, fullName: 'Sade Admin', phone: '08031234573', accountType: 'client' });
  ids.admin = useAuth.getState().user!.id;
  expect((await service.from('user_roles').insert({ user_id: ids.admin, role: 'admin' })).error).toBeNull();
  await signOut();
  await signUp({ email: emails.client, password, fullName: 'Ngozi Eze', phone: '08031234572', accountType: 'client' });
  ids.client = useAuth.getState().user!.id;

  booking = await rpc<string>('create_booking', {
    p_cleaner_id: ids.first, p_services: ['Deep Cleaning'], p_location: 'Opebi Road', p_state: 'Lagos', p_lga: 'Ikeja', p_budget_kobo: 2_000_000,
  });
  await as('first');
  await rpc('accept_booking', { p_booking_id: booking, p_price_kobo: 2_000_000 });
  await as('client');
  await sendBookingMessage(booking, 'Please bring a ladder.');
  await as('first');
  await sendBookingMessage(booking, 'Pay me cash instead.');
  const rude = await service.from('booking_messages').select('id').eq('booking_id', booking).eq('sender_role', 'cleaner').single();
  await as('client');
  await reportBookingMessage(rude.data!.id as string, 'Asks for cash outside the app.');
  await as('first');
  await rpc('cancel_booking', { p_booking_id: booking, p_reason: 'My van broke down.' });
}, 240_000);

afterAll(async () => {
  await signOut();
  const supabase = await getSupabase();
  await supabase.auth.stopAutoRefresh();
  await server.stop();
});

it('the client\'s page says a replacement is being found, then who is coming', async () => {
  await as('client');
  const waiting = await fetchBookingPage(booking);
  const standby = await fetchBookingStandby(booking);
  expect(standby).toMatchObject({ state: 'open', reason: 'cleaner_cancelled' });
  expect(replacementNotice(standby, waiting)).toMatchObject({ kind: 'searching', title: 'Finding a replacement' });
  // The cleaner who dropped it sees neither the standby nor the booking any more.
  await as('first');
  expect(await fetchBookingStandby(booking)).toBeNull();

  await as('second');
  const [offer] = await rpc<Array<{ offer_id: string; booking_id: string }>>('my_standby_offers', {});
  expect(offer!.booking_id).toBe(booking);
  await rpc('accept_standby_offer', { p_offer_id: offer!.offer_id });

  await as('client');
  const found = replacementNotice(await fetchBookingStandby(booking), await fetchBookingPage(booking));
  expect(found).toMatchObject({ kind: 'found', title: 'Kunle Ade is coming' });
});

it('the console shows the booking whole: parties, standby, payment state and the conversation with its report', async () => {
  await as('client');
  await expect(fetchAdminBookingConversation(booking)).rejects.toThrow('Only admins can read booking conversations.');
  await as('admin');
  const view = await fetchAdminBooking(booking);
  expect(view).toMatchObject({
    customerName: 'Ngozi Eze', cleanerName: 'Kunle Ade', payments: [],
    booking: { status: 'accepted', payment_status: 'unpaid', services: ['Deep Cleaning'] },
  });
  expect(view!.standbys).toEqual([expect.objectContaining({ state: 'taken', reason: 'cleaner_cancelled', note: 'My van broke down.', releasedCleanerName: 'Tobi Bello', takenByName: 'Kunle Ade', openOffers: 0 })]);
  expect(view!.standbys[0]!.offers).toBeGreaterThanOrEqual(1);

  const before = await service.from('operator_audit').select('id', { count: 'exact', head: true }).eq('action', 'booking_messages.view').eq('target_id', booking);
  const messages = await fetchAdminBookingConversation(booking);
  expect(messages.map((m) => [m.senderRole, m.senderName, m.body, m.openReports, m.reportReasons])).toEqual([
    ['customer', 'Ngozi Eze', 'Please bring a ladder.', 0, []],
    ['cleaner', 'Tobi Bello', 'Pay me cash instead.', 1, ['Asks for cash outside the app.']],
  ]);
  const after = await service.from('operator_audit').select('actor_id').eq('action', 'booking_messages.view').eq('target_id', booking);
  expect(after.data!.length).toBe((before.count ?? 0) + 1);
  expect(after.data!.at(-1)).toEqual({ actor_id: ids.admin });
  // The table itself shows admins nothing: the audited function is the only way in.
  const supabase = await getSupabase();
  expect((await supabase.from('booking_messages').select('id').eq('booking_id', booking)).data).toEqual([]);
  expect(await fetchAdminBooking('00000000-0000-4000-8000-000000000000')).toBeNull();
});
