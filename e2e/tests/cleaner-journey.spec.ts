/**
 * Cleaner journey (product.md §2 journeys 1-3, 6, 8) in a real browser across the shell and mfe-cleaner, against
 * local-supabase with the real schema: register through /register → complete the profile → submit verification
 * (documents uploaded; another cleaner cannot read them) → admin verifies (API) → listed in public search → bids on
 * a guest and a client quote → bid accepted (API) → contact revealed live → accepts a direct booking → marks it
 * completed → earnings updated; then suspended: the UI explains and the API refuses.
 */
import { expect, test, type Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  DEMO_ADMIN,
  DEMO_CLIENT,
  OTHER_CLEANER,
  PDF_MIN,
  PNG_1X1,
  bidOf,
  bookCleaner,
  guestSession,
  ok,
  postQuoteRequest,
  signedInAs,
  visitor,
} from '../support/cleaner-api';
import { editProfileTab, expectToast, gotoWithRealtime, registerCleaner } from '../support/cleaner-pages';

test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const cleaner = { fullName: `Amaka Obi${stamp}`, email: `amaka.${stamp}@e2e.spotless.ng`, phone: '0803 555 0101', password: 'Clean#Lagos2025' };
const guestMarker = `Guest-${stamp}`;
const clientMarker = `Client-${stamp}`;
const bookingLocation = `12 Admiralty Way ${stamp}`;

let page: Page;
let me: SupabaseClient;
let myId: string;
let guest: SupabaseClient;
let client: SupabaseClient;
let guestRequestId: string;
let clientRequestId: string;
let bookingId: string;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
});
test.afterAll(async () => {
  await page?.close();
});

