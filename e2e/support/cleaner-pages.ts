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
  await page.getByRole('button', { name: /sign up|register|create/i }).click();
  await expect(page).toHaveURL(/\/cleaner(\/|$)/, { timeout: 20_000 });
}
