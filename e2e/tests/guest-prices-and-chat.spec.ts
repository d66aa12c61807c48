/**
 * Prices lookup (discount applied), the monthly plan checker with Pre-Subscribe Now, and the guest chat answered
 * live by a seeded admin through the API. Ends with axe on every guest page.
 */
import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, ok, signedInAs } from '../support/guest-api';
import { expectNoSeriousA11yIssues, marker } from '../support/guest-pages';

const naira = (kobo: number) => new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' }).format(kobo / 100);

test('Find Cleaning Prices shows the discounted price from the price table', async ({ page }) => {
  const admin = await signedInAs(DEMO_ADMIN);
  const [row] = ok(
    await admin.from('cleaning_prices').select('base_price_kobo, discount_percentage').eq('building_type', 'residential').eq('building_condition', 'old').eq('num_rooms', 6),
    'price',
  );
  expect(Number(row!.discount_percentage)).toBeGreaterThan(0);
  const discounted = Math.round((row!.base_price_kobo * (100 - Number(row!.discount_percentage))) / 100);

  await page.goto('/cleaning-prices');
  const form = page.getByRole('form', { name: 'Find cleaning prices' });
  await expect(form.getByLabel('Building Type').locator('option', { hasText: 'Residential' })).toHaveCount(1);
  await expect(form.getByLabel('Building Condition').locator('option', { hasText: 'Old' })).toHaveCount(1);
  await form.getByLabel('Building Type').selectOption('residential');
  await form.getByLabel('Building Condition').selectOption('old');
  await form.getByLabel('Number of Rooms').selectOption('6');
  await form.getByRole('button', { name: 'Search Prices' }).click();
  const card = page.getByTestId('price-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(naira(discounted));
  await expect(card).toContainText(naira(row!.base_price_kobo));
  await expect(card).toContainText(`${Number(row!.discount_percentage)}% off`);
});

test('plan checker: Check Price, Pre-Subscribe Now, Enter Your Details', async ({ page }) => {
  await page.goto('/cleaning-prices');
  const checker = page.getByRole('form', { name: 'Check a monthly subscription price' });
  await checker.getByLabel('Building Type').selectOption('residential');
  await checker.getByLabel('Number of Rooms').selectOption('3');
  await checker.getByLabel('Frequency').selectOption({ label: 'Weekly' });
  await checker.getByRole('button', { name: 'Check Price' }).click();
  const card = page.getByTestId('plan-card');
  await expect(card.getByRole('heading')).toContainText('Monthly Subscription For 3 rooms Residential (Weekly)');
  // Seed: 3 rooms × ₦9,000 × 4 visits = ₦108,000, less 10 %.
  await expect(card).toContainText('₦97,200.00');
  await expect(card).toContainText('Discount: 10%');

  await card.getByRole('button', { name: 'Pre-Subscribe Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter Your Details' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fill in all fields.');
  const name = `Zainab ${marker('pre')}`;
  await dialog.getByLabel('Full Name').fill(name);
  await dialog.getByLabel('Email Address').fill('zainab@example.ng');
  await dialog.getByLabel('Phone Number').fill('0909 876 5432');
  await dialog.getByLabel('Cleaner Preference').fill('Female cleaner');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('We will get back to you soon')).toBeVisible();
  await expect(dialog).toBeHidden();

  const admin = await signedInAs(DEMO_ADMIN);
  const stored = ok(await admin.from('pre_subscriptions').select('phone, cleaner_preference, subscription_plans(num_rooms, building_type)').eq('full_name', name), 'pre-subscriptions');
  expect(stored).toEqual([{ phone: '+2349098765432', cleaner_preference: 'Female cleaner', subscription_plans: { num_rooms: 3, building_type: 'residential' } }]);

  // A combination without a plan says so.
  await checker.getByLabel('Building Type').selectOption('commercial');
  await checker.getByLabel('Number of Rooms').selectOption('10');
  const freq = ok(await admin.from('frequencies').insert({ name: marker('Quarterly') }).select('id, name').single(), 'frequency');
  await page.reload();
  await checker.getByLabel('Building Type').selectOption('commercial');
  await checker.getByLabel('Number of Rooms').selectOption('10');
  await checker.getByLabel('Frequency').selectOption({ label: freq.name as string });
  await checker.getByRole('button', { name: 'Check Price' }).click();
  await expect(page.getByText('No matching subscription found').first()).toBeVisible();
  await expect(page.getByTestId('plan-card')).toHaveCount(0);
  ok(await admin.from('frequencies').delete().eq('id', freq.id), 'cleanup');
});

test('guest chat: start, blank ignored, message stored, operator answer arrives live', async ({ page }) => {
  const text = `Do you clean on Sundays? ${marker('chat')}`;
  await page.goto('/chats');
  await expect(page).toHaveURL(/\/chat$/);
  await page.getByRole('button', { name: 'Start New Chat' }).click();
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  const threadId = page.url().split('/').pop()!;
  await expect(page.getByTestId('chat-welcome')).toBeVisible();

  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('   ');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('chat-message')).toHaveCount(0);
  await expect(page.getByTestId('chat-welcome')).toBeVisible();

  await box.fill(text);
  await box.press('Enter');
  await expect(page.getByTestId('chat-message').filter({ hasText: text })).toBeVisible();
  await expect(box).toHaveValue('');

  const admin = await signedInAs(DEMO_ADMIN);
  const stored = ok(await admin.from('chat_messages').select('body, from_admin').eq('thread_id', threadId), 'messages');
  expect(stored).toEqual([{ body: text, from_admin: false }]);
  const adminId = (await admin.auth.getUser()).data.user!.id;
  ok(await admin.from('chat_messages').insert({ thread_id: threadId, sender_id: adminId, from_admin: true, body: 'Yes, every Sunday from 9am.' }), 'reply');
  await expect(page.getByTestId('chat-message').filter({ hasText: 'Yes, every Sunday from 9am.' })).toBeVisible();
  await expect(page.getByTestId('chat-message')).toHaveCount(2);

  // The floating widget on another guest page opens the same conversation.
  await page.goto('/cleaning-prices');
  await page.getByRole('button', { name: 'Chat with us' }).click();
  const panel = page.getByRole('region', { name: 'Chat with us' });
  await expect(panel.getByTestId('chat-message')).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Chat with us' })).toBeFocused();
});

const GUEST_PAGES = ['/request-quote', '/book', '/find-a-cleaner', '/cleaning-prices', '/chat', '/my-requests'];

for (const path of GUEST_PAGES) {
  test(`axe: no serious or critical issues on ${path} (360 px wide)`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
}

test('axe: a cleaner profile and a search with results', async ({ page }) => {
  await page.goto('/find-a-cleaner');
  const box = page.getByRole('combobox', { name: 'State' });
  await box.click();
  await box.fill('lag');
  await page.getByRole('option', { name: 'Lagos', exact: true }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByTestId('cleaner-card').first()).toBeVisible();
  await expectNoSeriousA11yIssues(page);
  await page.getByTestId('cleaner-card').first().locator('h3 a').click();
  await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible();
  await expectNoSeriousA11yIssues(page);
});
