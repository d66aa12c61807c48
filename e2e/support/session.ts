import { expect, type Page } from '@playwright/test';

/** Demo accounts from the seed (supabase/README.md); every demo password is the same. */
export const DEMO_PASSWORD = 'Spotless#2025';
export const DEMO_ACCOUNTS = {
  client: 'client01@demo.spotless.ng',
  cleaner: 'cleaner01@demo.spotless.ng',
  admin: 'admin1@demo.spotless.ng',
  super_admin: 'superadmin@demo.spotless.ng',
} as const;

/** Signs in through the shell's /sign screen and waits for the role's dashboard. */
export async function signInAs(page: Page, role: keyof typeof DEMO_ACCOUNTS, email: string = DEMO_ACCOUNTS[role]): Promise<void> {
  await page.goto('/sign');
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  const area = role === 'super_admin' ? 'admin' : role;
  await expect(page).toHaveURL(new RegExp(`/${area}(/|$|\\?)`), { timeout: 15_000 });
}
