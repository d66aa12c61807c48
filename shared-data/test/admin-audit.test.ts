/**
 * @jest-environment ./test/helpers/jsdom-with-fetch.cjs
 */
// The audit log, the admins list and the CSV exports through the data functions against a real local-supabase
// (product migrations and Edge Functions): an admin's action shows in the super_admin's log with before/after; the
// super_admin lists the admins and revokes one (never themselves); an export streams the filtered rows as CSV.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { spawnLocalSupabase, type SpawnedServer } from './helpers/spawned-server';
import { configureSupabase, getSupabase, signIn, signOut, signUp, useAuth } from '../src';
import { auditChanges, describeAuditAction, fetchAdminExport, fetchAdmins, fetchOperatorAuditPage, revokeAdmin, revokeAllAdminRoles } from '../src/admin-audit';
import { passAdminMfa, type HeldTotp } from './helpers/admin-mfa';

let server: SpawnedServer;
let service: SupabaseClient;
const stamp = Date.now();
const password = 'password-123';
const emails = {
  boss: `ada-${stamp}@example.com`,
  admin: `sade-${stamp}@example.com`,
  other: `bayo-${stamp}@example.com`,
  cleaner: `tobi-${stamp}@example.com`,
  client: `ngozi-${stamp}@example.com`,
};
const ids: Partial<Record<keyof typeof emails, string>> = {};
const totp: Partial<Record<keyof typeof emails, HeldTotp>> = {};

async function as(who: keyof typeof emails): Promise<void> {
  await signOut();
  await signIn(emails[who], password);
  if (who === 'boss' || who === 'admin' || who === 'other') totp[who] = await passAdminMfa(totp[who]);
}

async function rpc(name: string, args: Record<string, unknown>): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc(name as never, args as never);
  if (error) throw new Error(`${name}: ${error.message}`);
}

beforeAll(async () => {
  server = await spawnLocalSupabase({ CONFIRM_EMAIL: 'false' });
  configureSupabase({ url: server.url, anonKey: server.anonKey });
  service = createClient(server.url, server.serviceRoleKey, { auth: { persistSession: false, storageKey: 'service-role-admin-audit' } });
  const people: [keyof typeof emails, string, string, 'client' | 'cleaner'][] = [
    ['boss', 'Ada Boss', '08031234581', 'client'],
    ['admin', 'Sade Admin', '08031234582', 'client'],
    ['other', 'Bayo Admin', '08031234583', 'client'],
    ['cleaner', 'Tobi Bello', '08031234584', 'cleaner'],
    ['client', 'Ngozi Eze', '08031234585', 'client'],
  ];
  for (const [key, fullName, phone, accountType] of people) {
    await signUp({ email: emails[key], password, fullName, phone, accountType, address: '3 Allen Avenue, Ikeja' });
    ids[key] = useAuth.getState().user!.id;
    await signOut();
  }
  expect((await service.from('user_roles').insert([
    { user_id: ids.boss!, role: 'super_admin' },
    { user_id: ids.admin!, role: 'admin' },
    { user_id: ids.other!, role: 'admin' },
  ])).error).toBeNull();
}, 240_000);

afterAll(async () => {
  await signOut();
  const supabase = await getSupabase();
  await supabase.auth.stopAutoRefresh();
  await server.stop();
});

it("an admin's action is in the super_admin's log with what changed; nobody else reads the log", async () => {
  await as('admin');
  await rpc('verify_cleaner', { p_cleaner_id: ids.cleaner });
  expect((await fetchOperatorAuditPage({ page: 1 })).total).toBe(0);
  await as('boss');
  const page = await fetchOperatorAuditPage({ page: 1, actor: 'sade-', action: 'cleaner_profiles.update' });
  expect(page.total).toBe(1);
  const [entry] = page.rows;
  expect(entry).toMatchObject({ actor_id: ids.admin, actor_email: emails.admin, target_id: ids.cleaner });
  expect(describeAuditAction(entry!)).toBe('Changed cleaner profile');
  expect(auditChanges(entry!)).toEqual([{ field: 'Verification status', before: 'unverified', after: 'verified' }]);
  expect((await fetchOperatorAuditPage({ page: 1, actor: 'nobody-at-all' })).total).toBe(0);
}, 60_000);

