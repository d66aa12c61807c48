/** Every RPC's happy path and each refused transition, called as the role that would call it. */
import type { Database } from '@spotless/local-supabase';
import { ANON, as, attempt, createUser, passedMfa, rpc, rpcError, type Actor } from './helpers/actors';
import { openTestDatabase, type TestDatabase } from './helpers/database';
import { makeCleaner, makePeople, moveVisitToDay, type People } from './helpers/world';
import { liftWriteLimits } from './helpers/write-limits';

let t: TestDatabase;
let db: Database;
let p: People;

beforeAll(async () => {
  t = await openTestDatabase();
  db = t.db;
  p = await makePeople(db);
  // One guest here makes more requests than the hourly limit allows; write-limits.test.ts covers the limits.
  await liftWriteLimits(db);
});
afterAll(async () => {
  await t?.close();
});

const one = async <T>(who: Actor | typeof ANON, sql: string, params: unknown[] = []): Promise<T> =>
  as(db, who, async (tx) => (await tx.query<T>(sql, params)).rows[0]!);
const all = async <T>(who: Actor | typeof ANON, sql: string, params: unknown[] = []): Promise<T[]> =>
  as(db, who, async (tx) => (await tx.query<T>(sql, params)).rows);
const messages = async (who: Actor) =>
  (await all<{ message: string }>(who, `select message from public.notifications order by created_at desc`)).map((n) => n.message);

async function guestQuote(guest: Actor, extra: Record<string, unknown> = {}): Promise<string> {
  return rpc<string>(db, guest, 'create_quote_request', {
    p_service_type: 'Deep Cleaning', p_location: 'Lekki Phase 1', p_description: 'Post-party clean-up.',
    p_full_name: 'Ada Guest', p_phone: '0809 123 4567', p_email: 'ada@example.ng', p_state: 'Lagos', ...extra,
  });
}

describe('sign-up trigger and roles', () => {
  it('creates profile, role and role profile from metadata, normalising the phone', async () => {
    const u = await createUser(db, { fullName: 'Yemi Alade', phone: '0803 555 1234', accountType: 'cleaner', address: '2 Bode Thomas' });
    expect(await one(u, `select full_name, phone from public.profiles where id = $1`, [u.id])).toEqual({ full_name: 'Yemi Alade', phone: '+2348035551234' });
    expect(await all(u, `select role from public.user_roles`)).toEqual([{ role: 'cleaner' }]);
    expect(await one(u, `select display_name, verification_status, status from public.cleaner_profiles where user_id = $1`, [u.id]))
      .toEqual({ display_name: 'Yemi Alade', verification_status: 'unverified', status: 'active' });
    expect(await one(u, `select address from public.cleaner_private where user_id = $1`, [u.id])).toEqual({ address: '2 Bode Thomas' });
  });

  it('never takes an admin role from metadata, and gives guests no role', async () => {
    const sneaky = await createUser(db, { fullName: 'Sneaky', accountType: 'super_admin' });
    expect(await all(sneaky, `select role from public.user_roles`)).toEqual([]);
    expect(await rpc(db, sneaky, 'is_admin')).toBe(false);
    const guest = await createUser(db, { fullName: '', anonymous: true, accountType: 'client' });
    expect(await all(guest, `select role from public.user_roles`)).toEqual([]);
    expect(await one(guest, `select is_guest from public.profiles`)).toEqual({ is_guest: true });
  });

  it('add_my_role: a user adds client/cleaner to themselves; guests and admin roles are refused', async () => {
    const u = await createUser(db, { fullName: 'Kelechi Iheanacho', accountType: 'client' });
    await rpc(db, u, 'add_my_role', { p_role: 'cleaner' });
    expect((await all<{ role: string }>(u, `select role from public.user_roles order by role`)).map((r) => r.role)).toEqual(['cleaner', 'client']);
    expect(await rpcError(db, u, 'add_my_role', { p_role: 'admin' })).toBe('Invalid role.');
    expect(await rpcError(db, p.guest, 'add_my_role', { p_role: 'client' })).toBe('Create an account before choosing a role.');
  });

  it('a converted guest keeps their requests under the same id', async () => {
    const g = await createUser(db, { fullName: '', anonymous: true });
    const q = await guestQuote(g);
    await db.query(`update auth.users set is_anonymous = false, email = 'converted@example.ng' where id = $1`, [g.id]);
    const converted: Actor = { ...g, anonymous: false, email: 'converted@example.ng' };
    await rpc(db, converted, 'add_my_role', { p_role: 'client' });
    expect(await all(converted, `select id from public.quote_requests`)).toEqual([{ id: q }]);
    expect(await one(converted, `select is_guest, email from public.profiles`)).toEqual({ is_guest: false, email: 'converted@example.ng' });
  });

  it('grant_admin_role: only a super_admin grants, and only admin roles', async () => {
    const u = await createUser(db, { fullName: 'New Admin' });
    expect(await rpcError(db, p.admin, 'grant_admin_role', { p_user_id: u.id })).toBe('Only a super admin can register admins.');
    expect(await rpcError(db, p.superAdmin, 'grant_admin_role', { p_user_id: u.id, p_role: 'client' })).toBe('Invalid role.');
    await rpc(db, p.superAdmin, 'grant_admin_role', { p_user_id: u.id });
    expect(await rpc(db, passedMfa(u), 'is_admin')).toBe(true);
    expect(await rpcError(db, p.superAdmin, 'revoke_admin_role', { p_user_id: p.superAdmin.id, p_role: 'super_admin' })).toBe('You cannot remove your own admin role.');
    await rpc(db, p.superAdmin, 'revoke_admin_role', { p_user_id: u.id });
    expect(await rpc(db, passedMfa(u), 'is_admin')).toBe(false);
  });

  it('a cleaner cannot change their own status, verification or rating', async () => {
    for (const col of [`status = 'active'`, `verification_status = 'verified'`, `rating_avg = 5`]) {
      const r = await attempt(db, p.suspended, `update public.cleaner_profiles set ${col} where user_id = auth.uid()`);
      expect(r.ok ? 'succeeded' : r.error).toMatch(/permission denied/);
    }
  });
});

