/** Page helpers of the cleaner area (mfe-cleaner) for the e2e journeys. */
import { expect, type Page } from '@playwright/test';

/** Waits for a toast with exactly this text (toasts are role=status/alert in the shell's toaster). */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

/** Opens a profile tab and switches it to edit mode. */
export async function editProfileTab(page: Page, path: string, section: string): Promise<void> {
  await page.goto(`/cleaner/profile/${path}`);
  await page.getByRole('button', { name: `Edit ${section}` }).click();
}

/** Registers a new cleaner through the shell's /register screen; lands on /cleaner. */
export async function registerCleaner(page: Page, user: { fullName: string; email: string; phone: string; password: string }): Promise<void> {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Cleaner', exact: true }).click();
  await page.getByLabel('Full name').fill(user.fullName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Phone').fill(user.phone);
  await page.getByLabel(/^Password/).fill(user.password);
  // Spec §5: address is required for cleaners (the form may ask for it).
  const address = page.getByLabel(/^Address/);
  if (await address.count()) await address.fill('14 Allen Avenue, Ikeja');
  await page.getByRole('button', { name: /sign up|register|create/i }).click();
  await expect(page).toHaveURL(/\/cleaner(\/|$)/, { timeout: 20_000 });
}

/**
 * Navigates to `path` and waits until the page's Realtime channel for `table` is joined (the server's phx_reply
 * listing that table's postgres_changes binding), so a change made right after is delivered live rather than
 * racing the subscription.
 */
export async function gotoWithRealtime(page: Page, path: string, table: string): Promise<void> {
  const joined = new Promise<void>((resolve) => {
    page.on('websocket', (ws) => {
      ws.on('framereceived', (frame) => {
        const text = typeof frame.payload === 'string' ? frame.payload : frame.payload.toString('utf8');
        if (text.includes('phx_reply') && text.includes('"status":"ok"') && text.includes(`"table":"${table}"`)) resolve();
      });
    });
  });
  await page.goto(path);
  await joined;
}