it('the super_admin lists the admins and revokes one, never themselves', async () => {
  await as('boss');
  const admins = await fetchAdmins();
  // Bayo never signed in, so never set up an authenticator.
  expect(admins.map((a) => [a.email, a.role, a.mfaEnabled]).sort()).toEqual([
    [emails.boss, 'super_admin', true], [emails.admin, 'admin', true], [emails.other, 'admin', false],
  ].sort());
  await expect(revokeAdmin(ids.boss!, 'super_admin')).rejects.toThrow('You cannot remove your own admin role.');
  await revokeAllAdminRoles({ userId: ids.other!, role: 'admin' });
  expect((await fetchAdmins()).map((a) => a.email).sort()).toEqual([emails.boss, emails.admin].sort());
  const log = await fetchOperatorAuditPage({ page: 1, action: 'user_roles' });
  expect(log.rows.map((r) => describeAuditAction(r))).toEqual(['Revoked admin role']);
  await as('admin');
  await expect(fetchAdmins()).rejects.toThrow('Error fetching admins');
}, 60_000);

it('an export streams the filtered rows as CSV, for admins only', async () => {
  await as('admin');
  const all = await fetchAdminExport('cleaners');
  expect(all.fileName).toMatch(/^spotless-cleaners-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await all.blob.text();
  const lines = text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  expect(lines[0]).toBe('Name,E-mail,Phone,State,LGA,Status,Verification,Rating,Reviews,Joined');
  expect(lines.slice(1).map((l) => l.split(',').slice(0, 2))).toEqual([['Tobi Bello', emails.cleaner]]);
  const none = await fetchAdminExport('cleaners', { status: 'unverified' });
  expect((await none.blob.text()).trimEnd().split('\r\n')).toHaveLength(1);
  const clients = await (await fetchAdminExport('clients', { search: 'ngozi' })).blob.text();
  expect(clients.trimEnd().split('\r\n').slice(1).map((l) => l.split(',')[0])).toEqual(['Ngozi Eze']);
  await as('client');
  await expect(fetchAdminExport('payments')).rejects.toThrow('Only admins can export data.');
}, 120_000);

it("the bookings export says who booked, with the booker's name and contact, and takes the console's guest/client split", async () => {
  const made = await service
    .from('bookings')
    .insert([
      { customer_id: ids.client!, customer_kind: 'client', services: ['House Cleaning'], location: '3 Allen Avenue, Ikeja' },
      { customer_id: ids.client!, customer_kind: 'guest', services: ['Window Cleaning'], location: '9 Herbert Macaulay Way, Yaba' },
    ])
    .select('id, customer_kind');
  expect(made.error).toBeNull();
  const booking = Object.fromEntries((made.data as Array<{ id: string; customer_kind: string }>).map((b) => [b.customer_kind, b.id]));
  expect((await service.from('booking_contacts').insert({ booking_id: booking.guest, full_name: 'Kemi Guest', phone: '+2348099990000' })).error).toBeNull();
  await as('admin');
  const rows = async (filters: Parameters<typeof fetchAdminExport>[1]) => {
    const [header, ...lines] = (await (await fetchAdminExport('bookings', filters)).blob.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    const names = header!.split(',');
    return lines.map((l) => Object.fromEntries(l.split(',').map((cell, i) => [names[i], cell])));
  };
  const guests = await rows({ bookedBy: 'guest' });
  expect(guests).toEqual([
    expect.objectContaining({ Reference: `BK-${booking.guest!.slice(0, 8).toUpperCase()}`, 'Booked by': 'Guest', Customer: 'Kemi Guest', 'Customer phone': "'+2348099990000" }),
  ]);
  const clients = await rows({ bookedBy: 'client' });
  expect(clients).toEqual([expect.objectContaining({ 'Booking ID': booking.client, 'Booked by': 'Client', Customer: 'Ngozi Eze', 'Customer e-mail': emails.client })]);
  expect((await rows({})).map((r) => r['Booked by']).sort()).toEqual(['Client', 'Guest']);
  // Found by the reference as a guest reads it out.
  expect((await rows({ search: `bk-${booking.guest!.slice(0, 4)} ${booking.guest!.slice(4, 8)}` })).map((r) => r['Booking ID'])).toEqual([booking.guest]);
  await expect(fetchAdminExport('payments', { bookedBy: 'guest' })).rejects.toThrow('Choose bookings by clients or by guests.');
}, 120_000);