describe('verification', () => {
  it('refuses incomplete or foreign submissions, accepts a complete one and notifies admins', async () => {
    const c = await makeCleaner(db, p.admin, 'Halima Yusuf', { verify: false, submit: false });
    const ok = { p_id_type: 'NIN', p_government_id_path: `${c.id}/id.png`, p_address_proof_path: `${c.id}/bill.pdf`, p_consent: true };
    expect(await rpcError(db, c, 'submit_verification', { ...ok, p_id_type: 'Library Card' })).toBe('Please select an ID type.');
    expect(await rpcError(db, c, 'submit_verification', { ...ok, p_address_proof_path: '' })).toBe('Please upload both documents.');
    expect(await rpcError(db, c, 'submit_verification', { ...ok, p_government_id_path: `${p.cleaner.id}/id.png` })).toBe('Invalid document path.');
    expect(await rpcError(db, c, 'submit_verification', { ...ok, p_consent: false })).toBe('Please consent to the processing of your documents.');
    expect(await rpcError(db, p.client, 'submit_verification', ok)).toBe('Error retrieving your profile. Please try again.');
    await rpc(db, c, 'submit_verification', ok);
    expect(await one(c, `select verification_status from public.cleaner_profiles where user_id = auth.uid()`)).toEqual({ verification_status: 'pending' });
    expect(await rpcError(db, c, 'submit_verification', ok)).toBe('Your verification is already under review.');
    expect(await messages(p.admin)).toContain('Halima Yusuf submitted documents for verification.');
  });

  it('admins verify or reject with a reason; others are refused', async () => {
    const c = await makeCleaner(db, p.admin, 'Segun Arinze', { verify: false });
    expect(await rpcError(db, p.cleaner, 'verify_cleaner', { p_cleaner_id: c.id })).toBe('Only admins can review verifications.');
    expect(await rpcError(db, p.admin, 'reject_cleaner', { p_cleaner_id: c.id, p_reason: ' ' })).toBe('Please give a reason for the rejection.');
    await rpc(db, p.admin, 'reject_cleaner', { p_cleaner_id: c.id, p_reason: 'The ID photo is blurred.' });
    expect(await one(c, `select status, review_note from public.verification_submissions`)).toEqual({ status: 'rejected', review_note: 'The ID photo is blurred.' });
    expect(await messages(c)).toContain('Your verification was rejected: The ID photo is blurred.');
    expect(await rpcError(db, p.admin, 'reject_cleaner', { p_cleaner_id: c.id, p_reason: 'again' })).toBe('This cleaner is already rejected.');
    await rpc(db, p.superAdmin, 'verify_cleaner', { p_cleaner_id: c.id });
    expect(await one(ANON, `select display_name from public.cleaner_profiles where user_id = $1`, [c.id])).toEqual({ display_name: 'Segun Arinze' });
  });

  it('log_document_view returns the path to admins only and records the view', async () => {
    const sub = await one<{ id: string }>(p.cleaner, `select id from public.verification_submissions`);
    expect(await rpcError(db, p.cleaner, 'log_document_view', { p_submission_id: sub.id, p_document: 'government_id' })).toBe('Only admins can view verification documents.');
    expect(await rpc(db, p.admin, 'log_document_view', { p_submission_id: sub.id, p_document: 'address_proof' })).toBe(`${p.cleaner.id}/bill.pdf`);
    expect(await all(p.admin, `select document from public.document_access_log where submission_id = $1 and admin_id = auth.uid()`, [sub.id])).toEqual([{ document: 'address_proof' }]);
  });
});

describe('cleaner administration and search', () => {
  it('suspend / activate / delete are admin-only state changes', async () => {
    const c = await makeCleaner(db, p.admin, 'Ibrahim Sule');
    expect(await rpcError(db, p.client, 'suspend_cleaner', { p_cleaner_id: c.id })).toBe('Only admins can manage cleaners.');
    expect(await rpcError(db, p.admin, 'activate_cleaner', { p_cleaner_id: c.id })).toBe('This cleaner is already active.');
    await rpc(db, p.admin, 'suspend_cleaner', { p_cleaner_id: c.id });
    expect(await all(ANON, `select 1 from public.cleaner_profiles where user_id = $1`, [c.id])).toEqual([]);
    await rpc(db, p.admin, 'activate_cleaner', { p_cleaner_id: c.id });
    expect(await all(ANON, `select 1 as x from public.cleaner_profiles where user_id = $1`, [c.id])).toEqual([{ x: 1 }]);
    await rpc(db, p.admin, 'delete_cleaner', { p_cleaner_id: c.id });
    expect(await all(p.admin, `select 1 from public.cleaner_profiles where user_id = $1`, [c.id])).toEqual([]);
    expect(await all(c, `select role from public.user_roles`)).toEqual([]);
    expect(await rpcError(db, p.admin, 'delete_cleaner', { p_cleaner_id: c.id })).toBe('Cleaner not found.');
  });

  it('search_cleaners finds listed cleaners by location substring, never suspended or unverified ones', async () => {
    const kano = await makeCleaner(db, p.admin, 'Aminu Kano', { state: 'Kano', lga: 'Nassarawa' });
    const ids = async (args: Record<string, unknown>) =>
      (await as(db, ANON, async (tx) => (await tx.query<{ user_id: string }>(
        `select user_id from public.search_cleaners(p_state => $1, p_lga => $2, p_query => $3)`, [args.state ?? null, args.lga ?? null, args.query ?? null])).rows)).map((r) => r.user_id);
    const lagos = await ids({ state: 'lagos' });
    expect(lagos).toEqual(expect.arrayContaining([p.cleaner.id, p.cleaner2.id]));
    expect(lagos).not.toContain(p.suspended.id);
    expect(lagos).not.toContain(p.pending.id);
    expect(lagos).not.toContain(kano.id);
    expect(await ids({ state: 'KANO', lga: 'nassa' })).toEqual([kano.id]);
    expect(await ids({ state: '%' })).toEqual([]);
  });
});

