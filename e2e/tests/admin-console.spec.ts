/**
 * Operator console journey across the shell, the admin area and the API, on the real schema:
 * super_admin created by the command line → registers an admin at /adminregister → the admin verifies a pending
 * cleaner (now publicly listed) and rejects another with a reason (the cleaner sees it) → accepts a guest bid (the
 * guest sees the award) → suspends a cleaner (unlisted, cannot bid) → edits a price (public price list shows it) →
 * bulk auto-update refused while locked, then run with the base discount locked → replies to a guest chat (the guest
 * reads it) → a client opening /admin sees nothing and the API refuses them.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { guestRequestWithBid, guestSession, ok, refusal, runCreateSuperAdmin, signedInAs, visitor } from '../support/admin-api';
import { confirm, expectToast, signInWith } from '../support/admin-pages';
import { expectNoSeriousA11yIssues, marker } from '../support/guest-pages';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const run = marker('adm');
const SUPER = { email: `root-${run}@e2e.spotless.ng`, password: `Root#${run}`, name: 'Bisi Root' };
const ADMIN = { email: `ops-${run}@e2e.spotless.ng`, password: `Ops#${run}x`, name: 'Obinna Operator' };
// Seeded people (supabase/README.md) that no other journey uses.
const PENDING_TO_VERIFY = { email: 'cleaner29@demo.spotless.ng', name: 'Uchenna Danjuma' };
const PENDING_TO_REJECT = { email: 'cleaner30@demo.spotless.ng', name: 'Kunle Nwachukwu' };
const BIDDER = 'cleaner21@demo.spotless.ng';
const TO_SUSPEND = 'cleaner20@demo.spotless.ng';

let adminContext: BrowserContext;
let adminPage: Page;

test.beforeAll(async ({ browser }) => {
  adminContext = await browser.newContext();
  adminPage = await adminContext.newPage();
});
test.afterAll(async () => {
  await adminContext?.close();
});

test('the first super_admin comes from the command line and registers an admin at /adminregister', async ({ page }) => {
  const out = runCreateSuperAdmin(SUPER);
  expect(out).toContain(`Created super_admin ${SUPER.email}`);
  // Running it again promotes instead of failing.
  expect(runCreateSuperAdmin(SUPER)).toContain(`Promoted existing super_admin ${SUPER.email}`);

  await signInWith(page, SUPER.email, SUPER.password);
  await page.goto('/adminregister');
  await expect(page.getByRole('heading', { name: 'Admin Registration' })).toBeVisible();
  await expect(page.getByLabel('Role')).toHaveValue('admin');
  await page.getByLabel('Full name').fill(ADMIN.name);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Register Admin' }).click();
  const form = page.getByRole('region', { name: 'Admin Registration' });
  await expect(form.getByRole('status')).toHaveText('Admin registered successfully!');

  // The same e-mail again is refused by the database.
  await page.getByLabel('Full name').fill('Someone Else');
  await page.getByLabel('Email').fill(ADMIN.email.toUpperCase());
  await page.getByLabel('Password').fill('Another#pass1');
  await page.getByRole('button', { name: 'Register Admin' }).click();
  await expect(form.getByRole('alert')).toHaveText('Email already exists. Please use a different email.');
});

test('the new admin signs in, is greeted, and only a super_admin may register admins', async () => {
  await signInWith(adminPage, ADMIN.email, ADMIN.password);
  await expect(adminPage.getByTestId('dashboard-greeting')).toHaveText(/^Good (Morning|Afternoon|Evening), Obinna!$/);
  await expect(adminPage.getByRole('navigation', { name: 'Admin menu' })).toBeVisible();
  await expect(adminPage.getByRole('list', { name: 'Headline figures' })).toBeVisible();
  const api = await signedInAs(ADMIN.email, ADMIN.password);
  expect(await refusal(api, 'register_admin', { p_full_name: 'X', p_email: `x-${run}@e2e.ng`, p_password: 'Whatever#1' })).toBe(
    'Only a super admin can register admins.',
  );
  await expectNoSeriousA11yIssues(adminPage);
});

test('verifies a pending cleaner (then publicly listed) and rejects another with a reason (the cleaner sees it)', async () => {
  const page = adminPage;
  await page.goto('/admin/verification');
  await page.getByRole('button', { name: `Verify ${PENDING_TO_VERIFY.name}` }).click();
  await expectToast(page, 'Cleaner verified successfully!');
  await expect(page.getByRole('button', { name: `Verify ${PENDING_TO_VERIFY.name}` })).toHaveCount(0);

  const verified = await signedInAs(PENDING_TO_VERIFY.email);
  const verifiedId = (await verified.auth.getUser()).data.user!.id;
  const anon = await visitor();
  const listed = ok(await anon.from('cleaner_profiles').select('user_id, verification_status').eq('user_id', verifiedId), 'public profile');
  expect(listed).toEqual([{ user_id: verifiedId, verification_status: 'verified' }]);

  const reason = `Blurred ID photo ${run}`;
  await page.getByRole('button', { name: `Reject ${PENDING_TO_REJECT.name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Please give a reason for the rejection.')).toBeVisible();
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expectToast(page, 'Cleaner verification rejected.');

  const rejected = await signedInAs(PENDING_TO_REJECT.email);
  const mine = ok(await rejected.from('verification_submissions').select('status, review_note').order('submitted_at', { ascending: false }).limit(1), 'own submission');
  expect(mine).toEqual([{ status: 'rejected', review_note: reason }]);
  const rejectedId = (await rejected.auth.getUser()).data.user!.id;
  expect(ok(await anon.from('cleaner_profiles').select('user_id').eq('user_id', rejectedId), 'public profile')).toEqual([]);

  // The queue is searched in the database (admin_verification_page): under Rejected, the cleaner's e-mail typed in
  // capitals finds that one submission, with the note given.
  await page.goto('/admin/verification?status=rejected');
  const search = page.getByRole('search', { name: 'Verification submissions search' });
  await search.getByLabel('Search by cleaner').fill(PENDING_TO_REJECT.email.toUpperCase());
  await search.getByRole('button', { name: 'Search' }).click();
  const table = page.getByRole('table', { name: 'Verification submissions' });
  await expect(table.getByRole('cell', { name: PENDING_TO_REJECT.email })).toBeVisible();
  await expect(table.getByRole('cell', { name: reason })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Verification submissions pages' })).toContainText('1–1 of 1');
});

test('accepts a guest bid: the guest sees the award and the bidder is notified', async () => {
  const bidder = await signedInAs(BIDDER);
  const { guest, requestId, bidId } = await guestRequestWithBid(bidder, run);
  const page = adminPage;
  await page.goto('/admin/activities/guest-bids');
  const row = page.getByRole('row').filter({ hasText: `${run} Lekki Phase 1` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('₦42,000.00');
  await row.getByRole('button', { name: /^Accept bid of / }).click();
  await expectToast(page, 'Bid accepted successfully!');
  await expect(row.getByRole('button', { name: /^Accept bid of / })).toHaveCount(0);

  expect(ok(await guest.from('quote_requests').select('status, awarded_bid_id').eq('id', requestId), 'guest request')).toEqual([
    { status: 'awarded', awarded_bid_id: bidId },
  ]);
  expect(ok(await guest.from('bids').select('status').eq('id', bidId), 'guest bid')).toEqual([{ status: 'accepted' }]);
  const notes = ok(await bidder.from('notifications').select('category, link').order('created_at', { ascending: false }).limit(5), 'bidder notifications');
  expect(notes.length).toBeGreaterThan(0);
});

test('suspends a cleaner after confirmation: unlisted, and the API refuses their bids', async () => {
  const page = adminPage;
  const cleaner = await signedInAs(TO_SUSPEND);
  const cleanerId = (await cleaner.auth.getUser()).data.user!.id;
  await page.goto('/admin/cleaners');
  await page.getByLabel('Search cleaners').fill(TO_SUSPEND);
  const row = page.getByRole('row').filter({ hasText: TO_SUSPEND });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Suspend / }).click();
  await confirm(page, 'Suspend');
  await expectToast(page, 'Cleaner suspended successfully!');
  await expect(row.getByRole('button', { name: /^Activate / })).toBeVisible();

  const anon = await visitor();
  expect(ok(await anon.from('cleaner_profiles').select('user_id').eq('user_id', cleanerId), 'public profile')).toEqual([]);
  const guest = await guestSession();
  const requestId = ok(
    await guest.rpc('create_quote_request', {
      p_service_type: 'House Cleaning',
      p_location: `${run} Ikeja`,
      p_description: 'Suspended cleaner check',
      p_full_name: 'Tolu Guest',
      p_phone: '08091234567',
      p_state: 'Lagos',
    }),
    'request',
  ) as string;
  expect(await refusal(cleaner, 'submit_bid', { p_quote_request_id: requestId, p_amount_kobo: 1_000_000 })).toBe(
    'Your account is suspended. You cannot submit bids.',
  );
});

test('edits a price (the public list shows it) and runs the bulk auto-update with the locks', async () => {
  const page = adminPage;
  const anon = await visitor();
  await page.goto('/admin/prices');
  await page.getByLabel('Filter by building type').fill('resid');
  await page.getByLabel('Filter by condition').fill('new');
  await page.getByLabel('Filter by rooms').fill('3');
  const row = page.getByRole('row').filter({ hasText: 'Standard Cleaning' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Edit / }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Price' });
  await dialog.getByLabel('Base price (₦)').fill('12345');
  await dialog.getByRole('button', { name: 'Update Price' }).click();
  await expectToast(page, 'Price updated successfully');
  await expect(row).toContainText('₦12,345.00');
  const residential3 = () =>
    anon.from('cleaning_prices').select('base_price_kobo').eq('building_type', 'residential').eq('building_condition', 'new').eq('num_rooms', 3);
  expect(ok(await residential3(), 'public price')).toEqual([{ base_price_kobo: 1_234_500 }]);

  // Lock all prices: the button stops and the database refuses the update too.
  const api = await signedInAs(ADMIN.email, ADMIN.password);
  const stored = async () =>
    ok(await api.from('price_update_settings').select('locked, base_discount_locked').eq('scope', 'cleaning_prices').single(), 'settings');
  await page.getByLabel('Lock all prices').check();
  await expect(page.getByRole('button', { name: 'Prices are locked' })).toBeDisabled();
  await expect.poll(stored).toEqual({ locked: true, base_discount_locked: false });
  expect(await refusal(api, 'auto_update_cleaning_prices', { p_base_price_per_room_kobo: 100_000 })).toBe('Price updates are locked.');
  await page.getByLabel('Lock all prices').uncheck();

  // Lock the base discount (its input is disabled), update commercial rows only.
  await page.getByLabel('Lock base discount').check();
  await expect(page.getByLabel('Base discount (%)')).toBeDisabled();
  await expect.poll(stored).toEqual({ locked: false, base_discount_locked: true });
  await page.getByLabel('Base price per room (₦)').fill('5000');
  await page.getByRole('checkbox', { name: 'Commercial' }).check();
  // The run's toast has the same text as the edit's: the edit's must be gone, or it would pass for the run's on a
  // fast machine and the prices below would be read before the run committed.
  await expect(page.getByText('Price updated successfully')).toHaveCount(0);
  await page.getByRole('button', { name: 'Auto Update' }).click();
  // It asks first: nothing is repriced by one stray click.
  await expect(page.getByRole('dialog')).toContainText(/Update \d+ prices?\?/);
  await page.getByRole('dialog').getByRole('button', { name: 'Update prices' }).click();
  await expectToast(page, 'Price updated successfully');
  const settings = ok(await api.from('price_update_settings').select('base_discount_percentage').eq('scope', 'cleaning_prices').single(), 'settings');
  const d = Number(settings.base_discount_percentage);
  const commercial = ok(await anon.from('cleaning_prices').select('num_rooms, base_price_kobo').eq('building_type', 'commercial'), 'commercial');
  expect(commercial.length).toBeGreaterThan(0);
  for (const c of commercial) expect(c.base_price_kobo).toBe(Math.round((c.num_rooms * 500_000 * (100 - d)) / 100));
  expect(ok(await residential3(), 'untouched residential')).toEqual([{ base_price_kobo: 1_234_500 }]);
  await page.getByLabel('Lock base discount').uncheck();
  await expect.poll(stored).toEqual({ locked: false, base_discount_locked: false });
});

test('replies to a guest chat and the guest reads the reply', async () => {
  const guest = await guestSession();
  const threadId = ok(await guest.rpc('start_chat'), 'start_chat') as string;
  const guestId = (await guest.auth.getUser()).data.user!.id;
  ok(await guest.from('chat_messages').insert({ thread_id: threadId, sender_id: guestId, from_admin: false, body: `Hello from ${run}` }), 'guest message');
  const thread = ok(await guest.from('chat_threads').select('guest_number').eq('id', threadId).single(), 'thread');

  const page = adminPage;
  await page.goto('/admin/chats');
  await page.getByRole('navigation', { name: 'Guests' }).getByRole('button', { name: new RegExp(`^Guest ${thread.guest_number}\\b`) }).click();
  await expect(page.getByText(`Hello from ${run}`)).toBeVisible();
  const reply = `We can help, ${run}`;
  await page.getByLabel('Reply').fill(reply);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('list', { name: 'Messages' }).getByText(reply)).toBeVisible();

  await expect
    .poll(async () => ok(await guest.from('chat_messages').select('body, from_admin').eq('thread_id', threadId).order('created_at'), 'messages'))
    .toEqual([
      { body: `Hello from ${run}`, from_admin: false },
      { body: reply, from_admin: true },
    ]);
  await expect(page.getByTestId('chat-bell-count')).toHaveCount(0);
});

test('a client opening /admin sees nothing of it, and the API refuses them', async ({ page }) => {
  await signInWith(page, 'client01@demo.spotless.ng', 'Spotless#2025', 'client');
  await page.goto('/admin/verification');
  await expect(page).not.toHaveURL(/\/admin/);
  await expect(page.getByRole('navigation', { name: 'Admin menu' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Squads DB' })).toHaveCount(0);

  const client = await signedInAs('client01@demo.spotless.ng');
  expect(await refusal(client, 'suspend_cleaner', { p_cleaner_id: '5eed0001-0000-4000-8000-000000000065' })).toBe('Only admins can manage cleaners.');
  expect(await refusal(client, 'register_admin', { p_full_name: 'X', p_email: `c-${run}@e2e.ng`, p_password: 'Whatever#1' })).toBe(
    'Only a super admin can register admins.',
  );
  expect(ok(await client.from('verification_submissions').select('id'), 'submissions')).toEqual([]);
  expect(await refusal(client, 'auto_update_cleaning_prices', { p_base_price_per_room_kobo: 100_000 })).toBe('Only admins can update prices.');
});
