/**
 * Issue 11, signing in and sessions, in a real browser against local-supabase: one generic message for a wrong
 * password and an unknown e-mail; guards send to /sign and back (next); the wrong role goes to its own dashboard;
 * a suspended cleaner is told why; logout ends the session for good (reload stays signed out); identity keeps
 * working when a remote is down.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, signInAs } from '../support/session';

const GENERIC = 'Invalid email or password.';

async function tryToSignIn(page: import('@playwright/test').Page, email: string, password: string) {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('a wrong password and an unknown e-mail get the same generic message', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/sign$/);
  await tryToSignIn(page, DEMO_ACCOUNTS.client, 'not-the-password');
  await expect(page.getByRole('alert').filter({ hasText: GENERIC })).toBeVisible();
  await tryToSignIn(page, 'nobody-here@demo.spotless.ng', 'not-the-password');
  await expect(page.getByRole('alert').filter({ hasText: GENERIC })).toBeVisible();
  await expect(page.getByText(/user not found|incorrect password/i)).toHaveCount(0);
  await expect(page).toHaveURL(/\/sign$/);
});

test('guards: signed out → /sign → back to the page; wrong role → own dashboard', async ({ page }) => {
  await page.goto('/client/quotes');
  await expect(page).toHaveURL(/\/sign\?next=%2Fclient%2Fquotes$/);
  await tryToSignIn(page, DEMO_ACCOUNTS.client, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/client\/quotes$/);
  await expect(page.getByText('Login successful!').first()).toBeVisible();
  await expect(page.getByText(/^Welcome, .+!$/).first()).toBeVisible();

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/client$/);
  await page.goto('/cleaner/bids');
  await expect(page).toHaveURL(/\/client$/);
  // Already signed in: /sign goes straight on.
  await page.goto('/sign');
  await expect(page).toHaveURL(/\/client$/);
});

test('logout ends the session everywhere in the browser; a reload stays signed out', async ({ page, context }) => {
  await signInAs(page, 'cleaner');
  await expect(page.getByTestId('top-bar-user')).toBeVisible();
  const second = await context.newPage();
  await second.goto('/cleaner');
  await expect(second.getByTestId('top-bar-user')).toBeVisible();

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => /auth-token/.test(key)));
  expect(stored).toEqual([]);
  const roleChoices = await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('spotless.activeRole')));
  expect(roleChoices).toEqual([]);

  await page.reload();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await page.goto('/cleaner');
  await expect(page).toHaveURL(/\/sign\?next=%2Fcleaner$/);

  // The other tab was signed out too.
  await second.reload();
  await expect(second).toHaveURL(/\/sign\?next=%2Fcleaner$/);
});

test('a suspended cleaner is told why after signing in', async ({ page }) => {
  await page.goto('/sign');
  await tryToSignIn(page, 'cleaner36@demo.spotless.ng', DEMO_PASSWORD);
  await expect(page.getByText(/Your cleaner account is suspended/)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/cleaner(\/|$)/);
});

test('identity keeps working when an area is down', async ({ page }) => {
  await page.route('**/remotes/client/**', (route) => route.abort());
  await signInAs(page, 'client');
  await expect(page.getByTestId('top-bar-user')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Logout' })).toBeVisible();
  await page.goto('/logout');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});

test('sign-in screen at 360 px: no overflow, no serious axe issues', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/sign');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
