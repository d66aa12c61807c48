/**
 * Bad input and double submission on the public forms, in Chromium against the production build: an invalid form
 * shows the spec's message and stores nothing (not even a partial row or a stray guest session: the Auth user count
 * is checked through the admin API), and the quote form double-clicked creates exactly one request.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { authUserCount } from '../support/auth-users';
import { ok, serviceClient } from '../support/security-stack';

/** Row counts (service role) of the tables a public form could write, including the profiles a guest session makes. */
async function counts(): Promise<Record<string, number>> {
  const svc = await serviceClient();
  const out: Record<string, number> = {};
  for (const t of ['quote_requests', 'quote_request_contacts', 'bookings', 'booking_contacts', 'partnership_enquiries', 'pre_subscriptions', 'profiles']) {
    const { count, error } = await svc.from(t).select('*', { count: 'exact', head: true });
    if (error) throw new Error(`${t}: ${error.message}`);
    out[t] = count ?? -1;
  }
  out['auth.users'] = await authUserCount();
  return out;
}

async function fillQuote(page: Page, v: { name: string; phone: string; description: string }) {
  const form = page.getByRole('form', { name: 'Request a quote' });
  await form.getByLabel('Service type').selectOption('Deep Cleaning');
  await form.getByLabel('Full name').fill(v.name);
  await form.getByLabel('Phone number').fill(v.phone);
  await form.getByLabel('Location').fill('Yaba, Lagos');
  await form.getByLabel('Description').fill(v.description);
  return form;
}

test('the quote form refuses missing fields, a bad phone and a bad e-mail, and creates no row and no guest account', async ({ page }) => {
  const before = await counts();
  await page.goto('/request-quote');
  const form = page.getByRole('form', { name: 'Request a quote' });
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await fillQuote(page, { name: 'Bad Phone', phone: '12345', description: 'Should never be stored.' });
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(form.getByText('Please enter a valid Nigerian phone number.')).toBeVisible();
  await form.getByLabel('Phone number').fill('0803 555 0123');
  await form.getByLabel('Email (optional)').fill('bad@address');
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByText('Quote request submitted successfully!')).toHaveCount(0);
  // The anonymous session is opened only for a valid form: no empty guest account either.
  expect(await counts()).toEqual(before);
});

