/**
 * A notification opens what it is about (issue 25): the demo client's "New bid …" notification leads to their quotes,
 * inside the app (no page load), and opening an unread one marks it read.
 */
import { expect, test } from '@playwright/test';
import { signInAs } from '../support/session';

test('a notification with a link opens where it leads', async ({ page }) => {
  await signInAs(page, 'client');
  await page.goto('/client/notifications');
  const link = page.getByRole('link', { name: /^New bid of ₦[\d,.]+ from .+ on your .+ request\.$/ }).first();
  await expect(link).toHaveAttribute('href', '/client/quotes');
  // Client-side navigation: the page is not reloaded, so this marker survives.
  await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
  await link.click();
  await expect(page).toHaveURL(/\/client\/quotes$/);
  expect(await page.evaluate(() => (window as unknown as { stayedInApp?: boolean }).stayedInApp)).toBe(true);
});
