/**
 * @jest-environment ./test/helpers/jsdom-with-fetch.cjs
 */
// Issue 25, server-side lists: the console's clients, cleaners and verification lists are paged, counted and searched
// in the database. Against a real local-supabase with the product migrations: pages and totals past one page, the
// search finds name, e-mail and phone, a typed % or _ matches itself only, and the database decides who sees what
// (the list RPCs refuse anyone but an admin at aal2).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { spawnLocalSupabase, type SpawnedServer } from './helpers/spawned-server';
import { passAdminMfa, type HeldTotp } from './helpers/admin-mfa';
import {
  configureSupabase,
  getSupabase,
  LIST_PAGE_SIZE,
  MESSAGES,
  PICKER_LIMIT,
  signIn,
  signOut,
  signUp,
  useAuth,
} from '../src';
import {
  fetchAdminCleanersPage,
  fetchAdminClientsPage,
  fetchAdminReviewsPage,
  fetchVerificationPage,
  searchClientChoices,
  searchWorkingCleanerChoices,
} from '../src/console';

let server: SpawnedServer;
let service: SupabaseClient;
const stamp = Date.now();
const password = 'password-123';
const emails = { admin: `lists-admin-${stamp}@example.com`, cleaner: `lists-cleaner-${stamp}@example.com` };
let adminTotp: HeldTotp | undefined;

/** 45 clients (3 pages), a few with names that hold LIKE's wildcards, and 25 cleaners of whom 22 can take work. */
const CLIENTS = 45;
const specialNames = ['Bola 100% Clean', 'Uche Under_Score', 'Back\\Slash Ade', 'Star*Name Obi'];

async function as(who: keyof typeof emails): Promise<void> {
  await signOut();
  await signIn(emails[who], password);
  if (who === 'admin') adminTotp = await passAdminMfa(adminTotp);
}

async function createUser(email: string, fullName: string, phone: string, accountType: 'client' | 'cleaner'): Promise<string> {
  const { data, error } = await service.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { full_name: fullName, phone, account_type: accountType },
  });
  if (error) throw error;
  return data.user.id;
}

beforeAll(async () => {
  server = await spawnLocalSupabase({ CONFIRM_EMAIL: 'false' });
  configureSupabase({ url: server.url, anonKey: server.anonKey });
  service = createClient(server.url, server.serviceRoleKey, { auth: { persistSession: false, storageKey: 'service-role-lists' } });

  await signUp({ email: emails.admin, password, fullName: 'Lists Admin', phone: '08039990001', accountType: 'client' });
  const granted = await service.from('user_roles').insert({ user_id: useAuth.getState().user!.id, role: 'admin' });
  expect(granted.error).toBeNull();
  await signOut();
  await signUp({ email: emails.cleaner, password, fullName: 'Lists Cleaner', phone: '08039990002', accountType: 'cleaner', address: '2 Allen Avenue' });
  await signOut();

  for (let i = 0; i < CLIENTS - 1; i++) {
    const name = specialNames[i] ?? `Client ${String(i).padStart(2, '0')} Okafor`;
    await createUser(`client-${i}-${stamp}@example.com`, name, `+2348075${String(i).padStart(6, '0')}`, 'client');
  }
  // The admin signed up as a client too: 45 clients in all.
  const cleanerIds: string[] = [];
  for (let i = 0; i < 24; i++) cleanerIds.push(await createUser(`cleaner-${i}-${stamp}@example.com`, `Cleaner ${String(i).padStart(2, '0')} Musa`, `+2348076${String(i).padStart(6, '0')}`, 'cleaner'));
  const verified = await service.from('cleaner_profiles').update({ verification_status: 'verified' }).in('user_id', cleanerIds.slice(0, 22));
  expect(verified.error).toBeNull();
}, 300_000);

afterAll(async () => {
  await signOut();
  const supabase = await getSupabase();
  await supabase.auth.stopAutoRefresh();
  await server.stop();
});

