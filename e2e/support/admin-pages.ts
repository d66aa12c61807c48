import { expect, type Page } from '@playwright/test';
import { passMfaOnScreen } from './admin-mfa';

/** Signs in through /sign with any e-mail and password and waits for the area; in the admin area, passes MFA too. */
export async function signInWith(page: Page, email: string, password: string, area = 'admin'): Promise<void> {
  await page.goto('/sign');
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await expect(page).toHaveURL(new RegExp(`/${area}(/|$|\\?)`), { timeout: 20_000 });
  if (area === 'admin') await passMfaOnScreen(page, email);
}

/** A toast with this text appeared. */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await expect(page.getByText(text).first()).toBeVisible();
}

/** Answers the shared confirmation dialog (confirmAction) with its OK button. */
export async function confirm(page: Page, okText: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // antd zooms the dialog in; a click while it is still a few pixels wide can land before the dialog takes input.
  await dialog.evaluate((element) => {
    const root = element.closest('.ant-modal-wrap') ?? element;
    const finite = root.getAnimations({ subtree: true }).filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    return Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
  await dialog.getByRole('button', { name: okText, exact: true }).click();
}