test('registers as a cleaner through /register and is greeted and guided on /cleaner', async () => {
  await registerCleaner(page, cleaner);
  await expect(page.getByTestId('dashboard-greeting')).toHaveText(`Welcome, Amaka!`);
  const steps = page.getByTestId('profile-steps');
  await expect(steps.getByRole('link', { name: 'Personal Details' })).toBeVisible();
  await expect(steps.getByRole('link', { name: 'Specialty' })).toBeVisible();
  await expect(steps.getByRole('link', { name: 'My Bio' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Verify Profile Now' })).toBeVisible();
  me = await signedInAs(cleaner.email, cleaner.password);
  const { data: who, error: whoError } = await me.auth.getUser();
  if (whoError || !who.user) throw new Error(`getUser: ${whoError?.message}`);
  myId = who.user.id;
});

test('completes the profile: photo, specialty, service info, bio (with the spec validation texts)', async () => {
  await page.goto('/cleaner/profile/personal');
  const reminder = page.getByRole('dialog', { name: 'Verify your profile' });
  await expect(reminder).toBeVisible();
  await reminder.getByRole('button', { name: 'Do It Later' }).click();
  await expect(reminder).toBeHidden();
  await page.getByRole('button', { name: 'Edit Personal Details' }).click();
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await page.getByLabel('Profile photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Profile updated successfully');
  await expect(page.getByRole('button', { name: 'Edit Personal Details' })).toBeVisible();
  const avatar = ok(await me.from('profiles').select('avatar_url').eq('id', myId).single(), 'profile') as { avatar_url: string };
  expect(avatar.avatar_url).toContain(`/avatars/${myId}/`);
  // Dismissed for the session: the reminder does not come back.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Edit Personal Details' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Verify your profile' })).toHaveCount(0);

  await editProfileTab(page, 'specialty', 'Specialty');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'You must provide at least one specialization or set availability.');
  await page.getByLabel('Residential Cleaning').check();
  await page.getByLabel('Event Cleaning').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Changes saved successfully');

  await editProfileTab(page, 'service-info', 'Service Info');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'You must provide at least one service detail to update.');
  await page.getByRole('combobox', { name: 'State' }).fill('Lagos');
  await page.getByRole('option', { name: 'Lagos', exact: true }).click();
  await page.getByLabel('Ikeja', { exact: true }).check();
  await page.getByLabel('Eti-Osa', { exact: true }).check();
  await page.getByLabel('Years of experience').selectOption('1_year');
  await page.getByLabel('Availability').selectOption('Weekdays');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Service details saved successfully.');
  await page.getByRole('button', { name: 'Edit Service Info' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'No changes detected.');

  await editProfileTab(page, 'bio', 'My Bio');
  await page.getByRole('textbox', { name: 'Bio' }).fill('   ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Bio cannot be empty');
  await page.getByRole('textbox', { name: 'Bio' }).fill('Five years of careful home cleaning in Ikeja and Lekki.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Bio updated successfully');

  await page.goto('/cleaner/profile/public');
  const card = page.getByTestId('public-dashboard');
  await expect(card.getByRole('heading', { name: cleaner.fullName })).toBeVisible();
  await expect(card.getByText('Residential Cleaning')).toBeVisible();
  await expect(card.getByText('Lagos — Ikeja')).toBeVisible();
  await expect(card.getByText('Five years of careful home cleaning in Ikeja and Lekki.')).toBeVisible();
});

test('submits verification documents; another cleaner cannot read them', async () => {
  await page.goto('/cleaner/verification');
  await expect(page.getByTestId('verification-status')).toContainText('Unverified');
  await page.getByLabel('NIN').check();
  await page.getByLabel('Government ID').setInputFiles({ name: 'nin.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await page.getByLabel('Proof of address').setInputFiles({ name: 'bill.pdf', mimeType: 'application/pdf', buffer: PDF_MIN });
  await page.getByRole('button', { name: 'Submit for verification' }).click();
  await expectToast(page, 'Please consent to the processing of your documents.');
  await page.getByRole('checkbox', { name: /Only Spotless NG administrators can view them/ }).check();
  await page.getByRole('button', { name: 'Submit for verification' }).click();
  await expectToast(page, 'Profile verification details submitted successfully.');
  await expect(page.getByTestId('verification-status')).toContainText('Pending');

  const submission = ok(
    await me.from('verification_submissions').select('government_id_path, address_proof_path, id_type').eq('cleaner_id', myId).single(),
    'submission',
  ) as { government_id_path: string; address_proof_path: string; id_type: string };
  expect(submission.id_type).toBe('NIN');
  expect(submission.government_id_path.startsWith(`${myId}/`)).toBe(true);
  // The owner can read their document (the upload really landed)...
  const own = await me.storage.from('verification-documents').download(submission.address_proof_path);
  expect(own.error).toBeNull();
  expect(await own.data!.text()).toContain('%PDF');
  // ...another cleaner and an anonymous visitor cannot, nor list the folder.
  const other = await signedInAs(OTHER_CLEANER);
  const stolen = await other.storage.from('verification-documents').download(submission.government_id_path);
  expect(stolen.error).not.toBeNull();
  expect(stolen.data).toBeNull();
  const listed = await other.storage.from('verification-documents').list(myId);
  expect(listed.data ?? []).toEqual([]);
  const anon = await (await visitor()).storage.from('verification-documents').download(submission.government_id_path);
  expect(anon.error).not.toBeNull();
});

test('admin verifies (API); the cleaner is notified and appears in public search', async () => {
  const admin = await signedInAs(DEMO_ADMIN);
  ok(await admin.rpc('verify_cleaner', { p_cleaner_id: myId }), 'verify_cleaner');
  const found = ok(await (await visitor()).rpc('search_cleaners', { p_state: 'Lagos', p_limit: 100 }), 'search_cleaners') as Array<{ user_id: string }>;
  expect(found.map((c) => c.user_id)).toContain(myId);
  // The notification arrives live: the menu's unread count shows without a reload.
  await page.goto('/cleaner/verification');
  await expect(page.getByTestId('verification-status')).toContainText('Verified');
  await expect(page.getByTestId('unread-count')).toBeVisible();
  await page.goto('/cleaner/notifications');
  await expect(page.getByText('Your profile has been verified. You can now bid on requests.').first()).toBeVisible();
});

test('bids on a guest quote and a client quote', async () => {
  guest = await guestSession();
  guestRequestId = await postQuoteRequest(guest, {
    location: `Lekki ${guestMarker}`,
    description: `Post-party clean-up ${guestMarker}`,
    fullName: 'Ada Guest',
    phone: '0809 123 4567',
    email: 'ada.guest@example.ng',
  });
  client = await signedInAs(DEMO_CLIENT);
  clientRequestId = await postQuoteRequest(client, { location: `Yaba ${clientMarker}`, description: `Office deep clean ${clientMarker}` });

  await page.goto('/cleaner/bids/guest-quotes');
  await expect(page.getByRole('link', { name: 'Guest Bookings & RFQ' })).toHaveAttribute('aria-current', 'page');
  const guestRow = page.getByRole('row', { name: new RegExp(guestMarker) }).first();
  await guestRow.getByRole('button', { name: /View Details/ }).click();
  const modal = page.getByRole('dialog', { name: 'Submit Bid' });
  await modal.getByRole('button', { name: 'Submit Bid' }).click();
  await expectToast(page, 'Please enter a bid amount.');
  await modal.getByLabel('Your bid amount (₦)').fill('25000');
  await modal.getByRole('button', { name: 'Submit Bid' }).click();
  await expectToast(page, 'Bid submitted successfully!');
  await expect(modal).toBeHidden();
  // No longer open for this cleaner; listed under Your bids as Pending.
  const yourBids = page.getByRole('table', { name: 'Your bids on guest requests' });
  await expect(yourBids.getByRole('row', { name: new RegExp(guestMarker) })).toContainText('Pending');
  await expect(page.getByRole('table', { name: 'Guest quote requests open for bidding' }).getByRole('row', { name: new RegExp(guestMarker) })).toHaveCount(0);

  await page.getByRole('link', { name: 'Clients RFQs & Bids' }).click();
  await expect(page).toHaveURL(/\/cleaner\/bids\/client-quotes$/);
  const clientRow = page.getByRole('row', { name: new RegExp(clientMarker) }).first();
  await clientRow.getByRole('button', { name: /View Details/ }).click();
  await page.getByRole('dialog', { name: 'Submit Bid' }).getByLabel('Your bid amount (₦)').fill('40000');
  await page.getByRole('dialog', { name: 'Submit Bid' }).getByRole('button', { name: 'Submit Bid' }).click();
  await expectToast(page, 'Bid submitted successfully!');
  await expect(page.getByRole('table', { name: 'Your bids on client requests' }).getByRole('row', { name: new RegExp(clientMarker) })).toContainText('₦40,000.00');
});

test("the guest accepts the bid (API) and the guest's contact appears live", async () => {
  await gotoWithRealtime(page, '/cleaner/bids/guest-quotes', 'bids');
  const approved = page.getByRole('region', { name: 'Approved bids' });
  await expect(approved).toContainText('No approved bids available.');
  const bidId = await bidOf(guest, guestRequestId, myId);
  ok(await guest.rpc('accept_bid', { p_bid_id: bidId }), 'accept_bid');
  const row = approved.getByRole('row', { name: /Ada Guest/ });
  await expect(row).toContainText('+2348091234567');
  await expect(row).toContainText('ada.guest@example.ng');
  await expect(row).toContainText('₦25,000.00');
  // The client request is still pending: its contact stays hidden from the API too.
  const hidden = ok(await me.from('quote_request_contacts').select('full_name').eq('quote_request_id', clientRequestId), 'contacts') as unknown[];
  expect(hidden).toEqual([]);
});

test('accepts a direct booking (contact hidden until then), marks it completed; earnings count once the client confirms', async () => {
  // The page is open and has shown its (empty) list first: the new booking has to arrive live.
  await gotoWithRealtime(page, '/cleaner/bids/client-bookings', 'bookings');
  await expect(page.getByRole('region', { name: 'Clients Bookings' })).toContainText('No bookings found.');
  bookingId = await bookCleaner(client, myId, bookingLocation, 3_000_000);
  const table = page.getByRole('table', { name: 'Client bookings' });
  const row = table.getByRole('row', { name: new RegExp(bookingLocation) });
  await expect(row).toContainText('Hidden');
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: /View booking/ }).click();
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  await expect(details).toContainText(`Booking ID: ${bookingId}`);
  await expect(details).toContainText('Special Request: Please bring your own mop.');
  await expect(details).toContainText('Number of Rooms: 3');
  await expect(details).toContainText('Building Condition: Old');
  await expect(details.getByTestId('booking-contact')).toContainText('Full Name: Hidden');
  await details.getByRole('button', { name: 'Accept' }).click();
  // Accepting names the price the customer will pay (issue 23): it starts at the customer's budget.
  const pricing = page.getByRole('dialog', { name: 'Accept booking' });
  await expect(pricing.getByTestId('accept-price-input')).toHaveValue('30000');
  await pricing.getByTestId('accept-price-submit').click();
  await expectToast(page, 'Booking accepted successfully!');
  await expect(row).toContainText('Accepted');
  await expect(row).not.toContainText('Hidden');
  await row.getByRole('button', { name: /View booking/ }).click();
  await expect(details.getByTestId('booking-contact')).not.toContainText('Hidden');
  await details.getByRole('button', { name: 'Mark completed' }).click();
  await expectToast(page, 'Booking marked as completed. Awaiting customer confirmation.');
  await expect(row).toContainText('Awaiting customer confirmation');
  // A job counts once its customer confirms it (issue 21: a cleaner cannot complete and cash a job alone).
  ok(await client.rpc('confirm_booking_completion', { p_booking_id: bookingId }), 'confirm completion');
  await expect(row).toContainText('Completed');

  await page.goto('/cleaner/earnings');
  await expect(page.getByTestId('earnings-total')).toHaveText('₦30,000.00');
  await expect(page.getByTestId('earnings-jobs')).toHaveText('1 completed job');
});

test('a suspended cleaner is told why and the API refuses bids and booking accepts', async () => {
  // A booking that arrived before the suspension, still pending.
  const waiting = await bookCleaner(client, myId, `Before suspension ${stamp}`, 1_000_000);
  const admin = await signedInAs(DEMO_ADMIN);
  ok(await admin.rpc('suspend_cleaner', { p_cleaner_id: myId }), 'suspend_cleaner');
  const freshRequest = await postQuoteRequest(client, { location: `Surulere ${stamp}`, description: `After suspension ${stamp}` });
  // A suspended cleaner is not bookable any more.
  const notBookable = await client.rpc('create_booking', { p_cleaner_id: myId, p_services: ['House Cleaning'], p_location: 'Ikeja' });
  expect(notBookable.error?.message).toBe('This cleaner is not available for bookings.');

  await page.goto('/cleaner/bids/client-quotes');
  await expect(page.getByTestId('eligibility-notice')).toContainText('Your account is suspended. You cannot submit bids or accept bookings.');
  await expect(page.getByRole('table', { name: 'Client quote requests open for bidding' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Clients Bookings' }).click();
  const row = page.getByRole('table', { name: 'Client bookings' }).getByRole('row', { name: new RegExp(`Before suspension ${stamp}`) });
  await row.getByRole('button', { name: /View booking/ }).click();
  const details = page.getByRole('dialog', { name: 'Booking Details' });
  await expect(details).toContainText('Your account is suspended. You cannot accept bookings.');
  await expect(details.getByRole('button', { name: 'Accept' })).toBeDisabled();

  const refused = await me.rpc('submit_bid', { p_quote_request_id: freshRequest, p_amount_kobo: 1_500_000 });
  expect(refused.error?.message).toBe('Your account is suspended. You cannot submit bids.');
  const noAccept = await me.rpc('accept_booking', { p_booking_id: waiting });
  expect(noAccept.error?.message).toBe('Your account is suspended.');
});