describe('quotes and bids', () => {
  it('create_quote_request validates and hides contacts from bidders', async () => {
    expect(await rpcError(db, p.guest, 'create_quote_request', { p_service_type: 'House Cleaning', p_location: 'Yaba', p_description: 'x' }))
      .toBe('Please fill all required fields');
    expect(await rpcError(db, p.guest, 'create_quote_request', { p_service_type: 'House Cleaning', p_location: 'Yaba', p_description: 'x', p_full_name: 'A', p_phone: '12345' }))
      .toBe('Please enter a valid Nigerian phone number.');
    expect(await rpcError(db, p.cleaner, 'create_quote_request', { p_service_type: 'House Cleaning', p_location: 'Yaba', p_description: 'x', p_full_name: 'A', p_phone: '08012345678' }))
      .toBe('Error retrieving client ID.');
    expect(await rpcError(db, p.guest, 'create_quote_request', { p_service_type: 'House Cleaning', p_location: 'Yaba', p_description: 'x', p_full_name: 'A', p_phone: '08012345678', p_target_cleaner_id: p.suspended.id }))
      .toBe('This cleaner is not available.');
    const q = await guestQuote(p.guest);
    expect(await one(p.guest, `select phone from public.quote_request_contacts where quote_request_id = $1`, [q])).toEqual({ phone: '+2348091234567' });
    expect(await all(p.cleaner, `select 1 as x from public.quote_requests where id = $1`, [q])).toEqual([{ x: 1 }]);
    expect(await all(p.cleaner, `select 1 from public.quote_request_contacts where quote_request_id = $1`, [q])).toEqual([]);
    expect(await messages(p.cleaner)).toContain('New quote request: Deep Cleaning in Lagos.');
  });

  it('submit_bid refuses bad input, suspended and unverified cleaners, and closed requests', async () => {
    const q = await guestQuote(p.guest);
    expect(await rpcError(db, p.cleaner, 'submit_bid', { p_quote_request_id: q, p_amount_kobo: null })).toBe('Please enter a bid amount.');
    expect(await rpcError(db, p.cleaner, 'submit_bid', { p_quote_request_id: q, p_amount_kobo: 0 })).toBe('Please enter a bid amount.');
    expect(await rpcError(db, p.cleaner, 'submit_bid', { p_quote_request_id: null, p_amount_kobo: 100 })).toBe('Invalid IDs.');
    expect(await rpcError(db, p.suspended, 'submit_bid', { p_quote_request_id: q, p_amount_kobo: 100 })).toBe('Your account is suspended. You cannot submit bids.');
    expect(await rpcError(db, p.pending, 'submit_bid', { p_quote_request_id: q, p_amount_kobo: 100 })).toBe('Only verified cleaners can submit bids.');
    expect(await rpcError(db, p.client, 'submit_bid', { p_quote_request_id: q, p_amount_kobo: 100 })).toBe('Cleaner ID not found');
    const bid = await rpc<string>(db, p.cleaner, 'submit_bid', { p_quote_request_id: q, p_amount_kobo: 2500000, p_note: 'Two cleaners, 4 hours.' });
    expect(await messages(p.guest)).toContain('New bid of ₦25,000.00 from Adaeze Nwosu on your Deep Cleaning request.');
    // Admins hear of it among the notifications about cleaners (category bid), not about clients (guest).
    expect(
      await all(p.admin, `select category from public.notifications where message = 'New bid of ₦25,000.00 on a guest Deep Cleaning request.'`),
    ).toEqual([{ category: 'bid' }]);
    // Revising a pending bid keeps one row.
    expect(await rpc(db, p.cleaner, 'submit_bid', { p_quote_request_id: q, p_amount_kobo: 2400000 })).toBe(bid);
    await rpc(db, p.guest, 'cancel_quote_request', { p_quote_request_id: q });
    expect(await rpcError(db, p.cleaner2, 'submit_bid', { p_quote_request_id: q, p_amount_kobo: 100 })).toBe('This request is no longer open for bids.');
    expect(await rpcError(db, p.cleaner, 'submit_bid', { p_quote_request_id: '00000000-0000-4000-8000-000000000000', p_amount_kobo: 100 })).toBe('Quote request not found.');
  });

  it('withdraw_bid: pending bids only', async () => {
    const q = await guestQuote(p.guest);
    expect(await rpcError(db, p.cleaner, 'withdraw_bid', { p_quote_request_id: null })).toBe('Invalid IDs.');
    expect(await rpcError(db, p.cleaner, 'withdraw_bid', { p_quote_request_id: q })).toBe('No bid found to delete.');
    await rpc(db, p.cleaner, 'submit_bid', { p_quote_request_id: q, p_amount_kobo: 100000 });
    await rpc(db, p.cleaner, 'withdraw_bid', { p_quote_request_id: q });
    expect(await one(p.guest, `select status from public.bids where quote_request_id = $1`, [q])).toEqual({ status: 'withdrawn' });
    expect(await rpcError(db, p.cleaner, 'withdraw_bid', { p_quote_request_id: q })).toBe('No bid found to delete.');
  });

  it('accept_bid awards the request, rejects the others, books at the agreed price and opens the contact', async () => {
    const q = await guestQuote(p.guest);
    const b1 = await rpc<string>(db, p.cleaner, 'submit_bid', { p_quote_request_id: q, p_amount_kobo: 3000000 });
    const b2 = await rpc<string>(db, p.cleaner2, 'submit_bid', { p_quote_request_id: q, p_amount_kobo: 3500000 });
    expect(await rpcError(db, p.client2, 'accept_bid', { p_bid_id: b1 })).toBe('Bid not found.');
    expect(await rpcError(db, p.guest, 'accept_bid', { p_bid_id: null })).toBe('No bid ID found.');
    const booking = await rpc<string>(db, p.guest, 'accept_bid', { p_bid_id: b1 });
    expect(await one(p.guest, `select status, price_kobo::text, cleaner_id, source, customer_kind from public.bookings where id = $1`, [booking]))
      .toEqual({ status: 'accepted', price_kobo: '3000000', cleaner_id: p.cleaner.id, source: 'quote', customer_kind: 'guest' });
    expect(await all(p.guest, `select id, status from public.bids where quote_request_id = $1 order by amount_kobo`, [q]))
      .toEqual([{ id: b1, status: 'accepted' }, { id: b2, status: 'rejected' }]);
    expect(await one(p.guest, `select status, awarded_bid_id from public.quote_requests where id = $1`, [q])).toEqual({ status: 'awarded', awarded_bid_id: b1 });
    expect(await one(p.cleaner, `select full_name, phone from public.quote_request_contacts where quote_request_id = $1`, [q])).toEqual({ full_name: 'Ada Guest', phone: '+2348091234567' });
    expect(await one(p.cleaner, `select full_name from public.booking_contacts where booking_id = $1`, [booking])).toEqual({ full_name: 'Ada Guest' });
    expect(await all(p.cleaner2, `select 1 from public.quote_request_contacts where quote_request_id = $1`, [q])).toEqual([]);
    expect(await messages(p.cleaner)).toContain('Your bid of ₦30,000.00 for the Deep Cleaning request in Lekki Phase 1 was accepted.');
    expect(await rpcError(db, p.guest, 'accept_bid', { p_bid_id: b2 })).toBe('This request has already been awarded.');
  });

  it('an admin may accept for a guest; reject_bid moves pending bids only', async () => {
    const q = await guestQuote(p.guest);
    const b1 = await rpc<string>(db, p.cleaner, 'submit_bid', { p_quote_request_id: q, p_amount_kobo: 100000 });
    const b2 = await rpc<string>(db, p.cleaner2, 'submit_bid', { p_quote_request_id: q, p_amount_kobo: 200000 });
    await rpc(db, p.guest, 'reject_bid', { p_bid_id: b2 });
    expect(await rpcError(db, p.guest, 'reject_bid', { p_bid_id: b2 })).toBe('Only a pending bid can be rejected.');
    expect(await rpcError(db, p.cleaner, 'reject_bid', { p_bid_id: b1 })).toBe('Bid not found.');
    await rpc(db, p.admin, 'accept_bid', { p_bid_id: b1 });
    expect(await messages(p.guest)).toContain('A bid of ₦1,000.00 was accepted for your Deep Cleaning request.');
  });

  it('a request to one cleaner is visible to that cleaner only, who may decline it', async () => {
    const q = await guestQuote(p.guest, { p_target_cleaner_id: p.cleaner2.id });
    expect(await all(p.cleaner, `select 1 from public.quote_requests where id = $1`, [q])).toEqual([]);
    expect(await rpcError(db, p.cleaner, 'submit_bid', { p_quote_request_id: q, p_amount_kobo: 100 })).toBe('Quote request not found.');
    expect(await rpcError(db, p.cleaner, 'decline_quote_request', { p_quote_request_id: q })).toBe('Quote request not found.');
    await rpc(db, p.cleaner2, 'decline_quote_request', { p_quote_request_id: q });
    expect(await one(p.guest, `select status from public.quote_requests where id = $1`, [q])).toEqual({ status: 'closed' });
    expect(await rpcError(db, p.guest, 'cancel_quote_request', { p_quote_request_id: q })).toBe('Only an open request can be cancelled.');
  });
});