test('a request to one cleaner with a bad phone creates no row and no guest account', async ({ page }) => {
  const svc = await serviceClient();
  const [cleaner] = ok(await svc.from('cleaner_profiles').select('user_id').eq('verification_status', 'verified').eq('status', 'active').limit(1), 'cleaner');
  const before = await counts();
  await page.goto(`/request-quote?cleaner=${cleaner!.user_id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Request a Quote from');
  const form = await fillQuote(page, { name: 'Direct Bad Phone', phone: '0803 555', description: 'Should never be stored.' });
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(form.getByText('Please enter a valid Nigerian phone number.')).toBeVisible();
  expect(await counts()).toEqual(before);
});

test('the quote form double-clicked creates exactly one request', async ({ page }) => {
  const tag = `dbl-${Date.now()}`;
  await page.goto('/request-quote');
  const form = await fillQuote(page, { name: 'Double Click', phone: '0803 555 0123', description: `Twice clicked (${tag}).` });
  await form.getByRole('button', { name: 'Submit Request' }).dblclick();
  await expect(page.getByText('Quote request submitted successfully!').first()).toBeVisible();
  // Let any second request land before counting.
  await page.waitForLoadState('networkidle');
  const svc = await serviceClient();
  const rows = ok(await svc.from('quote_requests').select('id').ilike('description', `%${tag}%`), 'requests');
  expect(rows).toHaveLength(1);
});

test('the partnership form refuses missing fields and a bad contact number and stores nothing', async ({ page }) => {
  const before = await counts();
  await page.goto('/partners');
  await page.getByRole('button', { name: 'Partner with Us: Schools' }).click();
  const form = page.getByRole('dialog', { name: 'Partner with Us: Schools' });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText('This field is required.').first()).toBeVisible();
  await form.getByLabel(/^Organization Name/).fill('<b>Bad</b> Number School');
  await form.getByLabel(/^Address/).fill('1 School Road, Ikeja');
  await form.getByLabel(/^Contact Number/).fill('12345');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByText(/valid Nigerian phone number/i).first()).toBeVisible();
  await expect(page.getByText('Form submitted successfully!')).toHaveCount(0);
  expect(await counts()).toEqual(before);
});

test('registration refuses a bad phone and a short password and creates no account', async ({ page }) => {
  const before = await counts();
  const email = `badreg-${Date.now()}@probe.example.com`;
  await page.goto('/client-reg');
  await page.getByLabel(/^Full Name/).fill('Bad Registration');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Phone Number/).fill('12345');
  await page.getByLabel(/^Password/).fill('short');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Please enter a valid Nigerian phone number.')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();
  expect(await counts()).toEqual(before);
  const svc = await serviceClient();
  expect(ok(await svc.from('profiles').select('id').eq('email', email), 'profile')).toEqual([]);
});

async function fillBooking(form: Locator, v: { name: string; phone: string; email?: string; location: string; budget?: string }) {
  await form.getByLabel('Full name').fill(v.name);
  await form.getByLabel('Phone number').fill(v.phone);
  await form.getByLabel('Email (optional)').fill(v.email ?? '');
  await form.getByLabel('Location').fill(v.location);
  await form.getByLabel('Budget in naira (optional)').fill(v.budget ?? '');
}

test('the guest booking form refuses each invalid input and creates no row and no guest account', async ({ page }) => {
  const before = await counts();
  await page.goto('/book');
  await page.getByRole('button', { name: 'Guest Booking' }).click();
  const form = page.getByRole('form', { name: 'Guest booking' });
  const submit = () => form.getByRole('button', { name: 'Submit Booking' }).click();
  await submit();
  await expect(form.getByText('Please fill in your name, phone number, and select at least one service.')).toBeVisible();
  const valid = { name: 'Bad Booking', phone: '0803 555 0123', location: 'Ikeja, Lagos' };
  await fillBooking(form, valid);
  // Still no service ticked: the spec's required-fields text.
  await submit();
  await expect(form.getByText('Please fill in your name, phone number, and select at least one service.')).toBeVisible();
  await form.getByRole('checkbox', { name: 'House Cleaning' }).check();
  for (const [change, message] of [
    [{ phone: '12345' }, 'Please enter a valid Nigerian phone number.'],
    [{ email: 'bad@address' }, 'Please enter a valid email address.'],
    [{ location: '' }, 'Please enter a location.'],
    [{ budget: 'lots' }, 'Please enter the budget in naira, e.g. 25000.'],
  ] as const) {
    await fillBooking(form, { ...valid, ...change });
    await submit();
    await expect(form.getByText(message)).toBeVisible();
  }
  await expect(page.getByText('Booking Submitted successfully!')).toHaveCount(0);
  expect(await counts()).toEqual(before);
});

async function fillDetails(dialog: Locator, v: { name: string; email: string; phone: string; preference: string }) {
  await dialog.getByLabel(/^Full Name/).fill(v.name);
  await dialog.getByLabel(/^Email Address/).fill(v.email);
  await dialog.getByLabel(/^Phone Number/).fill(v.phone);
  await dialog.getByLabel(/^Cleaner Preference/).fill(v.preference);
}

const DETAILS = { name: 'Bad Details', email: 'bad.details@example.ng', phone: '0803 555 0123', preference: 'Weekday mornings' };
const BAD_DETAILS = [
  [{ preference: ' ' }, 'Please fill in all fields.'],
  [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
  [{ phone: '12345' }, 'Please enter a valid Nigerian phone number.'],
] as const;

test('Enter Your Details (cleaning prices) refuses each invalid input and stores nothing', async ({ page }) => {
  const before = await counts();
  await page.goto('/cleaning-prices');
  const checker = page.getByRole('form', { name: 'Check a monthly subscription price' });
  await checker.getByLabel('Building Type').selectOption('residential');
  await checker.getByLabel('Number of Rooms').selectOption('3');
  await checker.getByLabel('Frequency').selectOption({ label: 'Weekly' });
  await checker.getByRole('button', { name: 'Check Price' }).click();
  await page.getByTestId('plan-card').getByRole('button', { name: 'Pre-Subscribe Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter Your Details' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Please fill in all fields.')).toBeVisible();
  for (const [change, message] of BAD_DETAILS) {
    await fillDetails(dialog, { ...DETAILS, ...change });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await expect(page.getByText('We will get back to you soon')).toHaveCount(0);
  expect(await counts()).toEqual(before);
});

test('Enter Your Details (subscription plans) refuses each invalid input and stores nothing', async ({ page }) => {
  const before = await counts();
  await page.goto('/subscription');
  const checker = page.getByRole('form', { name: 'Check a monthly subscription price' });
  await checker.getByLabel('Building Type').selectOption('residential');
  await checker.getByLabel('Number of Rooms').selectOption('1');
  await expect(checker.getByLabel('Frequency').locator('option', { hasText: /^Weekly$/ })).toHaveCount(1);
  await checker.getByLabel('Frequency').selectOption({ label: 'Weekly' });
  await checker.getByRole('button', { name: 'Check Price' }).click();
  await page.getByTestId('plan-card').getByRole('button', { name: 'Pre-Subscribe Now' }).click();
  const dialog = page.getByRole('form', { name: 'Enter Your Details' });
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Please fill in all fields.')).toBeVisible();
  for (const [change, message] of BAD_DETAILS) {
    await fillDetails(dialog, { ...DETAILS, ...change });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await expect(page.getByText('We will get back to you soon')).toHaveCount(0);
  expect(await counts()).toEqual(before);
});
