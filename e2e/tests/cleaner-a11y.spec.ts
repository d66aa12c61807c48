/**
 * The cleaner area at 360 px, as a seeded verified cleaner: every main page renders without horizontal page
 * overflow and axe finds no serious or critical issue; the phone menu opens, shows the pages and closes.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInAs } from '../support/session';

const PAGES: Array<[string, RegExp | string]> = [
  ['/cleaner', 'Cleaner Dashboard'],
  ['/cleaner/profile/public', 'My Profile'],
  ['/cleaner/profile/personal', 'My Profile'],
  ['/cleaner/verification', 'Profile Verification'],
  ['/cleaner/bids/guest-quotes', 'Bids Dashboard'],
  ['/cleaner/bids/client-bookings', 'Bids Dashboard'],
  ['/cleaner/schedules', 'Your Cleaning Schedules'],
  ['/cleaner/earnings', 'Earnings'],
  ['/cleaner/notifications', 'Notifications'],
  ['/cleaner/settings', 'Settings'],
];

test.use({ viewport: { width: 360, height: 740 } });

test('cleaner pages at 360 px: no page overflow, no serious/critical axe findings', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, 'cleaner');
  for (const [path, heading] of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Let lists settle (loading states replaced by data or empty texts).
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
    // The verification reminder is a dialog of its own; check the page behind it too.
    const later = page.getByRole('button', { name: 'Do It Later' });
    if (await later.isVisible()) await later.click();
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${path}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
  }
});

test('phone menu: opens with the area pages, closes on Escape', async ({ page }) => {
  await signInAs(page, 'cleaner');
  // One Menu button on a phone: the top bar's, holding the area's pages (issue 25).
  const toggle = page.getByRole('banner').getByRole('button', { name: /Menu/ });
  const menu = page.getByRole('banner').getByRole('navigation', { name: 'Cleaner menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  for (const label of ['Home', 'My Profile', 'Dashboard', 'Settings', 'Logout', /^Notification/]) {
    await expect(menu.getByRole('link', { name: label })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await menu.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/cleaner\/bids$/);
  await expect(page.getByRole('link', { name: 'Guest and Client Quotes' })).toHaveAttribute('aria-current', 'page');
});