describe('bookings and reviews', () => {
  const book = (who: Actor, extra: Record<string, unknown> = {}) =>
    rpc<string>(db, who, 'create_booking', { p_cleaner_id: p.cleaner.id, p_services: ['House Cleaning', 'Window Cleaning'], p_location: 'Surulere', p_num_rooms: 4, ...extra });

  it('create_booking validates services, contact details, the customer and the cleaner', async () => {
    expect(await rpcError(db, p.client, 'create_booking', { p_cleaner_id: p.cleaner.id, p_services: [], p_location: 'Yaba' })).toBe('Please select at least one service.');
    expect(await rpcError(db, p.guest, 'create_booking', { p_cleaner_id: p.cleaner.id, p_services: ['House Cleaning'], p_location: 'Yaba' }))
      .toBe('Please fill in your name, phone number, and select at least one service.');
    expect(await rpcError(db, p.cleaner2, 'create_booking', { p_cleaner_id: p.cleaner.id, p_services: ['House Cleaning'], p_location: 'Yaba' })).toBe('Error retrieving client ID.');
    expect(await rpcError(db, ANON, 'create_booking', { p_cleaner_id: p.cleaner.id, p_services: ['House Cleaning'], p_location: 'Yaba' })).toMatch(/permission denied/);
    expect(await rpcError(db, p.client, 'create_booking', { p_cleaner_id: p.suspended.id, p_services: ['House Cleaning'], p_location: 'Yaba' })).toBe('This cleaner is not available for bookings.');
    expect(await rpcError(db, p.client, 'create_booking', { p_cleaner_id: p.cleaner.id, p_services: ['House Cleaning'], p_location: 'Yaba', p_scheduled_date: '2001-01-01' })).toBe('Please choose a date from today onwards.');
    const id = await book(p.client);
    expect(await one(p.client, `select b.status, b.customer_kind, c.full_name, c.phone, c.address from public.bookings b join public.booking_contacts c on c.booking_id = b.id where b.id = $1`, [id]))
      .toEqual({ status: 'pending', customer_kind: 'client', full_name: 'Funke Adeyemi', phone: '+2348051112222', address: '12 Awolowo Road, Ikoyi' });
    expect(await messages(p.cleaner)).toContain('New booking request: House Cleaning, Window Cleaning in Surulere.');
  });

  it('accept/reject_booking: the booking\'s cleaner decides a pending booking once', async () => {
    const a = await book(p.client);
    const r = await book(p.guest, { p_full_name: 'Tobi', p_phone: '08011112222' });
    expect(await rpcError(db, p.cleaner, 'accept_booking', { p_booking_id: null })).toBe('Invalid booking ID');
    expect(await rpcError(db, p.cleaner2, 'accept_booking', { p_booking_id: a })).toBe('Invalid booking ID');
    expect(await all(p.cleaner, `select 1 from public.booking_contacts where booking_id = $1`, [a])).toEqual([]);
    // Nothing to charge yet: no price and no budget, so the cleaner names one (issue 23).
    expect(await rpcError(db, p.cleaner, 'accept_booking', { p_booking_id: a })).toBe('Enter your price for this job to accept it.');
    expect(await rpcError(db, p.cleaner, 'accept_booking', { p_booking_id: a, p_price_kobo: 0 })).toBe('Enter your price for this job to accept it.');
    expect(await one(p.client, `select status from public.bookings where id = $1`, [a])).toEqual({ status: 'pending' });
    await rpc(db, p.cleaner, 'accept_booking', { p_booking_id: a, p_price_kobo: 2500000 });
    expect(await one(p.client, `select status, price_kobo::text from public.bookings where id = $1`, [a])).toEqual({ status: 'accepted', price_kobo: '2500000' });
    expect(await one(p.cleaner, `select full_name from public.booking_contacts where booking_id = $1`, [a])).toEqual({ full_name: 'Funke Adeyemi' });
    expect(await rpcError(db, p.cleaner, 'reject_booking', { p_booking_id: a })).toBe('This booking is no longer pending.');
    await rpc(db, p.cleaner, 'reject_booking', { p_booking_id: r });
    expect(await one(p.guest, `select status from public.bookings where id = $1`, [r])).toEqual({ status: 'rejected' });
    expect(await messages(p.client)).toContain('Your booking for House Cleaning, Window Cleaning was accepted by Adaeze Nwosu at ₦25,000.00. You can pay for it now.');
    // Without a price of their own the cleaner accepts at the customer's budget.
    const budgeted = await book(p.client, { p_budget_kobo: 1800000 });
    await rpc(db, p.cleaner, 'accept_booking', { p_booking_id: budgeted });
    expect(await one(p.client, `select price_kobo::text from public.bookings where id = $1`, [budgeted])).toEqual({ price_kobo: '1800000' });
  });

  it('cancel_booking and assign_booking_cleaner', async () => {
    const a = await book(p.client);
    expect(await rpcError(db, p.client2, 'cancel_booking', { p_booking_id: a })).toBe('Invalid booking ID');
    await rpc(db, p.client, 'cancel_booking', { p_booking_id: a });
    expect(await rpcError(db, p.client, 'cancel_booking', { p_booking_id: a })).toBe('Only a pending or accepted booking can be cancelled.');
    // An accepted booking may be cancelled before the job (issue 23); the cleaner is told; a done job may not.
    const accepted = await book(p.client, { p_budget_kobo: 2000000 });
    await rpc(db, p.cleaner, 'accept_booking', { p_booking_id: accepted });
    await rpc(db, p.client, 'cancel_booking', { p_booking_id: accepted });
    expect(await one(p.client, `select status from public.bookings where id = $1`, [accepted])).toEqual({ status: 'cancelled' });
    expect(await messages(p.cleaner)).toContain('A booking for House Cleaning, Window Cleaning in Surulere was cancelled.');
    const done = await book(p.client, { p_budget_kobo: 2000000 });
    await rpc(db, p.cleaner, 'accept_booking', { p_booking_id: done });
    await rpc(db, p.cleaner, 'complete_booking', { p_booking_id: done });
    expect(await rpcError(db, p.client, 'cancel_booking', { p_booking_id: done })).toBe('Only a pending or accepted booking can be cancelled.');
    const open = await book(p.client, { p_cleaner_id: null });
    expect(await rpcError(db, p.client, 'assign_booking_cleaner', { p_booking_id: open, p_cleaner_id: p.cleaner2.id })).toBe('Only admins can match bookings.');
    expect(await rpcError(db, p.admin, 'assign_booking_cleaner', { p_booking_id: open, p_cleaner_id: p.pending.id })).toBe('This cleaner is not available for bookings.');
    await rpc(db, p.admin, 'assign_booking_cleaner', { p_booking_id: open, p_cleaner_id: p.cleaner2.id });
    await rpc(db, p.cleaner2, 'accept_booking', { p_booking_id: open, p_price_kobo: 1500000 });
  });

  it('complete_booking then review_booking once; the rating average follows', async () => {
    const c = await makeCleaner(db, p.admin, 'Rating Subject');
    const b1 = await book(p.client, { p_cleaner_id: c.id });
    const b2 = await book(p.client, { p_cleaner_id: c.id });
    expect(await rpcError(db, c, 'complete_booking', { p_booking_id: b1 })).toBe('Only an accepted booking can be completed.');
    expect(await rpcError(db, p.client, 'review_booking', { p_booking_id: b1, p_rating: 5, p_comment: 'Great' })).toBe('You can only review a completed booking.');
    for (const b of [b1, b2]) {
      await rpc(db, c, 'accept_booking', { p_booking_id: b, p_price_kobo: 2000000 });
      await rpc(db, c, 'complete_booking', { p_booking_id: b });
      expect(await rpcError(db, p.client, 'review_booking', { p_booking_id: b, p_rating: 5, p_comment: 'Great' })).toBe('You can only review a completed booking.');
      await rpc(db, p.client, 'confirm_booking_completion', { p_booking_id: b });
    }
    expect(await messages(p.client)).toContain('Your House Cleaning, Window Cleaning booking was marked completed. Please confirm completion.');
    expect(await messages(c)).toContain('The customer confirmed your House Cleaning, Window Cleaning job as completed.');
    expect(await messages(p.client)).toContain('Your House Cleaning, Window Cleaning booking is complete. Please leave a review.');
    expect(await rpcError(db, p.client, 'review_booking', { p_booking_id: b1, p_rating: null, p_comment: 'x' })).toBe('Please provide a rating.');
    expect(await rpcError(db, p.client, 'review_booking', { p_booking_id: b1, p_rating: 6, p_comment: 'x' })).toBe('Please provide a rating.');
    expect(await rpcError(db, p.client, 'review_booking', { p_booking_id: b1, p_rating: 4, p_comment: '  ' })).toBe('Both feedback and rating are required.');
    expect(await rpcError(db, p.client2, 'review_booking', { p_booking_id: b1, p_rating: 4, p_comment: 'x' })).toBe('Invalid booking ID');
    await rpc(db, p.client, 'review_booking', { p_booking_id: b1, p_rating: 5, p_comment: 'Excellent work.' });
    await rpc(db, p.client, 'review_booking', { p_booking_id: b2, p_rating: 4, p_comment: 'Good.' });
    expect(await rpcError(db, p.client, 'review_booking', { p_booking_id: b1, p_rating: 3, p_comment: 'again' })).toBe('You have already reviewed this booking.');
    expect(await one(ANON, `select rating_avg::text, rating_count from public.cleaner_profiles where user_id = $1`, [c.id])).toEqual({ rating_avg: '4.50', rating_count: 2 });
    expect(await all(ANON, `select reviewer_name from public.reviews where cleaner_id = $1 and rating = 5`, [c.id])).toEqual([{ reviewer_name: 'Funke A.' }]);
    // An admin deletes an abusive review; the average follows.
    const r = await one<{ id: string }>(p.admin, `select id from public.reviews where booking_id = $1`, [b2]);
    await as(db, p.admin, (tx) => tx.query(`delete from public.reviews where id = $1`, [r.id]));
    expect(await one(ANON, `select rating_avg::text, rating_count from public.cleaner_profiles where user_id = $1`, [c.id])).toEqual({ rating_avg: '5.00', rating_count: 1 });
    // Reviews of a suspended cleaner leave the public view.
    await rpc(db, p.admin, 'suspend_cleaner', { p_cleaner_id: c.id });
    expect(await all(ANON, `select 1 from public.reviews where cleaner_id = $1`, [c.id])).toEqual([]);
  });
});