describe('an admin', () => {
  beforeAll(() => as('admin'), 60_000);

  it('pages the clients newest first with the exact total, and oldest first on request', async () => {
    const first = await fetchAdminClientsPage({ page: 1, search: '' });
    expect(first.total).toBe(CLIENTS);
    expect(first.rows).toHaveLength(LIST_PAGE_SIZE);
    const third = await fetchAdminClientsPage({ page: 3, search: '' });
    expect(third.rows).toHaveLength(CLIENTS - 2 * LIST_PAGE_SIZE);
    const second = await fetchAdminClientsPage({ page: 2, search: '' });
    const ids = [...first.rows, ...second.rows, ...third.rows].map((r) => r.id);
    expect(new Set(ids).size).toBe(CLIENTS);
    const times = [...first.rows, ...second.rows, ...third.rows].map((r) => r.created_at);
    expect([...times].sort().reverse()).toEqual(times);

    const oldest = await fetchAdminClientsPage({ page: 1, search: '', sort: 'oldest' });
    expect(oldest.rows[0]!.full_name).toBe('Lists Admin');
  });

  it('searches clients by name, e-mail and phone as people type them', async () => {
    const byName = await fetchAdminClientsPage({ page: 1, search: 'okafor' });
    expect(byName.total).toBe(CLIENTS - 1 - specialNames.length);
    const byEmail = await fetchAdminClientsPage({ page: 1, search: `client-7-${stamp}@EXAMPLE` });
    expect(byEmail.rows.map((r) => r.full_name)).toEqual(['Client 07 Okafor']);
    const byPhone = await fetchAdminClientsPage({ page: 1, search: '0807 500 0012' });
    expect(byPhone.rows.map((r) => r.full_name)).toEqual(['Client 12 Okafor']);
    const byIntl = await fetchAdminClientsPage({ page: 1, search: '+234 807 500 0013' });
    expect(byIntl.rows.map((r) => r.full_name)).toEqual(['Client 13 Okafor']);
  });

  it('matches a typed %, _, \\ or * as itself, not as a wildcard, and commas or brackets do not break the filter', async () => {
    expect((await fetchAdminClientsPage({ page: 1, search: '100%' })).rows.map((r) => r.full_name)).toEqual(['Bola 100% Clean']);
    expect((await fetchAdminClientsPage({ page: 1, search: '%' })).rows.map((r) => r.full_name)).toEqual(['Bola 100% Clean']);
    expect((await fetchAdminClientsPage({ page: 1, search: '_' })).rows.map((r) => r.full_name)).toEqual(['Uche Under_Score']);
    expect((await fetchAdminClientsPage({ page: 1, search: 'k\\s' })).rows.map((r) => r.full_name)).toEqual(['Back\\Slash Ade']);
    expect((await fetchAdminClientsPage({ page: 1, search: 'Star*Name' })).rows.map((r) => r.full_name)).toEqual(['Star*Name Obi']);
    expect((await fetchAdminClientsPage({ page: 1, search: 'a,b(c)"d' })).total).toBe(0);
  });

  it('pages and searches cleaners, with a filter by standing', async () => {
    const all = await fetchAdminCleanersPage({ page: 1, search: '' });
    expect(all.total).toBe(25);
    expect(all.rows[0]!.email).toMatch(/@example\.com$/);
    expect((await fetchAdminCleanersPage({ page: 1, search: 'musa', filter: 'verified' })).total).toBe(22);
    expect((await fetchAdminCleanersPage({ page: 1, search: 'musa', filter: 'unverified' })).total).toBe(2);
    expect((await fetchAdminCleanersPage({ page: 1, search: 'cleaner 03' })).rows.map((r) => r.display_name)).toEqual(['Cleaner 03 Musa']);
  });

  it('searches the verification queue by the cleaner\'s name, e-mail or phone (admin_verification_page)', async () => {
    expect(await fetchVerificationPage({ page: 1, search: '', status: 'pending' })).toMatchObject({ total: 0, rows: [] });
    const cleanerId = (await service.from('profiles').select('id').eq('email', emails.cleaner).single()).data!.id as string;
    const submitted = await service.from('verification_submissions').insert({
      cleaner_id: cleanerId, id_type: 'NIN', government_id_path: `${cleanerId}/nin.jpg`, address_proof_path: `${cleanerId}/bill.pdf`, consent_at: new Date().toISOString(),
    });
    expect(submitted.error).toBeNull();
    for (const search of ['lists cleaner', emails.cleaner.toUpperCase(), '0803 999 0002']) {
      const page = await fetchVerificationPage({ page: 1, search, status: 'pending' });
      expect(page).toMatchObject({ total: 1, page: 1, rows: [{ cleaner_id: cleanerId, cleaner_name: 'Lists Cleaner', cleaner_email: emails.cleaner, status: 'pending', id_type: 'NIN', reviewed_at: null }] });
    }
    expect((await fetchVerificationPage({ page: 1, search: 'lists cleaner', status: 'verified' })).total).toBe(0);
  });

  it('reads an empty reviews page with its total', async () => {
    expect(await fetchAdminReviewsPage({ page: 1, search: '' })).toMatchObject({ total: 0, rows: [], page: 1 });
  });

  it('picks among the first matches and is told how many there are in all', async () => {
    const clients = await searchClientChoices('');
    expect(clients.options).toHaveLength(PICKER_LIMIT);
    expect(clients.total).toBe(CLIENTS);
    const one = await searchClientChoices('client 21');
    expect(one).toEqual({ total: 1, options: [{ value: expect.any(String), label: `Client 21 Okafor · client-21-${stamp}@example.com` }] });
    // Only cleaners who can take work: 22 verified and active.
    const cleaners = await searchWorkingCleanerChoices('');
    expect(cleaners.total).toBe(22);
    expect(cleaners.options).toHaveLength(PICKER_LIMIT);
    expect((await searchWorkingCleanerChoices('cleaner 23')).total).toBe(0);
  });
});

