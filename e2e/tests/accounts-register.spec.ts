/**
 * Issue 11, registration and roles, in a real browser against local-supabase: register as client → /client; as
 * cleaner → /cleaner (each after the confirmation link from the mailbox); the field rules and a taken address (Sign in,
 * Become a cleaner); one person holding both roles (client, then
 * "Become a cleaner" on the same account) sees the role picker at sign-in and switches roles from the top bar.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { chooseSearchable } from '../support/client-pages';
import { DEMO_ACCOUNTS, registerThroughUi, uniqueEmail } from '../support/session';

const PASSWORD = 'Clean-Lagos-2025';

async function expectNoSeriousAxeIssues(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${where}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
}

test('register as a client lands on /client with the name in the top bar', async ({ page }) => {
  const email = uniqueEmail('client');
  // Register, "Check your e-mail", the link from the mailbox: signed in on /client.
  await registerThroughUi(page, 'client', { fullName: 'Ngozi Client', email, phone: '0803 111 2233', password: PASSWORD });
  await expect(page.getByTestId('top-bar-user')).toHaveText('Ngozi');
  await expect(page.getByRole('link', { name: /^Notifications, / })).toHaveAttribute('href', '/client/notifications');
});

test('register as a cleaner (address required) lands on /cleaner', async ({ page }) => {
  await page.goto('/cleaner-signup');
  await expect(page).toHaveURL(/\/register\?role=cleaner$/);
  await expect(page.getByText('Signing up as a Cleaner.')).toBeVisible();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  for (const field of ['Full Name', 'Email', 'Phone Number', 'Password', 'Address']) {
    await expect(page.getByText(`${field} is required`, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('Please fill all required fields.').first()).toBeVisible();
  await expect(page.getByLabel(/^Full Name/)).toBeFocused();

  const email = uniqueEmail('cleaner');
  await registerThroughUi(page, 'cleaner', {
    fullName: 'Tunde Cleaner',
    email,
    phone: '+234 805 222 3344',
    password: PASSWORD,
    address: '4 Awolowo Road, Ikoyi',
  });
  await expect(page.getByTestId('top-bar-user')).toHaveText('Tunde');
});

test('a taken e-mail is pointed to Sign In and Become a cleaner; phone and password rules are explained; Back returns to the choice', async ({ page }) => {
  await page.goto('/client-reg');
  await page.getByLabel(/^Full Name/).fill('Someone Else');
  await page.getByLabel(/^Email/).fill(DEMO_ACCOUNTS.client);
  await page.getByLabel(/^Phone Number/).fill('12345');
  await page.getByLabel(/^Password/).fill('short');
  await expect(page.getByText('At least 8 characters.')).toBeVisible();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Please enter a valid Nigerian phone number.')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();

  await page.getByLabel(/^Phone Number/).fill('0809 000 1122');
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel(/^Password/)).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  // Auth answers a taken address like a new one (nobody learns who has an account); the screen says what to do if
  // it is theirs: sign in, and add the cleaner role with "Become a cleaner".
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByText(/Already have an account with this e-mail\? Sign in instead\..*"Become a cleaner"/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Sign In' })).toBeVisible();

  await page.goto('/client-reg');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
});

test('one account, both roles: client adds cleaner, sees the picker at sign-in and switches from the top bar', async ({ page }) => {
  const email = uniqueEmail('both');
  await registerThroughUi(page, 'client', { fullName: 'Chidi Both', email, phone: '0802 333 4455', password: PASSWORD });
  // A new client is asked for their residence first (client area's pop-up); answer it like a person would.
  const residence = page.getByRole('dialog', { name: 'Residence information' });
  await expect(residence).toBeVisible();
  await chooseSearchable(page, 'State of residence', 'Lagos');
  await chooseSearchable(page, 'LGA of residence', 'Ikeja');
  await residence.getByRole('button', { name: /save/i }).click();
  await expect(residence).toHaveCount(0);

  // "Become a cleaner" in the top bar adds the role to the same account.
  await page.getByRole('link', { name: 'Become a cleaner' }).click();
  await expect(page.getByRole('heading', { name: 'Add a role to your account' })).toBeVisible();
  await page.getByRole('button', { name: 'Become a cleaner' }).click();
  await expect(page).toHaveURL(/\/cleaner(\/|$)/);
  await expect(page.getByText('Cleaner registered successfully!').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Become a cleaner' })).toHaveCount(0);

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/sign');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your role' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please select a role.').first()).toBeVisible();
  await page.getByRole('radio', { name: 'Client' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/client(\/|$)/);
  await expect(page.getByText('Welcome, Chidi!').first()).toBeVisible();

  // Switching role needs no second sign-in.
  await page.getByRole('combobox', { name: 'Role' }).selectOption('cleaner');
  await expect(page).toHaveURL(/\/cleaner(\/|$)/);
  await expect(page.getByRole('link', { name: /^Notifications, / })).toHaveAttribute('href', '/cleaner/notifications');
  await page.getByRole('combobox', { name: 'Role' }).selectOption('client');
  await expect(page).toHaveURL(/\/client(\/|$)/);
});

test('registration screens at 360 px: no horizontal overflow, no serious axe issues, keyboard operable', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeFocused();
  await expectNoSeriousAxeIssues(page, '/register');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Client' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Register Your Account' })).toBeFocused();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expectNoSeriousAxeIssues(page, '/register?role=client (with errors)');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