describe('schedules', () => {
  it('match_schedule lays out visit bookings; complete_visit by the matched cleaner marks them done', async () => {
    const s = await one<{ id: string }>(p.client, `insert into public.schedules (client_id, service_type, start_date, service_time) values (auth.uid(), 'Bi-weekly Cleaning', current_date, '08:30') returning id`);
    expect(await rpcError(db, p.client, 'match_schedule', { p_schedule_id: s.id, p_cleaner_id: p.cleaner.id })).toBe('Only admins can match schedules.');
    expect(await rpcError(db, p.admin, 'match_schedule', { p_schedule_id: s.id, p_cleaner_id: p.suspended.id })).toBe('This cleaner is not available for bookings.');
    expect(await rpc(db, p.admin, 'match_schedule', { p_schedule_id: s.id, p_cleaner_id: p.cleaner2.id })).toBe(8);
    expect(await rpcError(db, p.admin, 'match_schedule', { p_schedule_id: s.id, p_cleaner_id: p.cleaner.id })).toBe('Only a pending schedule can be matched.');
    const visits = await all<{ id: string }>(p.cleaner2, `select id from public.bookings where schedule_id = $1 order by starts_at`, [s.id]);
    expect(visits).toHaveLength(8);
    expect(await rpcError(db, p.cleaner, 'complete_visit', { p_visit_id: visits[0]!.id })).toBe('Visit not found.');
    // The first visit is the next slot still ahead (issue 27: tomorrow once today's has passed); its day comes.
    await moveVisitToDay(db, visits[0]!.id, 0);
    await rpc(db, p.cleaner2, 'complete_visit', { p_visit_id: visits[0]!.id });
    // A visit is a booking: marked done once, it waits for the client's confirmation.
    expect(await rpcError(db, p.cleaner2, 'complete_visit', { p_visit_id: visits[0]!.id })).toBe('Only an accepted booking can be completed.');
    // A later visit waits for its day (issue 27, item 7); once the days have come, each can be completed.
    expect(await rpcError(db, p.cleaner2, 'complete_visit', { p_visit_id: visits[1]!.id })).toMatch(/^This visit is on .*\. You can mark it completed from that day\.$/);
    for (const [n, v] of visits.slice(1).entries()) await moveVisitToDay(db, v.id, -(n + 1));
    for (const v of visits.slice(1)) await rpc(db, p.cleaner2, 'complete_visit', { p_visit_id: v.id });
    expect(await one(p.client, `select status from public.schedules where id = $1`, [s.id])).toEqual({ status: 'completed' });
  });
});