describe('anyone but an admin after MFA', () => {
  // The client and cleaner lists are admin RPCs (20250710000000): the database refuses the call outright.
  it('a cleaner is refused the client and cleaner lists and the pickers', async () => {
    await as('cleaner');
    await expect(fetchAdminClientsPage({ page: 1, search: '' })).rejects.toMatchObject({ message: MESSAGES.admin.clientsFetchFailed });
    await expect(searchClientChoices('okafor')).rejects.toMatchObject({ message: MESSAGES.admin.clientsFetchFailed });
    await expect(fetchAdminCleanersPage({ page: 1, search: '' })).rejects.toMatchObject({ message: MESSAGES.admin.cleanersFetchFailed });
    await expect(searchWorkingCleanerChoices('')).rejects.toMatchObject({ message: MESSAGES.admin.cleanersFetchFailed });
    // Verification and reviews too (20250717000000): no longer RLS-filtered reads, refused outright.
    await expect(fetchVerificationPage({ page: 1, search: '', status: 'all' })).rejects.toMatchObject({ message: MESSAGES.admin.cleanersFetchFailed });
    await expect(fetchAdminReviewsPage({ page: 1, search: '' })).rejects.toMatchObject({ message: MESSAGES.reviews.dataFetchFailed });
  }, 60_000);

  it('an admin whose session has not passed MFA (aal1) is refused too', async () => {
    await signOut();
    await signIn(emails.admin, password);
    await expect(fetchAdminClientsPage({ page: 1, search: '' })).rejects.toMatchObject({ message: MESSAGES.admin.clientsFetchFailed });
    await expect(fetchAdminCleanersPage({ page: 1, search: 'musa' })).rejects.toMatchObject({ message: MESSAGES.admin.cleanersFetchFailed });
  }, 60_000);
});
