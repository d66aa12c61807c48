import { expect, test } from '@playwright/test';
import { waitForLivePage } from '../support/live-page';

/** Issue 26: the home page's Chat opens the guest chat widget in place (spec), fetched only when asked for. */

test('home: Chat opens the floating chat widget in place, and its code loads only then', async ({ page }) => {
  const guestFiles: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/remotes/guest/')) guestFiles.push(pathname);
  });
  await page.goto('/');
  await waitForLivePage(page);
  await page.waitForLoadState('networkidle');
  // The first load of home carries nothing of the guest area, so none of the chat's code.
  expect(guestFiles).toEqual([]);

  // The floating button (the footer has a plain "Chat with us" link too).
  await page.locator('a[aria-label="Chat with us"]').click();
  const panel = page.getByRole('region', { name: 'Chat with us' });
  await expect(panel.getByRole('button', { name: 'Start New Chat' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(guestFiles.length).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Trusted cleaners for homes and offices across Nigeria' })).toBeVisible();

  await panel.getByRole('button', { name: 'Close chat' }).click();
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible();
});