describe('notifications', () => {
  it('mark one and mark all read touch only the caller\'s rows', async () => {
    const mine = await all<{ id: string }>(p.cleaner2, `select id from public.notifications where not is_read`);
    expect(mine.length).toBeGreaterThan(1);
    expect(await rpc(db, p.client, 'mark_notification_read', { p_notification_id: mine[0]!.id })).toBe(false);
    expect(await rpc(db, p.cleaner2, 'mark_notification_read', { p_notification_id: mine[0]!.id })).toBe(true);
    expect(await rpc(db, p.cleaner2, 'mark_all_notifications_read')).toBe(mine.length - 1);
    expect(await all(p.cleaner2, `select 1 from public.notifications where not is_read`)).toEqual([]);
    expect(await rpcError(db, p.cleaner2, 'mark_notification_read', { p_notification_id: null })).toBe('Invalid notification ID');
  });

  it('users cannot write notifications for others', async () => {
    const r = await attempt(db, p.client, `insert into public.notifications (recipient_id, category, message) values ($1, 'system', 'spam')`, [p.cleaner.id]);
    expect(r.ok ? 'succeeded' : r.error).toMatch(/permission denied/);
  });
});

describe('prices and subscriptions', () => {
  it('auto_update_cleaning_prices applies rooms x per-room less the base discount, by building type, unless locked', async () => {
    await as(db, p.admin, (tx) => tx.query(
      `insert into public.cleaning_prices (building_type, building_condition, num_rooms, base_price_kobo, discount_percentage, service_category)
       values ('residential', 'new', 3, 1, 10, 'Auto'), ('commercial', 'new', 3, 1, 0, 'Auto')`));
    expect(await rpcError(db, p.client, 'auto_update_cleaning_prices', { p_base_price_per_room_kobo: 1000000 })).toBe('Only admins can update prices.');
    await rpc(db, p.admin, 'auto_update_cleaning_prices', { p_base_price_per_room_kobo: 1000000, p_base_discount_percentage: 20, p_building_types: ['residential'] });
    expect(await all(ANON, `select building_type, base_price_kobo::text, final_price_kobo::text from public.cleaning_prices where service_category = 'Auto' order by 1`))
      .toEqual([{ building_type: 'commercial', base_price_kobo: '1', final_price_kobo: '1' },
        { building_type: 'residential', base_price_kobo: '2400000', final_price_kobo: '2160000' }]);
    await as(db, p.admin, (tx) => tx.query(`update public.price_update_settings set base_discount_locked = true where scope = 'cleaning_prices'`));
    await rpc(db, p.admin, 'auto_update_cleaning_prices', { p_base_price_per_room_kobo: 500000, p_base_discount_percentage: 90 });
    expect(await one(ANON, `select base_price_kobo::text from public.cleaning_prices where service_category = 'Auto' and building_type = 'commercial'`)).toEqual({ base_price_kobo: '1200000' });
    await as(db, p.admin, (tx) => tx.query(`update public.price_update_settings set locked = true where scope = 'cleaning_prices'`));
    expect(await rpcError(db, p.admin, 'auto_update_cleaning_prices', { p_base_price_per_room_kobo: 1 })).toBe('Price updates are locked.');
  });

  it('auto_update_subscription_plans and upgrade_subscription', async () => {
    const f = await one<{ id: number }>(p.admin, `insert into public.frequencies (name) values ('Monthly') returning id`);
    const plan = await one<{ id: string }>(p.admin, `insert into public.subscription_plans (building_type, num_rooms, frequency_id, price_kobo, discount_percentage) values ('commercial', 5, $1, 1, 5) returning id`, [f.id]);
    // Priced per visit: a plan of 4 visits a month costs four times a plan of one (both 5 rooms here).
    const weekly = await one<{ id: number }>(p.admin, `insert into public.frequencies (name, visits_per_month) values ('Every week', 4) returning id`);
    const weeklyPlan = await one<{ id: string }>(p.admin, `insert into public.subscription_plans (building_type, num_rooms, frequency_id, price_kobo) values ('commercial', 5, $1, 1) returning id`, [weekly.id]);
    expect(await rpc(db, p.admin, 'auto_update_subscription_plans', { p_base_price_per_room_kobo: 200000, p_base_discount_percentage: 0, p_building_types: ['commercial'] })).toBe(2);
    expect(await one(ANON, `select price_kobo::text, final_price_kobo::text from public.subscription_plans where id = $1`, [plan.id])).toEqual({ price_kobo: '1000000', final_price_kobo: '950000' });
    expect(await one(ANON, `select price_kobo::text from public.subscription_plans where id = $1`, [weeklyPlan.id])).toEqual({ price_kobo: '4000000' });
    const s = await one<{ id: string }>(p.admin, `insert into public.subscriptions (client_id, plan_id) values ($1, $2) returning id`, [p.client2.id, plan.id]);
    expect(await rpcError(db, p.client2, 'upgrade_subscription', { p_subscription_id: s.id })).toBe('There was an error upgrading the subscription.');
    await rpc(db, p.admin, 'upgrade_subscription', { p_subscription_id: s.id });
    expect(await one(p.client2, `select subscription_type from public.subscriptions where id = $1`, [s.id])).toEqual({ subscription_type: 'premium' });
    expect(await rpcError(db, p.admin, 'upgrade_subscription', { p_subscription_id: s.id })).toBe('This subscription is already premium.');
  });

  it('visitors cannot forge who submitted a pre-subscription', async () => {
    const r = await attempt(db, ANON, `insert into public.partnership_enquiries (organization_name, address, contact_number, partner_type, submitted_by) values ('X', 'Y', '+2348020002222', 'Schools', $1)`, [p.client.id]);
    expect(r.ok ? 'succeeded' : r.error).toMatch(/permission denied/);
    const bad = await attempt(db, ANON, `insert into public.partnership_enquiries (organization_name, address, contact_number, partner_type) values ('X', 'Y', '+2348020002222', 'Banks')`);
    expect(bad.ok ? 'succeeded' : bad.error).toMatch(/check constraint/);
  });
});

describe('chat', () => {
  it('a guest sees only their own thread; the operator replies; unread counters and read marks follow', async () => {
    const g1 = await createUser(db, { fullName: '', anonymous: true });
    const g2 = await createUser(db, { fullName: '', anonymous: true });
    const t1 = await rpc<string>(db, g1, 'start_chat');
    expect(await rpc(db, g1, 'start_chat')).toBe(t1);
    const t2 = await rpc<string>(db, g2, 'start_chat');
    await as(db, g1, (tx) => tx.query(`insert into public.chat_messages (thread_id, sender_id, body) values ($1, auth.uid(), 'Hi there')`, [t1]));
    const forged = await attempt(db, g2, `insert into public.chat_messages (thread_id, sender_id, body) values ($1, auth.uid(), 'Intruder')`, [t1]);
    expect(forged.ok ? 'succeeded' : forged.error).toMatch(/row-level security/);
    const asAdmin = await attempt(db, g2, `insert into public.chat_messages (thread_id, sender_id, from_admin, body) values ($1, auth.uid(), true, 'I am admin')`, [t2]);
    expect(asAdmin.ok ? 'succeeded' : asAdmin.error).toMatch(/row-level security/);
    expect(await all(g2, `select body from public.chat_messages`)).toEqual([]);
    expect(await one(p.admin, `select admin_unread from public.chat_threads where id = $1`, [t1])).toEqual({ admin_unread: 1 });
    await as(db, p.admin, (tx) => tx.query(`insert into public.chat_messages (thread_id, sender_id, from_admin, body) values ($1, auth.uid(), true, 'Hello! How can we help?')`, [t1]));
    await rpc(db, p.admin, 'mark_chat_read', { p_thread_id: t1 });
    expect(await one(g1, `select admin_unread, owner_unread from public.chat_threads`)).toEqual({ admin_unread: 0, owner_unread: 1 });
    await rpc(db, g1, 'mark_chat_read', { p_thread_id: t1 });
    expect(await all(g1, `select body, read_at is not null as read from public.chat_messages order by created_at`))
      .toEqual([{ body: 'Hi there', read: true }, { body: 'Hello! How can we help?', read: true }]);
    expect(await rpcError(db, g2, 'mark_chat_read', { p_thread_id: t1 })).toBe('Chat not found.');
    const numbers = await all<{ guest_number: number }>(p.admin, `select guest_number from public.chat_threads where id = any($1::uuid[]) order by guest_number`, [[t1, t2]]);
    expect(numbers[1]!.guest_number).toBeGreaterThan(numbers[0]!.guest_number);
  });
});

describe('storage policies', () => {
  const put = (who: Actor | typeof ANON, bucket: string, name: string) =>
    attempt(db, who, `insert into storage.objects (bucket_id, name, owner) values ($1, $2, auth.uid()) returning name`, [bucket, name]);

  it('avatars: rows visible to their owner only (tests/avatar-listing.test.ts), writes only in the owner\'s folder, guests cannot upload', async () => {
    expect((await put(p.client, 'avatars', `${p.client.id}/me.png`)).ok).toBe(true);
    const foreign = await put(p.client, 'avatars', `${p.cleaner.id}/me.png`);
    expect(foreign.ok ? 'succeeded' : foreign.error).toMatch(/row-level security/);
    const guest = await put(p.guest, 'avatars', `${p.guest.id}/me.png`);
    expect(guest.ok ? 'succeeded' : guest.error).toMatch(/row-level security/);
    await as(db, p.client, (tx) => tx.query(`insert into storage.objects (bucket_id, name, owner) values ('avatars', $1, auth.uid())`, [`${p.client.id}/kept.png`]));
    expect(await all(ANON, `select name from storage.objects where bucket_id = 'avatars'`)).toEqual([]);
    expect(await all(p.client, `select name from storage.objects where bucket_id = 'avatars'`)).toEqual([{ name: `${p.client.id}/kept.png` }]);
  });

  it('verification documents: cleaners upload into their own folder; only they read (admins after a logged view)', async () => {
    const name = `${p.cleaner.id}/nin.jpg`;
    expect((await put(p.client, 'verification-documents', `${p.client.id}/x.jpg`)).ok).toBe(false);
    expect((await put(p.cleaner2, 'verification-documents', name)).ok).toBe(false);
    await as(db, p.cleaner, (tx) => tx.query(`insert into storage.objects (bucket_id, name, owner) values ('verification-documents', $1, auth.uid())`, [name]));
    const readers = { anon: ANON, cleaner: p.cleaner, cleaner2: p.cleaner2, client: p.client, admin: p.admin } as const;
    const seen: Record<string, number> = {};
    for (const [label, who] of Object.entries(readers)) {
      seen[label] = (await all(who, `select 1 from storage.objects where bucket_id = 'verification-documents'`)).length;
    }
    // Admins read a document only after logging the view (log_document_view): tests/document-audit.test.ts.
    expect(seen).toEqual({ anon: 0, cleaner: 1, cleaner2: 0, client: 0, admin: 0 });
    const replace = await attempt(db, p.cleaner, `update storage.objects set name = name where bucket_id = 'verification-documents'`);
    expect(replace.ok ? replace.count : -1).toBe(0);
  });
});
